// The rows of the closures, coverage and waits answers, derived from a data snapshot at a
// given time. Pure functions: the same snapshot and time give the same rows.
import { PROVINCES, type ProvinceCode } from '../contract/provinces';
import type { Closure, ProvinceCoverage, Wait } from '../contract/resources';
import { formatSeconds, formatTimestamp } from '../contract/time';
import type { Hospital } from '../store/rows';
import { typicalWait } from './baselines';
import { predict } from './prediction';
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
      id: hospital.id,
      name: hospital.name,
      city: hospital.city,
      province: hospital.province,
      status: status.status,
      message: status.message,
      updated_at: iso(status.updated_at),
      expected_reopen: iso(status.expected_reopen),
      at: status.updated_at ?? Number.NEGATIVE_INFINITY,
    });
  }
  rows.sort((a, b) => b.at - a.at || byText(a.name, b.name) || byText(a.id, b.id));
  return rows.map(({ at: _, ...closure }) => closure);
}

/** Whether the ER's latest reading is live at `nowMs`. */
function isLive(snapshot: DataSnapshot, id: string, nowMs: number, staleMinutes: number): boolean {
  const latest = snapshot.latest.get(id);
  return latest !== undefined && nowMs - latest.observed_at * 1000 < staleMinutes * 60_000;
}

/**
 * Coverage per province: as given by the source where it gives it (it counts ERs beyond our
 * registry), otherwise computed from the registry and live readings. `pct` descending, then code.
 */
export function coverageRows(snapshot: DataSnapshot, nowMs: number, staleMinutes: number): ProvinceCoverage[] {
  const rows = new Map<ProvinceCode, ProvinceCoverage>();
  for (const hospital of snapshot.hospitals) {
    const row = rows.get(hospital.province) ?? { province: hospital.province, ers: 0, reporting_live: 0, pct: 0 };
    row.ers += 1;
    if (isLive(snapshot, hospital.id, nowMs, staleMinutes)) row.reporting_live += 1;
    rows.set(hospital.province, row);
  }
  for (const row of rows.values()) row.pct = Math.round((100 * row.reporting_live) / row.ers);
  for (const { province, ers, reporting_live, pct } of snapshot.givenCoverage) {
    rows.set(province, { province, ers, reporting_live, pct });
  }
  return [...rows.values()].sort((a, b) => b.pct - a.pct || byText(a.province, b.province));
}

/** One Wait per ER, by province then name then id. */
export function waitRows(snapshot: DataSnapshot, nowMs: number, staleMinutes: number): Wait[] {
  return snapshot.hospitals
    .map((hospital) => waitRow(snapshot, hospital, nowMs, staleMinutes))
    .sort((a, b) => byText(a.province, b.province) || byText(a.name, b.name) || byText(a.id, b.id));
}

function waitRow(snapshot: DataSnapshot, hospital: Hospital, nowMs: number, staleMinutes: number): Wait {
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
  const updatedAt = Math.max(
    status?.updated_at ?? Number.NEGATIVE_INFINITY,
    latest?.observed_at ?? Number.NEGATIVE_INFINITY,
  );
  return {
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
  };
}

/** When the next live reading goes stale (ms), or null when none is live. */
export function nextStaleness(snapshot: DataSnapshot, nowMs: number, staleMinutes: number): number | null {
  let next: number | null = null;
  for (const latest of snapshot.latest.values()) {
    const expiry = latest.observed_at * 1000 + staleMinutes * 60_000;
    if (expiry > nowMs && (next === null || expiry < next)) next = expiry;
  }
  return next;
}
