// Chooses and loads the configured source: live feeds when ER_SOURCES is set, a dataset
// directory when ER_DATA is, otherwise the built-in sample.
import type { RegistryMerge } from '../ingest/relink';
import type { EnabledFeed } from '../ingest/runtime';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { type LoadReport, loadDataset } from './dataset';
import { loadDatasetSeries, snapshotFolders } from './dataset-series';
import { prepareLive } from './live';
import { loadSample } from './sample';

export interface SourceSettings {
  /** ER_DATA: a dataset directory; null for the sample. */
  dataDir: string | null;
  /** ER_SOURCES: the live feeds to poll; null when unset. */
  feeds?: EnabledFeed[] | null;
  /** ER_REGISTRY: a hospitals.csv; in live mode, the ERs that feed sites are matched against. */
  registryFile?: string | null;
  attribution: string | null;
  attributionUrl: string | null;
}

export interface LoadedSource {
  info: SourceInfo;
  /** For a dataset: rows kept and skipped per file. */
  report: LoadReport | null;
  /** Live mode: ERs the feeds had added that are now the registry's (ER_REGISTRY given later). */
  merged: RegistryMerge[];
}

/** Loads the source and records its description, which api instances (ER_ROLE=api) answer with. */
export function loadSource(store: Store, settings: SourceSettings, nowMs: number = Date.now()): LoadedSource {
  const loaded = load(store, settings, nowMs);
  store.write(() => store.source.describe(loaded.info));
  return loaded;
}

function load(store: Store, settings: SourceSettings, nowMs: number): LoadedSource {
  if (settings.feeds) {
    const { info, registry, merged } = prepareLive(store, nowMs, {
      ...settings,
      feeds: settings.feeds,
      registryFile: settings.registryFile ?? null,
    });
    return {
      info,
      report: registry ? { 'hospitals.csv': { kept: registry.rows.length, skipped: registry.skipped } } : null,
      merged,
    };
  }
  if (settings.dataDir === null) return { info: loadSample(store, nowMs, settings), report: null, merged: [] };
  const folders = snapshotFolders(settings.dataDir);
  const { info, report } = folders
    ? loadDatasetSeries(store, folders, nowMs, settings)
    : loadDataset(store, settings.dataDir, nowMs, settings);
  return { info, report, merged: [] };
}
