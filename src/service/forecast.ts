// The forecaster: one small model for any hourly series of an ER — its wait in minutes, or the
// people waiting in Québec's file — that predicts the value h hours after the last one seen,
// with an 80 % range taken from its own past errors.
//
//   profile P(t)  the median of the same local hour of the week over the past 8 weeks (with the
//                 hours either side, so 24 values at most, for a steadier median);
//   point         ŷ(o + h) = P(o + h) + β_h · (y(o) − P(o)): the weekly shape, plus today's gap
//                 from it, which fades with the horizon. β_h is fitted on every ER's past gaps
//                 together (least squares, older pairs weighing less);
//   range         ŷ + the 10th and 90th percentiles of the ER's last errors at that horizon,
//                 each error scaled by the profile's level at its hour (a busy hour errs more).
//
// It learns online: `observe` takes hours in order, scores the forecasts it issued for that
// hour, then issues the next ones. A forecast for hour t therefore only ever uses values seen
// before t (the backtest relies on it). The update of one ER costs microseconds (bench:model).
import { zoneOffsetMs } from '../contract/local-time';
import type { Confidence } from '../contract/values';
import { quantileOfSorted, SortedWindow } from './sorted-window';

export const FORECAST = {
  /** Hours ahead the model issues forecasts for; a forecast further out than the last uses the profile alone. */
  horizons: [1, 2, 4, 8],
  /** Weeks of the same local hour behind the profile. */
  weeks: 8,
  /** Fewer values than this behind P(t): no profile for that hour. */
  minProfileValues: 4,
  /** Share of values the range should hold. */
  coverage: 0.8,
  /** Errors kept per ER and horizon (four weeks of hours). */
  errorWindow: 28 * 24,
  /** Fewer errors than this: the ER's range is not calibrated yet, and the model abstains. */
  minErrors: 7 * 24,
  /** The weight of a past hour in the fit halves every this many hours. */
  fitHalfLifeHours: 14 * 24,
  /** How fast a confidence word's ranges widen after a miss (and narrow after a hit). */
  tuneRate: 0.01,
  /** Confidence from the range's half width, as a share of the forecast. */
  halfWidthShare: { high: 0.25, moderate: 0.5 },
} as const;

const HOUR_MS = 3_600_000;
const PROFILE_HOURS = FORECAST.weeks * 168 + 2;
const RING = PROFILE_HOURS + Math.max(...FORECAST.horizons) + 1;
const DECAY = 0.5 ** (1 / FORECAST.fitHalfLifeHours);

export interface Forecast {
  value: number;
  lower: number;
  upper: number;
  confidence: Confidence;
}

export interface ForecasterOptions {
  /** The smallest level a range is compared with for its confidence (1 person, 30 minutes…). */
  unit: number;
}

/** Scratch space for the values behind one profile hour (8 weeks × 3 hours). */
const pool = new Float64Array(FORECAST.weeks * 3);

/** A forecast as issued: for which hour, its spread scale, the point, and the range once calibrated. */
interface Issued {
  hour: number;
  scale: number;
  value: number;
  range: Forecast | null;
}

/** Hourly values of one ER, by hour since the epoch (UTC), in a ring of the last 8 weeks and more. */
class Series {
  readonly values = new Float64Array(RING).fill(Number.NaN);
  readonly stamps = new Int32Array(RING).fill(-1);
  readonly profiles = new Float64Array(RING).fill(Number.NaN);
  readonly profileStamps = new Int32Array(RING).fill(-1);
  /** Per horizon, the forecast issued for an hour (indexed by that hour modulo RING). */
  readonly issued = FORECAST.horizons.map(() => new Array<Issued | undefined>(RING));
  /** Per horizon (and last, the profile alone), the last errors, each divided by the spread scale of its hour. */
  readonly errors = [...FORECAST.horizons, 0].map(() => new SortedWindow(FORECAST.errorWindow));
  last = -1;

  constructor(readonly timeZone: string) {}

  value(hour: number): number {
    const i = hour % RING;
    return this.stamps[i] === hour ? (this.values[i] as number) : Number.NaN;
  }

  /** P(hour), computed once per hour from values at least a week older; NaN when too few. */
  profile(hour: number): number {
    const i = hour % RING;
    if (this.profileStamps[i] === hour) return this.profiles[i] as number;
    let count = 0;
    for (let week = 1; week <= FORECAST.weeks; week++) {
      const same = sameHourWeeksBefore(hour, week, this.timeZone);
      for (let neighbour = same - 1; neighbour <= same + 1; neighbour++) {
        const value = this.value(neighbour);
        if (!Number.isNaN(value)) pool[count++] = value;
      }
    }
    const values = pool.subarray(0, count).sort();
    const profile = count >= FORECAST.minProfileValues ? quantileOfSorted(values, 0.5) : Number.NaN;
    // Only kept once the last week it draws on is complete: later values would change it.
    if (hour - 167 <= this.last) {
      this.profiles[i] = profile;
      this.profileStamps[i] = hour;
    }
    return profile;
  }
}

/**
 * Per horizon, decayed least-squares sums for the change from the last value:
 *   y(o+h) − y(o) ≈ a · (P(o+h) − P(o)) + b · (P(o) − y(o))
 * a: how much of the weekly shape to follow; b: how far to return to the usual level.
 */
class ChangeFit {
  private shapeShape = 0;
  private shapePull = 0;
  private pullPull = 0;
  private shapeChange = 0;
  private pullChange = 0;

  add(shape: number, pull: number, change: number): void {
    this.shapeShape = this.shapeShape * DECAY + shape * shape;
    this.shapePull = this.shapePull * DECAY + shape * pull;
    this.pullPull = this.pullPull * DECAY + pull * pull;
    this.shapeChange = this.shapeChange * DECAY + shape * change;
    this.pullChange = this.pullChange * DECAY + pull * change;
  }

  /** [a, b]; before anything is learnt, the weekly shape and no return (the last value moved along the profile). */
  coefficients(): [number, number] {
    const determinant = this.shapeShape * this.pullPull - this.shapePull * this.shapePull;
    if (!(determinant > 1e-9 * this.shapeShape * this.pullPull)) return [1, 0];
    return [
      (this.shapeChange * this.pullPull - this.pullChange * this.shapePull) / determinant,
      (this.pullChange * this.shapeShape - this.shapeChange * this.shapePull) / determinant,
    ];
  }
}

/** The same local hour of the week, `weeks` weeks before `hour` (hours since the epoch; a clock change moves it by an hour). */
export function sameHourWeeksBefore(hour: number, weeks: number, timeZone: string): number {
  const earlier = hour - 168 * weeks;
  return earlier + offsetHours(hour, timeZone) - offsetHours(earlier, timeZone);
}

/** Per zone, its offset from UTC in whole hours during each hour: the model asks millions of times. */
const offsetsByZone = new Map<string, Map<number, number>>();

function offsetHours(hour: number, timeZone: string): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = Math.round(zoneOffsetMs(hour * HOUR_MS + 1_800_000, timeZone) / HOUR_MS);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** How much an hour with profile level `p` errs, relative to others: errors grow with the level. */
const spreadScale = (profile: number, unit: number) => Math.sqrt(Math.max(profile, 0) + unit);

export function createForecaster(options: ForecasterOptions) {
  const { unit } = options;
  const series = new Map<string, Series>();
  const fits = FORECAST.horizons.map(() => new ChangeFit());
  /** Per horizon (and the profile alone) and confidence word, a factor on the range, tuned to its misses. */
  const widen = [...FORECAST.horizons, 0].map(() => ({ high: 1, moderate: 1, low: 1 }));

  function pointAt(state: Series, index: number, hour: number): number {
    const origin = state.last;
    const last = state.value(origin);
    const there = state.profile(hour);
    if (index < 0) return there;
    const here = state.profile(origin);
    if (Number.isNaN(there) || Number.isNaN(here)) return last;
    const [a, b] = (fits[index] as ChangeFit).coefficients();
    return Math.max(0, last + a * (there - here) + b * (here - last));
  }

  /**
   * The forecast for `hour` from the last value, by horizon `index` (−1: the profile alone);
   * `range` is null while the ER's errors are too few to calibrate one.
   */
  function forecastAt(state: Series, index: number, hour: number): Issued | null {
    const slot = index < 0 ? FORECAST.horizons.length : index;
    const value = pointAt(state, index, hour);
    const profile = state.profile(hour);
    if (Number.isNaN(value) || Number.isNaN(profile)) return null;
    const scale = spreadScale(profile, unit);
    const errors = state.errors[slot] as SortedWindow;
    if (errors.size < FORECAST.minErrors) return { hour, scale, value, range: null };
    const tail = (1 - FORECAST.coverage) / 2;
    const below = errors.quantile(tail) * scale;
    const above = errors.quantile(1 - tail) * scale;
    const confidence = confidenceOf(value, value + below, value + above, unit);
    const factor = (widen[slot] as Record<Confidence, number>)[confidence];
    const lower = Math.max(0, value + below * factor);
    const upper = Math.max(lower, value + above * factor);
    return { hour, scale, value, range: { value, lower, upper, confidence } };
  }

  function learn(state: Series, hour: number, value: number): void {
    const here = state.profile(hour);
    FORECAST.horizons.forEach((h, index) => {
      const issued = (state.issued[index] as Series['issued'][number])[hour % RING];
      if (issued?.hour === hour) {
        (state.errors[index] as SortedWindow).add((value - issued.value) / issued.scale);
        if (issued.range) tune(index, issued.range, value);
      }
      const origin = hour - h;
      const before = state.value(origin);
      const shape = here - state.profile(origin);
      const pull = state.profile(origin) - before;
      if (!Number.isNaN(shape) && !Number.isNaN(pull)) (fits[index] as ChangeFit).add(shape, pull, value - before);
    });
    if (!Number.isNaN(here)) {
      (state.errors[FORECAST.horizons.length] as SortedWindow).add((value - here) / spreadScale(here, unit));
    }
  }

  /** Widens the ranges of a confidence word a little after a miss, narrows them a little after a hit. */
  function tune(index: number, issued: Forecast, value: number): void {
    const miss = value < issued.lower || value > issued.upper ? 1 : 0;
    const factors = widen[index] as Record<Confidence, number>;
    factors[issued.confidence] *= Math.exp(FORECAST.tuneRate * (miss - (1 - FORECAST.coverage)));
  }

  return {
    /** Takes the value of `id` at `hour` (hours since the epoch); hours must come in order, older ones are ignored. */
    observe(id: string, timeZone: string, hour: number, value: number): void {
      let state = series.get(id);
      if (!state) {
        state = new Series(timeZone);
        series.set(id, state);
      }
      if (hour <= state.last) return;
      const i = hour % RING;
      state.values[i] = value;
      state.stamps[i] = hour;
      learn(state, hour, value);
      state.last = hour;
      FORECAST.horizons.forEach((h, index) => {
        const made = forecastAt(state, index, hour + h);
        if (made) (state.issued[index] as Series['issued'][number])[(hour + h) % RING] = made;
      });
    },

    /** The last hour seen of `id`, or null. */
    lastHour: (id: string): number | null => {
      const last = series.get(id)?.last ?? -1;
      return last < 0 ? null : last;
    },

    /**
     * The forecast for `id` at `hour` from its last value: the horizon is the first of
     * FORECAST.horizons at or beyond the hours since, else the profile alone. Null while the
     * ER's errors are too few to calibrate a range, or when it has no value nor profile.
     */
    forecast(id: string, hour: number): Forecast | null {
      const state = series.get(id);
      if (!state || hour <= state.last) return null;
      const index = FORECAST.horizons.findIndex((h) => h >= hour - (state.last as number));
      // The forecast issued with the last value, when the hour is one of the horizons (the same figures, already made).
      const issued = index >= 0 ? (state.issued[index] as Series['issued'][number])[hour % RING] : undefined;
      if (issued?.hour === hour) return issued.range;
      return forecastAt(state, index, hour)?.range ?? null;
    },

    /** Per horizon, the fitted [shape, return] coefficients (for reports). */
    coefficients: () => fits.map((fit) => fit.coefficients()),
  };
}

export type Forecaster = ReturnType<typeof createForecaster>;

/** High when the range's half width is within a quarter of the forecast, moderate within half. */
export function confidenceOf(value: number, lower: number, upper: number, unit: number): Confidence {
  const share = (upper - lower) / 2 / Math.max(value, unit);
  if (share <= FORECAST.halfWidthShare.high) return 'high';
  if (share <= FORECAST.halfWidthShare.moderate) return 'moderate';
  return 'low';
}
