// The sorted window against the plain way of doing the same: keep the last n values, sort them.
import { describe, expect, it } from 'vitest';
import { quantileOfSorted, SortedWindow } from './sorted-window';

describe('the sorted window', () => {
  it('holds exactly the last `capacity` values, sorted, whatever order they come in', () => {
    let state = 11;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const window = new SortedWindow(50);
    const stream: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      // Repeated values too (counts of people): ties must leave and enter in the right places.
      const value = i % 3 === 0 ? Math.floor(random() * 5) : random() * 100 - 50;
      window.add(value);
      stream.push(value);
      const expected = stream.slice(-50).sort((a, b) => a - b);
      expect(window.size).toBe(expected.length);
      for (const q of [0, 0.1, 0.5, 0.9, 1]) expect(window.quantile(q)).toBe(quantileOfSorted(expected, q));
    }
  });
});
