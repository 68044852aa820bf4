// Chooses and loads the configured source: a dataset directory when ER_DATA is set,
// otherwise the built-in sample.
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { type LoadReport, loadDataset } from './dataset';
import { loadSample } from './sample';

export interface SourceSettings {
  /** ER_DATA: a dataset directory; null for the sample. */
  dataDir: string | null;
  attribution: string | null;
  attributionUrl: string | null;
}

export interface LoadedSource {
  info: SourceInfo;
  /** For a dataset: rows kept and skipped per file. */
  report: LoadReport | null;
}

export function loadSource(store: Store, settings: SourceSettings, nowMs: number = Date.now()): LoadedSource {
  if (settings.dataDir === null) return { info: loadSample(store, nowMs, settings), report: null };
  const { info, report } = loadDataset(store, settings.dataDir, nowMs, settings);
  return { info, report };
}
