// Scores one quantity hour by hour: when an ER's value for hour t arrives, the forecasts made
// for t earlier are scored (from the split on), then the model learns t, then it and the
// baselines forecast t + h. Each forecast is made before the value it forecasts was replayed.
import type { Confidence } from '../contract/values';
import { createForecaster, type Forecast, sameHourWeeksBefore } from '../service/forecast';
import { MODEL, type Prediction, predict } from '../service/prediction';
import { createWeekProfiles } from '../service/week-profiles';
import { type IntervalCase, intervalScore, pointScore } from './metrics';
import type { HourlyValue } from './replay';

export const HORIZONS = [1, 2, 4] as const;
/** The model's range is an 80 % range: the interval score is taken at alpha 0.2. */
export const ALPHA = 0.2;
const WEEKS = 8;

interface Issued {
  model: Forecast | null;
  lastValue: number;
  weekMedian: number | null;
  today: Prediction | null;
}

/**
 * The cases scored for one horizon, column by column (numbers in growing typed arrays, not an
 * object per case: millions are kept). The earlier rule (prediction.ts `predict` without the
 * forecaster; the last value where it abstains) by its point and range.
 */
const COLUMNS = [
  'actual',
  'modelValue',
  'modelLower',
  'modelUpper',
  'lastValue',
  'weekMedian',
  'todayValue',
  'todayLower',
  'todayUpper',
] as const;
type Column = (typeof COLUMNS)[number];

class Outcomes {
  length = 0;
  readonly confidence: Confidence[] = [];
  columns = {} as Record<Column, Float64Array>;
  constructor() {
    for (const column of COLUMNS) this.columns[column] = new Float64Array(1024);
  }
  push(values: Record<Column, number>, confidence: Confidence): void {
    if (this.length === this.columns.actual.length) {
      for (const column of COLUMNS) {
        const grown = new Float64Array(this.length * 2);
        grown.set(this.columns[column]);
        this.columns[column] = grown;
      }
    }
    for (const column of COLUMNS) this.columns[column][this.length] = values[column];
    this.confidence.push(confidence);
    this.length += 1;
  }
}

export interface ScorerOptions {
  unit: number;
  /** Forecasts for hours before this one (hours since the epoch) train, they are not scored. */
  scoreFromHour: number;
}

/** One ER as the scorer follows it: its values by hour, and the forecasts made for the next hours. */
interface ErState {
  firstHour: number;
  values: number[];
  /** Per horizon, the forecasts made, indexed by target hour modulo RING. */
  issued: (Issued & { target: number })[][];
}

const RING = 8;

export function createScorer({ unit, scoreFromHour }: ScorerOptions) {
  const forecaster = createForecaster({ unit });
  const ers = new Map<string, ErState>();
  const outcomes = HORIZONS.map(() => new Outcomes());
  // "The model as it is today": week profiles from the same hourly values (no published pattern
  // in a recorded feed), blended toward the last value, with the fixed ±20/35/50 % range.
  const zones = new Map<string, string>();
  const profiles = createWeekProfiles(
    (id) => zones.get(id),
    (_, profile) => profile,
  );

  /** Per zone and hour, the same local hour in each of the 8 weeks before (every ER of a zone asks the same). */
  const weeksBefore = new Map<string, Map<number, number[]>>();
  const scratch = new Float64Array(WEEKS);

  function weekMedian(state: ErState, timeZone: string, hour: number): number | null {
    let ofZone = weeksBefore.get(timeZone);
    if (!ofZone) {
      ofZone = new Map();
      weeksBefore.set(timeZone, ofZone);
    }
    let hours = ofZone.get(hour);
    if (!hours) {
      if (ofZone.size > 1000) ofZone.clear();
      hours = Array.from({ length: WEEKS }, (_, i) => sameHourWeeksBefore(hour, i + 1, timeZone));
      ofZone.set(hour, hours);
    }
    let count = 0;
    for (const earlier of hours) {
      // Before the ER's first hour: no value (and no negative index, which arrays look up slowly, as text).
      if (earlier < state.firstHour) continue;
      const value = state.values[earlier - state.firstHour];
      if (value === undefined || Number.isNaN(value)) continue;
      // Insertion into the sorted scratch: 8 values at most.
      let at = count++;
      while (at > 0 && (scratch[at - 1] as number) > value) {
        scratch[at] = scratch[at - 1] as number;
        at -= 1;
      }
      scratch[at] = value;
    }
    if (count === 0) return null;
    // quantileOfSorted at 0.5, read in place (a view per call would cost more than the look-up).
    const position = (count - 1) * 0.5;
    const below = scratch[Math.floor(position)] as number;
    const above = scratch[Math.ceil(position)] as number;
    return below + (above - below) * (position - Math.floor(position));
  }

  return {
    take({ hospitalId: id, timeZone, hour, value }: HourlyValue): void {
      let state = ers.get(id);
      if (!state) {
        state = { firstHour: hour, values: [], issued: HORIZONS.map(() => []) };
        ers.set(id, state);
      }
      for (let index = 0; index < HORIZONS.length; index++) {
        const made = state.issued[index]?.[hour % RING];
        if (!made || made.target !== hour) continue;
        if (hour < scoreFromHour || !made.model || made.weekMedian === null) continue;
        const today = made.today;
        SCRATCH.actual = value;
        SCRATCH.modelValue = made.model.value;
        SCRATCH.modelLower = made.model.lower;
        SCRATCH.modelUpper = made.model.upper;
        SCRATCH.lastValue = made.lastValue;
        SCRATCH.weekMedian = made.weekMedian;
        SCRATCH.todayValue = today ? today.minutes : made.lastValue;
        SCRATCH.todayLower = today ? today.lower : made.lastValue;
        SCRATCH.todayUpper = today ? today.upper : made.lastValue;
        outcomes[index]?.push(SCRATCH, made.model.confidence);
      }
      forecaster.observe(id, timeZone, hour, value);
      zones.set(id, timeZone);
      profiles.expire((hour - MODEL.historyDays * 24) * 3600);
      profiles.put({ hospital_id: id, hour: hour * 3600, minutes: value, observations: 1 });
      profiles.settle();
      // The last value as a reading taken in the middle of its hour.
      const latest = { hospital_id: id, minutes: value, observed_at: hour * 3600 + 1800 };
      const profile = profiles.profiles.get(id);
      for (let missing = state.firstHour + state.values.length; missing < hour; missing++)
        state.values.push(Number.NaN);
      state.values[hour - state.firstHour] = value;
      for (let index = 0; index < HORIZONS.length; index++) {
        const target = hour + (HORIZONS[index] as number);
        const ring = state.issued[index] as (Issued & { target: number })[];
        // The ring's entry is reused: the forecast it held (for target − RING) was scored or passed.
        const made = ring[target % RING];
        const model = forecaster.forecast(id, target);
        const median = weekMedian(state, timeZone, target);
        const today = predict(profile, latest, (target * 3600 + 1800) * 1000, timeZone);
        if (made) {
          made.target = target;
          made.model = model;
          made.lastValue = value;
          made.weekMedian = median;
          made.today = today;
        } else ring[target % RING] = { target, model, lastValue: value, weekMedian: median, today };
      }
    },
    /** The scores per horizon: the model and both baselines on the same cases. */
    results: () => HORIZONS.map((h, index) => ({ horizon: h, ...summarize(outcomes[index] as Outcomes) })),
    coefficients: () => forecaster.coefficients(),
  };
}

export type HorizonResult = ReturnType<ReturnType<typeof createScorer>['results']>[number];

const SCRATCH = Object.fromEntries(COLUMNS.map((column) => [column, 0])) as Record<Column, number>;

function summarize(outcomes: Outcomes) {
  const { columns, confidence: confidences } = outcomes;
  const all = Array.from({ length: outcomes.length }, (_, i) => i);
  const errors = (cases: readonly number[], column: Column) =>
    cases.map((i) => Math.abs((columns.actual[i] as number) - (columns[column][i] as number)));
  const ranges = (cases: readonly number[], lower: Column, upper: Column): IntervalCase[] =>
    cases.map((i) => ({
      actual: columns.actual[i] as number,
      lower: columns[lower][i] as number,
      upper: columns[upper][i] as number,
    }));
  const byConfidence: Partial<Record<Confidence, ReturnType<typeof intervalScore> & ReturnType<typeof pointScore>>> =
    {};
  for (const confidence of ['high', 'moderate', 'low'] as const) {
    const cases = all.filter((i) => confidences[i] === confidence);
    if (cases.length === 0) continue;
    byConfidence[confidence] = {
      ...pointScore(errors(cases, 'modelValue')),
      ...intervalScore(ranges(cases, 'modelLower', 'modelUpper'), ALPHA),
    };
  }
  return {
    model: {
      ...pointScore(errors(all, 'modelValue')),
      ...intervalScore(ranges(all, 'modelLower', 'modelUpper'), ALPHA),
      by_confidence: byConfidence,
    },
    baselines: {
      last_value: pointScore(errors(all, 'lastValue')),
      week_median: pointScore(errors(all, 'weekMedian')),
      model_today: {
        ...pointScore(errors(all, 'todayValue')),
        ...intervalScore(ranges(all, 'todayLower', 'todayUpper'), ALPHA),
      },
    },
  };
}
