// The forecaster on synthetic hourly series: it follows the weekly shape and the recent gap,
// abstains until its errors can calibrate a range, holds about 80 % of values in that range,
// and never uses a value before its hour.
import { describe, expect, it } from 'vitest';
import { createForecaster } from './forecast';

const ZONE = 'America/Edmonton';
const START = Math.floor(Date.UTC(2027, 0, 4, 7) / 3_600_000);

function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A wait with a daily shape (60 at night, 180 in the afternoon) plus uniform noise of ±`spread`. */
function series(hours: number, spread: number, seed = 7): number[] {
  const random = noise(seed);
  return Array.from(
    { length: hours },
    (_, i) => 120 - 60 * Math.cos(((i % 24) / 24) * 2 * Math.PI) + (random() - 0.5) * 2 * spread,
  );
}

describe('the forecaster', () => {
  it('abstains until a week of its own errors can calibrate a range (after two weeks of profile)', () => {
    const forecaster = createForecaster({ unit: 15 });
    const values = series(3 * 168 + 24, 10);
    const early = 2 * 168 + 100;
    values.slice(0, early).forEach((value, i) => {
      forecaster.observe('a', ZONE, START + i, value);
    });
    expect(forecaster.forecast('a', START + early + 1)).toBeNull();
    values.slice(early).forEach((value, i) => {
      forecaster.observe('a', ZONE, START + early + i, value);
    });
    expect(forecaster.forecast('a', START + values.length)).not.toBeNull();
    expect(forecaster.forecast('unknown', START)).toBeNull();
  });

  it('follows the daily shape, and holds about 80 % of later values in its range', () => {
    const forecaster = createForecaster({ unit: 15 });
    const values = series(12 * 168, 20);
    const train = 6 * 168;
    let inside = 0;
    let absolute = 0;
    let lastValueAbsolute = 0;
    values.forEach((value, i) => {
      if (i >= train) {
        const made = forecaster.forecast('a', START + i);
        if (!made) throw new Error(`no forecast at hour ${i}`);
        if (value >= made.lower && value <= made.upper) inside += 1;
        absolute += Math.abs(made.value - value);
        lastValueAbsolute += Math.abs((values[i - 1] as number) - value);
      }
      forecaster.observe('a', ZONE, START + i, value);
    });
    const scored = values.length - train;
    expect(inside / scored).toBeGreaterThan(0.76);
    expect(inside / scored).toBeLessThan(0.84);
    // Noise of ±20 around the shape: the mean error is near 10, half the last value's.
    expect(absolute / scored).toBeLessThan(13);
    expect(absolute / scored).toBeLessThan(0.8 * (lastValueAbsolute / scored));
  });

  it('draws its range from the errors it made: noisier series, wider ranges', () => {
    const widths = [5, 40].map((spread) => {
      const forecaster = createForecaster({ unit: 15 });
      series(5 * 168, spread).forEach((value, i) => {
        forecaster.observe('a', ZONE, START + i, value);
      });
      const made = forecaster.forecast('a', START + 5 * 168 + 1);
      return (made?.upper ?? 0) - (made?.lower ?? 0);
    });
    expect(widths[1]).toBeGreaterThan(3 * (widths[0] as number));
  });

  it('never uses a value before its hour: a later spike changes no forecast made earlier', () => {
    const calm = series(5 * 168, 10);
    const spiked = calm.map((value, i) => (i === 4 * 168 ? value + 500 : value));
    const forecastsOf = (values: number[]) => {
      const forecaster = createForecaster({ unit: 15 });
      return values.map((value, i) => {
        forecaster.observe('a', ZONE, START + i, value);
        return forecaster.forecast('a', START + i + 2);
      });
    };
    const before = forecastsOf(calm);
    const after = forecastsOf(spiked);
    expect(after.slice(0, 4 * 168)).toEqual(before.slice(0, 4 * 168));
    expect(after[4 * 168]?.value).not.toBe(before[4 * 168]?.value);
  });
});
