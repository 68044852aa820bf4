// Per-key limits counted in PostgreSQL, so that every instance of one service counts against
// the same one-minute windows on the wall clock (`rate_counts`). One statement per key at a
// time: requests of a key that arrive while its count is being written go with the next
// statement, which counts them all at once (`count = count + n RETURNING count`), and each
// learns its place in the window from the total.
//
// Exact where it matters: while a key is near its limit (less than half of it, or 100
// requests, left: the margin) each request waits for its count and its place. Far from it, a
// request is answered at once and counted with the next statement, a round trip later; but an
// instance never holds more than a sixteenth of the margin answered and not yet counted, so
// that up to 16 instances together can never carry a key past its limit unseen.
//
// When PostgreSQL cannot be reached the instance counts in memory (createRateLimiter) until it
// can again: a key then gets at most its limit per instance for that while, and a log line says so.
import pg from 'pg';
import type { Tier } from '../store/rows';
import { createRateLimiter, decisionOf, type RateDecision, WINDOW_MS } from './rate-limit';

interface Waiting {
  start: number;
  at: number;
  tier: Tier;
  resolve(decision: RateDecision): void;
}

interface KeyState {
  /** Requests waiting for their count (near the limit). */
  waiting: Waiting[];
  /** Requests already answered, to be counted with the next statement, per window start. */
  behind: Map<number, number>;
  /** Requests answered at once whose count is in the statement under way. */
  inFlight: number;
  /** The window's count as the last statement returned it. */
  known: { start: number; total: number } | null;
  /** A statement for this key is under way. */
  busy: boolean;
}

export interface SharedRateLimiter {
  take(digest: string, tier: Tier): RateDecision | Promise<RateDecision>;
  close(): Promise<void>;
}

const COUNT = `
  INSERT INTO rate_counts (digest, window_start, count) VALUES ($1, $2, $3)
  ON CONFLICT (digest, window_start) DO UPDATE SET count = rate_counts.count + excluded.count
  RETURNING count`;
const PRUNE = 'DELETE FROM rate_counts WHERE window_start < $1';

/** Below this many requests left, every request waits for its exact place in the window. */
const margin = (limit: number) => Math.max(100, Math.ceil(limit / 2));
/** Instances that may share a key with no request let past its limit. */
const INSTANCES = 16;

export function createSharedRateLimiter(
  url: string,
  limits: Readonly<Record<Tier, number>>,
  now: () => number,
  log: (fields: Record<string, unknown>) => void,
): SharedRateLimiter {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    application_name: 'er-status rate limits',
    connectionTimeoutMillis: 1000,
    query_timeout: 2000,
    allowExitOnIdle: true,
  });
  pool.on('error', () => {
    // An idle connection lost: the pool makes another when next asked.
  });
  const local = createRateLimiter(limits, now);
  const keys = new Map<string, KeyState>();
  let degraded = false;
  let lastPrune = 0;

  async function count(digest: string, start: number, n: number): Promise<number> {
    // Named: each connection parses and plans it once.
    const { rows } = await pool.query<{ count: string }>({
      name: 'er-status-rate-count',
      text: COUNT,
      values: [digest, start, n],
    });
    return Number(rows[0]?.count);
  }

  async function flush(digest: string, state: KeyState): Promise<void> {
    state.busy = true;
    const waiting = state.waiting;
    const behind = state.behind;
    state.waiting = [];
    state.behind = new Map();
    state.inFlight = [...behind.values()].reduce((sum, n) => sum + n, 0);
    const windows = new Map<number, Waiting[]>();
    for (const one of waiting) windows.set(one.start, [...(windows.get(one.start) ?? []), one]);
    for (const start of behind.keys()) if (!windows.has(start)) windows.set(start, []);
    for (const [start, group] of windows) {
      const answered = behind.get(start) ?? 0;
      try {
        const total = await count(digest, start, answered + group.length);
        if (degraded) log({ event: 'rate_limits_shared_again' });
        degraded = false;
        if (!state.known || state.known.start <= start) state.known = { start, total };
        group.forEach((one, i) => {
          one.resolve(decisionOf(total - group.length + i + 1, limits[one.tier], start, one.at));
        });
      } catch (error) {
        if (!degraded) log({ event: 'rate_limits_counted_locally', error: String(error) });
        degraded = true;
        state.known = null;
        for (const one of group) one.resolve(local.take(digest, one.tier));
      }
    }
    state.busy = false;
    state.inFlight = 0;
    if (state.waiting.length > 0 || state.behind.size > 0) return flush(digest, state);
    if (!state.known || state.known.start < Math.floor(now() / WINDOW_MS) * WINDOW_MS) keys.delete(digest);
  }

  function prune(at: number) {
    if (at - lastPrune < WINDOW_MS) return;
    lastPrune = at;
    pool.query(PRUNE, [at - 2 * WINDOW_MS]).catch(() => {});
  }

  return {
    take(digest, tier) {
      const at = now();
      const start = Math.floor(at / WINDOW_MS) * WINDOW_MS;
      prune(at);
      let state = keys.get(digest);
      if (!state) {
        state = { waiting: [], behind: new Map(), inFlight: 0, known: null, busy: false };
        keys.set(digest, state);
      }
      const limit = limits[tier];
      const known = state.known;
      if (!degraded && known?.start === start) {
        const pending = state.behind.get(start) ?? 0;
        const uncounted = pending + state.inFlight;
        const counted = known.total + uncounted + state.waiting.length + 1;
        if (limit - counted >= margin(limit) && uncounted < Math.max(1, Math.floor(margin(limit) / INSTANCES))) {
          // Far from the limit: answered now, counted with the next statement.
          state.behind.set(start, pending + 1);
          if (!state.busy) void flush(digest, state);
          return decisionOf(counted, limit, start, at);
        }
      }
      const current = state;
      return new Promise((resolve) => {
        current.waiting.push({ start, at, tier, resolve });
        if (!current.busy) void flush(digest, current);
      });
    },
    close: () => pool.end(),
  };
}
