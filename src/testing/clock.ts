// A clock that tests move by hand, so that time-dependent behaviour (a live reading going
// stale, a rate-limit window ending) is tested without sleeping.

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

/** Starts at a fixed instant: Sunday 22 November 2026, 12:00 UTC. */
export function fakeClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)): Clock {
  let at = start;
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
  };
}
