// Scores one quantity hour by hour: when an ER's value for hour t arrives, the forecasts made
// for t earlier are scored (from the split on), then the model learns t, then it and the
// baselines forecast t + h. Each forecast is made before the value it forecasts was replayed.
import type { Confidence } from '../contract/values';
import { createForecaster, sameHourWeeksBefore } from '../forecast/forecast';
import { MODEL, predict } from '../forecast/prediction';
import { createWeekProfiles } from '../forecast/week-profiles';
import { type intervalScore, intervalScoreOf, pointScore } from './metrics';
import type { HourlyValue } from './replay';

export const HORIZONS = [1, 2, 4] as const;
/** The model's range is an 80 % range: the interval score is taken at alpha 0.2. */
export const ALPHA = 0.2;
const WEEKS = 8;

/**
 * The cases scored for one horizon, column by column (numbers in growing typed arrays, not an
 * object per case: millions are kept). The earlier rule (prediction.ts `predict` without the
 * forecaster; the last value where it abstains) by its point and range; `word` is the model's
 * confidence word, by its index in WORDS.
 */
const COLUMNS = [
  'actual',
  'modelValue',
  'modelLower',
  'modelUpper',
  'word',
  'lastValue',
  'weekMedian',
  'todayValue',
  'todayLower',
  'todayUpper',
] as const;
type Column = (typeof COLUMNS)[number];
const WORDS: readonly Confidence[] = ['high', 'moderate', 'low'];

class Outcomes {
  length = 0;
  columns = {} as Record<Column, Float64Array>;
  constructor() {
    for (const column of COLUMNS) this.columns[column] = new Float64Array(1024);
  }
  /** Makes room for one more case; returns its index. */
  next(): number {
    if (this.length === this.columns.actual.length) {
      for (const column of COLUMNS) {
        const grown = new Float64Array(this.length * 2);
        grown.set(this.columns[column]);
        this.columns[column] = grown;
      }
    }
    this.length += 1;
    return this.length - 1;
  }
}

export interface ScorerOptions {
  unit: number;
  /** Forecasts for hours before this one (hours since the epoch) train, they are not scored. */
  scoreFromHour: number;
}

/**
 * What was forecast for one target hour, kept as numbers per ER, horizon and target hour modulo
 * RING (no object per forecast: they live for hours, and objects that long-lived cost the
 * garbage collector more than the forecasting), named as the columns they are scored into.
 * NaN where the model or the week median had nothing to say.
 */
const ISSUED = [
  'modelValue',
  'modelLower',
  'modelUpper',
  'lastValue',
  'weekMedian',
  'todayValue',
  'todayLower',
  'todayUpper',
] as const;
const FIELDS = ISSUED.length;
const [MODEL_VALUE, MODEL_LOWER, MODEL_UPPER, LAST_VALUE, WEEK_MEDIAN, TODAY_VALUE, TODAY_LOWER, TODAY_UPPER] =
  ISSUED.map((_, i) => i) as number[] as [number, number, number, number, number, number, number, number];

/** One ER as the scorer follows it: its values by hour, and the forecasts made for the next hours. */
interface ErState {
  firstHour: number;
  values: number[];
  /** Per horizon and slot (`horizon * RING + target % RING`): the target hour (−1: none) … */
  target: Int32Array;
  /** … the model's confidence word (index in WORDS; −1: no calibrated forecast) … */
  word: Int8Array;
  /** … and the figures of ISSUED, FIELDS per slot. */
  issued: Float64Array;
}

const RING = 8;

/** Per zone and hour, the same local hour in each of the 8 weeks before (every ER of a zone asks the same). */
class WeekMedians {
  private readonly weeksBefore = new Map<string, Map<number, number[]>>();
  private readonly scratch = new Float64Array(WEEKS);

  private hoursBefore(timeZone: string, hour: number): number[] {
    let ofZone = this.weeksBefore.get(timeZone);
    if (!ofZone) {
      ofZone = new Map();
      this.weeksBefore.set(timeZone, ofZone);
    }
    let hours = ofZone.get(hour);
    if (!hours) {
      if (ofZone.size > 1000) ofZone.clear();
      hours = Array.from({ length: WEEKS }, (_, i) => sameHourWeeksBefore(hour, i + 1, timeZone));
      ofZone.set(hour, hours);
    }
    return hours;
  }

  median(state: ErState, timeZone: string, hour: number): number {
    const { scratch } = this;
    let count = 0;
    for (const earlier of this.hoursBefore(timeZone, hour)) {
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
    if (count === 0) return Number.NaN;
    // quantileOfSorted at 0.5, read in place (a view per call would cost more than the look-up).
    const position = (count - 1) * 0.5;
    const below = scratch[Math.floor(position)] as number;
    const above = scratch[Math.ceil(position)] as number;
    return below + (above - below) * (position - Math.floor(position));
  }
}

function newErState(firstHour: number): ErState {
  return {
    firstHour,
    values: [],
    target: new Int32Array(HORIZONS.length * RING).fill(-1),
    word: new Int8Array(HORIZONS.length * RING),
    issued: new Float64Array(HORIZONS.length * RING * FIELDS),
  };
}

/** Scores the forecasts issued earlier for `hour`, now that its value arrived. */
function scoreArrived(state: ErState, outcomes: Outcomes[], hour: number, value: number, scoreFromHour: number): void {
  const { issued } = state;
  for (let index = 0; index < HORIZONS.length; index++) {
    const slot = index * RING + (hour % RING);
    if (state.target[slot] !== hour) continue;
    const word = state.word[slot] as number;
    const at = slot * FIELDS;
    if (hour < scoreFromHour || word < 0 || Number.isNaN(issued[at + WEEK_MEDIAN])) continue;
    const scored = outcomes[index] as Outcomes;
    const i = scored.next();
    const { columns } = scored;
    columns.actual[i] = value;
    columns.word[i] = word;
    for (let field = 0; field < FIELDS; field++) columns[ISSUED[field] as Column][i] = issued[at + field] as number;
  }
}

function keepValue(state: ErState, hour: number, value: number): void {
  for (let missing = state.firstHour + state.values.length; missing < hour; missing++) state.values.push(Number.NaN);
  state.values[hour - state.firstHour] = value;
}

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
  /** The last value as a reading taken in the middle of its hour (one object, filled per value: predict keeps none). */
  const latest = { hospital_id: '', minutes: 0, observed_at: 0 };
  const weekMedians = new WeekMedians();

  return {
    take({ hospitalId: id, timeZone, hour, value }: HourlyValue): void {
      let state = ers.get(id);
      if (!state) {
        state = newErState(hour);
        ers.set(id, state);
      }
      scoreArrived(state, outcomes, hour, value, scoreFromHour);
      forecaster.observe(id, timeZone, hour, value);
      zones.set(id, timeZone);
      profiles.expire((hour - MODEL.historyDays * 24) * 3600);
      profiles.put({ hospital_id: id, hour: hour * 3600, minutes: value, observations: 1 });
      // Before the split nothing is scored: forecasts are made only for hours that will be, and the
      // profiles' changed slots are computed when first read (one settle then takes them all).
      const longest = hour + (HORIZONS[HORIZONS.length - 1] as number);
      if (longest >= scoreFromHour) profiles.settle();
      latest.hospital_id = id;
      latest.minutes = value;
      latest.observed_at = hour * 3600 + 1800;
      const profile = profiles.profiles.get(id);
      keepValue(state, hour, value);
      const { issued } = state;
      for (let index = 0; index < HORIZONS.length; index++) {
        const target = hour + (HORIZONS[index] as number);
        // The slot's forecast before (for target − RING) was scored or passed.
        const slot = index * RING + (target % RING);
        const at = slot * FIELDS;
        if (target < scoreFromHour) {
          state.target[slot] = -1;
          continue;
        }
        const model = forecaster.forecast(id, target);
        const today = predict(profile, latest, (target * 3600 + 1800) * 1000, timeZone);
        state.target[slot] = target;
        state.word[slot] = model ? WORDS.indexOf(model.confidence) : -1;
        issued[at + MODEL_VALUE] = model ? model.value : Number.NaN;
        issued[at + MODEL_LOWER] = model ? model.lower : Number.NaN;
        issued[at + MODEL_UPPER] = model ? model.upper : Number.NaN;
        issued[at + LAST_VALUE] = value;
        issued[at + WEEK_MEDIAN] = weekMedians.median(state, timeZone, target);
        // Where the earlier rule abstains, the last value stands for it.
        issued[at + TODAY_VALUE] = today ? today.minutes : value;
        issued[at + TODAY_LOWER] = today ? today.lower : value;
        issued[at + TODAY_UPPER] = today ? today.upper : value;
      }
    },
    /** The scores per horizon: the model and both baselines on the same cases. */
    results: () => HORIZONS.map((h, index) => ({ horizon: h, ...summarize(outcomes[index] as Outcomes) })),
    coefficients: () => forecaster.coefficients(),
  };
}

export type HorizonResult = ReturnType<ReturnType<typeof createScorer>['results']>[number];

function summarize(outcomes: Outcomes) {
  const { columns, length } = outcomes;
  const words = columns.word;
  const actual = columns.actual.subarray(0, length);
  const column = (name: Column) => columns[name].subarray(0, length);
  const errors = (name: Column) => {
    const predicted = column(name);
    return actual.map((value, i) => Math.abs(value - (predicted[i] as number)));
  };
  const modelErrors = errors('modelValue');
  const byConfidence: Partial<Record<Confidence, ReturnType<typeof intervalScore> & ReturnType<typeof pointScore>>> =
    {};
  WORDS.forEach((confidence, word) => {
    const cases: number[] = [];
    for (let i = 0; i < length; i++) if (words[i] === word) cases.push(i);
    if (cases.length === 0) return;
    const pick = (values: Float64Array) => Float64Array.from(cases, (i) => values[i] as number);
    byConfidence[confidence] = {
      ...pointScore(pick(modelErrors)),
      ...intervalScoreOf(pick(actual), pick(column('modelLower')), pick(column('modelUpper')), ALPHA),
    };
  });
  return {
    model: {
      ...pointScore(modelErrors),
      ...intervalScoreOf(actual, column('modelLower'), column('modelUpper'), ALPHA),
      by_confidence: byConfidence,
    },
    baselines: {
      last_value: pointScore(errors('lastValue')),
      week_median: pointScore(errors('weekMedian')),
      model_today: {
        ...pointScore(errors('todayValue')),
        ...intervalScoreOf(actual, column('todayLower'), column('todayUpper'), ALPHA),
      },
    },
  };
}
