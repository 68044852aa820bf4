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
import { listenForChanges } from './pg/listen';
import { migratePg } from './pg/migrations';
import { isPostgresUrl, PgDb } from './pg/sync-db';
import { readingsTable } from './readings';
import type { Generations } from './rows';
import { DESK_FEED, schedulesTable } from './schedules';
import { serverFactsTable } from './server-facts';
import { sourceTable } from './source';
import { statusesTable } from './statuses';
import { webhooksTable } from './webhooks';

export type Store = ReturnType<typeof openStore>;

export interface StoreHealth {
  engine: Db['engine'];
  /** False while the database cannot be reached (PostgreSQL stopped): answers come from memory. */
  reachable: boolean;
  error?: string;
  /** When it could last be reached (ms), while it cannot. */
  since?: number;
}

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

  const listeners = new Set<() => void>();
  const generations = db.prepare<[], Generations>('SELECT data, keys FROM generations WHERE id = 1');
  const nextData = db.prepare<[], { data: number }>(
    'UPDATE generations SET data = data + 1 WHERE id = 1 RETURNING data',
  );
  let seen = generations.get() as Generations;
  /** What another connection changed since the last call: data (a loader, another server), keys (the keys CLI). */
  const changedElsewhere = (now: Generations = generations.get() as Generations) => {
    const changed = { data: now.data !== seen.data, keys: now.keys !== seen.keys };
    seen = now;
    return changed;
  };
  let lostAt: number | null = null;
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
    calendar: calendarTable(db),
    desk: deskTables(db),
    noticeReviews: noticeReviewsTable(db),
    facts: serverFactsTable(db),

    /**
     * Runs `change` in one transaction, then tells every listener once. The transaction takes
     * the write lock when it begins (IMMEDIATE): a read-then-write transaction that began as a
     * reader fails at once when another connection (the webhook thread) wrote meanwhile.
     */
    write<T>(change: () => T): T {
      const result = db
        .transaction(() => {
          const made = change();
          seen = { ...seen, data: (nextData.get() as { data: number }).data };
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

    changedElsewhere: () => changedElsewhere(),

    /**
     * Calls `listener` when another process wrote data or changed keys: SQLite is asked every
     * second; PostgreSQL tells at once (LISTEN/NOTIFY), and after a lost connection comes back
     * the listener is told both changed, since notifications sent meanwhile were missed.
     */
    watch(
      listener: (changed: { data: boolean; keys: boolean }) => void,
      onError: (error: unknown) => void,
    ): () => void {
      const tell = (changed: { data: boolean; keys: boolean }) => {
        if (changed.data || changed.keys) listener(changed);
      };
      if (!(db instanceof PgDb)) {
        const timer = setInterval(() => {
          try {
            tell(changedElsewhere());
          } catch (error) {
            onError(error);
          }
        }, 1000);
        timer.unref();
        return () => clearInterval(timer);
      }
      const listening = listenForChanges(db.url, {
        notified: (now) => tell(changedElsewhere(now)),
        connected: () => {
          const missed = lostAt !== null;
          lostAt = null;
          if (!missed) return;
          db.pg.reachable();
          try {
            changedElsewhere();
          } catch (error) {
            onError(error);
          }
          tell({ data: true, keys: true });
        },
        lost: (error) => {
          lostAt ??= Date.now();
          onError(error);
        },
      });
      return () => listening.close();
    },

    /** Whether the database can be reached (always, for a SQLite file). */
    health(): StoreHealth {
      if (!(db instanceof PgDb)) return { engine: db.engine, reachable: true };
      const error = db.pg.unavailable ?? (lostAt === null ? null : 'the notification connection is down');
      if (error === null) return { engine: db.engine, reachable: true };
      // Since the first sign of trouble, on either connection.
      const since = Math.min(lostAt ?? Number.POSITIVE_INFINITY, db.pg.unavailableSince ?? Number.POSITIVE_INFINITY);
      return { engine: db.engine, reachable: false, error, since: Number.isFinite(since) ? since : undefined };
    },

    /**
     * Empties what a source loaded, keeping the desk's statements (its statuses, windows and
     * their history, the notices it decided) and the ERs they are about: before a source loads
     * its own data again. A notice waiting for review goes with the window it stood as.
     */
    clearLoaded(): void {
      db.exec(`
        DELETE FROM hospitals WHERE id NOT IN (
          SELECT hospital_id FROM statuses WHERE source = '${DESK_FEED}'
          UNION SELECT hospital_id FROM scheduled_windows WHERE feed = '${DESK_FEED}');
        DELETE FROM readings; DELETE FROM loads; DELETE FROM wait_patterns; DELETE FROM feed_sites;
        DELETE FROM scheduled_windows WHERE feed <> '${DESK_FEED}';
        DELETE FROM notice_reviews WHERE decision IS NULL;
        DELETE FROM schedule_state WHERE hospital_id NOT IN (SELECT hospital_id FROM scheduled_windows);
        DELETE FROM status_events WHERE source IS NULL OR source <> '${DESK_FEED}';
        DELETE FROM statuses WHERE source IS NULL OR source <> '${DESK_FEED}';
        DELETE FROM coverage; DELETE FROM source; DELETE FROM feed_state;`);
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
