// Per-key limits counted in PostgreSQL, so that every instance of one service counts against
// the same one-minute windows (`rate_counts`). Exact, and one statement per key at a time:
// requests of a key that arrive while its count is being written wait for the next statement,
// which counts them all at once (`count = count + n RETURNING count`), and each learns its
// place in the window from the total. Under load an instance thus writes once per round trip
// per key, not once per request.
//
// When PostgreSQL cannot be reached the instance counts in memory (createRateLimiter) until it
// can again: a key then gets at most its limit per instance for that while, and a log line says so.
import pg from 'pg';
import type { Tier } from '../store/rows';
import { createRateLimiter, decisionOf, type RateDecision, WINDOW_MS } from './rate-limit';

interface Waiting {
  at: number;
  tier: Tier;
  resolve(decision: RateDecision): void;
}

export interface SharedRateLimiter {
  take(digest: string, tier: Tier): Promise<RateDecision>;
  close(): Promise<void>;
}

const COUNT = `
  INSERT INTO rate_counts (digest, window_start, count) VALUES ($1, $2, $3)
  ON CONFLICT (digest, window_start) DO UPDATE SET count = rate_counts.count + excluded.count
  RETURNING count`;
const PRUNE = 'DELETE FROM rate_counts WHERE window_start < $1';

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
  /** Per key: requests waiting for the statement under way to finish. */
  const queues = new Map<string, Waiting[]>();
  let degraded = false;
  let lastPrune = 0;

  async function flush(digest: string): Promise<void> {
    const batch = queues.get(digest) ?? [];
    queues.set(digest, []);
    // Fixed windows on the wall clock, the same for every instance.
    const windows = new Map<number, Waiting[]>();
    for (const waiting of batch) {
      const start = Math.floor(waiting.at / WINDOW_MS) * WINDOW_MS;
      windows.set(start, [...(windows.get(start) ?? []), waiting]);
    }
    for (const [start, group] of windows) {
      try {
        const { rows } = await pool.query<{ count: string }>(COUNT, [digest, start, group.length]);
        const total = Number(rows[0]?.count);
        if (degraded) log({ event: 'rate_limits_shared_again' });
        degraded = false;
        group.forEach((waiting, i) => {
          const count = total - group.length + i + 1;
          waiting.resolve(decisionOf(count, limits[waiting.tier], start, waiting.at));
        });
      } catch (error) {
        if (!degraded) log({ event: 'rate_limits_counted_locally', error: String(error) });
        degraded = true;
        for (const waiting of group) waiting.resolve(local.take(digest, waiting.tier));
      }
    }
    if ((queues.get(digest) ?? []).length > 0) return flush(digest);
    queues.delete(digest);
  }

  function prune(at: number) {
    if (at - lastPrune < WINDOW_MS) return;
    lastPrune = at;
    pool.query(PRUNE, [at - 2 * WINDOW_MS]).catch(() => {});
  }

  return {
    take(digest, tier) {
      const at = now();
      prune(at);
      return new Promise((resolve) => {
        const queue = queues.get(digest);
        if (queue) {
          // A statement for this key is under way: this request goes with the next one.
          queue.push({ at, tier, resolve });
          return;
        }
        queues.set(digest, [{ at, tier, resolve }]);
        void flush(digest);
      });
    },
    close: () => pool.end(),
  };
}
