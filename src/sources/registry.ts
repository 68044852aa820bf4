// ER locations from a hospitals.csv in the ERstat open-data layout (ER_REGISTRY): the map's
// fallback when the upstream key cannot read /waits.
import { readFileSync } from 'node:fs';
import type { HospitalLocation } from '../contract/embed';
import { parseProvince } from '../contract/provinces';
import { parseCsv } from './csv';

export interface RegistryFile {
  hospitals: HospitalLocation[];
  skipped: number;
}

function coordinate(text: string | undefined, limit: number): number | null {
  if (!text || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function readRegistryFile(path: string): RegistryFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`ER_REGISTRY names ${path}, which cannot be read.`);
  }
  const hospitals: HospitalLocation[] = [];
  let skipped = 0;
  for (const row of parseCsv(text)) {
    const province = parseProvince(row.province ?? '');
    if (!row.id || !row.name || !province || row.has_er === 'f') {
      skipped++;
      continue;
    }
    hospitals.push({
      id: row.id,
      name: row.name,
      city: row.city ?? '',
      province,
      lat: coordinate(row.lat, 90),
      lng: coordinate(row.lng, 180),
    });
  }
  return { hospitals, skipped };
}
