// The registry and wait-pattern files of a dataset directory, row by row. A row that cannot
// be read is skipped and counted; it never stops the load.

import type { CsvRecord } from '../contract/csv';
import { parseProvince } from '../contract/provinces';
import type { Hospital, WaitPattern } from '../store/rows';

interface Rows<T> {
  rows: T[];
  skipped: number;
}

const NOT_AN_ER = new Set(['f', 'false', '0', 'no', 'n']);

/** hospitals.csv: `id,name,city,province,lat,lng,has_er,data_source,…`; rows with has_er false are not ERs. */
export function readHospitals(records: readonly CsvRecord[]): Rows<Hospital> {
  const rows: Hospital[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const record of records) {
    if (NOT_AN_ER.has((record.has_er ?? '').trim().toLowerCase())) continue;
    const hospital = readHospital(record);
    if (!hospital || seen.has(hospital.id)) {
      skipped++;
      continue;
    }
    seen.add(hospital.id);
    rows.push(hospital);
  }
  return { rows, skipped };
}

function readHospital(record: CsvRecord): Hospital | null {
  const id = record.id ?? '';
  const name = record.name ?? '';
  const city = record.city ?? '';
  const province = parseProvince((record.province ?? '').trim());
  if (!id.trim() || !name.trim() || !city.trim() || !province) return null;
  const lat = coordinate(record.lat, 90);
  const lng = coordinate(record.lng, 180);
  // Half a position is no position: both or neither.
  const placed = lat !== null && lng !== null;
  return {
    id,
    name,
    city,
    province,
    lat: placed ? lat : null,
    lng: placed ? lng : null,
    data_source: record.data_source?.trim() || null,
  };
}

function coordinate(text: string | undefined, limit: number): number | null {
  if (!text?.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** wait_patterns.csv: `hospital_id,day_of_week,hour_of_day,typical_wait_minutes,sample_size` (local time, 0 = Sunday). */
export function readWaitPatterns(records: readonly CsvRecord[], hospitals: ReadonlySet<string>): Rows<WaitPattern> {
  const rows: WaitPattern[] = [];
  let skipped = 0;
  for (const record of records) {
    const pattern = readWaitPattern(record);
    if (pattern && hospitals.has(pattern.hospital_id)) rows.push(pattern);
    else skipped++;
  }
  return { rows, skipped };
}

function readWaitPattern(record: CsvRecord): WaitPattern | null {
  const day_of_week = wholeNumber(record.day_of_week);
  const hour_of_day = wholeNumber(record.hour_of_day);
  const sample_size = wholeNumber(record.sample_size);
  const typical_minutes = Number(record.typical_wait_minutes?.trim() || Number.NaN);
  const hospital_id = record.hospital_id ?? '';
  if (!hospital_id || day_of_week === null || day_of_week > 6 || hour_of_day === null || hour_of_day > 23) return null;
  if (sample_size === null || sample_size < 1 || !Number.isFinite(typical_minutes) || typical_minutes < 0) return null;
  return { hospital_id, day_of_week, hour_of_day, typical_minutes, sample_size };
}

function wholeNumber(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
