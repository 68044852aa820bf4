// A notice the reader is unsure of, end to end: a health authority's feed (Vitalité's RSS, as
// the server polls it) publishes notices whose times the reader cannot place; each stands as a
// disruption with its own words and waits at the desk for the people whose scope covers the ER.
// In English an editor confirms one with the end time corrected: the public sees the desk's
// closure with that reopening. In French she confirms another with its night stated, a closure
// the desk schedules (the public sees it announced, and the ER not disrupted meanwhile), and
// dismisses the third: the public sees nothing from it, and the feed publishing it again
// changes nothing. axe finds nothing on the page in either
// language.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freePort, startServer, stop, waitFor } from '../scripts/lib/processes';
import { enrolAtDesk, wallClockInput } from './desk-person';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(join(tmpdir(), 'er-desk-review-e2e-'));
const db = join(dir, 'review.db');
let server: ChildProcess | null = null;
let origin = '';
const HOUR = 3_600_000;
const EDITOR = 'nurse@vitalite.example';
const PASSWORD = 'correct horse battery staple';
const ORGANISATION = 'Vitalité Health Network';

const GRAND_FALLS = 'The emergency department at Grand Falls General Hospital will be closed overnight on Friday.';
const LAMEQUE = 'L’urgence de l’Hôpital de Lamèque sera fermée vendredi soir.';
const SAINT_QUENTIN = 'Le service d’urgence de l’Hôtel-Dieu Saint-Joseph de Saint-Quentin sera fermé samedi soir.';

/** The feed as Vitalité publishes it: one English notice and two French, an hour old. */
function writeFeed() {
  const published = new Date(Date.now() - HOUR).toUTCString();
  const item = (title: string, words: string, link: string) =>
    `<item><title>${title}</title><link>${link}</link><guid>${link}</guid><description><![CDATA[<p>${words}</p>]]></description><pubDate>${published}</pubDate></item>`;
  writeFileSync(
    join(dir, 'vitalite.rss'),
    `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Public notices</title><link>https://vitalitenb.ca/en/health-network/communications/public-notices</link><language>en-gb</language>
${item('Grand Falls General Hospital emergency department', GRAND_FALLS, 'https://vitalitenb.ca/en/news/grand-falls-emergency')}
${item('Urgence de l’Hôpital de Lamèque', LAMEQUE, 'https://vitalitenb.ca/fr/nouvelles/urgence-lameque')}
${item('Urgence de Saint-Quentin', SAINT_QUENTIN, 'https://vitalitenb.ca/fr/nouvelles/urgence-saint-quentin')}
</channel></rss>`,
  );
}

test.beforeAll(async () => {
  writeFeed();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = startServer({
    PORT: String(port),
    ER_DB: db,
    ER_PUBLIC_URL: origin,
    ER_ACCESS_LOG: '0',
    ER_SOURCES: 'nb-vitalite',
    ER_SOURCE_NB_VITALITE_URL: pathToFileURL(join(dir, 'vitalite.rss')).href,
    ER_SOURCE_NB_VITALITE_INTERVAL: '0.5',
  });
  await waitFor(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  if (server) await stop(server);
});

interface Closure {
  name: string;
  status: string;
  message: string | null;
  expected_reopen: string | null;
  source?: string;
}

interface Announced {
  name: string;
  status: string;
  starts_at: string;
  ends_at: string | null;
  message: string | null;
}

async function answer(): Promise<{ closures: Closure[]; scheduled: Announced[] }> {
  return (await fetch(`${origin}/embed/api/closures?province=NB`)).json();
}

const closures = async () => (await answer()).closures;

const closureOf = async (name: string) => (await closures()).find((row) => row.name.includes(name));

let desk: Page;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('an unsure notice stands as a disruption in its own words and waits at the desk, in English', async ({
  browser,
}) => {
  await expect.poll(async () => (await closureOf('Grand Falls'))?.status, { timeout: 15_000 }).toBe('disruption');
  expect((await closureOf('Grand Falls'))?.message).toContain(GRAND_FALLS);
  await expect.poll(async () => (await closureOf('Lamèque'))?.status).toBe('disruption');

  desk = await (await browser.newContext()).newPage();
  await enrolAtDesk(
    desk,
    { email: EDITOR, password: PASSWORD, role: 'editor', organisation: ORGANISATION, scope: 'NB' },
    { db, origin },
  );
  await desk.goto(`${origin}/desk?lang=en`);
  await desk.getByRole('link', { name: '3 notices to review' }).click();
  await expect(desk.getByRole('heading', { name: 'Notices to review', level: 1 })).toBeVisible();
  const notice = desk.locator('section.review', { has: desk.getByRole('heading', { name: /Grand Falls/ }) });
  await expect(notice).toContainText(GRAND_FALLS);
  await expect(notice).toContainText('Published by Vitalité Health Network');
  await expect(notice).toContainText('The dates or times were not understood: Friday');
  await expect(notice.getByRole('link', { name: 'Read the notice' })).toHaveAttribute(
    'href',
    'https://vitalitenb.ca/en/news/grand-falls-emergency',
  );
  // Every notice has the same two buttons: each says which ER it decides.
  await expect(notice.getByRole('button', { name: 'Confirm and publish' })).toHaveAccessibleDescription(
    'Grand Falls General Hospital',
  );
  await expect(notice.getByRole('button', { name: 'Dismiss this notice' })).toHaveAccessibleDescription(
    'Grand Falls General Hospital',
  );
  await desk.screenshot({ path: 'test-results/desk-review-en.png', fullPage: true });
  expect(await axeViolations(desk)).toEqual([]);
});

test('confirmed with its end time corrected, it is the desk’s closure the public sees, and no longer waits', async () => {
  const notice = desk.locator('section.review', { has: desk.getByRole('heading', { name: /Grand Falls/ }) });
  await expect(notice.getByRole('radio', { name: 'Closed' })).toBeChecked();
  const reopen = wallClockInput(Date.now() + 8 * HOUR, 'America/Moncton');
  await notice.getByLabel('Ends (optional)').fill(reopen);
  await notice.getByRole('button', { name: 'Confirm and publish' }).click();
  await expect(desk.getByText('The notice is confirmed and published as the desk’s statement.')).toBeVisible();
  await expect(desk.locator('section.review', { hasText: 'Grand Falls' })).toHaveCount(0);

  const row = await closureOf('Grand Falls');
  expect(row).toMatchObject({ status: 'closed', source: 'desk' });
  expect(row?.message).toContain(GRAND_FALLS);
  expect(wallClockInput(Date.parse(row?.expected_reopen ?? ''), 'America/Moncton')).toBe(reopen);
  // The feed keeps publishing the notice: the desk's word stands, and it is not queued again.
  await desk.waitForTimeout(1500);
  expect(await closureOf('Grand Falls')).toMatchObject({ status: 'closed', source: 'desk' });
  await desk.goto(`${origin}/desk/review`);
  await expect(desk.locator('section.review', { hasText: 'Grand Falls' })).toHaveCount(0);
});

test('en français, l’avis confirmé pour la nuit qu’il annonce est une fermeture prévue par le poste', async () => {
  await expect.poll(async () => (await closureOf('Saint-Quentin'))?.status).toBe('disruption');
  await desk.goto(`${origin}/desk?lang=fr`);
  await desk.getByRole('link', { name: '2 avis à vérifier' }).click();
  await expect(desk.getByRole('heading', { name: 'Avis à vérifier', level: 1 })).toBeVisible();
  const notice = desk.locator('section.review', { has: desk.getByRole('heading', { name: /Saint-Quentin/ }) });
  await expect(notice).toContainText(SAINT_QUENTIN);
  await expect(notice).toContainText('En vigueur maintenant, sans fin annoncée');
  await expect(notice.getByLabel('Message en français')).toHaveValue(/Saint-Quentin sera fermé samedi soir/);
  const start = wallClockInput(Date.now() + 30 * HOUR, 'America/Moncton');
  const end = wallClockInput(Date.now() + 42 * HOUR, 'America/Moncton');
  await notice.getByLabel('Début (vide : maintenant)').fill(start);
  await notice.getByLabel('Fin (facultative)').fill(end);
  await notice.getByRole('button', { name: 'Confirmer et publier' }).click();
  await expect(desk.getByText('L’avis est confirmé et publié comme déclaration du poste.')).toBeVisible();

  const { closures: now, scheduled } = await answer();
  expect(now.find((row) => row.name.includes('Saint-Quentin'))).toBeUndefined();
  const announced = scheduled.find((row) => row.name.includes('Saint-Quentin'));
  expect(announced).toMatchObject({ status: 'closed' });
  expect(announced?.message).toContain(SAINT_QUENTIN);
  expect(wallClockInput(Date.parse(announced?.starts_at ?? ''), 'America/Moncton')).toBe(start);
  expect(wallClockInput(Date.parse(announced?.ends_at ?? ''), 'America/Moncton')).toBe(end);
});

test('en français, l’avis écarté ne montre plus rien au public, même publié de nouveau', async () => {
  await desk.goto(`${origin}/desk?lang=fr`);
  await desk.getByRole('link', { name: '1 avis à vérifier' }).click();
  await expect(desk.getByRole('heading', { name: 'Avis à vérifier', level: 1 })).toBeVisible();
  const notice = desk.locator('section.review', { has: desk.getByRole('heading', { name: /Lamèque/ }) });
  await expect(notice).toContainText(LAMEQUE);
  await expect(notice).toContainText('Publié par Vitalité Health Network');
  await expect(notice).toContainText('Les dates ou les heures n’ont pas été comprises');
  await expect(notice.getByRole('link', { name: 'Lire l’avis' })).toHaveAttribute(
    'href',
    'https://vitalitenb.ca/fr/nouvelles/urgence-lameque',
  );
  await desk.screenshot({ path: 'test-results/desk-review-fr.png', fullPage: true });
  expect(await axeViolations(desk)).toEqual([]);
  await notice.getByRole('button', { name: 'Écarter cet avis' }).click();
  await expect(desk.getByText('L’avis est écarté : le public n’en voit rien.')).toBeVisible();
  await expect(desk.getByText('Rien à vérifier.')).toBeVisible();
  expect(await closureOf('Lamèque')).toBeUndefined();
  writeFeed();
  await desk.waitForTimeout(1500);
  expect(await closureOf('Lamèque')).toBeUndefined();
  expect((await answer()).scheduled.find((row) => row.name.includes('Saint-Quentin'))).toBeDefined();
  await desk.goto(`${origin}/desk`);
  await expect(desk.getByText(/avis à vérifier/)).toHaveCount(0);
});
