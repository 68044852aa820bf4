// The backtest's scores on cases small enough to compute by hand.
import { describe, expect, it } from 'vitest';
import { intervalScore, pointScore, winkler } from './metrics';

describe('point errors', () => {
  it('gives the mean and the median of absolute errors', () => {
    expect(pointScore([1, 3, 2, 10])).toEqual({ count: 4, mae: 4, median_ae: 2.5 });
    expect(pointScore([5, 1, 3])).toEqual({ count: 3, mae: 3, median_ae: 3 });
  });

  it('has no figure without cases', () => {
    const score = pointScore([]);
    expect(score.count).toBe(0);
    expect(score.mae).toBeNaN();
    expect(score.median_ae).toBeNaN();
  });
});

describe('range scores at alpha 0.2', () => {
  it('the Winkler score is the width, plus 10 times the distance outside', () => {
    expect(winkler({ actual: 5, lower: 2, upper: 6 }, 0.2)).toBe(4);
    expect(winkler({ actual: 8, lower: 2, upper: 6 }, 0.2)).toBe(4 + 10 * 2);
    expect(winkler({ actual: 1.5, lower: 2, upper: 6 }, 0.2)).toBe(4 + 10 * 0.5);
  });

  it('counts a value on a bound as inside, and only values over the upper bound as above', () => {
    const cases = [
      { actual: 2, lower: 2, upper: 4 },
      { actual: 4, lower: 2, upper: 4 },
      { actual: 5, lower: 2, upper: 4 },
      { actual: 0, lower: 1, upper: 3 },
    ];
    expect(intervalScore(cases, 0.2)).toEqual({
      coverage: 0.5,
      above_upper: 0.25,
      mean_width: (2 + 2 + 2 + 2) / 4,
      winkler: (2 + 2 + (2 + 10) + (2 + 10)) / 4,
    });
  });
});
