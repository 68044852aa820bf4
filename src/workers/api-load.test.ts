// The API's load as the alert senders see it: busy only while answers take the thread.
import { describe, expect, it } from 'vitest';
import { ApiLoad } from './api-load';

/** Keeps this thread working for `ms`, as an answer or a sender's own work would. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` answers one after the other, each keeping the thread `ms`. */
function answer(load: ApiLoad, n: number, ms: number): void {
  for (let i = 0; i < n; i++) {
    const answered = load.begin();
    work(ms);
    answered();
  }
}

describe('the API load', () => {
  it('is busy while answers take the thread', () => {
    const load = new ApiLoad();
    answer(load, 8, 10);
    expect(load.busy()).toBe(true);
  });

  it('is not busy for one slow answer (an operator’s health check)', () => {
    const load = new ApiLoad();
    answer(load, 1, 80);
    expect(load.busy()).toBe(false);
  });

  it('is not busy while the thread works at something else (the sender’s own sending)', () => {
    const load = new ApiLoad();
    work(80);
    expect(load.busy()).toBe(false);
  });

  it('is not busy for a trickle of answers on an idle thread', async () => {
    const load = new ApiLoad();
    for (let i = 0; i < 4; i++) {
      await idle(20);
      answer(load, 1, 1);
    }
    expect(load.busy()).toBe(false);
  });

  it('is busy no more once the answers stop and the thread rests', async () => {
    const load = new ApiLoad();
    answer(load, 8, 10);
    expect(load.busy()).toBe(true);
    await idle(800);
    expect(load.busy()).toBe(false);
  });
});
