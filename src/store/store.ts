// The SQLite store: one file (`ER_DB`), WAL, migrations at open. Every write goes through
// `write()`, one transaction, after which listeners (the service's answer cache) rebuild.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { apiKeysTable } from './api-keys';
import { coverageTable } from './coverage';
import { feedSitesTable, feedStateTable, loadsTable } from './feeds';
import { historyQueries } from './history';
import { hospitalsTable } from './hospitals';
import { migrate } from './migrations';
import { patternsTable } from './patterns';
import { readingsTable } from './readings';
import { sourceTable } from './source';
import { statusesTable } from './statuses';
import { webhooksTable } from './webhooks';

export type Store = ReturnType<typeof openStore>;

export function openStore(path: string) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const listeners = new Set<() => void>();
  const generations = db.prepare<[], { data: number; keys: number }>('SELECT data, keys FROM generations WHERE id = 1');
  const nextData = db.prepare('UPDATE generations SET data = data + 1 WHERE id = 1 RETURNING data').pluck();
  let seen = generations.get() as { data: number; keys: number };

  return {
    db,
    path,
    hospitals: hospitalsTable(db),
    statuses: statusesTable(db),
    readings: readingsTable(db),
    patterns: patternsTable(db),
    coverage: coverageTable(db),
    keys: apiKeysTable(db),
    source: sourceTable(db),
    history: historyQueries(db),
    feedSites: feedSitesTable(db),
    loads: loadsTable(db),
    feedState: feedStateTable(db),
    webhooks: webhooksTable(db),

    /**
     * Runs `change` in one transaction, then tells every listener once. The transaction takes
     * the write lock when it begins (IMMEDIATE): a read-then-write transaction that began as a
     * reader fails at once when another connection (the webhook thread) wrote meanwhile.
     */
    write<T>(change: () => T): T {
      const result = db
        .transaction(() => {
          const made = change();
          seen = { ...seen, data: nextData.get() as number };
          return made;
        })
        .immediate();
      for (const listener of listeners) listener();
      return result;
    },

    /** Calls `listener` after every write made through this store; returns the unsubscribe. */
    onWrite(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** What another connection changed since the last call: data (a loader, another server), keys (the keys CLI). */
    changedElsewhere(): { data: boolean; keys: boolean } {
      const now = generations.get() as { data: number; keys: number };
      const changed = { data: now.data !== seen.data, keys: now.keys !== seen.keys };
      seen = now;
      return changed;
    },

    /** Empties the data tables (not the keys), before loading a source of another kind. */
    clearData(): void {
      db.exec('DELETE FROM hospitals; DELETE FROM coverage; DELETE FROM source; DELETE FROM feed_state;');
    },

    close(): void {
      if (db.open) db.close();
    },
  };
}
