// Per-key limits over fixed one-minute windows, kept in memory: one process, the SQLite store.
// Several instances on PostgreSQL count in it instead (shared-rate-limit.ts).
import type { Tier } from '../store/rows';

export interface RateDecision {
  limited: boolean;
  /** Seconds until the window resets (Retry-After on a 429). */
  reset: number;
  headers: Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>;
}

/** Counts a key's requests: in memory (one process) or in PostgreSQL (several instances). */
export interface RateLimiter {
  take(digest: string, tier: Tier): RateDecision | Promise<RateDecision>;
  close?(): Promise<void>;
}

export const WINDOW_MS = 60_000;

/** The decision for the `count`th request of a window that began at `start` (ms). */
export function decisionOf(count: number, limit: number, start: number, at: number): RateDecision {
  const reset = Math.max(1, Math.ceil((start + WINDOW_MS - at) / 1000));
  return {
    limited: count > limit,
    reset,
    headers: {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - count)),
      'RateLimit-Reset': String(reset),
    },
  };
}

export function createRateLimiter(limits: Readonly<Record<Tier, number>>, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** Counts one request of this key and says whether it is over the limit. */
    take(digest: string, tier: Tier): RateDecision {
      const at = now();
      let window = windows.get(digest);
      if (!window || at >= window.start + WINDOW_MS) {
        if (windows.size > 10_000) sweep(at);
        window = { start: at, count: 0 };
        windows.set(digest, window);
      }
      window.count += 1;
      return decisionOf(window.count, limits[tier], window.start, at);
    },
  };

  function sweep(at: number) {
    for (const [digest, window] of windows) if (at >= window.start + WINDOW_MS) windows.delete(digest);
  }
}
