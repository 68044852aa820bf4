// Closures announced for later and reopening times, as a reader sees them: a relay in front
// of a v1 upstream (a fake one, in this process) whose closures answer has an ER closed now
// with its reopening time and, in `scheduled`, an ER that closes within the next hours. The
// widget, pasted into a page of another origin, says both, in English and in French.
//
// Times are relative to now and on whole hours, so the test holds at any hour; what "today"
// and "tomorrow" mean is worked out here from the same clock, on Halifax's calendar.

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { startServerOnFreePort, stop } from '../scripts/lib/processes';
import { closuresAnswer, FakeUpstream } from '../src/testing/fake-upstream';
import { fixtureOrigin } from './ports';

const HOUR = 3_600_000;
const HALIFAX = 'America/Halifax';

/** Halifax's local date and hour (0–23) of a moment. */
function halifax(ms: number): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: HALIFAX,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const enHour = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

const now = Date.now();
const nextHour = Math.ceil(now / HOUR) * HOUR;
/** Cobequid is closed now and expected to reopen in three to four hours. */
const reopensAt = nextHour + 3 * HOUR;
/** Strait Richmond closes in two to three hours, for ten hours. */
const closesAt = nextHour + 2 * HOUR;
const opensAgainAt = closesAt + 10 * HOUR;

/** The words for Strait Richmond, from Halifax's calendar. */
function expectedSentences() {
  // The widget reads its clock as it draws, just before this is called: the same local day,
  // but for a few seconds around midnight.
  const today = halifax(Date.now()).date;
  const start = halifax(closesAt);
  const end = halifax(opensAgainAt);
  const startsToday = start.date === today;
  // Ten hours from a start at most a day away end on the start's day or the next one.
  const endsSameDay = end.date === start.date;
  // "8 a.m." ends the sentence with its own full stop.
  const until = endsSameDay ? enHour(end.hour) : `${enHour(end.hour)} tomorrow.`;
  const en = `Closes ${startsToday ? 'today' : 'tomorrow'} at ${enHour(start.hour)} until ${until}`;
  const fr = `Fermera ${startsToday ? 'aujourd’hui' : 'demain'} à ${start.hour} h jusqu’à ${endsSameDay ? '' : 'demain '}${end.hour} h.`;
  return { en, fr };
}

const upstream = new FakeUpstream();
let relay: ChildProcess | null = null;
let relayOrigin = '';

test.beforeAll(async () => {
  const upstreamUrl = await upstream.start();
  upstream.reply = (path) => {
    if (path !== '/api/v1/closures') return { status: 404, body: { error: 'not_found', message: 'No such endpoint.' } };
    return {
      body: {
        ...closuresAnswer(
          [
            {
              id: 'ns_cobequidcommunityhe',
              name: 'Cobequid Community Health Centre',
              city: 'Lower Sackville',
              province: 'NS',
              status: 'closed',
              message: 'Emergency department closed because of a physician shortage.',
              updated_at: iso(now - 10 * 60_000),
              expected_reopen: iso(reopensAt),
            },
          ],
          iso(Date.now()),
        ),
        scheduled: [
          {
            id: 'ns_straitrichmondhosp',
            name: 'Strait Richmond Hospital',
            city: 'Evanston',
            province: 'NS',
            status: 'closed',
            starts_at: iso(closesAt),
            ends_at: iso(opensAgainAt),
            message: 'The emergency department will be closed overnight.',
          },
          {
            // Two days ahead: beyond what the widget announces.
            id: 'ns_digby',
            name: 'Digby General Hospital',
            city: 'Digby',
            province: 'NS',
            status: 'closed',
            starts_at: iso(nextHour + 48 * HOUR),
            ends_at: null,
            message: null,
          },
        ],
      },
    };
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

async function showWidget(page: Page, lang: 'en' | 'fr', theme: 'light' | 'dark') {
  const options = `data-province="NS" data-lang="${lang}" data-theme="${theme}"`;
  const snippet = `<script src="${relayOrigin}/embed.js" ${options}></script>`;
  await page.goto(`${fixtureOrigin}/pasted.html?snippet=${encodeURIComponent(snippet)}`);
  return page.locator('script[src$="/embed.js"] + div');
}

test('the widget says when an ER closes later today or tomorrow, and when a closed ER reopens, in English', async ({
  page,
}) => {
  const widget = await showWidget(page, 'en', 'light');
  const cobequid = widget.getByRole('listitem').filter({ hasText: 'Cobequid Community Health Centre' });
  await expect(cobequid).toContainText('Closed');
  await expect(cobequid).toContainText(`Expected to reopen`);
  await expect(cobequid.locator('time').first()).toContainText(enHour(halifax(reopensAt).hour).replace(' ', ':00 '));
  await expect(widget.getByRole('heading', { name: 'Coming up in the next 24 hours' })).toBeVisible();
  const strait = widget.getByRole('listitem').filter({ hasText: 'Strait Richmond Hospital' });
  await expect(strait.locator('.status')).toHaveText(expectedSentences().en);
  await expect(strait).toContainText('Evanston, Nova Scotia');
  await expect(widget.getByText('Digby General Hospital')).toHaveCount(0);
  await expect(strait.locator('.status svg')).toHaveAttribute('aria-hidden', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('the widget says the same in French, with times as Canadian French writes them (dark theme)', async ({ page }) => {
  const widget = await showWidget(page, 'fr', 'dark');
  const cobequid = widget.getByRole('listitem').filter({ hasText: 'Cobequid Community Health Centre' });
  await expect(cobequid).toContainText('Fermée');
  await expect(cobequid).toContainText('Réouverture prévue le');
  await expect(cobequid.locator('time').first()).toHaveText(new RegExp(`\\b${halifax(reopensAt).hour} h( \\d\\d)?\\b`));
  await expect(widget.getByRole('heading', { name: 'À venir dans les prochaines 24 heures' })).toBeVisible();
  const strait = widget.getByRole('listitem').filter({ hasText: 'Strait Richmond Hospital' });
  await expect(strait.locator('.status')).toHaveText(expectedSentences().fr);
  await expect(strait).toContainText('Evanston, Nouvelle-Écosse');
  await expect(widget.getByText('Digby General Hospital')).toHaveCount(0);
  // In the dark theme: the sentence keeps its contrast.
  expect(await axeViolations(page)).toEqual([]);
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('on a page that requires Trusted Types, the page’s own embed-upcoming.js says what is announced', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${fixtureOrigin}/strict-csp-announced.html`);
  const widget = page.locator('script[src$="/embed.js"] + div');
  await expect(widget.getByRole('heading', { name: 'Coming up in the next 24 hours' })).toBeVisible();
  const strait = widget.getByRole('listitem').filter({ hasText: 'Strait Richmond Hospital' });
  await expect(strait.locator('.status')).toHaveText(/^Closes (today|tomorrow) at \d{1,2} [ap]\.m\.$/);
  // The script the page included, once; the widget inserted none.
  expect(scripts.sort()).toEqual(['/embed-upcoming.js', '/embed.js']);
  expect(violations).toEqual([]);
});
