// Feed health tells the truth about age: data_as_of is the newest time the publisher stated,
// never the moment of the fetch (which adapters stand in for a time a payload does not give).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import type { FeedAdapter } from './adapter';
import { abFeed } from './feeds/ab';
import { abDisruptionsPage } from './feeds/ab-disruptions';
import { bcFeed } from './feeds/bc';
import { nlPage } from './feeds/nl';
import { northernHealthFeed } from './feeds/northern-health';
import { describeFeed, type FeedReport } from './health';
import { noticeFeed } from './notice-feed';
import { createIngest, feedHealth, type Ingest } from './runtime';

const fixture = (name: string) => readFileSync(new URL(`./feeds/fixtures/${name}`, import.meta.url));
const DAY_S = 86_400;

let api: TestService | undefined;
let ingest: Ingest | undefined;
let closeServer: (() => Promise<void>) | undefined;

afterEach(async () => {
  await ingest?.stop();
  api?.close();
  await closeServer?.();
  ingest = api = closeServer = undefined;
});

/** What /healthz says of `adapter` after one poll of `body` at `now` (the fake clock's 22 November 2026 unless given). */
async function healthAfterPoll(
  adapter: FeedAdapter,
  body: Uint8Array | string,
  options: { contentType?: string; now?: number } = {},
): Promise<FeedReport> {
  const server = await startFeedServer({ kind: 'payload', body, contentType: options.contentType });
  closeServer = () => server.close();
  const feeds = [{ adapter, url: server.url, intervalS: 300 }];
  api = testService({ feeds, clock: fakeClock(options.now) });
  ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
  const health = await ingest.pollNow(adapter.id);
  expect(health.last_error).toBeNull();
  return describeFeed(health, api.clock.now());
}

describe('feed health’s data_as_of and data_age_s', () => {
  it('gives a BC payload whose waits are six months old an age of six months, not of the fetch', async () => {
    // The recorded edwaittimes.ca payload: readings of 26 May 2026, and a closed site (no time).
    const report = await healthAfterPoll(bcFeed, fixture('bc-edwaittimes.json'));
    expect(report.data_as_of).toBe('2026-05-26T05:54:33Z');
    expect(report.data_age_s).toBe(Date.UTC(2026, 10, 22, 12) / 1000 - Date.UTC(2026, 4, 26, 5, 54, 33) / 1000);
    expect(report.data_age_s).toBeGreaterThan(180 * DAY_S);
    expect(report.data_as_of_reason).toBeNull();
  });

  it('says the age is not stated when a BC payload has only closures and sites without readings', async () => {
    const locations = JSON.parse(fixture('bc-edwaittimes.json').toString('utf8')) as Record<string, unknown>[];
    const untimed = locations.map((location, i) => ({ ...location, waitTime: i % 2 === 0 ? null : {} }));
    const report = await healthAfterPoll(bcFeed, JSON.stringify(untimed));
    expect(report.rows_parsed).toBeGreaterThan(0);
    expect(report).toMatchObject({ data_as_of: null, data_age_s: null, data_as_of_reason: 'not_stated' });
  });

  it('says the age is not stated for AHS, which publishes no time with its waits', async () => {
    const report = await healthAfterPoll(abFeed, fixture('ab-waittimes.json'));
    expect(report.rows_parsed).toBeGreaterThan(0);
    expect(report).toMatchObject({ data_as_of: null, data_age_s: null, data_as_of_reason: 'not_stated' });
  });

  it('dates Northern Health’s page by its "Last updated" line, and by nothing when it has none', async () => {
    const page = fixture('northern-health-ed-status.html').toString('utf8');
    const options = { contentType: 'text/html', now: Date.UTC(2026, 10, 26, 6, 0) };
    const dated = await healthAfterPoll(northernHealthFeed, page, options);
    // "Last updated: November 25, 2026 at 9:48 p.m." in Vancouver, twelve minutes before the fetch.
    expect(dated).toMatchObject({ data_as_of: '2026-11-26T05:48:00Z', data_age_s: 720, data_as_of_reason: null });
    await ingest?.stop();
    api?.close();
    await closeServer?.();
    const undated = await healthAfterPoll(northernHealthFeed, page.replace(/Last updated:.*<\/p>/, '</p>'), options);
    expect(undated.rows_parsed).toBe(11);
    expect(undated).toMatchObject({ data_as_of: null, data_age_s: null, data_as_of_reason: 'not_stated' });
  });
});

describe('feed health of a notice feed', () => {
  const NOTICES_FETCHED_AT = Date.parse('2026-02-12T19:30:00Z');

  it('says the age is not stated when the page dates none of its notices (AHS disruptions)', async () => {
    const page = fixture('ab-disruptions.html').toString('utf8');
    const options = { contentType: 'text/html', now: NOTICES_FETCHED_AT };
    const report = await healthAfterPoll(noticeFeed(abDisruptionsPage), page, options);
    expect(report.rows_parsed).toBeGreaterThan(0);
    expect(report).toMatchObject({ data_as_of: null, data_age_s: null, data_as_of_reason: 'not_stated' });
  });

  it('dates the data by the newest notice the page dates (NL Health Services)', async () => {
    const page = fixture('nl-service-updates.html').toString('utf8');
    const options = { contentType: 'text/html', now: NOTICES_FETCHED_AT };
    const report = await healthAfterPoll(noticeFeed(nlPage), page, options);
    expect(report.rows_parsed).toBeGreaterThan(0);
    // The page's article:modified_time, 24 min 19 s before the fetch.
    expect(report).toMatchObject({ data_as_of: '2026-02-12T19:05:41Z', data_age_s: 1459, data_as_of_reason: null });
  });
});

describe('feed health before any data', () => {
  it('says no data has come yet', () => {
    const report = describeFeed(
      feedHealth({ adapter: bcFeed, url: bcFeed.url, intervalS: bcFeed.intervalS }, undefined),
      Date.UTC(2026, 10, 22, 12),
    );
    expect(report).toMatchObject({ data_as_of: null, data_age_s: null, data_as_of_reason: 'no_data_yet' });
  });
});
