// Every publisher of notices over its recorded page, through the runtime, the real interpreter,
// the store's schedule and the v1 service: /api/v1/closures lists a closure in each province,
// with the notice's own words and its reopening time where the notice gives one. Each page is
// polled at a moment its notices cover (the fixtures are of different years), in a service of
// its own.
//
// What depends on the interpreter's reading (src/notices): that the ER named is found (the row
// exists), its kind (closed or disruption) and expected_reopen. What does not: the province, the
// notice's words in `message`, that the feed's health shows no error.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import { feedById } from './feeds';
import { createIngest, type Ingest } from './runtime';

interface Expected {
  feed: string;
  fixture: string;
  /** A moment the fixture's notices cover. */
  at: string;
  province: string;
  /** Words of the notice, as published. */
  words: string;
  status: 'closed' | 'disruption';
  /** When the notice says the ER reopens (null: not announced). */
  reopen: string | null;
  /** 'unsure' when the reader is unsure of the notice: the row says so (absent otherwise). */
  certainty?: 'unsure';
}

const PAGES: Expected[] = [
  {
    feed: 'ns',
    fixture: 'ns-service-statuses.html',
    at: '2025-02-14T18:00:00Z',
    province: 'NS',
    words: "Eastern Memorial Hospital's emergency dept is closed until 12 p.m. on Wednesday, Mar. 5.",
    status: 'closed',
    reopen: '2025-03-05T16:00:00Z',
  },
  {
    feed: 'nb-horizon',
    fixture: 'nb-horizon-service-interruptions.html',
    at: '2022-12-24T15:00:00Z',
    province: 'NB',
    words: 'The Oromocto Public Hospital emergency room will be closed Christmas Eve, Christmas Day and Boxing Day.',
    status: 'closed',
    reopen: '2022-12-27T12:00:00Z',
  },
  {
    feed: 'nb-vitalite',
    fixture: 'nb-vitalite-public-notices.rss',
    at: '2025-03-04T16:00:00Z',
    province: 'NB',
    words: 'Temporary Night Closure of the Emergency Department at Stella-Maris-de-Kent Hospital',
    status: 'disruption',
    reopen: null,
    certainty: 'unsure',
  },
  {
    feed: 'sk',
    fixture: 'sk-service-disruptions.html',
    // Published September 3, 2021: "extended to September 8 at 7 a.m." is the disruption's end.
    at: '2021-09-05T18:00:00Z',
    province: 'SK',
    words: 'Leader: Temporary Disruption to Emergency Services Extended to September 8 at 7 a.m.',
    status: 'disruption',
    reopen: '2021-09-08T13:00:00Z',
  },
  {
    feed: 'mb',
    fixture: 'mb-pmh-er-service-disruptions.html',
    at: '2022-07-01T19:00:00Z',
    province: 'MB',
    words: 'Treherne: ER and hospital admissions temporarily suspended.',
    status: 'closed',
    reopen: null,
  },
  {
    feed: 'ab-disruptions',
    fixture: 'ab-disruptions.html',
    at: '2026-08-08T15:33:00Z',
    province: 'AB',
    words: 'Emergency department closed Fridays, Saturdays and Sundays.',
    // A standing weekly schedule whose start date ("starting December 5") no rule uses: the
    // reader is unsure of it, so it stands as the authority's words, never as machine-read hours.
    status: 'disruption',
    reopen: null,
    certainty: 'unsure',
  },
  {
    feed: 'pe',
    fixture: 'pe-lite-latest-news-and-alerts.html',
    at: '2026-10-01T10:40:00Z',
    province: 'PE',
    words: 'Western Hospital Emergency Department Closed',
    status: 'closed',
    reopen: null,
  },
  {
    feed: 'nl',
    fixture: 'nl-service-updates.html',
    at: '2026-02-12T19:30:00Z',
    province: 'NL',
    words: 'Dr. Walter Templeman Health Care Centre',
    status: 'disruption',
    reopen: null,
    certainty: 'unsure',
  },
  {
    // Not a notice page: Northern Health's status page, so that every province the issue names is here.
    feed: 'bc-nh',
    fixture: 'northern-health-ed-status.html',
    at: '2026-11-26T06:00:00Z',
    province: 'BC',
    words: 'Temporarily Closed — Re-opening: November 26, 2026 at 8:00 am',
    status: 'closed',
    reopen: '2026-11-26T16:00:00Z',
  },
];

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

describe('closures from every publisher of notices (and Northern Health in BC), over its recorded page', () => {
  it.each(PAGES)('$feed: /closures lists a closure in $province with its words', async (expected) => {
    const adapter = feedById(expected.feed);
    if (!adapter) throw new Error(`${expected.feed} is not registered`);
    const body = readFileSync(new URL(`./feeds/fixtures/${expected.fixture}`, import.meta.url));
    const contentType = expected.fixture.endsWith('.rss') ? 'application/rss+xml' : 'text/html; charset=utf-8';
    server = await startFeedServer({ kind: 'payload', body, contentType });
    const feeds = [{ adapter, url: server.url, intervalS: adapter.intervalS }];
    api = testService({ feeds, clock: fakeClock(Date.parse(expected.at)) });
    ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });

    const health = await ingest.pollNow(expected.feed);
    expect(health.last_error).toBeNull();
    const answer = await api.get(`/api/v1/closures?province=${expected.province}`);
    expect(answer.status).toBe(200);
    const closures = answer.json.closures as Record<string, unknown>[];
    expect(closures.every((row) => row.province === expected.province)).toBe(true);
    const closure = closures.find((row) => String(row.message).includes(expected.words));
    expect(closure, `no closure in ${expected.province} with the words "${expected.words}"`).toBeDefined();
    expect(closure).toMatchObject({ status: expected.status, expected_reopen: expected.reopen });
    expect(closure?.certainty).toBe(expected.certainty);
  });
});
