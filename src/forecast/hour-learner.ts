// Where the forecaster learns each complete hour: in this thread (tests, tools), or in a worker
// thread (the server), so that the hourly learning at 1,000 ERs costs the main thread only the
// sending of the hour's values and the reading of the forecasts that come back. Until they come
// back, answers use the forecasts of the hour before — as they do between hours anyway.
import { Worker } from 'node:worker_threads';
import type { Confidence } from '../contract/values';
import { createForecaster, type Forecast, type Forecaster } from './forecast';

/** One complete hour of one ER. */
export interface HourValue {
  id: string;
  timeZone: string;
  /** Hours since the epoch (UTC). */
  hour: number;
  value: number;
}

export interface HourLearner {
  /** Learns `values` (in hour order); forecasts asked from then on are for hours from `from` on. */
  learn(values: readonly HourValue[], from: number): void;
  /** The forecast of `id` for `hour`, or null (none, or not calibrated yet). */
  forecast(id: string, hour: number): Forecast | null;
  close(): Promise<void>;
}

export function inlineLearner(unit: number): HourLearner {
  const forecaster = createForecaster({ unit });
  return {
    learn(values) {
      for (const { id, timeZone, hour, value } of values) forecaster.observe(id, timeZone, hour, value);
    },
    forecast: (id, hour) => forecaster.forecast(id, hour),
    async close() {},
  };
}

/** Hours of forecasts sent back per ER, from the first hour not learnt: a day without a new hour is covered. */
export const AHEAD_HOURS = 24;
const WORDS: readonly Confidence[] = ['high', 'moderate', 'low'];
/** Per ER and hour ahead: value, lower, upper, confidence (index in WORDS; −1: none). */
const FIGURES = 4;

export interface LearnRequest {
  ers: string[];
  zones: string[];
  er: Int32Array;
  hours: Int32Array;
  values: Float64Array;
  from: number;
}

export interface ForecastTable {
  ids: string[];
  from: number;
  figures: Float64Array;
}

/** The forecasts of `ids` for the AHEAD_HOURS hours from `from`, as the worker sends them. */
export function forecastTable(forecaster: Forecaster, ids: readonly string[], from: number): ForecastTable {
  const figures = new Float64Array(ids.length * AHEAD_HOURS * FIGURES);
  ids.forEach((id, e) => {
    for (let ahead = 0; ahead < AHEAD_HOURS; ahead++) {
      const at = (e * AHEAD_HOURS + ahead) * FIGURES;
      const forecast = forecaster.forecast(id, from + ahead);
      figures[at] = forecast?.value ?? 0;
      figures[at + 1] = forecast?.lower ?? 0;
      figures[at + 2] = forecast?.upper ?? 0;
      figures[at + 3] = forecast ? WORDS.indexOf(forecast.confidence) : -1;
    }
  });
  return { ids: [...ids], from, figures };
}

/** `onForecasts` is called when a learnt hour's forecasts arrive (the answers can be built again). */
export function workerLearner(unit: number, onForecasts: () => void = () => {}): HourLearner {
  const worker = new Worker(new URL('./forecast-worker-entry.mjs', import.meta.url), { workerData: { unit } });
  worker.unref();
  let index = new Map<string, number>();
  let table: ForecastTable = { ids: [], from: 0, figures: new Float64Array(0) };
  worker.on('message', (received: ForecastTable) => {
    table = received;
    index = new Map(received.ids.map((id, e) => [id, e]));
    onForecasts();
  });
  return {
    learn(values, from) {
      const ers: string[] = [];
      const zones: string[] = [];
      const numbers = new Map<string, number>();
      const request: LearnRequest = {
        ers,
        zones,
        er: new Int32Array(values.length),
        hours: new Int32Array(values.length),
        values: new Float64Array(values.length),
        from,
      };
      values.forEach(({ id, timeZone, hour, value }, i) => {
        let number = numbers.get(id);
        if (number === undefined) {
          number = ers.push(id) - 1;
          zones.push(timeZone);
          numbers.set(id, number);
        }
        request.er[i] = number;
        request.hours[i] = hour;
        request.values[i] = value;
      });
      worker.postMessage(request, [request.er.buffer, request.hours.buffer, request.values.buffer] as ArrayBuffer[]);
    },
    forecast(id, hour) {
      const e = index.get(id);
      const ahead = hour - table.from;
      if (e === undefined || ahead < 0 || ahead >= AHEAD_HOURS) return null;
      const at = (e * AHEAD_HOURS + ahead) * FIGURES;
      const word = table.figures[at + 3] as number;
      if (word < 0) return null;
      return {
        value: table.figures[at] as number,
        lower: table.figures[at + 1] as number,
        upper: table.figures[at + 2] as number,
        confidence: WORDS[word] as Confidence,
      };
    },
    async close() {
      await worker.terminate();
    },
  };
}
