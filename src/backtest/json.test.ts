// `npm run backtest -- … --json` on a short slice of the real Québec series: one object with, for
// each quantity and horizon, the model's scores (errors, coverage, above the upper bound, width,
// interval score, per confidence word) and the baselines' (last value, week median, and the model
// as it was before the forecaster), all on the same cases. Runs the command as a person would.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CORPUS_DIR, describeWithCorpusDir } from '../testing/corpus';

const SERIES_DIR = join(CORPUS_DIR, 'qc-series');
const ARCHIVE = join(SERIES_DIR, 'qc-2024-h1.tar.gz');

const POINT = ['count', 'mae', 'median_ae'];
const INTERVAL = ['coverage', 'above_upper', 'mean_width', 'winkler'];

describeWithCorpusDir(SERIES_DIR, 'the backtest command with --json', () => {
  it('prints the scores of the model and of each baseline, per quantity and horizon', () => {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backtest.ts', 'qc', ARCHIVE, '--json', '--train-weeks', '3', '--limit', '640'],
      { encoding: 'utf8', maxBuffer: 10_000_000 },
    );
    const result = JSON.parse(output);
    expect(result).toMatchObject({ feed: 'qc', payloads: 640, refused: 0 });
    expect(result.payloads_per_second).toBeGreaterThan(0);
    expect(Object.keys(result.quantities).sort()).toEqual(['patients_waiting', 'stretchers_occupied']);
    for (const [quantity, horizons] of Object.entries<
      Record<string, { model: Record<string, unknown>; baselines: Record<string, Record<string, number>> }>
    >(result.quantities)) {
      expect(Object.keys(horizons), quantity).toEqual(['1h', '2h', '4h']);
      for (const [horizon, { model, baselines }] of Object.entries(horizons)) {
        const where = `${quantity} ${horizon}`;
        for (const field of [...POINT, ...INTERVAL])
          expect(model[field], `${where} model.${field}`).toEqual(expect.any(Number));
        expect(model.count, where).toBeGreaterThan(1000);
        expect(model.coverage as number, where).toBeGreaterThan(0.6);
        expect(model.coverage as number, where).toBeLessThan(0.95);
        expect(Object.keys(model.by_confidence as object).length, where).toBeGreaterThan(0);
        for (const score of Object.values(model.by_confidence as Record<string, Record<string, number>>)) {
          for (const field of [...POINT, ...INTERVAL])
            expect(score[field], `${where} by_confidence`).toEqual(expect.any(Number));
        }
        expect(Object.keys(baselines).sort(), where).toEqual(['last_value', 'model_today', 'week_median']);
        for (const baseline of Object.values(baselines)) {
          // Every baseline is scored on the model's cases, no more, no fewer.
          expect(baseline.count, where).toBe(model.count);
          expect(baseline.mae, where).toBeGreaterThan(0);
          expect(baseline.median_ae, where).toBeLessThanOrEqual((baseline.mae as number) * 2);
        }
        for (const field of INTERVAL)
          expect(baselines.model_today?.[field], `${where} model_today.${field}`).toEqual(expect.any(Number));
      }
    }
  }, 180_000);
});
