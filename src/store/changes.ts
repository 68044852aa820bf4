// Writes and who hears of them: this process's listeners after each transaction, and other
// processes' writes, noticed through the generations row (SQLite asked every second,
// PostgreSQL told at once by LISTEN/NOTIFY).
import type { Db } from './db';
import { listenForChanges } from './pg/listen';
import { PgDb } from './pg/sync-db';
import type { Generations } from './rows';

export type { Generations };

export interface StoreHealth {
  engine: Db['engine'];
  /** False while the database cannot be reached (PostgreSQL stopped): answers come from memory. */
  reachable: boolean;
  error?: string;
  /** When it could last be reached (ms), while it cannot. */
  since?: number;
}

export type Changed = { data: boolean; keys: boolean };

export class StoreChanges {
  private readonly listeners = new Set<() => void>();
  private readonly generations;
  private readonly nextData;
  private seen: Generations;
  private lostAt: number | null = null;

  constructor(private readonly db: Db) {
    this.generations = db.prepare<[], Generations>('SELECT data, keys FROM generations WHERE id = 1');
    this.nextData = db.prepare<[], { data: number }>(
      'UPDATE generations SET data = data + 1 WHERE id = 1 RETURNING data',
    );
    this.seen = this.generations.get() as Generations;
  }

  /**
   * Runs `change` in one transaction, then tells every listener once. The transaction takes
   * the write lock when it begins (IMMEDIATE): a read-then-write transaction that began as a
   * reader fails at once when another connection (the webhook thread) wrote meanwhile.
   */
  write<T>(change: () => T): T {
    const result = this.db
      .transaction(() => {
        const made = change();
        this.seen = { ...this.seen, data: (this.nextData.get() as { data: number }).data };
        return made;
      })
      .immediate();
    for (const listener of this.listeners) listener();
    return result;
  }

  /** Calls `listener` after every write made through this store; returns the unsubscribe. */
  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What another connection changed since the last call: data (a loader, another server), keys (the keys CLI). */
  changedElsewhere(now: Generations = this.generations.get() as Generations): Changed {
    const changed = { data: now.data !== this.seen.data, keys: now.keys !== this.seen.keys };
    this.seen = now;
    return changed;
  }

  /**
   * Calls `listener` when another process wrote data or changed keys; after a lost PostgreSQL
   * connection comes back it is told both changed, since notifications sent meanwhile were missed.
   */
  watch(listener: (changed: Changed) => void, onError: (error: unknown) => void): () => void {
    const tell = (changed: Changed) => {
      if (changed.data || changed.keys) listener(changed);
    };
    const { db } = this;
    if (!(db instanceof PgDb)) {
      const timer = setInterval(() => {
        try {
          tell(this.changedElsewhere());
        } catch (error) {
          onError(error);
        }
      }, 1000);
      timer.unref();
      return () => clearInterval(timer);
    }
    const listening = listenForChanges(db.url, {
      notified: (now) => tell(this.changedElsewhere(now)),
      connected: () => {
        const missed = this.lostAt !== null;
        this.lostAt = null;
        if (!missed) return;
        db.pg.reachable();
        try {
          this.changedElsewhere();
        } catch (error) {
          onError(error);
        }
        tell({ data: true, keys: true });
      },
      lost: (error) => {
        this.lostAt ??= Date.now();
        onError(error);
      },
    });
    return () => listening.close();
  }

  /** Whether the database can be reached (always, for a SQLite file). */
  health(): StoreHealth {
    const { db, lostAt } = this;
    if (!(db instanceof PgDb)) return { engine: db.engine, reachable: true };
    const error = db.pg.unavailable ?? (lostAt === null ? null : 'the notification connection is down');
    if (error === null) return { engine: db.engine, reachable: true };
    // Since the first sign of trouble, on either connection.
    const since = Math.min(lostAt ?? Number.POSITIVE_INFINITY, db.pg.unavailableSince ?? Number.POSITIVE_INFINITY);
    return { engine: db.engine, reachable: false, error, since: Number.isFinite(since) ? since : undefined };
  }
}
