// The store's data as the answers need it, read once after each write. Answers are then
// rebuilt from this snapshot as time passes (a live reading going stale) without SQLite.
//
// The model's week profiles come from hourly means over eight weeks of readings. They are
// built once from the store (at start, before the server listens, or when the ERs or the
// published patterns change), then brought up to date once per UTC hour with the hours since
// (week-profiles.ts: only the slots those hours land in are computed again), and the
// forecaster learns the hours just completed — in the server, in a worker thread that sends back
// the next hours' forecasts (hour-learner.ts); the main thread keeps a few milliseconds at
// 1,000 ERs (bench:model).
import { PROVINCES } from '../contract/provinces';
import { type Baselines, buildBaselines, refreshBaselines } from '../forecast/baselines';
import { type HourLearner, type HourValue, inlineLearner } from '../forecast/hour-learner';
import { MODEL, type WeekProfile } from '../forecast/prediction';
import { createWeekProfiles, type WeekProfiles } from '../forecast/week-profiles';
import type { LoadRow } from '../store/feeds';
import type { LatestReading } from '../store/readings';
import type { GivenCoverage, Hospital, Status } from '../store/rows';
import type { Store } from '../store/store';
import { type Phase, phasesOf, type ScheduledWindow } from '../store/timeline';

export interface DataSnapshot {
  hospitals: readonly Hospital[];
  statuses: ReadonlyMap<string, Status>;
  /** Latest reading per ER, with the range of its readings in the staleness window before it. */
  latest: ReadonlyMap<string, LatestReading>;
  profiles: ReadonlyMap<string, WeekProfile>;
  baselines: Baselines;
  givenCoverage: readonly GivenCoverage[];
  /** Latest load per ER whose feed publishes counts instead of a wait (Québec). */
  loads: ReadonlyMap<string, LoadRow>;
  /** Per ER with windows in effect or to come when the snapshot was read, their phases (built once per write). */
  schedules: ReadonlyMap<string, readonly Phase[]>;
}

export type SnapshotReader = (nowMs: number) => DataSnapshot;

const HOUR_S = 3600;

/** Each hour the means of the hours this far back are read again, so that a reading that came a little late is counted. */
const LATE_HOURS = 6;

/**
 * `learner`: where the calibrated forecaster learns each complete hour, once, in order
 * (forecast.ts): in this thread by default, in a worker thread in the server (hour-learner.ts).
 */
export function snapshotReader(
  store: Store,
  staleMinutes: number,
  learner: HourLearner = inlineLearner(15),
): SnapshotReader {
  let learntUntil = Number.NEGATIVE_INFINITY;
  let book: WeekProfiles | null = null;
  let bookFor = '';
  let builtHour = Number.NEGATIVE_INFINITY;
  let model: { profiles: ReadonlyMap<string, WeekProfile>; baselines: Baselines } | null = null;

  function modelFor(hospitals: readonly Hospital[], nowMs: number) {
    const hour = Math.floor(nowMs / 3_600_000) * HOUR_S;
    // The ERs or the published patterns changed: every profile is built again from the store.
    const key = `${store.patterns.version()}|${hospitals.map((hospital) => hospital.id).join(',')}`;
    if (model && book && key === bookFor && hour === builtHour) return model;
    const since = hour - MODEL.historyDays * 86_400;
    const full = !book || key !== bookFor;
    const zones = new Map(hospitals.map((hospital) => [hospital.id, PROVINCES[hospital.province].timeZone]));
    if (full) {
      book = createWeekProfiles(
        (id) => zones.get(id),
        (id, profile) => Object.assign(profile, { forecast: (at: number) => learner.forecast(id, at) }),
      );
      book.setPatterns(store.patterns.all());
      bookFor = key;
    }
    const profiles = book as WeekProfiles;
    const means = store.readings.hourlyMeansSince(full ? since : Math.max(since, builtHour - LATE_HOURS * HOUR_S));
    profiles.expire(since);
    for (const mean of means) profiles.put(mean);
    const changed = profiles.settle();
    const unlearnt = means
      .filter((mean) => mean.hour >= learntUntil && mean.hour < hour)
      .sort((a, b) => a.hour - b.hour);
    const hours: HourValue[] = [];
    for (const mean of unlearnt) {
      const timeZone = zones.get(mean.hospital_id);
      if (timeZone) hours.push({ id: mean.hospital_id, timeZone, hour: mean.hour / HOUR_S, value: mean.minutes });
    }
    if (hours.length > 0 || full) learner.learn(hours, hour / HOUR_S);
    learntUntil = Math.max(learntUntil, hour);
    model = {
      profiles: profiles.profiles,
      baselines:
        full || !model
          ? buildBaselines(hospitals, profiles.profiles)
          : refreshBaselines(model.baselines, hospitals, profiles.profiles, changed),
    };
    builtHour = hour;
    return model;
  }

  return (nowMs) => {
    const hospitals = store.hospitals.all();
    return {
      hospitals,
      statuses: new Map(store.statuses.all().map((status) => [status.hospital_id, status])),
      latest: new Map(store.readings.latest(staleMinutes * 60).map((reading) => [reading.hospital_id, reading])),
      ...modelFor(hospitals, nowMs),
      givenCoverage: store.coverage.given(),
      loads: new Map(store.loads.latest().map((load) => [load.hospital_id, load])),
      schedules: phasesByHospital(store.schedules.current(Math.floor(nowMs / 1000))),
    };
  };
}

function phasesByHospital(windows: readonly ScheduledWindow[]): Map<string, Phase[]> {
  const grouped = new Map<string, ScheduledWindow[]>();
  for (const window of windows) {
    const list = grouped.get(window.hospital_id);
    if (list) list.push(window);
    else grouped.set(window.hospital_id, [window]);
  }
  return new Map([...grouped].map(([id, list]) => [id, phasesOf(list)]));
}
