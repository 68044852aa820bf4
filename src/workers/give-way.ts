// Work beside the API's answers gives way to them: while the API is busy it waits, a short step
// at a time, at most `maxMs`, then goes on. It slows under load and never stops.

const STEP_MS = 25;

export interface GiveWayOptions {
  /** True while API answers need the thread (or the CPU). */
  busy: () => boolean;
  /** The longest one wait lasts, however busy the API stays. */
  maxMs: number;
  /** True once the work is stopping: it then waits no more. */
  stopped?: () => boolean;
}

/** A wait to call before each piece of work; every waiter shares one timer, so waiting costs next to nothing. */
export function giveWay(options: GiveWayOptions): () => Promise<void> {
  const stopped = options.stopped ?? (() => false);
  let pausing: Promise<void> | null = null;
  const pause = (): Promise<void> => {
    pausing ??= new Promise((resolve) =>
      setTimeout(() => {
        pausing = null;
        resolve();
      }, STEP_MS),
    );
    return pausing;
  };
  return async () => {
    for (let waited = 0; waited < options.maxMs && options.busy() && !stopped(); waited += STEP_MS) await pause();
  };
}
