// A notice's window drives the ER's status at the window's own moments: the scheduler's timer
// fires at the start and at the end (fake timers move the clock), and /closures, /waits,
// /history and the webhook outbox say so — once each way, also across restarts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentReopenings } from '../server/reopenings';
import { engines } from '../testing/engines';
import {
  historyOf,
  recordedEvents,
  type ScheduledService,
  STRAIT,
  scheduledService,
} from '../testing/scheduled-service';

const H = 3_600_000;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
/** When each test starts: off the scheduler's five-minute wake-ups, so that only a timer set for 17:00 fires at 17:00. */
const T0 = NOON + 7.5 * 60_000;
const s = (ms: number) => Math.floor(ms / 1000);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const NOTICE = 'The emergency department at Strait Richmond Hospital will be closed from 5 p.m. until 8 a.m.';
/** 17:00 to 08:00 the next morning. */
const START = NOON + 5 * H;
const END = NOON + 20 * H;
const closedOvernight = {
  name: STRAIT.name,
  message: NOTICE,
  windows: [{ start: s(START), end: s(END), status: 'closed' as const }],
};

let running: ScheduledService[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  for (const api of running.splice(0)) await api.stop();
  vi.useRealTimers();
});

async function start(options: Parameters<typeof scheduledService>[0] = {}) {
  const api = await scheduledService(options);
  running.push(api);
  return api;
}

async function stop(api: ScheduledService) {
  running = running.filter((other) => other !== api);
  await api.stop();
}

async function seen(api: ScheduledService) {
  const closures = (await api.get('/api/v1/closures', api.keys.free)).json;
  const wait = (await api.get('/api/v1/waits')).json.hospitals.find((row: { id: string }) => row.id === STRAIT.id);
  return {
    closures: closures.closures,
    scheduled: closures.scheduled,
    wait: [wait.status, wait.basis, wait.status_message],
  };
}

describe('a scheduled window', () => {
  it('closes the ER at its start and opens it at its end, with one status event and one webhook each way', async () => {
    const api = await start({ openSince: s(NOON - H) });
    api.poll([closedOvernight]);
    // Before: open, and the closure is announced.
    let now = await seen(api);
    expect(now.closures).toEqual([]);
    expect(now.wait).toEqual(['open', 'none', null]);
    expect(now.scheduled).toEqual([
      {
        id: STRAIT.id,
        name: STRAIT.name,
        city: STRAIT.city,
        province: 'NS',
        status: 'closed',
        starts_at: iso(START),
        ends_at: iso(END),
        message: NOTICE,
      },
    ]);

    await vi.advanceTimersByTimeAsync(START - T0 - 1000);
    expect((await seen(api)).closures).toEqual([]);
    // At 17:00, not at the next poll.
    await vi.advanceTimersByTimeAsync(1000);
    now = await seen(api);
    expect(now.closures).toEqual([
      {
        id: STRAIT.id,
        name: STRAIT.name,
        city: STRAIT.city,
        province: 'NS',
        status: 'closed',
        message: NOTICE,
        updated_at: iso(START),
        expected_reopen: iso(END),
        // Stated by the notice feed's window; no person confirmed it.
        source: 'notice',
        source_id: 'notices',
        confirmed_at: null,
        confirmed_by: null,
        message_fr: null,
      },
    ]);
    expect(now.scheduled).toEqual([]);
    expect(now.wait).toEqual(['closed', 'closed', NOTICE]);

    // The feed says the same again mid-window: nothing new.
    await vi.advanceTimersByTimeAsync(2 * H);
    api.poll([closedOvernight]);
    await vi.advanceTimersByTimeAsync(END - START - 2 * H);
    now = await seen(api);
    expect(now.closures).toEqual([]);
    expect(now.wait).toEqual(['open', 'none', null]);

    expect(await historyOf(api, STRAIT.id)).toEqual([
      { status: 'open', at: iso(NOON - H), expected_reopen: null },
      { status: 'closed', at: iso(START), expected_reopen: iso(END) },
      { status: 'open', at: iso(END), expected_reopen: null },
    ]);
    expect(recordedEvents(api.store)).toEqual([
      { type: 'closure.started', occurred_at: s(START) },
      { type: 'closure.ended', occurred_at: s(END) },
    ]);
    // The RSS feed's reopening item, at the window's end.
    expect(recentReopenings(api.store, 'NS', Date.now())).toEqual([
      { id: STRAIT.id, name: STRAIT.name, city: STRAIT.city, province: 'NS', at: iso(END) },
    ]);
  });

  it('takes days that touch as one closure: no reopening at midnight', async () => {
    const api = await start({ openSince: s(NOON - H) });
    const midnight = Date.UTC(2026, 10, 25);
    const day = (n: number) => ({
      start: s(midnight + n * 24 * H),
      end: s(midnight + (n + 1) * 24 * H),
      status: 'closed' as const,
    });
    const message = 'Roseway Hospital emergency department is closed Wednesday, Thursday and Friday.';
    api.poll([{ name: STRAIT.name, message, windows: [day(0), day(1), day(2)] }]);
    expect(
      (await seen(api)).scheduled.map((row: { starts_at: string; ends_at: string }) => [row.starts_at, row.ends_at]),
    ).toEqual([[iso(midnight), iso(midnight + 72 * H)]]);
    // Each boundary crossed by the scheduler's own timer; the hours between skipped (as a server
    // asleep would be caught up: a wake-up re-arms the timer).
    const across = async (boundaryMs: number) => {
      vi.setSystemTime(boundaryMs - 60_000);
      api.schedule.tick();
      await vi.advanceTimersByTimeAsync(2 * 60_000);
    };
    await across(midnight);
    await across(midnight + 24 * H);
    expect((await seen(api)).closures[0]).toMatchObject({
      updated_at: iso(midnight),
      expected_reopen: iso(midnight + 72 * H),
    });
    await across(midnight + 48 * H);
    await across(midnight + 72 * H);
    expect((await historyOf(api, STRAIT.id)).map((event) => [event.status, event.at])).toEqual([
      ['open', iso(NOON - H)],
      ['closed', iso(midnight)],
      ['open', iso(midnight + 72 * H)],
    ]);
    expect(recordedEvents(api.store).map((event) => event.type)).toEqual(['closure.started', 'closure.ended']);
  });

  it.each([
    ['no longer lists it', []],
    ['says it is open again', [{ ...closedOvernight, message: 'The emergency department has reopened.', windows: [] }]],
  ])('reopens the ER mid-window at the poll that %s', async (_, notices) => {
    const api = await start({ openSince: s(NOON - H) });
    api.poll([closedOvernight]);
    await vi.advanceTimersByTimeAsync(START - T0 + H);
    const applied = api.poll(notices);
    expect(applied.schedulesChanged).toBe(1);
    expect(await seen(api)).toMatchObject({ closures: [], scheduled: [], wait: ['open', 'none', null] });
    expect((await historyOf(api, STRAIT.id)).at(-1)).toEqual({
      status: 'open',
      at: iso(START + H),
      expected_reopen: null,
    });
    // Its end passes without a second reopening.
    await vi.advanceTimersByTimeAsync(END - START);
    expect(recordedEvents(api.store).map((event) => event.type)).toEqual(['closure.started', 'closure.ended']);
  });
});

describe.each(engines())('a scheduled window across restarts on $engine', ({ skip, target }) => {
  it.skipIf(skip)(
    'after restarts mid-window and after its end, applies the end once at its own time and repeats nothing',
    async () => {
      // Only the date is faked: PostgreSQL's client needs real timers. Wake-ups are asked for by hand.
      vi.useRealTimers();
      vi.useFakeTimers({ now: T0, toFake: ['Date'] });
      const db = await target(() => join(mkdtempSync(join(tmpdir(), 'er-schedule-')), 'er.db'));
      let api = await start({ db, openSince: s(NOON - H) });
      api.poll([closedOvernight]);
      vi.setSystemTime(START + H);
      api.schedule.tick();
      expect((await seen(api)).wait[0]).toBe('closed');
      await stop(api);

      // Down for an hour, up again mid-window: still closed, nothing repeated.
      vi.setSystemTime(START + 2 * H);
      api = await start({ db });
      expect((await seen(api)).closures.map((row: { updated_at: string }) => row.updated_at)).toEqual([iso(START)]);
      await stop(api);

      // Down across the end: on start the end is applied, at 08:00.
      vi.setSystemTime(END + 3 * H);
      api = await start({ db });
      expect(await seen(api)).toMatchObject({ closures: [], wait: ['open', 'none', null] });
      vi.setSystemTime(END + 4 * H);
      api.schedule.tick();
      expect(await historyOf(api, STRAIT.id)).toEqual([
        { status: 'open', at: iso(NOON - H), expected_reopen: null },
        { status: 'closed', at: iso(START), expected_reopen: iso(END) },
        { status: 'open', at: iso(END), expected_reopen: null },
      ]);
      expect(recordedEvents(api.store)).toEqual([
        { type: 'closure.started', occurred_at: s(START) },
        { type: 'closure.ended', occurred_at: s(END) },
      ]);
    },
  );
});
