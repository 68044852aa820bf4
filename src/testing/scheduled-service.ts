// A v1 service with a notice feed and the scheduler, for the tests of scheduled windows: the
// clock is the fake timers' (vi.useFakeTimers), so that the scheduler's own timer fires at a
// window's boundary as time is advanced; an ER of the registry, open; a webhook subscription
// whose recorded events (the outbox) the tests read.
import { expect } from 'vitest';
import { applyRecords } from '../ingest/apply';
import { createScheduleClock } from '../ingest/schedule-clock';
import type { Store } from '../store/store';
import { type TestNotice, testNoticeFeed, testNoticePayload } from './notice-feed';
import { testService } from './v1';

export const noticeFeed = testNoticeFeed();
const FEEDS = [{ adapter: noticeFeed, url: 'file:///unused', intervalS: 600 }];

export const STRAIT = {
  id: 'ns_straitrichmondhosp',
  name: 'Strait Richmond Hospital',
  city: 'Evanston',
  province: 'NS' as const,
  lat: 45.6,
  lng: -61.1,
  data_source: 'registry',
};

/** Starts the service (and its scheduler) on `db`, with the registry's ER open since `openSince` (s) the first time. */
export async function scheduledService(options: { db?: string; openSince?: number } = {}) {
  const api = testService({
    feeds: FEEDS,
    db: options.db,
    clock: { now: () => Date.now(), advance: () => {} },
    config: { webhookAllowPrivate: true },
    webhooks: { deliver: false },
  });
  if (options.openSince !== undefined) {
    const at = options.openSince;
    api.store.write(() => {
      api.store.hospitals.upsert(STRAIT);
      api.store.statuses.set(
        { hospital_id: STRAIT.id, status: 'open', message: null, updated_at: at, expected_reopen: null },
        at,
      );
    });
    const created = await api.service.fetch(
      new Request('http://er-status.test/api/v1/webhooks', {
        method: 'POST',
        headers: { 'X-API-Key': api.keys.commercial, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks', events: ['closure.started', 'closure.ended'] }),
      }),
    );
    expect(created.status).toBe(201);
  }
  const schedule = createScheduleClock({ store: api.store, log: () => {}, now: () => Date.now() });
  schedule.start();
  return {
    ...api,
    schedule,
    /** Writes the notices as a poll of the notice feed at the current time would. */
    poll(notices: TestNotice[]) {
      const now = Date.now();
      const { records } = noticeFeed.parse(new TextEncoder().encode(testNoticePayload(notices)), now);
      return api.store.write(() => applyRecords(api.store, noticeFeed, records, now));
    },
    async stop() {
      schedule.stop();
      await api.close();
    },
  };
}

export type ScheduledService = Awaited<ReturnType<typeof scheduledService>>;

/** The webhook events recorded for delivery, oldest first: type and occurred_at. */
export function recordedEvents(store: Store) {
  return store.db
    .prepare<[], { type: string; occurred_at: number }>('SELECT type, occurred_at FROM webhook_events ORDER BY seq')
    .all();
}

/** The ER's status events as /history shows them. */
export async function historyOf(api: ScheduledService, id: string) {
  const answer = await api.get('/api/v1/history?period=7d');
  expect(answer.status).toBe(200);
  return (answer.json.status_events as { id: string; status: string; at: string; expected_reopen: string | null }[])
    .filter((event) => event.id === id)
    .map(({ status, at, expected_reopen }) => ({ status, at, expected_reopen }));
}
