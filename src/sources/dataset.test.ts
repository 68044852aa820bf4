import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/store';
import { FIXTURE_SNAPSHOT_AT, writeDatasetFixture } from '../testing/dataset-fixture';
import { type TestService, testService } from '../testing/v1';
import { loadDataset, SourceError } from './dataset';
import { loadSample } from './sample';

const options = { attribution: null, attributionUrl: null };
const NOW = Date.UTC(2026, 10, 22, 12);
const tableCounts = (store: ReturnType<typeof openStore>) =>
  Object.fromEntries(
    ['hospitals', 'statuses', 'status_events', 'wait_patterns', 'coverage'].map((table) => [
      table,
      (store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  );

let api: TestService | null = null;
afterEach(() => api?.close());

describe('loading a dataset directory', () => {
  it('skips malformed rows and counts them per file', () => {
    const store = openStore(':memory:');
    const { report } = loadDataset(store, writeDatasetFixture().dir, NOW, options);
    expect(report).toEqual({
      'hospitals.csv': { kept: 5, skipped: 2 },
      'closures.csv': { kept: 3, skipped: 3 },
      'coverage.csv': { kept: 2, skipped: 1 },
      'wait_patterns.csv': { kept: 336, skipped: 3 },
    });
    store.close();
  });

  it('finds hospitals.csv and wait_patterns.csv in the directory or its parent', () => {
    const store = openStore(':memory:');
    const { files } = loadDataset(store, writeDatasetFixture().dir, NOW, options);
    expect(files.hospitals).toMatch(/er-dataset-[^/]+\/hospitals\.csv$/);
    expect(files.closures).toMatch(/2026-10-01\/closures\.csv$/);
    store.close();
  });

  it.each(['closures.csv', 'hospitals.csv'])('stops with a message naming a missing %s', (missing) => {
    const store = openStore(':memory:');
    const { dir } = writeDatasetFixture({ [missing]: null });
    expect(() => loadDataset(store, dir, NOW, options)).toThrow(SourceError);
    expect(() => loadDataset(store, dir, NOW, options)).toThrow(
      new RegExp(`^ER_DATA: ${missing.replace('.', '\\.')} is missing`),
    );
    store.close();
  });

  it('is idempotent: the same snapshot twice changes nothing and adds no event', () => {
    const store = openStore(':memory:');
    const { dir } = writeDatasetFixture();
    loadDataset(store, dir, NOW, options);
    const before = { counts: tableCounts(store), statuses: store.statuses.all(), hospitals: store.hospitals.all() };
    loadDataset(store, dir, NOW + 3_600_000, options);
    expect({ counts: tableCounts(store), statuses: store.statuses.all(), hospitals: store.hospitals.all() }).toEqual(
      before,
    );
    store.close();
  });

  it('a later snapshot that no longer lists an ER reopens it, as an event at its snapshot time', () => {
    const store = openStore(':memory:');
    const first = writeDatasetFixture();
    loadDataset(store, first.dir, NOW, options);
    const later = writeDatasetFixture({
      'closures.csv': [
        'snapshot_at,id,name,city,province,status,message,updated_at,expected_reopen',
        '2026-10-02T09:00:00Z,10234,Numbered Community Hospital,Moncton,NB,closed,,2026-10-01 08:00:00,',
      ].join('\n'),
    });
    loadDataset(store, later.dir, NOW, options);
    const events = store.db
      .prepare("SELECT status, at FROM status_events WHERE hospital_id = 'ns_cobequidcommunityhe' ORDER BY at")
      .all();
    expect(events).toEqual([
      { status: 'closed', at: Date.parse('2026-10-01T09:31:11Z') / 1000 },
      { status: 'open', at: Date.parse('2026-10-02T09:00:00Z') / 1000 },
    ]);
    store.close();
  });

  it('replaces the sample, and keeps the keys', () => {
    const store = openStore(':memory:');
    loadSample(store, NOW, options);
    store.keys.insert({
      digest: 'd',
      prefix: 'ers_test0000',
      tier: 'free',
      name: 'Kept',
      created_at: 1,
      revoked_at: null,
    });
    loadDataset(store, writeDatasetFixture().dir, NOW, options);
    expect(store.hospitals.all().map((hospital) => hospital.data_source)).not.toContain('sample');
    expect(store.keys.all()).toHaveLength(1);
    store.close();
  });
});

describe('decision: dataset statuses', () => {
  it('an ER of hospitals.csv that the snapshot does not list is open as of snapshot_at', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const waits = (await api.get('/api/v1/waits')).json.hospitals as {
      id: string;
      status: string;
      updated_at: string;
    }[];
    expect(waits.find((row) => row.id === 'ns_halifaxinfirmary')).toMatchObject({
      status: 'open',
      updated_at: FIXTURE_SNAPSHOT_AT,
    });
    expect(waits.find((row) => row.id === 'ns_dartmouthgeneral')?.status).toBe('disruption');
  });

  it('an ER listed only in closures.csv is served without coordinates', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const waits = (await api.get('/api/v1/waits')).json.hospitals as { id: string; lat: unknown; lng: unknown }[];
    expect(waits.find((row) => row.id === 'ns_cobequidcommunityhe')).toMatchObject({ lat: null, lng: null });
    expect(waits.find((row) => row.id === 'ns_halifaxinfirmary')).toMatchObject({ lat: 44.6464, lng: -63.5842 });
  });
});

describe('decision: coverage as given and computed', () => {
  it('serves given provinces as given, computes the others from the registry, and sums them', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const coverage = (await api.get('/api/v1/coverage')).json;
    expect(coverage.provinces).toEqual([
      { province: 'PE', ers: 4, reporting_live: 4, pct: 100 },
      { province: 'NS', ers: 28, reporting_live: 14, pct: 50 },
      // Not in coverage.csv: the registry's two NB ERs, none reporting live (a snapshot has no live readings).
      { province: 'NB', ers: 2, reporting_live: 0, pct: 0 },
    ]);
    expect(coverage.national).toEqual({ ers: 34, reporting_live: 18 });
  });

  it('without coverage.csv, every province is computed', async () => {
    const { dir } = writeDatasetFixture();
    rmSync(join(dir, 'coverage.csv'));
    api = testService({ dataDir: dir });
    const coverage = (await api.get('/api/v1/coverage')).json;
    expect(coverage.provinces.map((row: { province: string; ers: number }) => [row.province, row.ers])).toEqual([
      ['NB', 2],
      ['NS', 3],
      ['PE', 1],
    ]);
  });
});
