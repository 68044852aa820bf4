// Every row of every ERstat snapshot, as the live API returned it, must decode.
import { expect, it } from 'vitest';
import { describeWithCorpus, erstatSnapshots, readCorpusCsv } from '../testing/corpus';
import { decodeClosuresResponse, decodeCoverageResponse } from './decode';

const ATTRIBUTION = 'Data from ERstat (https://erstat.ca)';
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describeWithCorpus('decoding the ERstat corpus', () => {
  for (const snapshot of erstatSnapshots()) {
    const closureRows = readCorpusCsv(snapshot, 'closures.csv');
    const coverageRows = readCorpusCsv(snapshot, 'coverage.csv');

    it(`decodes all ${closureRows.length} rows of ${snapshot}/closures.csv`, () => {
      const answer = {
        version: 'v1',
        generated_at: closureRows[0]?.snapshot_at,
        attribution: ATTRIBUTION,
        count: closureRows.length,
        closures: closureRows.map(({ snapshot_at: _, ...row }) => row),
      };
      const result = decodeClosuresResponse(answer);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.problems).toEqual([]);
      expect(result.value.count).toBe(closureRows.length);
      result.value.closures.forEach((closure, i) => {
        const row = closureRows[i];
        if (!row) throw new Error(`row ${i} missing`);
        expect(closure.id).toBe(row.id);
        expect(closure.id).toMatch(/^[a-z]{2}_[a-z0-9]+$/);
        expect([closure.name, closure.city, closure.province, closure.status]).toEqual([
          row.name,
          row.city,
          row.province,
          row.status,
        ]);
        expect(closure.message).toBe(row.message === '' ? null : row.message);
        // The corpus writes updated_at as `YYYY-MM-DD HH:MM:SS` in UTC.
        expect(closure.updated_at).toBe(`${row.updated_at?.replace(' ', 'T')}Z`);
        expect(closure.updated_at).toMatch(ISO_UTC);
        expect(closure.expected_reopen).toBe(
          row.expected_reopen === '' ? null : row.expected_reopen?.replace(/\.\d{3}Z$/, 'Z'),
        );
      });
    });

    it(`decodes all ${coverageRows.length} rows of ${snapshot}/coverage.csv`, () => {
      const provinces = coverageRows.map((row) => ({
        province: row.province,
        ers: Number(row.ers),
        reporting_live: Number(row.reporting_live),
        pct: Number(row.pct),
      }));
      const answer = {
        version: 'v1',
        generated_at: coverageRows[0]?.snapshot_at,
        attribution: ATTRIBUTION,
        national: {
          ers: provinces.reduce((sum, p) => sum + p.ers, 0),
          reporting_live: provinces.reduce((sum, p) => sum + p.reporting_live, 0),
        },
        provinces,
      };
      const result = decodeCoverageResponse(answer);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.problems).toEqual([]);
      expect(result.value.provinces).toEqual(provinces);
      expect(result.value.provinces).toHaveLength(13);
      expect(result.value.generated_at).toMatch(ISO_UTC);
    });
  }
});
