// The scheduler: applies scheduled windows at their own moments, not at the next poll, and at
// start catches up on boundaries passed while the server was down (docs/live-data.md).
import type { Store } from '../store/store';

type Log = (fields: Record<string, unknown>) => void;

/** The longest the timer sleeps: a boundary is applied at most this late if the timer was held up. */
export const MAX_SLEEP_MS = 5 * 60_000;

export interface ScheduleClockOptions {
  store: Store;
  log: Log;
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
}

export type ScheduleClock = ReturnType<typeof createScheduleClock>;

export function createScheduleClock(options: ScheduleClockOptions) {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let failing = false;
  let unsubscribe: (() => void) | null = null;
  /** When the timer will fire (ms), for /healthz and tests. */
  let nextAt: number | null = null;

  /** Settles every ER through now when a boundary has passed; returns whether it wrote. */
  function tick(): boolean {
    const untilS = Math.floor(now() / 1000);
    try {
      // Only a boundary makes a write (and a rebuild of the answers): most wake-ups are the cap's.
      const due = store.schedules.due(untilS).length > 0;
      if (due) store.write(() => store.schedules.settleDue(untilS));
      failing = false;
      return due;
    } catch (error) {
      // PostgreSQL unreachable, say: the next wake-up tries again, and nothing was half applied.
      if (!failing) log({ event: 'schedule_failed', error: String(error) });
      failing = true;
      return false;
    } finally {
      arm();
    }
  }

  /** Sets the timer for the next boundary after now (capped), or the cap when none is known. */
  function arm(): void {
    if (!running) return;
    clearTimeout(timer);
    const nowMs = now();
    let next: number | null = null;
    try {
      next = store.schedules.nextBoundary(Math.floor(nowMs / 1000));
    } catch {
      // Unreachable store: wake up at the cap and ask again.
    }
    const wait = next === null ? MAX_SLEEP_MS : Math.min(Math.max(next * 1000 - nowMs, 0), MAX_SLEEP_MS);
    nextAt = nowMs + wait;
    timer = setTimeout(tick, wait);
    timer.unref();
  }

  return {
    /** Catches up on boundaries passed while stopped, then follows the windows as they change. */
    start(): void {
      if (running) return;
      running = true;
      // A write elsewhere (a poll that changed windows) may bring a boundary nearer.
      unsubscribe = store.onWrite(() => arm());
      tick();
    },
    tick,
    get nextAt() {
      return nextAt;
    },
    stop(): void {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribe = null;
      nextAt = null;
    },
  };
}
