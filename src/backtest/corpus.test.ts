// The backtest on a slice of the real series (Québec's hourly file, January to mid-March 2024):
// the model's 80 % ranges for people waiting hold 78–82 % of what came, overall and for each
// confidence word within 75–85 %, and its forecasts beat the last value. Reads the corpus in place.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CORPUS_DIR, describeWithCorpusDir } from '../testing/corpus';
import { runBacktest } from './run';

const SERIES_DIR = join(CORPUS_DIR, 'qc-series');
const ARCHIVE = join(SERIES_DIR, 'qc-2024-h1.tar.gz');

describeWithCorpusDir(SERIES_DIR, 'the backtest on a slice of the real Québec series', () => {
  it('keeps coverage within the band and beats the last value, scored on weeks it had not seen', async () => {
    const result = await runBacktest({ feed: 'qc', source: ARCHIVE, trainWeeks: 6, limit: 1800 });
    expect(result.refused).toBe(0);
    const waiting = result.quantities.find(({ quantity }) => quantity.id === 'patients_waiting');
    for (const horizon of waiting?.horizons ?? []) {
      const { model, baselines } = horizon;
      expect(model.count, `${horizon.horizon} h`).toBeGreaterThan(10_000);
      expect(model.coverage, `${horizon.horizon} h`).toBeGreaterThanOrEqual(0.78);
      expect(model.coverage, `${horizon.horizon} h`).toBeLessThanOrEqual(0.82);
      for (const [word, score] of Object.entries(model.by_confidence)) {
        expect(score.coverage, `${horizon.horizon} h, ${word}`).toBeGreaterThanOrEqual(0.75);
        expect(score.coverage, `${horizon.horizon} h, ${word}`).toBeLessThanOrEqual(0.85);
      }
      expect(model.mae, `${horizon.horizon} h`).toBeLessThanOrEqual(baselines.last_value.mae);
    }
    expect(waiting?.horizons.map((horizon) => horizon.horizon)).toEqual([1, 2, 4]);
  }, 240_000);
});
