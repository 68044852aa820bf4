// What a scheduled ER's other feeds may still say: a status feed's word waits while a window
// holds the ER (no closed-open-closed flicker at each of its polls), and counts again before
// the first window and after the last.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  historyOf,
  recordedEvents,
  type ScheduledService,
  STRAIT,
  scheduledService,
} from '../testing/scheduled-service';
import { testFeed, testFeedPayload } from '../testing/test-feed';
import { applyRecords } from './apply';

const H = 3_600_000;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const statusFeed = testFeed({ id: 'status' });

let api: ScheduledService | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  await api?.stop();
  api = undefined;
  vi.useRealTimers();
});

/** A poll of a status feed that says the ER is `status`, timed now. */
function statusPoll(service: ScheduledService, status: 'open' | 'disruption', message: string | null = null) {
  const payload = testFeedPayload([
    { key: 'strait', name: STRAIT.name, status, message: message ?? undefined, at: Date.now() },
  ]);
  const { records } = statusFeed.parse(new TextEncoder().encode(payload), Date.now());
  service.store.write(() => applyRecords(service.store, statusFeed, records, Date.now()));
}

describe('a status feed and a scheduled window on the same ER', () => {
  it('holds the window’s closure against the status feed, which counts again once the window ends', async () => {
    api = await scheduledService({ openSince: s(NOON - H) });
    const message = 'Closed from 2 p.m. to 6 p.m.';
    api.poll([
      { name: STRAIT.name, message, windows: [{ start: s(NOON + 2 * H), end: s(NOON + 6 * H), status: 'closed' }] },
    ]);
    // Before the window the status feed still decides.
    statusPoll(api, 'disruption', 'Long waits');
    await vi.advanceTimersByTimeAsync(3 * H);
    statusPoll(api, 'open');
    statusPoll(api, 'open');
    const during = (await api.get('/api/v1/closures', api.keys.free)).json.closures;
    expect(during.map((row: { status: string; message: string }) => [row.status, row.message])).toEqual([
      ['closed', message],
    ]);
    await vi.advanceTimersByTimeAsync(4 * H);
    statusPoll(api, 'disruption', 'Long waits');
    expect((await historyOf(api, STRAIT.id)).map((event) => [event.status, event.at])).toEqual([
      ['open', iso(NOON - H)],
      ['disruption', iso(NOON)],
      ['closed', iso(NOON + 2 * H)],
      ['open', iso(NOON + 6 * H)],
      ['disruption', iso(NOON + 7 * H)],
    ]);
    expect(recordedEvents(api.store).map((event) => event.type)).toEqual(['closure.started', 'closure.ended']);
  });
});
