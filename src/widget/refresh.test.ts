import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshSchedule, retryDelay, withJitter } from './refresh';

describe('withJitter', () => {
  it('stays within 10 % either side', () => {
    expect(withJitter(60_000, () => 0)).toBe(54_000);
    expect(withJitter(60_000, () => 1)).toBe(66_000);
  });
});

describe('retryDelay', () => {
  const middle = () => 0.5;

  it('doubles from 10 s and stops at 10 min', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((failures) => retryDelay(failures, null, middle))).toEqual([
      10_000, 20_000, 40_000, 80_000, 600_000, 600_000, 600_000,
    ]);
  });

  it('never comes sooner than Retry-After', () => {
    expect(retryDelay(1, 120_000, middle)).toBe(120_000);
    expect(retryDelay(4, 5_000, middle)).toBe(80_000);
  });
});

describe('RefreshSchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs when due, not while paused, and at once when resumed after the due time', () => {
    const run = vi.fn();
    const schedule = new RefreshSchedule(run);
    schedule.after(60_000);
    vi.advanceTimersByTime(59_000);
    expect(run).not.toHaveBeenCalled();
    schedule.setActive(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(run).not.toHaveBeenCalled();
    schedule.setActive(true);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits out the rest of the delay when resumed early', () => {
    const run = vi.fn();
    const schedule = new RefreshSchedule(run);
    schedule.after(60_000);
    schedule.setActive(false);
    vi.advanceTimersByTime(20_000);
    schedule.setActive(true);
    vi.advanceTimersByTime(39_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped', () => {
    const run = vi.fn();
    const schedule = new RefreshSchedule(run);
    schedule.after(1_000);
    schedule.stop();
    schedule.setActive(true);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
