// A notice feed's impossible windows, through the runtime: each record is rejected with
// bad_window and its reason, counted in the feed's health, and the notices that pass are
// scheduled.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_WINDOWS } from '../contract/window-limits';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestNotice, testNoticeFeed, testNoticePayload } from '../testing/notice-feed';
import { type TestService, testService } from '../testing/v1';
import type { FeedWindow } from './adapter';
import { createIngest, type Ingest } from './runtime';
import { checkRecords } from './validate';

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

const clock = fakeClock();
const nowS = Math.floor(clock.now() / 1000);
const H = 3600;
const DAY = 86_400;
const notice = (name: string, windows: FeedWindow[]): TestNotice => ({ name, message: `${name} is closed.`, windows });
const closed = (start: number | null, end: number | null): FeedWindow => ({ start, end, status: 'closed' });

describe('scheduled windows a feed may not give', () => {
  it('rejects a window ending before it starts, one a year away and a notice of too many windows, and counts them', async () => {
    const payload = testNoticePayload([
      notice('Backwards Hospital', [closed(nowS + 5 * H, nowS + 2 * H)]),
      notice('Next Year Hospital', [closed(nowS + 400 * DAY, nowS + 401 * DAY)]),
      notice(
        'Every Hour Hospital',
        Array.from({ length: MAX_WINDOWS + 1 }, (_, i) => closed(nowS + i * H, nowS + i * H + 1800)),
      ),
      notice('Tonight Hospital', [closed(nowS + 5 * H, nowS + 20 * H)]),
    ]);
    server = await startFeedServer({ kind: 'payload', body: payload });
    const feeds = [{ adapter: testNoticeFeed(), url: server.url, intervalS: 600 }];
    api = testService({ feeds, clock });
    ingest = createIngest({ feeds, store: api.store, log: () => {}, now: clock.now });
    const health = await ingest.pollNow('notices');

    expect(health.last_error).toBeNull();
    expect(health.rows_rejected).toBe(3);
    expect(health.rejections.map((rejection) => [rejection.row, rejection.code])).toEqual([
      [1, 'bad_window'],
      [2, 'bad_window'],
      [3, 'bad_window'],
    ]);
    const [backwards, nextYear, everyHour] = health.rejections.map((rejection) => rejection.message);
    expect(backwards).toMatch(/^Backwards Hospital: a window ends .* before it starts/);
    expect(nextYear).toMatch(/^Next Year Hospital: a window at 2027-12-.* is more than a year away/);
    expect(everyHour).toBe(
      `Every Hour Hospital: ${MAX_WINDOWS + 1} windows in one notice (at most ${MAX_WINDOWS}); it was not read right.`,
    );
    const scheduled = (await api.get('/api/v1/closures')).json.scheduled;
    expect(scheduled.map((row: { name: string }) => row.name)).toEqual(['Tonight Hospital']);
  });

  it('takes a window already in effect, one without an end, and one eleven months away', () => {
    const site = { key: 'a', name: 'A', city: null, province: 'NS' as const, lat: null, lng: null };
    const schedule = (windows: FeedWindow[]) => ({ message: 'Closed', publishedAt: null, windows });
    const { records, rejected } = checkRecords(
      {
        records: [
          { site, schedule: schedule([closed(null, nowS + H), closed(nowS + 2 * H, null)]) },
          { site: { ...site, key: 'b' }, schedule: schedule([closed(nowS + 330 * DAY, nowS + 331 * DAY)]) },
          { site: { ...site, key: 'c' }, schedule: schedule([closed(nowS + H, nowS + H)]) },
        ],
        rejected: [],
      },
      clock.now(),
    );
    expect(records.map((record) => record.site.key)).toEqual(['a', 'b']);
    expect(rejected.map((rejection) => [rejection.row, rejection.code])).toEqual([[3, 'bad_window']]);
  });
});
