// A dataset directory in the ERstat open-data layout (`ER_DATA=DIR`): closures.csv and
// coverage.csv in DIR; hospitals.csv and wait_patterns.csv in DIR or its parent. Loading is
// idempotent: the same snapshot twice changes nothing and adds no status event. Malformed rows
// are skipped and counted; a missing required file stops start-up with its name.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type CsvRecord, parseCsv } from '../contract/csv';
import { decodeClosuresResponse, decodeCoverageResponse } from '../contract/decode';
import type { Closure, ProvinceCoverage } from '../contract/resources';
import { formatTimestamp, parseTimestampMs } from '../contract/time';
import type { Hospital, SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { readHospitals, readWaitPatterns } from './dataset-rows';
import { deskKept } from './desk-precedence';

export class SourceError extends Error {
  override name = 'SourceError';
}

export interface DatasetOptions {
  attribution: string | null;
  attributionUrl: string | null;
}

/** What a load read, per file: rows kept and rows skipped as malformed. */
export type LoadReport = Record<string, { kept: number; skipped: number }>;

export function loadDataset(store: Store, dir: string, nowMs: number, options: DatasetOptions) {
  const root = resolve(dir);
  const files = {
    closures: requiredFile(root, 'closures.csv', [root]),
    hospitals: requiredFile(root, 'hospitals.csv', [root, dirname(root)]),
    coverage: optionalFile('coverage.csv', [root]),
    patterns: optionalFile('wait_patterns.csv', [root, dirname(root)]),
  };
  const report: LoadReport = {};
  const count = (file: string, kept: number, skipped: number) => {
    report[file] = { kept, skipped };
  };

  const hospitals = readHospitals(readCsv(files.hospitals));
  count('hospitals.csv', hospitals.rows.length, hospitals.skipped);
  const known = new Set(hospitals.rows.map((hospital) => hospital.id));
  const closureRecords = readCsv(files.closures);
  const closures = readClosures(closureRecords);
  count('closures.csv', closures.rows.length, closures.skipped);
  for (const closure of closures.rows) known.add(closure.id);
  const coverage = files.coverage ? readCoverage(readCsv(files.coverage)) : null;
  if (coverage) count('coverage.csv', coverage.rows.length, coverage.skipped);
  const patterns = files.patterns ? readWaitPatterns(readCsv(files.patterns), known) : null;
  if (patterns) count('wait_patterns.csv', patterns.rows.length, patterns.skipped);

  const snapshotAt = closures.snapshotAt ?? coverage?.snapshotAt ?? null;
  const now = Math.floor(nowMs / 1000);
  const at = snapshotAt === null ? now : Math.floor((parseTimestampMs(snapshotAt) as number) / 1000);
  store.write(() => {
    if (store.source.get()?.kind !== 'dataset') store.clearData();
    for (const hospital of hospitals.rows) store.hospitals.upsert(hospital);
    applyClosures(store, closures.rows, at, now);
    if (patterns) store.patterns.upsert(patterns.rows);
    if (coverage) store.coverage.replaceGiven(coverage.rows.map((row) => ({ ...row, as_of: at })));
    store.source.set('dataset', root, now);
  });

  const info: SourceInfo = {
    kind: 'dataset',
    attribution:
      options.attribution ??
      `Data from ERstat (https://erstat.ca), CC BY-NC 4.0: snapshot of ${snapshotAt ?? 'unknown date'}, not live.`,
    credit: { name: options.attribution ?? 'ERstat', url: options.attributionUrl ?? 'https://erstat.ca' },
    snapshotAt,
  };
  return { info, report, files };
}

function requiredFile(root: string, name: string, folders: readonly string[]): string {
  const found = optionalFile(name, folders);
  if (!found) {
    const where = folders.length > 1 ? `${root} or its parent` : root;
    throw new SourceError(`ER_DATA: ${name} is missing; looked in ${where}.`);
  }
  return found;
}

function optionalFile(name: string, folders: readonly string[]): string | null {
  return folders.map((folder) => join(folder, name)).find((path) => existsSync(path)) ?? null;
}

function readCsv(path: string): CsvRecord[] {
  return parseCsv(readFileSync(path, 'utf8'));
}

/**
 * Closure rows through the same tolerant decoder as upstream answers: a row without a readable
 * id, name, city, province or status is skipped; an unreadable time becomes null, row kept.
 */
function readClosures(records: CsvRecord[]) {
  const snapshotAt = firstSnapshotAt(records);
  const decoded = decodeClosuresResponse({
    version: 'v1',
    generated_at: snapshotAt ?? '1970-01-01T00:00:00Z',
    attribution: 'dataset',
    closures: records,
  });
  if (!decoded.ok) throw new SourceError(`ER_DATA: closures.csv could not be read (${decoded.error.message}).`);
  const ids = new Set<string>();
  // A second row for the same ER is a malformed snapshot; the first one stands.
  const rows = decoded.value.closures.filter((closure) => !ids.has(closure.id) && ids.add(closure.id));
  return { rows, snapshotAt, skipped: records.length - rows.length };
}

function readCoverage(records: CsvRecord[]) {
  const decoded = decodeCoverageResponse({
    version: 'v1',
    generated_at: '1970-01-01T00:00:00Z',
    attribution: 'dataset',
    national: { ers: 0, reporting_live: 0 },
    provinces: records,
  });
  if (!decoded.ok) throw new SourceError(`ER_DATA: coverage.csv could not be read (${decoded.error.message}).`);
  const seen = new Set<string>();
  const rows = decoded.value.provinces.filter(
    (row: ProvinceCoverage) => row.reporting_live <= row.ers && !seen.has(row.province) && seen.add(row.province),
  );
  return { rows, snapshotAt: firstSnapshotAt(records), skipped: records.length - rows.length };
}

function firstSnapshotAt(records: CsvRecord[]): string | null {
  for (const record of records) {
    const ms = record.snapshot_at ? parseTimestampMs(record.snapshot_at) : null;
    if (ms !== null) return formatTimestamp(ms);
  }
  return null;
}

/**
 * The snapshot lists every ER closed or disrupted at `at`: those rows become the current
 * status; every other ER we know (from hospitals.csv or an earlier snapshot) was open then.
 * A desk statement later than what the snapshot says of the ER stands (desk-precedence.ts).
 */
function applyClosures(store: Store, closures: readonly Closure[], at: number, now: number) {
  const listed = new Set<string>();
  const kept = deskKept(store);
  for (const closure of closures) {
    listed.add(closure.id);
    const entry: Hospital = { ...pick(closure), lat: null, lng: null, data_source: 'closures' };
    store.hospitals.addIfAbsent(entry);
    if (kept(closure.id, seconds(closure.updated_at) ?? at)) continue;
    store.statuses.set(
      {
        hospital_id: closure.id,
        status: closure.status,
        message: closure.message,
        updated_at: seconds(closure.updated_at),
        expected_reopen: seconds(closure.expected_reopen),
        source: 'dataset',
      },
      now,
    );
  }
  const current = new Map(store.statuses.all().map((status) => [status.hospital_id, status]));
  for (const hospital of store.hospitals.all()) {
    if (listed.has(hospital.id)) continue;
    const before = current.get(hospital.id);
    if (before?.status === 'open' || kept(hospital.id, at)) continue;
    store.statuses.set(
      {
        hospital_id: hospital.id,
        status: 'open',
        message: null,
        updated_at: at,
        expected_reopen: null,
        source: 'dataset',
      },
      now,
    );
  }
}

function pick({ id, name, city, province }: Closure) {
  return { id, name, city, province };
}

function seconds(timestamp: string | null): number | null {
  const ms = timestamp === null ? null : parseTimestampMs(timestamp);
  return ms === null ? null : Math.floor(ms / 1000);
}
