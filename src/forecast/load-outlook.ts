// Québec's outlook (people expected waiting in 1, 2 and 4 hours, and the usual number at the
// hour) from a forecaster of its own, learnt once per hour from the hourly mean of people
// waiting; what it means: "Québec outlook" in docs/api.md.
import { PROVINCES } from '../contract/provinces';
import { type EdLoad, type LoadOutlook, OUTLOOK_HOURS } from '../contract/resources';
import type { HourlyWaiting } from '../store/feeds';
import type { Hospital } from '../store/rows';
import { createForecaster, FORECAST, sameHourWeeksBefore } from './forecast';

const HOUR_S = 3600;
/** Hours kept per ER: 8 weeks, the hours either side, and the hour itself. */
const RING = FORECAST.weeks * 168 + 3;
/** Counts older than this many hours at `now`: the ER stopped publishing, and no outlook is given. */
const MAX_SILENT_HOURS = 4;

export type LoadForecast = Pick<EdLoad, 'usual_patients_waiting' | 'outlook'>;

export interface LoadOutlooks {
  /** For ER `id` whose latest counts were published at `observedAt` (s): the usual level then, and the outlook from `nowMs`. */
  of(id: string, observedAt: number, nowMs: number): LoadForecast;
}

/** Answers built with outlooks: the snapshot, and the outlooks learnt up to it. */
export interface WithOutlooks {
  outlooks?: LoadOutlooks;
}

/** The people waiting of one ER by hour since the epoch, in a ring of the last 8 weeks. */
class Waiting {
  readonly values = new Float64Array(RING);
  readonly stamps = new Int32Array(RING).fill(-1);

  constructor(readonly timeZone: string) {}

  set(hour: number, value: number): void {
    this.values[hour % RING] = value;
    this.stamps[hour % RING] = hour;
  }

  value(hour: number): number {
    const i = hour % RING;
    return this.stamps[i] === hour ? (this.values[i] as number) : Number.NaN;
  }

  /** The median of the same local hour of the week and the hours either side, over the 8 weeks before `hour`. */
  usual(hour: number): number | null {
    const values: number[] = [];
    for (let week = 1; week <= FORECAST.weeks; week++) {
      const same = sameHourWeeksBefore(hour, week, this.timeZone);
      for (let neighbour = same - 1; neighbour <= same + 1; neighbour++) {
        const value = this.value(neighbour);
        if (!Number.isNaN(value)) values.push(value);
      }
    }
    if (values.length < FORECAST.minProfileValues) return null;
    values.sort((a, b) => a - b);
    const middle = values.length >> 1;
    return values.length % 2
      ? (values[middle] as number)
      : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
  }
}

/**
 * Learns the people waiting of every ER from `source` each time it is called (after each write
 * of the store), and returns the outlooks as they stand.
 */
export function loadOutlookReader(source: { hourlyWaitingSince(since: number): HourlyWaiting[] }) {
  const forecaster = createForecaster({ unit: 1 });
  const series = new Map<string, Waiting>();
  /** Start (s) of the first hour not learnt yet. */
  let learntUntil = Number.NEGATIVE_INFINITY;

  const outlooks: LoadOutlooks = {
    of(id, observedAt, nowMs) {
      const state = series.get(id);
      const observedHour = Math.floor(observedAt / HOUR_S);
      const usual = state?.usual(observedHour) ?? null;
      return { usual_patients_waiting: usual === null ? null : Math.round(usual), outlook: outlookOf(id, nowMs) };
    },
  };

  function outlookOf(id: string, nowMs: number): LoadOutlook[] | null {
    const now = Math.floor(nowMs / (HOUR_S * 1000));
    const last = forecaster.lastHour(id);
    if (last === null || last < now - MAX_SILENT_HOURS) return null;
    const outlook: LoadOutlook[] = [];
    for (const hours of OUTLOOK_HOURS) {
      const forecast = forecaster.forecast(id, now + hours);
      if (!forecast) return null;
      const point = Math.round(forecast.value);
      outlook.push({
        hours,
        patients_waiting: point,
        // Outwards to whole people, so the range is never narrower than calibrated (and holds the point).
        lower: Math.min(Math.floor(forecast.lower), point),
        upper: Math.max(Math.ceil(forecast.upper), point),
        confidence: forecast.confidence,
      });
    }
    return outlook;
  }

  return (hospitals: readonly Hospital[], nowMs: number): LoadOutlooks => {
    const now = Math.floor(nowMs / 1000);
    // The last hours again: an ER's count may come in a later write than another's of the same hour.
    const since = Math.max(learntUntil - 2 * HOUR_S, Math.floor(now / HOUR_S) * HOUR_S - (RING - 1) * HOUR_S);
    const zones = new Map(hospitals.map((hospital) => [hospital.id, PROVINCES[hospital.province].timeZone]));
    const means = source
      .hourlyWaitingSince(since)
      .filter((mean) => mean.hour <= now)
      .sort((a, b) => a.hour - b.hour || (a.hospital_id < b.hospital_id ? -1 : 1));
    for (const mean of means) {
      const timeZone = zones.get(mean.hospital_id);
      if (!timeZone) continue;
      let state = series.get(mean.hospital_id);
      if (!state) {
        state = new Waiting(timeZone);
        series.set(mean.hospital_id, state);
      }
      const hour = mean.hour / HOUR_S;
      if (!Number.isNaN(state.value(hour))) continue;
      state.set(hour, mean.patients_waiting);
      forecaster.observe(mean.hospital_id, timeZone, hour, mean.patients_waiting);
      learntUntil = Math.max(learntUntil, mean.hour + HOUR_S);
    }
    return outlooks;
  };
}
