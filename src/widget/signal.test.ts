import { describe, expect, it } from 'vitest';
import { effect, signal } from './signal';

describe('signals', () => {
  it('re-runs an effect when a signal it read changes, and only then', () => {
    const province = signal('NS');
    const lang = signal('en');
    const seen: string[] = [];
    effect(() => {
      seen.push(province.value);
    });
    province.value = 'ON';
    province.value = 'ON';
    lang.value = 'fr';
    expect(seen).toEqual(['NS', 'ON']);
  });

  it('follows what the effect reads on its latest run', () => {
    const showCoverage = signal(false);
    const coverage = signal(1);
    let runs = 0;
    effect(() => {
      runs += 1;
      if (showCoverage.value) void coverage.value;
    });
    coverage.value = 2;
    expect(runs).toBe(1);
    showCoverage.value = true;
    coverage.value = 3;
    expect(runs).toBe(3);
  });

  it('does not subscribe through peek', () => {
    const now = signal(1);
    let runs = 0;
    effect(() => {
      runs += 1;
      now.peek();
    });
    now.value = 2;
    expect(runs).toBe(1);
  });

  it('stops for good when disposed, even inside a change it was about to see', () => {
    const value = signal(0);
    const seen: number[] = [];
    let stopSecond = () => {};
    effect(() => {
      if (value.value === 1) stopSecond();
    });
    stopSecond = effect(() => {
      seen.push(value.value);
    });
    value.value = 1;
    value.value = 2;
    expect(seen).toEqual([0]);
  });
});
