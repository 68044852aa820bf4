// With ER_DATA pointing at a real ERstat snapshot, /closures and /coverage give back exactly
// what the snapshot holds. The server is started as `npm start` starts it, from its config.
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { Closure } from '../contract/resources';
import { readConfig } from '../server/config';
import { type RunningService, startService } from '../server/v1';
import { describeWithCorpus, ERSTAT_DIR, erstatSnapshots, readCorpusCsv } from '../testing/corpus';
import { v1Client } from '../testing/v1';

let running: RunningService | null = null;
afterEach(() => {
  running?.close();
  running = null;
  vi.restoreAllMocks();
});

function start(snapshot: string) {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  const config = readConfig({ ER_DATA: join(ERSTAT_DIR, snapshot), ER_DB: ':memory:' });
  running = startService(config);
  vi.restoreAllMocks();
  const { key } = running.service.createKey({ tier: 'free', name: 'Corpus Test' });
  const client = v1Client(running.service.fetch);
  return { get: (path: string) => client.request(path, { key }), lines };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A closures.csv row as the API must serve it: ISO UTC with Z, empty cells as null. */
function expected(row: Record<string, string>): Closure {
  return {
    id: row.id as string,
    name: row.name as string,
    city: row.city as string,
    province: row.province as Closure['province'],
    status: row.status as Closure['status'],
    message: row.message === '' ? null : (row.message as string),
    updated_at: row.updated_at ? `${row.updated_at.replace(' ', 'T')}Z` : null,
    expected_reopen: row.expected_reopen ? row.expected_reopen.replace(/\.\d{3}Z$/, 'Z') : null,
    // Where it came from: the dataset, which no person confirmed and which states no French.
    source: 'dataset',
    source_id: null,
    confirmed_at: null,
    confirmed_by: null,
    message_fr: null,
  };
}

describeWithCorpus('ER_DATA with an ERstat snapshot', () => {
  for (const snapshot of erstatSnapshots()) {
    const rows = readCorpusCsv(snapshot, 'closures.csv').map(expected);
    // The decided order: updated_at descending, then name.
    rows.sort((a, b) => byText(b.updated_at ?? '', a.updated_at ?? '') || byText(a.name, b.name));
    const coverage = readCorpusCsv(snapshot, 'coverage.csv').map(({ province, ers, reporting_live, pct }) => ({
      province,
      ers: Number(ers),
      reporting_live: Number(reporting_live),
      pct: Number(pct),
    }));

    it(`${snapshot}: /closures is exactly the snapshot's ${rows.length} rows, messages byte for byte`, async () => {
      const { get, lines } = start(snapshot);
      const answer = await get('/api/v1/closures');
      expect(answer.status).toBe(200);
      expect(answer.json.count).toBe(rows.length);
      expect(answer.json.closures).toEqual(rows);
      for (const row of rows) if (row.message) expect(answer.text).toContain(JSON.stringify(row.message));
      const loaded = lines.filter((line) => line.includes('"source_loaded"'));
      expect(loaded).toHaveLength(1);
      expect(JSON.parse(loaded[0] as string)).toMatchObject({ kind: 'dataset', skipped: 0 });
    });

    it(`${snapshot}: ?province= gives exactly each province's rows`, async () => {
      const { get } = start(snapshot);
      for (const province of new Set(rows.map((row) => row.province))) {
        const answer = await get(`/api/v1/closures?province=${province.toLowerCase()}`);
        expect(answer.json.closures).toEqual(rows.filter((row) => row.province === province));
      }
      expect(rows.some((row) => row.province === 'NS')).toBe(true);
    });

    it(`${snapshot}: /coverage equals coverage.csv, with national sums`, async () => {
      const { get } = start(snapshot);
      const answer = await get('/api/v1/coverage');
      expect(answer.json.provinces).toEqual(coverage);
      expect(answer.json.national).toEqual({
        ers: coverage.reduce((sum, row) => sum + row.ers, 0),
        reporting_live: coverage.reduce((sum, row) => sum + row.reporting_live, 0),
      });
    });
  }
});
