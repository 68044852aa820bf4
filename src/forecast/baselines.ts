// Per-province baselines, the `typical` basis: where the model abstains for an ER, the median
// of the week profiles of the other ERs of its province at the same local hour, with a wide
// range (10th to 90th percentile, and at least half to one and a half times the median).
import { localSlot } from '../contract/local-time';
import { PROVINCES, type ProvinceCode } from '../contract/provinces';
import type { Hospital } from '../store/rows';
import { MODEL, quantile, slotIndex, type WeekProfile } from './prediction';

export interface Baseline {
  minutes: number;
  lower: number;
  upper: number;
}

export type Baselines = ReadonlyMap<ProvinceCode, readonly (Baseline | null)[]>;

export function buildBaselines(hospitals: readonly Hospital[], profiles: ReadonlyMap<string, WeekProfile>): Baselines {
  const baselines = new Map<ProvinceCode, (Baseline | null)[]>();
  for (const [province, members] of membersByProvince(hospitals, profiles)) {
    const week: (Baseline | null)[] = [];
    for (let slot = 0; slot < 168; slot++) week.push(slotBaseline(members, slot));
    baselines.set(province, week);
  }
  return baselines;
}

/**
 * The baselines after the profiles changed only in `changed` slots (by ER, as week-profiles.ts
 * reports them): those slots of those ERs' provinces are computed again, the rest is kept.
 */
export function refreshBaselines(
  previous: Baselines,
  hospitals: readonly Hospital[],
  profiles: ReadonlyMap<string, WeekProfile>,
  changed: ReadonlyMap<string, ReadonlySet<number>>,
): Baselines {
  const slotsByProvince = new Map<ProvinceCode, Set<number>>();
  for (const hospital of hospitals) {
    const slots = changed.get(hospital.id);
    if (!slots) continue;
    const all = slotsByProvince.get(hospital.province) ?? new Set<number>();
    for (const slot of slots) all.add(slot);
    slotsByProvince.set(hospital.province, all);
  }
  if (slotsByProvince.size === 0) return previous;
  const next = new Map(previous);
  for (const [province, members] of membersByProvince(hospitals, profiles)) {
    const slots = slotsByProvince.get(province);
    if (!slots) continue;
    const week = [...(previous.get(province) ?? new Array<Baseline | null>(168).fill(null))];
    for (const slot of slots) week[slot] = slotBaseline(members, slot);
    next.set(province, week);
  }
  return next;
}

function membersByProvince(hospitals: readonly Hospital[], profiles: ReadonlyMap<string, WeekProfile>) {
  const byProvince = new Map<ProvinceCode, WeekProfile[]>();
  for (const hospital of hospitals) {
    const profile = profiles.get(hospital.id);
    if (!profile) continue;
    const members = byProvince.get(hospital.province) ?? [];
    members.push(profile);
    byProvince.set(hospital.province, members);
  }
  return byProvince;
}

function slotBaseline(members: readonly WeekProfile[], slot: number): Baseline | null {
  const values: number[] = [];
  for (const profile of members) {
    const estimate = profile[slot];
    if (estimate && estimate.samples >= MODEL.minSamples) values.push(estimate.minutes);
  }
  values.sort((a, b) => a - b);
  return values.length === 0 ? null : baseline(values);
}

function baseline(sorted: readonly number[]): Baseline {
  const minutes = Math.round(quantile(sorted, 0.5));
  return {
    minutes,
    lower: Math.round(Math.min(quantile(sorted, 0.1), minutes * 0.5)),
    upper: Math.round(Math.max(quantile(sorted, 0.9), minutes * 1.5)),
  };
}

export function typicalWait(baselines: Baselines, province: ProvinceCode, atMs: number): Baseline | null {
  return baselines.get(province)?.[slotIndex(localSlot(atMs, PROVINCES[province].timeZone))] ?? null;
}
