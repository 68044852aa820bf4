// A movable clock for a server under end-to-end test, loaded before it with
// `node --import ./src/testing/fake-clock.mjs`: Date (and Date.now) run `offset` ms ahead of the
// real clock, the offset read from the file ER_TEST_CLOCK_FILE (a number of ms; absent or empty
// is 0). When the test moves it forward, every setTimeout whose moment has now passed on the
// moved clock fires at once, as it would have if that time had really gone by. Never loaded
// by `npm start`.
import { readFileSync } from 'node:fs';

const file = process.env.ER_TEST_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  let offset = 0;
  /** Pending timers: the real handle → when they are due on the moved clock, and what to call. */
  const pending = new Map();

  const readOffset = () => {
    try {
      const value = Number(readFileSync(file, 'utf8').trim() || 0);
      return Number.isFinite(value) ? value : offset;
    } catch {
      return offset;
    }
  };

  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate;

  globalThis.setTimeout = (callback, delay = 0, ...args) => {
    const handle = realSetTimeout(
      (...given) => {
        pending.delete(handle);
        callback(...given);
      },
      delay,
      ...args,
    );
    if (typeof callback === 'function')
      pending.set(handle, { due: MovedDate.now() + Number(delay || 0), callback, args });
    return handle;
  };
  globalThis.clearTimeout = (handle) => {
    pending.delete(handle);
    realClearTimeout(handle);
  };

  offset = readOffset();
  const watch = setInterval(() => {
    const next = readOffset();
    if (next === offset) return;
    offset = next;
    const now = MovedDate.now();
    for (const [handle, timer] of [...pending]) {
      if (timer.due > now) continue;
      pending.delete(handle);
      realClearTimeout(handle);
      timer.callback(...timer.args);
    }
  }, 50);
  watch.unref();
}
