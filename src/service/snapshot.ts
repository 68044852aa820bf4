// The store's data as the answers need it, read once after each write. Answers are then
// rebuilt from this snapshot as time passes (a live reading going stale) without SQLite.
import { PROVINCES } from '../contract/provinces';
import type { LoadRow } from '../store/feeds';
import type { LatestReading } from '../store/readings';
import type { GivenCoverage, Hospital, Status } from '../store/rows';
import type { Store } from '../store/store';
import { type Baselines, buildBaselines } from './baselines';
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
}

export function readSnapshot(store: Store, staleMinutes: number, nowMs: number): DataSnapshot {
  const hospitals = store.hospitals.all();
  const zones = new Map(hospitals.map((hospital) => [hospital.id, PROVINCES[hospital.province].timeZone]));
  const since = Math.floor(nowMs / 1000) - MODEL.historyDays * 86_400;
  const profiles = buildProfiles(store.patterns.all(), store.readings.hourlyMeansSince(since), (id) => zones.get(id));
  return {
    hospitals,
    statuses: new Map(store.statuses.all().map((status) => [status.hospital_id, status])),
    latest: new Map(store.readings.latest(staleMinutes * 60).map((reading) => [reading.hospital_id, reading])),
    profiles,
    baselines: buildBaselines(hospitals, profiles),
    givenCoverage: store.coverage.given(),
    loads: new Map(store.loads.latest().map((load) => [load.hospital_id, load])),
  };
}
