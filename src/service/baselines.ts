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
  const byProvince = new Map<ProvinceCode, WeekProfile[]>();
  for (const hospital of hospitals) {
    const profile = profiles.get(hospital.id);
    if (!profile) continue;
    const members = byProvince.get(hospital.province) ?? [];
    members.push(profile);
    byProvince.set(hospital.province, members);
  }
  const baselines = new Map<ProvinceCode, (Baseline | null)[]>();
  for (const [province, members] of byProvince) {
    const week: (Baseline | null)[] = [];
    for (let slot = 0; slot < 168; slot++) {
      const values = members
        .map((profile) => profile[slot])
        .filter((estimate) => estimate && estimate.samples >= MODEL.minSamples)
        .map((estimate) => estimate?.minutes as number)
        .sort((a, b) => a - b);
      week.push(values.length === 0 ? null : baseline(values));
    }
    baselines.set(province, week);
  }
  return baselines;
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
