// An ER's page as a person reads it, in Chromium: a closure published at the desk is on the
// ER's page at once (now), then its reopening, with the closure in the history and in today's
// cell; the CSV holds it; axe finds nothing on the ER's page and the province's, in English and
// in French; both pages read at 320 px without scrolling sideways.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freePort, startServer, stop, waitFor } from '../scripts/lib/processes';
import { enrolAtDesk } from './desk-person';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(join(tmpdir(), 'er-page-e2e-'));
const ORGANISATION = 'Nova Scotia Health';
const EDITOR = 'editor@example.ca';
const PASSWORD = 'correct horse battery staple';
const CLOSED_EN = 'Closed tonight: no physician available.';
const CLOSED_FR = 'Fermée ce soir : aucun médecin disponible.';
let server: ChildProcess | null = null;
let origin = '';
let desk: Page;
/** The Nova Scotia ER the desk closes and reopens: its id and its desk page. */
let er = { id: '', name: '', deskHref: '' };

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = startServer({ PORT: String(port), ER_DB: join(dir, 'er.db'), ER_PUBLIC_URL: origin, ER_ACCESS_LOG: '0' });
  await waitFor(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  if (server) await stop(server);
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function publish(status: 'Closed' | 'Open') {
  await desk.goto(er.deskHref);
  const form = desk.locator('form', { has: desk.getByRole('button', { name: 'Publish this status' }) });
  await form.getByRole('radio', { name: status }).check();
  if (status === 'Closed') {
    await form.getByLabel('Message in English').fill(CLOSED_EN);
    await form.getByLabel('Message in French').fill(CLOSED_FR);
  }
  await form.getByRole('button', { name: 'Publish this status' }).click();
  await expect(desk.getByText('The status is published.')).toBeVisible();
}

test('an editor at the desk picks an open ER of Nova Scotia', async ({ browser }) => {
  desk = await (await browser.newContext()).newPage();
  await enrolAtDesk(
    desk,
    { email: EDITOR, password: PASSWORD, role: 'editor', organisation: ORGANISATION, scope: 'NS' },
    { db: join(dir, 'er.db'), origin },
  );
  await desk.goto(`${origin}/desk?province=NS`);
  const row = desk
    .locator('main table.ers tbody tr')
    .filter({ hasNot: desk.locator('.status-closed, .status-disruption') })
    .first();
  const link = row.getByRole('link').first();
  const deskHref = new URL((await link.getAttribute('href')) ?? '', origin).href;
  er = {
    id: decodeURIComponent(new URL(deskHref).pathname.split('/').pop() ?? ''),
    name: (await link.innerText()).trim(),
    deskHref,
  };
  expect(er.id).toMatch(/^ns_/);
});

test("a desk closure is on the ER's page at once, in English and in French", async ({ page }) => {
  await publish('Closed');
  await page.goto(`${origin}/er/${er.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(er.name);
  const now = page.locator('section', { has: page.getByRole('heading', { name: 'Now' }) });
  await expect(now).toContainText('Closed');
  await expect(now).toContainText(CLOSED_EN);
  await expect(now).toContainText(/Confirmed by Nova Scotia Health, (less than a minute|1 minute) ago/);
  await expect(now).toContainText('Reopening: not announced');
  await expect(page.getByText('In an emergency, call 911.').first()).toBeVisible();

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${origin}/fr/er/${er.id}`);
  const maintenant = page.locator('section', { has: page.getByRole('heading', { name: 'Maintenant' }) });
  await expect(maintenant).toContainText('Fermée');
  await expect(maintenant).toContainText(CLOSED_FR);
  await expect(maintenant).toContainText(/Confirmé par Nova Scotia Health, il y a (moins d’une minute|1 minute)/);
});

test("its reopening is on the page, the closure in today's cell and in the CSV", async ({ page }) => {
  await publish('Open');
  await page.goto(`${origin}/er/${er.id}`);
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Now' }) })).toContainText('Open');
  // Today is the first row of the day-by-day table, and the bar's last cell.
  await page.getByText('Day by day').click();
  await expect(page.locator('details table tbody tr').first()).toContainText('Partly closed');
  // What the eye meets at the middle of the bar's last cell, at the height of a partly closed
  // day (not reached by an open day's): today's run, drawn partly closed.
  const bar = page.getByRole('img', { name: /^The last 90 days: / });
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox()) as { x: number; y: number; width: number; height: number };
  const today = { x: box.x + (box.width * 536.5) / 540, y: box.y + box.height * 0.5 };
  const painted = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('class'), today);
  expect(painted).toBe('day-partly');
  await page.goto(`${origin}/fr/er/${er.id}`);
  await page.getByText('Jour par jour').click();
  await expect(page.locator('details table tbody tr').first()).toContainText('Fermée en partie');

  const csv = await (await page.request.get(`${origin}/er/${er.id}/history.csv`)).text();
  const rows = csv.trim().split('\r\n');
  expect(rows[0]).toBe('er_id,er_name,province,start_utc,end_utc,start_local,end_local,kind,category,source,message');
  const closure = rows.filter((row) => row.includes(',desk,'));
  expect(closure).toHaveLength(1);
  expect(closure[0]).toMatch(
    new RegExp(`^${er.id},.*,NS,[\\dT:-]+Z,[\\dT:-]+Z,.*,closed,unplanned,desk,${CLOSED_EN}$`),
  );
});

test("axe finds no violation on the ER's page and the province's, in English and in French", async ({ page }) => {
  for (const path of [`/er/${er.id}`, `/fr/er/${er.id}`, '/closures/ns', '/fr/closures/ns', '/closures']) {
    await page.goto(`${origin}${path}`);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the ER's page and the province's read at 320 px without scrolling sideways, in both languages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [name, path] of [
    ['en', `/er/${er.id}`],
    ['fr', `/fr/er/${er.id}`],
    ['province-en', '/closures/ns'],
    ['province-fr', '/fr/closures/ns'],
  ]) {
    await page.goto(`${origin}${path}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `test-results/er-page-320-${name}.png`, fullPage: true });
  }
  // Each ER of the province's list: its name, its status and its days in words, read at 320 px.
  const row = page.locator('table.ers tbody tr', { has: page.getByRole('link', { name: er.name }) });
  await expect(row).toContainText(/Ouverte|Fermée|Perturbation/);
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator('.day-words')).toBeInViewport({ ratio: 1 });
});
