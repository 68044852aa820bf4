// Scores one quantity hour by hour: when an ER's value for hour t arrives, the forecasts made
// for t earlier are scored (from the split on), then the model learns t, then it and the
// baselines forecast t + h. Each forecast is made before the value it forecasts was replayed.
import type { Confidence } from '../contract/values';
import { createForecaster, type Forecast, sameHourWeeksBefore } from '../service/forecast';
import { quantileOfSorted } from '../service/sorted-window';
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
}

interface Outcome {
  actual: number;
  model: Forecast;
  lastValue: number;
  weekMedian: number;
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
  const outcomes = HORIZONS.map((): Outcome[] => []);

  function weekMedian(state: ErState, timeZone: string, hour: number): number | null {
    const values: number[] = [];
    for (let week = 1; week <= WEEKS; week++) {
      const value = state.values[sameHourWeeksBefore(hour, week, timeZone) - state.firstHour];
      if (value !== undefined && !Number.isNaN(value)) values.push(value);
    }
    return values.length === 0
      ? null
      : quantileOfSorted(
          values.sort((a, b) => a - b),
          0.5,
        );
  }

  return {
    take({ hospitalId: id, timeZone, hour, value }: HourlyValue): void {
      let state = ers.get(id);
      if (!state) {
        state = { firstHour: hour, values: [], issued: HORIZONS.map(() => []) };
        ers.set(id, state);
      }
      HORIZONS.forEach((_, index) => {
        const made = state.issued[index]?.[hour % RING];
        if (!made || made.target !== hour) return;
        if (hour < scoreFromHour || !made.model || made.weekMedian === null) return;
        outcomes[index]?.push({
          actual: value,
          model: made.model,
          lastValue: made.lastValue,
          weekMedian: made.weekMedian,
        });
      });
      forecaster.observe(id, timeZone, hour, value);
      for (let missing = state.firstHour + state.values.length; missing < hour; missing++)
        state.values.push(Number.NaN);
      state.values[hour - state.firstHour] = value;
      HORIZONS.forEach((h, index) => {
        (state.issued[index] as Issued[])[(hour + h) % RING] = {
          target: hour + h,
          model: forecaster.forecast(id, hour + h),
          lastValue: value,
          weekMedian: weekMedian(state, timeZone, hour + h),
        } as Issued & { target: number };
      });
    },
    /** The scores per horizon: the model and both baselines on the same cases. */
    results: () => HORIZONS.map((h, index) => ({ horizon: h, ...summarize(outcomes[index] as Outcome[]) })),
    coefficients: () => forecaster.coefficients(),
  };
}

export type HorizonResult = ReturnType<ReturnType<typeof createScorer>['results']>[number];

function summarize(outcomes: readonly Outcome[]) {
  const range = (one: Outcome): IntervalCase => ({
    actual: one.actual,
    lower: one.model.lower,
    upper: one.model.upper,
  });
  const byConfidence: Partial<Record<Confidence, ReturnType<typeof intervalScore> & ReturnType<typeof pointScore>>> =
    {};
  for (const confidence of ['high', 'moderate', 'low'] as const) {
    const cases = outcomes.filter((one) => one.model.confidence === confidence);
    if (cases.length === 0) continue;
    byConfidence[confidence] = {
      ...pointScore(cases.map((one) => Math.abs(one.actual - one.model.value))),
      ...intervalScore(cases.map(range), ALPHA),
    };
  }
  return {
    model: {
      ...pointScore(outcomes.map((one) => Math.abs(one.actual - one.model.value))),
      ...intervalScore(outcomes.map(range), ALPHA),
      by_confidence: byConfidence,
    },
    baselines: {
      last_value: pointScore(outcomes.map((one) => Math.abs(one.actual - one.lastValue))),
      week_median: pointScore(outcomes.map((one) => Math.abs(one.actual - one.weekMedian))),
    },
  };
}
