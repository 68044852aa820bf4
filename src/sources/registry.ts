// ER locations from a hospitals.csv in the ERstat open-data layout (ER_REGISTRY): the map's
// fallback when the upstream key cannot read /waits. Read by the same rules as a dataset
// directory's hospitals.csv (ER_DATA), so the same file places the same ERs in either mode.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../contract/csv';
import { type HospitalLocation, locationOf } from '../contract/embed';
import { SourceError } from './dataset';
import { readHospitals } from './dataset-rows';

export interface RegistryFile {
  hospitals: HospitalLocation[];
  skipped: number;
}

export function readRegistryFile(path: string): RegistryFile {
  const { rows, skipped } = readRegistryRows(path);
  return { hospitals: rows.map(locationOf), skipped };
}

/** The file's ERs as store rows (live ingestion matches feed sites against them). */
export function readRegistryRows(path: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new SourceError(`ER_REGISTRY names ${path}, which cannot be read.`);
  }
  return readHospitals(parseCsv(text));
}
