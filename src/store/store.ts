// The store: SQLite (a file, `ER_DB=<path>`, the default) or PostgreSQL (`ER_DB=postgres://…`,
// several instances sharing one service), behind one synchronous interface (db.ts). Every
// write goes through `write()`, one transaction, after which listeners (the service's answer
// cache) rebuild; `watch()` tells of writes made by other processes.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { alertsTable } from './alerts';
import { apiKeysTable } from './api-keys';
import { calendarTable } from './calendar';
import { type Changed, StoreChanges } from './changes';
import { clearData, clearLoaded } from './clear';
import { coverageTable } from './coverage';
import type { Db } from './db';
import { deskTables } from './desk';
import { erHistoryQueries } from './er-history';
import { feedSitesTable, feedStateTable, loadsTable } from './feeds';
import { historyQueries } from './history';
import { hospitalsTable } from './hospitals';
import { hospitalMerges } from './merge';
import { migrate } from './migrations';
import { noticeReviewsTable } from './notice-reviews';
import { patternsTable } from './patterns';
import { migratePg } from './pg/migrations';
import { isPostgresUrl, PgDb } from './pg/sync-db';
import { pushTable } from './push';
import { readingsTable } from './readings';
import { schedulesTable } from './schedules';
import { serverFactsTable } from './server-facts';
import { sourceTable } from './source';
import { statusesTable } from './statuses';
import { webhooksTable } from './webhooks';

export type Store = ReturnType<typeof openStore>;

export type { Generations, StoreHealth } from './changes';

function openDb(target: string): Db {
  if (isPostgresUrl(target)) {
    const db = new PgDb(target);
    try {
      migratePg(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }
  if (target !== ':memory:') mkdirSync(dirname(target), { recursive: true });
  const sqlite = new Database(target);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  return Object.assign(sqlite, { engine: 'sqlite' as const });
}

/** `target`: a SQLite file, `:memory:`, or a postgres:// URL. */
export function openStore(target: string) {
  const path = target;
  const db = openDb(target);

  const changes = new StoreChanges(db);
  const statuses = statusesTable(db);

  return {
    db,
    path,
    hospitals: hospitalsTable(db),
    merges: hospitalMerges(db),
    statuses,
    schedules: schedulesTable(db, statuses),
    readings: readingsTable(db),
    patterns: patternsTable(db),
    coverage: coverageTable(db),
    keys: apiKeysTable(db),
    source: sourceTable(db),
    history: historyQueries(db),
    erHistory: erHistoryQueries(db),
    feedSites: feedSitesTable(db),
    loads: loadsTable(db),
    feedState: feedStateTable(db),
    webhooks: webhooksTable(db),
    alerts: alertsTable(db),
    push: pushTable(db),
    calendar: calendarTable(db),
    desk: deskTables(db),
    noticeReviews: noticeReviewsTable(db),
    facts: serverFactsTable(db),

    write: <T>(change: () => T): T => changes.write(change),
    onWrite: (listener: () => void) => changes.onWrite(listener),
    changedElsewhere: () => changes.changedElsewhere(),
    watch: (listener: (changed: Changed) => void, onError: (error: unknown) => void) =>
      changes.watch(listener, onError),
    health: () => changes.health(),
    /** Before a source loads its own data again; the desk's statements stay. */
    clearLoaded: () => clearLoaded(db),
    /** Before loading a source of another kind; keys stay. */
    clearData: () => clearData(db),

    close(): void {
      if (db.open) db.close();
    },
  };
}
