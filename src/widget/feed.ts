// One endpoint's data for one widget, as a signal the views read: the last good answer (kept
// through failures, so a failed refresh never blanks the list) and the latest failure, if any.

import type { EmbedMeta } from '../contract/embed';
import type { Fetched, Problem } from './api';
import { RefreshSchedule, retryDelay, withJitter } from './refresh';
import { type Signal, signal } from './signal';

export interface Answer<T> {
  value: T;
  meta: EmbedMeta;
}

export interface Failure {
  problem: Problem;
  /** When the next attempt is due (ms since the epoch). */
  retryAt: number;
}

export interface FeedState<T> {
  /** null while nothing has been received yet. */
  answer: Answer<T> | null;
  /** The last attempt's failure; null once an attempt succeeds. */
  failure: Failure | null;
}

// Members are #private: the minifier shortens those names, not TypeScript's `private` ones.
export class Feed<T> {
  readonly state: Signal<FeedState<T>> = signal({ answer: null, failure: null });
  readonly #schedule = new RefreshSchedule(() => void this.load());
  #failures = 0;
  /** Bumped by restart and stop, so that an answer to an older request is dropped. */
  #generation = 0;
  readonly #windowS: number;
  readonly #request: () => Promise<Fetched<T>>;

  /**
   * `request` asks the endpoint for its current answer (see fetchAnswer); `windowS` is its
   * cache window (CACHE_WINDOWS), passed in so that embed.js carries only the one it uses.
   */
  constructor(windowS: number, request: () => Promise<Fetched<T>>) {
    this.#windowS = windowS;
    this.#request = request;
  }

  async load(): Promise<void> {
    const generation = this.#generation;
    const result = await this.#request();
    if (generation !== this.#generation) return;
    if (result.ok) {
      this.#failures = 0;
      this.state.value = { answer: { value: result.value, meta: result.meta }, failure: null };
      this.#schedule.after(withJitter(this.#windowS * 1000));
    } else {
      this.#failures += 1;
      const retryAt = this.#schedule.after(retryDelay(this.#failures, result.problem.retryAfterMs));
      this.state.value = { answer: this.state.value.answer, failure: { problem: result.problem, retryAt } };
    }
  }

  /** Forgets the data (it answered another question, such as another province) and loads afresh. */
  restart(): void {
    this.stop();
    this.#failures = 0;
    this.state.value = { answer: null, failure: null };
    void this.load();
  }

  /** Paused feeds keep their data and refresh as soon as they are active again. */
  setActive(active: boolean): void {
    this.#schedule.setActive(active);
  }

  stop(): void {
    this.#generation += 1;
    this.#schedule.stop();
  }
}
