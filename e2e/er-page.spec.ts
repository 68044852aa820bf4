// An ER's page as a person reads it, in Chromium: a closure published at the desk is on the
// ER's page at once (now), then its reopening, with the closure in the history and in today's
// cell; the CSV holds it; axe finds nothing on the ER's page and the province's, in English and
// in French; both pages read at 320 px without scrolling sideways; a province of more than 20
// ERs is read page by page, every ER reachable, the ERs closed now first.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freePort, startServer, stop, waitFor } from '../scripts/lib/processes';
import { openStore } from '../src/store/store';
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

/** ERs added to Nova Scotia's, named to come after the sample's, so that its list takes two pages of 20. */
const ADDED = 30;

/**
 * The sample's ERs and 30 more in Nova Scotia, open by the desk's word (which the sample, loaded
 * at start, keeps, as bench:pages's store does), so that its list takes two pages.
 */
function storeWithMoreErs(path: string): void {
  const store = openStore(path);
  const at = Math.floor(Date.now() / 1000) - 86_400;
  const event = store.db.prepare<[string, number]>(
    "INSERT INTO status_events (hospital_id, status, message, at, source) VALUES (?, 'open', NULL, ?, 'desk')",
  );
  const status = store.db.prepare<[string, number]>(
    "INSERT INTO statuses (hospital_id, status, message, updated_at, source) VALUES (?, 'open', NULL, ?, 'desk')",
  );
  store.write(() => {
    for (let i = 0; i < ADDED; i++) {
      const id = `ns_added${String(i).padStart(2, '0')}`;
      const name = `Truro Hospital ${i}`;
      store.hospitals.upsert({ id, name, city: 'Truro', province: 'NS', lat: null, lng: null, data_source: 'e2e' });
      event.run(id, at);
      status.run(id, at);
    }
    store.source.set('sample', null, at);
  });
  store.close();
}

test.beforeAll(async () => {
  storeWithMoreErs(join(dir, 'er.db'));
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

test("a province's page shows the ERs closed now first, then every ER by name, page by page", async ({ page }) => {
  await page.goto(`${origin}/closures/ns`);
  const closedNow = page.locator('table.ers').first();
  await expect(page.getByRole('heading', { name: 'Closed or disrupted now' })).toBeVisible();
  const statuses = await closedNow.locator('tbody td[class^="status-"]').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) expect(['Closed', 'Service disruption']).toContain(status);
  await expect(page.getByText(/^Page 1 of 2: ERs 1 to 20 of \d+\.$/)).toBeVisible();
  const total = Number((await page.getByText(/^Page 1 of 2/).innerText()).match(/of (\d+)\.$/)?.[1]);
  const everyEr = page.locator('table.ers').nth(1).locator('tbody th a');
  const seen = await everyEr.allInnerTexts();
  expect(seen).toHaveLength(20);
  await page
    .getByRole('navigation', { name: 'Pages of the list of ERs' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(`${origin}/closures/ns?page=2#ers`);
  await expect(page.getByText(`Page 2 of 2: ERs 21 to ${total} of ${total}.`)).toBeVisible();
  await expect(page.getByText(/^\d+ closed and \d+ disrupted now: listed first on the first page$/)).toBeVisible();
  // Every ER of the province, each once, through the two pages.
  seen.push(...(await page.locator('table.ers tbody th a').allInnerTexts()));
  expect(new Set(seen).size).toBe(total);
  expect(seen).toContain(`Truro Hospital ${ADDED - 1}`);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${origin}/fr/closures/ns?page=2`);
  await expect(page.getByText(`Page 2 sur 2 : urgences 21 à ${total} sur ${total}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Page précédente' }).click();
  await expect(page.getByRole('heading', { name: 'Fermées ou perturbées en ce moment' })).toBeVisible();
});

test("axe finds no violation on the ER's page and the province's, in English and in French", async ({ page }) => {
  for (const path of [
    `/er/${er.id}`,
    `/fr/er/${er.id}`,
    '/closures/ns',
    '/fr/closures/ns?page=2',
    '/closures',
    '/fr/closures',
  ]) {
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
    ['canada-en', '/closures'],
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
