// When to ask for data again. After an answer: the endpoint's cache window (CACHE_WINDOWS),
// with jitter so that thousands of widgets opened together do not refresh together. After a
// failure: exponential back-off, never sooner than the server's Retry-After. Nothing runs
// while the widget is paused (tab hidden or widget off-screen); a refresh that fell due
// meanwhile runs as soon as it is shown again.

const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** ±10 %. */
export function withJitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.9 + 0.2 * random()));
}

/** 10 s, 20 s, 40 s… up to 10 min (±10 %), and at least what Retry-After asked for. */
export function retryDelay(failures: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  const backOff = withJitter(Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1)), random);
  return Math.max(backOff, retryAfterMs ?? 0);
}

// Members are #private: the minifier shortens those names, not TypeScript's `private` ones.
export class RefreshSchedule {
  #dueAt: number | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #active = true;
  readonly #run: () => void;

  constructor(run: () => void) {
    this.#run = run;
  }

  /** Run again `delayMs` from now (or as soon as the widget is shown after that). Returns when. */
  after(delayMs: number): number {
    this.#dueAt = Date.now() + delayMs;
    this.#arm();
    return this.#dueAt;
  }

  setActive(active: boolean): void {
    this.#active = active;
    this.#arm();
  }

  stop(): void {
    this.#dueAt = null;
    clearTimeout(this.#timer);
  }

  #arm(): void {
    clearTimeout(this.#timer);
    if (!this.#active || this.#dueAt === null) return;
    this.#timer = setTimeout(
      () => {
        this.#dueAt = null;
        this.#run();
      },
      Math.max(0, this.#dueAt - Date.now()),
    );
  }
}
