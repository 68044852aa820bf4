// ER locations for the map when the upstream key cannot read /waits: our own registry (the
// store's hospitals in service mode) or a hospitals.csv given by ER_REGISTRY.
import type { DataSource, HospitalLocation } from '../contract/embed';
import type { ProvinceCode } from '../contract/provinces';

export interface HospitalRegistry {
  hospitals: HospitalLocation[];
  attribution: string;
  source: DataSource;
  snapshotAt: string | null;
  /** When the registry was read (ms since the epoch). */
  loadedAt: number;
}

export function registryPayload(registry: HospitalRegistry, province: ProvinceCode | null, generatedAt: string) {
  const hospitals = province ? registry.hospitals.filter((h) => h.province === province) : registry.hospitals;
  return {
    version: 'v1',
    generated_at: generatedAt,
    attribution: registry.attribution,
    count: hospitals.length,
    hospitals,
  };
}
