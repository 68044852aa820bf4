// A dataset directory of several snapshots, loaded oldest first so that the store's history holds
// what each saw; between snapshots nothing is known (docs/self-hosting.md).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Store } from '../store/store';
import { type DatasetOptions, loadDataset } from './dataset';

/** The subfolders of `dir` holding a closures.csv, oldest first; null when `dir` holds one itself. */
export function snapshotFolders(dir: string): string[] | null {
  const root = resolve(dir);
  if (!existsSync(root) || existsSync(join(root, 'closures.csv'))) return null;
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'closures.csv')))
    .map((entry) => entry.name)
    .sort();
  return folders.length > 0 ? folders.map((name) => join(root, name)) : null;
}

export function loadDatasetSeries(store: Store, folders: readonly string[], nowMs: number, options: DatasetOptions) {
  const loadedThrough = store.source.get()?.kind === 'dataset' ? store.facts.get('dataset_series') : null;
  const fresh = folders.filter((folder) => loadedThrough === null || folder > loadedThrough);
  // Nothing new since the last start: the last snapshot again, which changes nothing.
  const toLoad = fresh.length > 0 ? fresh : folders.slice(-1);
  let loaded: ReturnType<typeof loadDataset> | null = null;
  for (const [index, folder] of toLoad.entries()) {
    loaded = loadDataset(store, folder, nowMs, options);
    const at = loaded.info.snapshotAt ? Math.floor(Date.parse(loaded.info.snapshotAt) / 1000) : null;
    if (index < toLoad.length - 1 && at !== null) store.write(() => unknownAfter(store, at + 1, nowMs));
  }
  store.write(() => store.facts.set('dataset_series', folders.at(-1) as string));
  const report = Object.fromEntries(
    Object.entries(loaded?.report ?? {}).map(([file, counts]) => [`${toLoad.length} snapshots: ${file}`, counts]),
  );
  return { info: (loaded as ReturnType<typeof loadDataset>).info, report };
}

/** Every ER the dataset speaks for becomes unknown at `at`: the next snapshot says again. */
function unknownAfter(store: Store, at: number, nowMs: number) {
  for (const status of store.statuses.all()) {
    if (status.source !== 'dataset' || status.status === 'unknown') continue;
    store.statuses.set(
      {
        hospital_id: status.hospital_id,
        status: 'unknown',
        message: null,
        updated_at: at,
        expected_reopen: null,
        source: 'dataset',
      },
      Math.floor(nowMs / 1000),
    );
  }
}
