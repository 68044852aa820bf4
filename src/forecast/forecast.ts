// One small model for any hourly series of an ER (its wait, or Québec's people waiting). It
// learns hour by hour in order, so a forecast for t only uses values before t (the backtest
// relies on it), and keeps what it learns in typed arrays. The model: docs/forecasting.md.
import { zoneOffsetMs } from '../contract/local-time';
import { CALIBRATION_DAYS, CONFIDENCE_HALF_WIDTH, RANGE_COVERAGE } from '../contract/ranges';
import type { Confidence } from '../contract/values';
import { SortedWindow } from './sorted-window';

export const FORECAST = {
  /** Hours ahead the model issues forecasts for; a forecast further out than the last uses the profile alone. */
  horizons: [1, 2, 4, 8],
  /** Weeks of the same local hour behind the profile. */
  weeks: 8,
  /** Fewer values than this behind P(t): no profile for that hour. */
  minProfileValues: 4,
  /** Share of values the range should hold. */
  coverage: RANGE_COVERAGE,
  /** Errors kept per ER and horizon (four weeks of hours). */
  errorWindow: 28 * 24,
  /** Fewer errors than this: the ER's range is not calibrated yet, and the model abstains. */
  minErrors: CALIBRATION_DAYS * 24,
  /** The weight of a past hour in the fit halves every this many hours. */
  fitHalfLifeHours: 14 * 24,
  /** How fast a confidence word's ranges widen after a miss (and narrow after a hit). */
  tuneRate: 0.01,
  /** Confidence from the range's half width, as a share of the forecast. */
  halfWidthShare: CONFIDENCE_HALF_WIDTH,
} as const;

const HOUR_MS = 3_600_000;
const HORIZONS = FORECAST.horizons.length;
const PROFILE_HOURS = FORECAST.weeks * 168 + 2;
const RING = PROFILE_HOURS + Math.max(...FORECAST.horizons) + 1;
const DECAY = 0.5 ** (1 / FORECAST.fitHalfLifeHours);
/** Forecasts issued are kept for the next hours only: a small ring (a power of two above the longest horizon). */
const ISSUED = 2 ** Math.ceil(Math.log2(Math.max(...FORECAST.horizons) + 1));
const WORDS: readonly Confidence[] = ['high', 'moderate', 'low'];

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

/**
 * Hourly values of one ER, by hour since the epoch (UTC), in a ring of the last 8 weeks and more;
 * and per horizon, the forecast issued for an hour (at `horizon * ISSUED + hour % ISSUED`): its hour,
 * spread scale, point, and range (confidence −1 while the range is not calibrated).
 */
class Series {
  readonly values = new Float64Array(RING).fill(Number.NaN);
  readonly stamps = new Int32Array(RING).fill(-1);
  readonly profiles = new Float64Array(RING).fill(Number.NaN);
  readonly profileStamps = new Int32Array(RING).fill(-1);
  readonly issuedHour = new Int32Array(HORIZONS * ISSUED).fill(-1);
  readonly issuedScale = new Float64Array(HORIZONS * ISSUED);
  readonly issuedValue = new Float64Array(HORIZONS * ISSUED);
  readonly issuedLower = new Float64Array(HORIZONS * ISSUED);
  readonly issuedUpper = new Float64Array(HORIZONS * ISSUED);
  readonly issuedWord = new Int8Array(HORIZONS * ISSUED);
  /** What the fit said, and the last value, at each forecast issued: both are scored when the hour comes. */
  readonly issuedFit = new Float64Array(HORIZONS * ISSUED);
  readonly issuedLast = new Float64Array(HORIZONS * ISSUED);
  /** Per horizon, the decayed sums of the fit's and of the last value's absolute errors on this ER. */
  readonly fitErrors = new Float64Array(HORIZONS);
  readonly lastErrors = new Float64Array(HORIZONS);
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
    const offset = offsetHours(hour, this.timeZone);
    let count = 0;
    for (let week = 1; week <= FORECAST.weeks; week++) {
      const earlier = hour - 168 * week;
      const same = earlier + offset - offsetHours(earlier, this.timeZone);
      for (let neighbour = same - 1; neighbour <= same + 1; neighbour++) {
        const value = this.value(neighbour);
        if (Number.isNaN(value)) continue;
        // Insertion into the sorted pool: 24 values at most.
        let at = count++;
        while (at > 0 && (pool[at - 1] as number) > value) {
          pool[at] = pool[at - 1] as number;
          at -= 1;
        }
        pool[at] = value;
      }
    }
    const profile = count >= FORECAST.minProfileValues ? medianOfSorted(pool, count) : Number.NaN;
    // Only kept once the last week it draws on is complete: later values would change it.
    if (hour - 167 <= this.last) {
      this.profiles[i] = profile;
      this.profileStamps[i] = hour;
    }
    return profile;
  }
}

/**
 * Per horizon, decayed weighted least-squares sums for the change from the last value:
 *   y(o+h) − y(o) ≈ a · (P(o+h) − P(o)) + b · (P(o) − y(o))
 * a: how much of the weekly shape to follow; b: how far to return to the usual level. Each
 * hour weighs 1 / max(|its error under the current fit|, floor): least squares reweighted so,
 * over many hours, the fit minimises the mean absolute error (a median, not a mean, of the
 * changes — a count that mostly stays put is not pulled along by its rare jumps).
 */
class ChangeFit {
  private shapeShape = 0;
  private shapePull = 0;
  private pullPull = 0;
  private shapeChange = 0;
  private pullChange = 0;
  a = 1;
  b = 0;

  constructor(private readonly floor: number) {}

  add(shape: number, pull: number, change: number): void {
    const weight = 1 / Math.max(Math.abs(change - this.a * shape - this.b * pull), this.floor);
    this.shapeShape = this.shapeShape * DECAY + weight * shape * shape;
    this.shapePull = this.shapePull * DECAY + weight * shape * pull;
    this.pullPull = this.pullPull * DECAY + weight * pull * pull;
    this.shapeChange = this.shapeChange * DECAY + weight * shape * change;
    this.pullChange = this.pullChange * DECAY + weight * pull * change;
    const determinant = this.shapeShape * this.pullPull - this.shapePull * this.shapePull;
    // Before anything is learnt: the weekly shape and no return (the last value moved along the profile).
    if (!(determinant > 1e-9 * this.shapeShape * this.pullPull)) return;
    this.a = (this.shapeChange * this.pullPull - this.pullChange * this.shapePull) / determinant;
    this.b = (this.pullChange * this.shapeShape - this.shapeChange * this.shapePull) / determinant;
  }
}

/** The same local hour of the week, `weeks` weeks before `hour` (hours since the epoch; a clock change moves it by an hour). */
export function sameHourWeeksBefore(hour: number, weeks: number, timeZone: string): number {
  const earlier = hour - 168 * weeks;
  return earlier + offsetHours(hour, timeZone) - offsetHours(earlier, timeZone);
}

/** Per zone, its offset from UTC in whole hours during each hour, by blocks of 4,096 hours: the model asks millions of times. */
const offsetsByZone = new Map<string, Map<number, Int8Array>>();
const BLOCK_BITS = 12;
const UNKNOWN_OFFSET = -128;

function offsetHours(hour: number, timeZone: string): number {
  let blocks = offsetsByZone.get(timeZone);
  if (!blocks) {
    blocks = new Map();
    offsetsByZone.set(timeZone, blocks);
  }
  const key = hour >> BLOCK_BITS;
  let block = blocks.get(key);
  if (!block) {
    block = new Int8Array(1 << BLOCK_BITS).fill(UNKNOWN_OFFSET);
    blocks.set(key, block);
  }
  const at = hour & ((1 << BLOCK_BITS) - 1);
  let offset = block[at] as number;
  if (offset === UNKNOWN_OFFSET) {
    offset = Math.round(zoneOffsetMs(hour * HOUR_MS + 1_800_000, timeZone) / HOUR_MS);
    block[at] = offset;
  }
  return offset;
}

function medianOfSorted(sorted: Float64Array, count: number): number {
  const middle = (count - 1) / 2;
  return ((sorted[Math.floor(middle)] as number) + (sorted[Math.ceil(middle)] as number)) / 2;
}

/** How much an hour with profile level `p` errs, relative to others: errors grow with the level. */
const spreadScale = (profile: number, unit: number) => Math.sqrt(Math.max(profile, 0) + unit);

/** A forecast as `issue` makes it: its point, the fit and the last value it chose from, its range and word. */
interface Made {
  scale: number;
  value: number;
  fit: number;
  last: number;
  lower: number;
  upper: number;
  /** Index in WORDS; −1 while the ER's errors are too few to calibrate a range. */
  word: number;
}

/**
 * The point from the last value by `fit` (null: the profile alone): the last value, moved by the
 * weekly shape between its hour and the target's and pulled toward the usual level.
 */
function pointAt(state: Series, fit: ChangeFit | null, there: number): number {
  if (!fit) return there;
  const origin = state.last;
  const last = state.value(origin);
  const here = state.profile(origin);
  if (Number.isNaN(there) || Number.isNaN(here)) return last;
  return Math.max(0, last + fit.a * (there - here) + fit.b * (here - last));
}

const forecastOf = (made: Made): Forecast => ({
  value: made.value,
  lower: made.lower,
  upper: made.upper,
  confidence: WORDS[made.word] as Confidence,
});

/** The forecast issued in slot `at`, or null while its range could not be calibrated. */
function issuedForecast(state: Series, at: number): Forecast | null {
  const word = state.issuedWord[at] as number;
  if (word < 0) return null;
  return {
    value: state.issuedValue[at] as number,
    lower: state.issuedLower[at] as number,
    upper: state.issuedUpper[at] as number,
    confidence: WORDS[word] as Confidence,
  };
}

/** Keeps `made` as the forecast issued for hour `target` in slot `at`, to be scored when the hour comes. */
function keepIssued(state: Series, at: number, target: number, made: Made): void {
  state.issuedHour[at] = target;
  state.issuedScale[at] = made.scale;
  state.issuedValue[at] = made.value;
  state.issuedLower[at] = made.lower;
  state.issuedUpper[at] = made.upper;
  state.issuedWord[at] = made.word;
  state.issuedFit[at] = made.fit;
  state.issuedLast[at] = made.last;
}

/**
 * Scores the forecast issued in slot `at` (horizon `index`) against the `value` that came: the
 * ER's decayed errors of the fit and of the last value, its error window, and `factors` — the
 * range of its confidence word widened a little after a miss, narrowed a little after a hit.
 */
function scoreIssued(state: Series, index: number, at: number, value: number, factors: Float64Array): void {
  state.fitErrors[index] =
    (state.fitErrors[index] as number) * DECAY + Math.abs(value - (state.issuedFit[at] as number));
  state.lastErrors[index] =
    (state.lastErrors[index] as number) * DECAY + Math.abs(value - (state.issuedLast[at] as number));
  (state.errors[index] as SortedWindow).add(
    (value - (state.issuedValue[at] as number)) / (state.issuedScale[at] as number),
  );
  const word = state.issuedWord[at] as number;
  if (word < 0) return;
  const miss = value < (state.issuedLower[at] as number) || value > (state.issuedUpper[at] as number) ? 1 : 0;
  factors[word] = (factors[word] as number) * Math.exp(FORECAST.tuneRate * (miss - (1 - FORECAST.coverage)));
}

export function createForecaster(options: ForecasterOptions) {
  const { unit } = options;
  const series = new Map<string, Series>();
  // An error below a tenth of the unit weighs as much as one of a tenth: no hour weighs without bound.
  const fits = FORECAST.horizons.map(() => new ChangeFit(unit / 10));
  /** Per horizon (and the profile alone) and confidence word (WORDS order), a factor on the range, tuned to its misses. */
  const widen = [...FORECAST.horizons, 0].map(() => new Float64Array(WORDS.length).fill(1));
  const tail = (1 - FORECAST.coverage) / 2;
  /** The last forecast made by `issue`, read before the next call. */
  const made: Made = { scale: 0, value: 0, fit: 0, last: 0, lower: 0, upper: 0, word: -1 };

  /**
   * The forecast for `hour` from the last value, by horizon `index` (−1: the profile alone), into
   * `made`; false when there is none. `made.word` is −1 while the ER's errors are too few to
   * calibrate a range.
   */
  function issue(state: Series, index: number, hour: number): boolean {
    const slot = index < 0 ? HORIZONS : index;
    const profile = state.profile(hour);
    const fit = pointAt(state, index < 0 ? null : (fits[index] as ChangeFit), profile);
    if (Number.isNaN(fit) || Number.isNaN(profile)) return false;
    // The point: the fit, or the last value where, on this ER at this horizon, the last value has
    // erred less so far (hours already scored only). An ER whose count mostly stays put keeps it.
    const last = state.value(state.last);
    const value = index >= 0 && (state.lastErrors[index] as number) < (state.fitErrors[index] as number) ? last : fit;
    made.fit = fit;
    made.last = last;
    made.scale = spreadScale(profile, unit);
    made.value = value;
    made.word = -1;
    const errors = state.errors[slot] as SortedWindow;
    if (errors.size < FORECAST.minErrors) return true;
    const below = errors.quantile(tail) * made.scale;
    const above = errors.quantile(1 - tail) * made.scale;
    const word = WORDS.indexOf(confidenceOf(value, value + below, value + above, unit));
    const factor = (widen[slot] as Float64Array)[word] as number;
    made.lower = Math.max(0, value + below * factor);
    made.upper = Math.max(made.lower, value + above * factor);
    made.word = word;
    return true;
  }

  function learn(state: Series, hour: number, value: number): void {
    const here = state.profile(hour);
    for (let index = 0; index < HORIZONS; index++) {
      const at = index * ISSUED + (hour % ISSUED);
      if (state.issuedHour[at] === hour) scoreIssued(state, index, at, value, widen[index] as Float64Array);
      const origin = hour - (FORECAST.horizons[index] as number);
      const before = state.value(origin);
      const there = state.profile(origin);
      const shape = here - there;
      const pull = there - before;
      if (!Number.isNaN(shape) && !Number.isNaN(pull)) (fits[index] as ChangeFit).add(shape, pull, value - before);
    }
    if (!Number.isNaN(here)) {
      (state.errors[HORIZONS] as SortedWindow).add((value - here) / spreadScale(here, unit));
    }
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
      for (let index = 0; index < HORIZONS; index++) {
        const target = hour + (FORECAST.horizons[index] as number);
        const at = index * ISSUED + (target % ISSUED);
        if (!issue(state, index, target)) {
          state.issuedHour[at] = -1;
          continue;
        }
        keepIssued(state, at, target, made);
      }
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
      const at = index * ISSUED + (hour % ISSUED);
      if (index >= 0 && state.issuedHour[at] === hour) return issuedForecast(state, at);
      return issue(state, index, hour) && made.word >= 0 ? forecastOf(made) : null;
    },

    /** Per horizon, the fitted [shape, return] coefficients (for reports). */
    coefficients: (): [number, number][] => fits.map((fit) => [fit.a, fit.b]),
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
