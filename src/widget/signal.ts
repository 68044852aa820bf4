// Signals: values that re-run the effects that read them when they change. The same shape as
// @preact/signals-core's signal, effect and peek, in a tenth of its size: embed.js must stay
// within its gzip budget (scripts/embed-scripts.ts), and core's extras (computed, batch, glitch-free scheduling) were 1.4 KB
// of it. Effects run synchronously, once per change.

let tracking: Set<Signal<unknown>> | null = null;

export class Signal<T> {
  /** The effects to re-run on change. */
  readonly runs = new Set<() => void>();

  // A #private name: the minifier shortens it, which it cannot do for TypeScript's `private`.
  #current: T;

  constructor(current: T) {
    this.#current = current;
  }

  get value(): T {
    tracking?.add(this as Signal<unknown>);
    return this.#current;
  }

  set value(next: T) {
    if (Object.is(next, this.#current)) return;
    this.#current = next;
    for (const run of [...this.runs]) run();
  }

  /** The value, without making the running effect depend on it. */
  peek(): T {
    return this.#current;
  }
}

export function signal<T>(value: T): Signal<T> {
  return new Signal(value);
}

/** Runs `fn` now and again whenever a signal it read changes; returns a function that stops it. */
export function effect(fn: () => void): () => void {
  let sources: Signal<unknown>[] = [];
  let stopped = false;
  const unsubscribe = () => {
    for (const source of sources) source.runs.delete(run);
  };
  const run = () => {
    if (stopped) return;
    unsubscribe();
    const outer = tracking;
    const read = new Set<Signal<unknown>>();
    tracking = read;
    try {
      fn();
    } finally {
      tracking = outer;
      sources = [...read];
      for (const source of sources) source.runs.add(run);
    }
  };
  run();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
