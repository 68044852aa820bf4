// The store's data as the answers need it, read once after each write. Answers are then
// rebuilt from this snapshot as time passes (a live reading going stale) without SQLite.
//
// The model's week profiles come from hourly means over weeks of readings: reading and
// building them costs tens of milliseconds, too much for every write of a live feed. They
// are built once per UTC hour (or when the ERs change), from hourly means kept between
// builds: hours already complete are not read again, only the hours since.
import { PROVINCES } from '../contract/provinces';
import type { LoadRow } from '../store/feeds';
import type { HourlyMean, LatestReading } from '../store/readings';
import type { GivenCoverage, Hospital, Status } from '../store/rows';
import type { Store } from '../store/store';
import { type Phase, phasesOf, type ScheduledWindow } from '../store/timeline';
import { type Baselines, buildBaselines } from './baselines';
import { createForecaster } from './forecast';
import { buildProfiles, MODEL, type WeekProfile } from './prediction';

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

export function snapshotReader(store: Store, staleMinutes: number): SnapshotReader {
  let complete: HourlyMean[] = [];
  /** Start (s) of the first hour not yet complete when the means were last read. */
  let completeUntil = Number.NEGATIVE_INFINITY;
  let builtFor = '';
  let model: { profiles: ReadonlyMap<string, WeekProfile>; baselines: Baselines } | null = null;
  // The calibrated forecaster learns each complete hour once, in order (forecast.ts).
  const forecaster = createForecaster({ unit: 15 });
  let learntUntil = Number.NEGATIVE_INFINITY;

  function modelFor(hospitals: readonly Hospital[], nowMs: number) {
    const hour = Math.floor(nowMs / 3_600_000) * HOUR_S;
    const key = `${hour}|${hospitals.map((hospital) => hospital.id).join(',')}`;
    if (model && key === builtFor) return model;
    const since = hour - MODEL.historyDays * 86_400;
    // Once a day every hour is read again, so that a reading that came late is counted.
    if (hour % 86_400 === 0) completeUntil = Number.NEGATIVE_INFINITY;
    const recent = store.readings.hourlyMeansSince(Math.max(since, completeUntil));
    const kept = complete.filter((mean) => mean.hour >= since && mean.hour < completeUntil);
    complete = [...kept, ...recent.filter((mean) => mean.hour < hour)];
    completeUntil = hour;
    const zones = new Map(hospitals.map((hospital) => [hospital.id, PROVINCES[hospital.province].timeZone]));
    const means = [...kept, ...recent];
    const profiles = buildProfiles(store.patterns.all(), means, (id) => zones.get(id));
    const unlearnt = means
      .filter((mean) => mean.hour >= learntUntil && mean.hour < hour)
      .sort((a, b) => a.hour - b.hour);
    for (const mean of unlearnt) {
      const timeZone = zones.get(mean.hospital_id);
      if (timeZone) forecaster.observe(mean.hospital_id, timeZone, mean.hour / HOUR_S, mean.minutes);
    }
    learntUntil = hour;
    for (const [id, profile] of profiles) {
      profiles.set(id, Object.assign(profile, { forecast: (at: number) => forecaster.forecast(id, at) }));
    }
    model = { profiles, baselines: buildBaselines(hospitals, profiles) };
    builtFor = key;
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
