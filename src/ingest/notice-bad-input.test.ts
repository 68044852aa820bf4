// A notice feed through the runtime, a real store and the v1 service: the Nova Scotia Health
// page served on a loopback port, then bad input of every kind (issue 18, item 6). Each is a
// clear rejection with its reason in feed health, and the last good data stays. The
// interpreter is replaced by readings stated here per facility, so that what is tested is the
// path a notice takes, not how well its words are read (src/notices has its own tests).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeInput, NoticeReading } from '../notices';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import { nsPage } from './feeds/ns';
import { noticeFeed } from './notice-feed';
import { createIngest, type Ingest } from './runtime';

/** What the stand-in interpreter reads, by the facility a notice's words name. */
const STAND_IN: Record<string, Partial<NoticeReading>> = {
  'Strait Richmond Hospital': { windows: [win('2025-02-14T20:00:00Z', '2025-02-17T14:00:00Z')] },
  'Eastern Memorial Hospital': { windows: [win(null, '2025-03-05T16:00:00Z')] },
  'All Saint Springhill Hospital': {},
  'Soldiers Memorial Hospital': { kind: 'reduced_hours', recurring: 'open 7:30 a.m. to 1:30 p.m. Mondays to Fridays' },
  'Halifax Infirmary': { isEr: false },
  'Driver Evaluation Program': { kind: 'other' },
  'Twin Oaks Memorial Hospital': { windows: [win('2025-02-15T12:00:00Z', '2025-02-15T00:00:00Z')] },
  'Glace Bay Hospital': { windows: [win('2026-03-01T12:00:00Z', '2026-03-02T12:00:00Z')] },
};

function win(start: string | null, end: string | null) {
  const seconds = (iso: string | null) => (iso === null ? null : Date.parse(iso) / 1000);
  return { start: seconds(start), end: seconds(end), startLocal: null, endLocal: null };
}

vi.mock('../notices', () => ({
  interpretNotice: (input: NoticeInput): NoticeReading => {
    const name = Object.keys(STAND_IN).find((candidate) => input.text.includes(candidate)) ?? null;
    return {
      facility: name ? { name, city: null } : null,
      isEr: true,
      kind: 'closed',
      windows: [],
      recurring: null,
      zone: 'America/Halifax',
      lang: 'en',
      unreadable: false,
      notUnderstood: [],
      message: input.text,
      certainty: 'sure',
      doubts: [],
      ...(name ? STAND_IN[name] : {}),
    };
  },
}));

const PAGE = readFileSync(new URL('./feeds/fixtures/ns-service-statuses.html', import.meta.url), 'utf8');
/** 2025-02-14 14:00 in Halifax: Eastern Memorial closed, Strait Richmond's closure 2 hours away. */
const FETCHED_AT = Date.UTC(2025, 1, 14, 18, 0);
const feed = noticeFeed(nsPage);

let api: TestService | undefined;
let ingest: Ingest | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;

afterEach(async () => {
  await ingest?.stop();
  await api?.close();
  await server?.close();
  api = undefined;
  ingest = undefined;
  server = undefined;
});

async function start() {
  server = await startFeedServer({ kind: 'payload', body: PAGE, contentType: 'text/html' });
  const feeds = [{ adapter: feed, url: server.url, intervalS: 600 }];
  api = testService({ feeds, clock: fakeClock(FETCHED_AT) });
  // One ER of the registry: the others the page names are new to it.
  api.store.write(() =>
    api?.store.hospitals.upsert({
      id: 'ns_straitrichmondhosp',
      name: 'Strait Richmond Hospital',
      city: 'Evanston',
      province: 'NS',
      lat: 45.6,
      lng: -61.1,
      data_source: 'registry',
    }),
  );
  ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
  return { api, ingest, server };
}

async function closuresOf(service: TestService) {
  const answer = await service.get('/api/v1/closures?province=NS');
  expect(answer.status).toBe(200);
  return {
    now: (answer.json.closures as Record<string, unknown>[]).map((row) => [row.name, row.status, row.expected_reopen]),
    later: (answer.json.scheduled as Record<string, unknown>[]).map((row) => [row.name, row.starts_at, row.ends_at]),
  };
}

/** The page with rows added before the list's end (each a Nova Scotia Health row). */
function withRows(...rows: string[]): string {
  return PAGE.replace('</div>\n  <nav', `${rows.join('\n')}</div>\n  <nav`);
}
const row = (words: string) => `<div class="views-row">Disruption<h3>Emergency Department</h3><p>${words}</p></div>`;

const GOOD_CLOSURES = {
  now: [
    ['All Saint Springhill Hospital', 'closed', null],
    ['Eastern Memorial Hospital', 'closed', '2025-03-05T16:00:00Z'],
    ['Soldiers Memorial Hospital', 'disruption', null],
  ],
  later: [['Strait Richmond Hospital', '2025-02-14T20:00:00Z', '2025-02-17T14:00:00Z']],
};

describe('a notice feed through the runtime (Nova Scotia Health’s page on a loopback port)', () => {
  it('serves the page’s closures, with feed health counting notices kept, skipped and the ERs added', async () => {
    const { api, ingest } = await start();
    const health = await ingest.pollNow('ns');
    expect(health.last_error).toBeNull();
    expect(health).toMatchObject({ rows_parsed: 4, rows_rejected: 0, rows_skipped: 2, rejections: [] });
    expect(health.matched).toEqual({ feed: 0, registry_id: 0, registry_name: 1, new: 3 });
    expect(health.added).toEqual([
      'All Saint Springhill Hospital',
      'Soldiers Memorial Hospital',
      'Eastern Memorial Hospital',
    ]);
    expect(await closuresOf(api)).toEqual(GOOD_CLOSURES);
  });

  it('keeps the last good closures through an error page and a page without its list, each with its code', async () => {
    const { api, ingest, server } = await start();
    await ingest.pollNow('ns');
    const failures: [string, string][] = [
      [
        '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
        'html_error_page',
      ],
      [PAGE.replaceAll('views-row', 'status-card'), 'unexpected_shape'],
    ];
    for (const [body, code] of failures) {
      server.set({ kind: 'payload', body, contentType: 'text/html' });
      const health = await ingest.pollNow('ns');
      expect(health.last_error?.code).toBe(code);
      expect(await closuresOf(api)).toEqual(GOOD_CLOSURES);
    }
    expect(ingest.health()[0]?.consecutive_failures).toBe(2);
  });

  it('rejects a window ending before it starts and one a year away, with reasons, and keeps the other notices', async () => {
    const { api, ingest, server } = await start();
    server.set({
      kind: 'payload',
      contentType: 'text/html',
      body: withRows(
        row('Twin Oaks Memorial Hospital emergency department will be closed Saturday from 8 a.m. to 8 p.m.'),
        row('Glace Bay Hospital emergency department will be closed on March 1.'),
      ),
    });
    const health = await ingest.pollNow('ns');
    expect(health.last_error).toBeNull();
    expect(health.rows_parsed).toBe(4);
    expect(health.rows_rejected).toBe(2);
    expect(health.rejections.map((rejection) => [rejection.code, rejection.message])).toEqual([
      ['bad_window', expect.stringMatching(/^Twin Oaks Memorial Hospital: a window ends .* before it starts/)],
      [
        'bad_window',
        expect.stringMatching(/^Glace Bay Hospital: a window at 2026-03-02T12:00:00Z is more than a year away/),
      ],
    ]);
    expect(await closuresOf(api)).toEqual(GOOD_CLOSURES);
  });

  it('refuses a notice of 1 MB alone, with its reason, and serves the page’s other notices', async () => {
    const { api, ingest, server } = await start();
    const huge = `Glace Bay Hospital ${'emergency department closed '.repeat(38_000)}`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    server.set({ kind: 'payload', contentType: 'text/html', body: withRows(row(huge)) });
    const health = await ingest.pollNow('ns');
    expect(health.last_error).toBeNull();
    expect(health.rows_rejected).toBe(1);
    expect(health.rejections).toEqual([
      {
        row: 7,
        code: 'notice_too_large',
        message: expect.stringMatching(/^Notice 7 is 1,0\d\d,\d\d\d characters long/),
      },
    ]);
    expect(await closuresOf(api)).toEqual(GOOD_CLOSURES);
  });

  it('withdraws every closure when the page honestly lists none (its count is 0)', async () => {
    const { api, ingest, server } = await start();
    await ingest.pollNow('ns');
    const empty = PAGE.replace(/<div class="view-content">[\s\S]*?<nav/, '<nav').replace(
      '<strong>6</strong>',
      '<strong>0</strong>',
    );
    server.set({ kind: 'payload', body: empty, contentType: 'text/html' });
    const health = await ingest.pollNow('ns');
    expect(health.last_error).toBeNull();
    expect(health.rows_parsed).toBe(0);
    expect(await closuresOf(api)).toEqual({ now: [], later: [] });
  });
});
