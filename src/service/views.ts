// The rows of the closures, coverage and waits answers, derived from a data snapshot at a
// given time. Pure functions: the same snapshot and time give the same rows.
import { PROVINCES, type ProvinceCode } from '../contract/provinces';
import {
  type Closure,
  type EdLoad,
  type ProvinceCoverage,
  SCHEDULED_HORIZON_DAYS,
  type ScheduledClosure,
  type Wait,
} from '../contract/resources';
import { formatSeconds, formatTimestamp } from '../contract/time';
import { typicalWait } from '../forecast/baselines';
import type { WithOutlooks } from '../forecast/load-outlook';
import { predict } from '../forecast/prediction';
import { closureRow, closureTime, provenanceOf } from '../store/closure-row';
import type { LoadRow } from '../store/feeds';
import type { Hospital } from '../store/rows';
import { comingWindows } from '../store/timeline';
import type { DataSnapshot } from './snapshot';

const iso = (seconds: number | null) => (seconds === null ? null : formatSeconds(seconds));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** ERs closed or disrupted, `updated_at` descending (unknown last), then name, then id. */
export function closureRows(snapshot: DataSnapshot): Closure[] {
  const rows: (Closure & { at: number })[] = [];
  for (const hospital of snapshot.hospitals) {
    const status = snapshot.statuses.get(hospital.id);
    if (status?.status !== 'closed' && status?.status !== 'disruption') continue;
    rows.push({
      ...closureRow(hospital, { ...status, status: status.status }),
      at: closureTime(status) ?? Number.NEGATIVE_INFINITY,
    });
  }
  rows.sort((a, b) => b.at - a.at || byText(a.name, b.name) || byText(a.id, b.id));
  return rows.map(({ at: _, ...closure }) => closure);
}

/**
 * Closures and disruptions announced to start after `nowMs` and within the horizon, by start,
 * then name, then id: one row per run of windows (windows that touch or overlap are one).
 */
export function scheduledRows(snapshot: DataSnapshot, nowMs: number): ScheduledClosure[] {
  const nowS = Math.floor(nowMs / 1000);
  const rows: ScheduledClosure[] = [];
  for (const hospital of snapshot.hospitals) {
    const phases = snapshot.schedules.get(hospital.id);
    if (!phases) continue;
    for (const coming of comingWindows(phases, nowS, nowS + SCHEDULED_HORIZON_DAYS * 86_400)) {
      rows.push({
        id: hospital.id,
        name: hospital.name,
        city: hospital.city,
        province: hospital.province,
        status: coming.status,
        starts_at: formatSeconds(coming.start),
        ends_at: iso(coming.end),
        message: coming.message || null,
      });
    }
  }
  return rows.sort((a, b) => byText(a.starts_at, b.starts_at) || byText(a.name, b.name) || byText(a.id, b.id));
}

/** Whether the ER's latest reading is live at `nowMs`. */
function isLive(snapshot: DataSnapshot, id: string, nowMs: number, staleMinutes: number): boolean {
  const latest = snapshot.latest.get(id);
  return latest !== undefined && nowMs - latest.observed_at * 1000 < staleMinutes * 60_000;
}

/**
 * How long published counts (Québec's hourly load) count as reporting: the file comes once an
 * hour, some 45 minutes after its hour, so two hours, or the staleness threshold when longer.
 */
export const loadFreshMinutes = (staleMinutes: number) => Math.max(staleMinutes, 120);

/** Whether the ER reports live: a live wait reading, or fresh published counts. */
function isReporting(snapshot: DataSnapshot, id: string, nowMs: number, staleMinutes: number): boolean {
  if (isLive(snapshot, id, nowMs, staleMinutes)) return true;
  const load = snapshot.loads.get(id);
  return load !== undefined && nowMs - load.observed_at * 1000 < loadFreshMinutes(staleMinutes) * 60_000;
}

/**
 * Coverage per province: as given by the source where it gives it (it counts ERs beyond our
 * registry), otherwise computed from the registry: an ER reports live with a live wait reading
 * or, where a province publishes counts instead of waits (Québec), with fresh counts.
 * `pct` descending, then code.
 */
export function coverageRows(snapshot: DataSnapshot, nowMs: number, staleMinutes: number): ProvinceCoverage[] {
  const rows = new Map<ProvinceCode, ProvinceCoverage>();
  for (const hospital of snapshot.hospitals) {
    const row = rows.get(hospital.province) ?? { province: hospital.province, ers: 0, reporting_live: 0, pct: 0 };
    row.ers += 1;
    if (isReporting(snapshot, hospital.id, nowMs, staleMinutes)) row.reporting_live += 1;
    rows.set(hospital.province, row);
  }
  for (const row of rows.values()) row.pct = Math.round((100 * row.reporting_live) / row.ers);
  for (const { province, ers, reporting_live, pct } of snapshot.givenCoverage) {
    rows.set(province, { province, ers, reporting_live, pct });
  }
  return [...rows.values()].sort((a, b) => b.pct - a.pct || byText(a.province, b.province));
}

/** One Wait per ER, by province then name then id. */
export function waitRows(snapshot: DataSnapshot & WithOutlooks, nowMs: number, staleMinutes: number): Wait[] {
  return snapshot.hospitals
    .map((hospital) => waitRow(snapshot, hospital, nowMs, staleMinutes))
    .sort((a, b) => byText(a.province, b.province) || byText(a.name, b.name) || byText(a.id, b.id));
}

function waitRow(snapshot: DataSnapshot & WithOutlooks, hospital: Hospital, nowMs: number, staleMinutes: number): Wait {
  const status = snapshot.statuses.get(hospital.id);
  const latest = snapshot.latest.get(hospital.id);
  const closed = status?.status === 'closed';
  const live = latest && isLive(snapshot, hospital.id, nowMs, staleMinutes) ? latest : null;
  const timeZone = PROVINCES[hospital.province].timeZone;
  const prediction = closed ? null : predict(snapshot.profiles.get(hospital.id), latest, nowMs, timeZone);
  const typical = closed || live || prediction ? null : typicalWait(snapshot.baselines, hospital.province, nowMs);
  const estimate = closed
    ? { basis: 'closed' as const, minutes: null, lower: null, upper: null }
    : live
      ? { basis: 'live' as const, minutes: live.minutes, lower: live.recent_min, upper: live.recent_max }
      : prediction
        ? { basis: 'predicted' as const, ...prediction }
        : typical
          ? { basis: 'typical' as const, ...typical }
          : { basis: 'none' as const, minutes: null, lower: null, upper: null };
  const load = snapshot.loads.get(hospital.id);
  const updatedAt = Math.max(
    status?.updated_at ?? Number.NEGATIVE_INFINITY,
    latest?.observed_at ?? Number.NEGATIVE_INFINITY,
    load?.observed_at ?? Number.NEGATIVE_INFINITY,
  );
  const row: Wait = {
    id: hospital.id,
    name: hospital.name,
    city: hospital.city,
    province: hospital.province,
    lat: hospital.lat,
    lng: hospital.lng,
    status: status?.status ?? 'unknown',
    status_message: status?.message ?? null,
    basis: estimate.basis,
    wait_minutes: estimate.minutes,
    wait_lower: estimate.lower,
    wait_upper: estimate.upper,
    live_wait_minutes: latest?.minutes ?? null,
    live_updated_at: iso(latest?.observed_at ?? null),
    predicted_wait_minutes: prediction?.minutes ?? null,
    predicted_confidence: prediction?.confidence ?? (typical ? 'low' : null),
    updated_at: Number.isFinite(updatedAt) ? iso(updatedAt) : null,
    predicted_at: prediction ? formatTimestamp(nowMs) : null,
    ...provenanceOf(status),
  };
  if (load) row.load = { ...edLoad(load), ...snapshot.outlooks?.of(hospital.id, load.observed_at, nowMs) };
  return row;
}

function edLoad(load: LoadRow): EdLoad {
  const { stretchers_functional: functional, stretchers_occupied: occupied } = load;
  return {
    observed_at: formatSeconds(load.observed_at),
    patients_present: load.patients_present,
    patients_waiting: load.patients_waiting,
    stretchers_functional: functional,
    stretchers_occupied: occupied,
    occupancy_pct: functional && occupied !== null ? Math.round((100 * occupied) / functional) : null,
    stretcher_over_24h: load.over_24h,
    stretcher_over_48h: load.over_48h,
    typical_stay_stretcher_minutes: load.stay_stretcher_minutes,
    typical_stay_ambulatory_minutes: load.stay_ambulatory_minutes,
  };
}

/** When the next live reading goes stale (ms), or null when none is live. */
export function nextStaleness(snapshot: DataSnapshot, nowMs: number, staleMinutes: number): number | null {
  let next: number | null = null;
  const expiries = [
    ...[...snapshot.latest.values()].map((latest) => latest.observed_at * 1000 + staleMinutes * 60_000),
    ...[...snapshot.loads.values()].map((load) => load.observed_at * 1000 + loadFreshMinutes(staleMinutes) * 60_000),
  ];
  for (const expiry of expiries) {
    if (expiry > nowMs && (next === null || expiry < next)) next = expiry;
  }
  return next;
}
