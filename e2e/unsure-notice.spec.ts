// A closure on a notice the reader is unsure of (issue #26), and every row's link to its ER's
// page (issue #28), as a reader sees them: a relay in front of a v1 upstream (a fake one, in
// this process) whose closures answer has such a row beside a plain closure. The widget, pasted
// into a page of another origin, shows the publisher's own words, who published them and when,
// a link to the notice and "Times not confirmed — read the notice", in English and in French,
// never a time read from the notice; each ER's name links to its page.

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { startServerOnFreePort, stop } from '../scripts/lib/processes';
import { CLOSURE_ROW, closuresAnswer, FakeUpstream, waitsAnswer } from '../src/testing/fake-upstream';
import { fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';

const HOUR = 3_600_000;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const now = Date.now();

const WORDS = 'The emergency department will close from 4 p.m. Sunday until 8 a.m. Monday due to staffing.';
const NOTICE_URL = 'https://www.nshealth.ca/news/all-saints-emergency-department';
/** A time the row carries that the reader was not sure of: the widget must never show it. */
const MACHINE_READ = now + 20 * HOUR;

const [halifax] = waitsAnswer().hospitals;
const located = {
  ...halifax,
  id: 'ns_allsaintsspringhill',
  name: 'All Saints Springhill Hospital',
  lat: 45.65,
  lng: -64.06,
};

const upstream = new FakeUpstream();
let relay: ChildProcess | null = null;
let relayOrigin = '';

test.beforeAll(async () => {
  const upstreamUrl = await upstream.start();
  upstream.reply = (path) => {
    // Where each ER is, for the map: the relay reads locations from the upstream's waits.
    if (path.startsWith('/api/v1/waits')) return { body: { ...waitsAnswer(), hospitals: [located] } };
    if (path !== '/api/v1/closures') return { status: 404, body: { error: 'not_found', message: 'No such endpoint.' } };
    const unsure = {
      id: 'ns_allsaintsspringhill',
      name: 'All Saints Springhill Hospital',
      city: 'Springhill',
      province: 'NS',
      status: 'disruption',
      message: WORDS,
      updated_at: iso(now - 5 * 60_000),
      expected_reopen: iso(MACHINE_READ),
      source: 'notice',
      certainty: 'unsure',
      notice: { url: NOTICE_URL, publisher: 'Nova Scotia Health', published_at: iso(now - 2 * HOUR) },
    };
    const plain = { ...CLOSURE_ROW, updated_at: iso(now - 10 * 60_000), expected_reopen: iso(now + 3 * HOUR) };
    return { body: closuresAnswer([unsure, plain], iso(Date.now())) };
  };
  const key = `ers_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)}`;
  const started = await startServerOnFreePort({ ER_DB: ':memory:', ERSTAT_BASE_URL: upstreamUrl, ERSTAT_API_KEY: key });
  relay = started.child;
  relayOrigin = started.origin;
});

test.afterAll(async () => {
  if (relay) await stop(relay);
  await upstream.stop();
});

async function showWidget(page: Page, lang: 'en' | 'fr', views = 'closures') {
  const options = `data-province="NS" data-lang="${lang}" data-views="${views}"`;
  const snippet = `<script src="${relayOrigin}/embed.js" ${options}></script>`;
  await page.goto(`${fixtureOrigin}/pasted.html?snippet=${encodeURIComponent(snippet)}`);
  const widget = page.locator('script[src$="/embed.js"] + div');
  return {
    widget,
    row: (name: string) => widget.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }),
  };
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const cases = [
  {
    lang: 'en',
    status: 'Disruption',
    unconfirmed: 'Times not confirmed — read the notice',
    read: 'read the notice',
    from: /^Notice from Nova Scotia Health, 2 hours ago/,
    reopen: /reopen/i,
    page: '/er/',
  },
  {
    lang: 'fr',
    status: 'Perturbation',
    unconfirmed: 'Heures non confirmées — lisez l’avis',
    read: 'lisez l’avis',
    from: /^Avis publié par Nova Scotia Health, il y a 2 heures/,
    reopen: /réouverture/i,
    page: '/fr/er/',
  },
] as const;

for (const said of cases) {
  test(`an unsure notice shows the publisher’s words, who and when, a link to it and no time read from it (${said.lang})`, async ({
    page,
  }) => {
    const { widget, row } = await showWidget(page, said.lang);
    const allSaints = row('All Saints Springhill Hospital');
    await expect(allSaints.locator('.status')).toHaveText(said.status);
    await expect(allSaints).toContainText(WORDS);
    await expect(allSaints.locator('p.unsure')).toHaveText(new RegExp(`^${said.unconfirmed}`));
    await expect(allSaints.locator('p.muted').first()).toHaveText(said.from);
    const notice = allSaints.getByRole('link', { name: new RegExp(`^${said.read}`) });
    await expect(notice).toHaveAttribute('href', NOTICE_URL);
    await expect(notice).toHaveAttribute('target', '_blank');
    await expect(notice).toHaveAttribute('rel', 'noopener');
    // No reopening line, no machine-read time: the words are the notice's own.
    await expect(allSaints).not.toContainText(said.reopen);
    await expect(allSaints.locator(`time[datetime="${iso(MACHINE_READ)}"]`)).toHaveCount(0);
    // The plain closure beside it keeps its reopening time.
    await expect(row('Cobequid Community Health Centre')).toContainText(said.reopen);
    for (const [name, id] of [
      ['All Saints Springhill Hospital', 'ns_allsaintsspringhill'],
      ['Cobequid Community Health Centre', 'ns_cobequidcommunityhe'],
    ]) {
      const link = widget.getByRole('heading', { name }).getByRole('link');
      await expect(link).toHaveAttribute('href', `${relayOrigin}${said.page}${id}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    await page.screenshot({ path: `test-results/unsure-notice-${said.lang}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the map’s popup shows the unsure notice as the list does and links to the ER’s page', async ({ page }) => {
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  const { widget } = await showWidget(page, 'fr', 'map');
  await widget.getByRole('button', { name: 'Perturbation : All Saints Springhill Hospital' }).press('Enter');
  const popup = widget.locator('.leaflet-popup');
  await expect(popup.locator('p.unsure')).toHaveText(/^Heures non confirmées — lisez l’avis/);
  await expect(popup).toContainText(WORDS);
  await expect(popup).toContainText(/Avis publié par Nova Scotia Health, il y a 2 heures/);
  await expect(popup).not.toContainText(/réouverture/i);
  await expect(popup.getByRole('link', { name: /^lisez l’avis/ })).toHaveAttribute('href', NOTICE_URL);
  await expect(
    popup.getByRole('heading', { name: 'All Saints Springhill Hospital' }).getByRole('link'),
  ).toHaveAttribute('href', `${relayOrigin}/fr/er/ns_allsaintsspringhill`);
  await page.screenshot({ path: 'test-results/unsure-notice-map.png' });
  expect(await axeViolations(page)).toEqual([]);
});
