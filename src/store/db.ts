// What the store's tables need of a database: prepared statements run synchronously, and
// transactions. better-sqlite3 provides it as it is; PostgreSQL through `pg/sync-db.ts`. The
// SQL the tables write is the common part of both dialects (`?` and `@name` parameters,
// `ON CONFLICT`, `RETURNING`, row values); where the two differ a table asks `db.engine`.

export type Engine = 'sqlite' | 'postgres';

export interface RunResult {
  changes: number;
}

export interface Statement<P extends unknown[], R> {
  get(...params: P): R | undefined;
  all(...params: P): R[];
  run(...params: P): RunResult;
}

export interface Transaction<T> {
  (): T;
  /** Takes the write lock at the start (SQLite: BEGIN IMMEDIATE; PostgreSQL: one writer at a time). */
  immediate(): T;
}

export interface Db {
  readonly engine: Engine;
  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? Statement<P, R> : Statement<[P], R>;
  /** Runs statements without parameters (schema changes). */
  exec(sql: string): void;
  transaction<T>(fn: () => T): Transaction<T>;
  readonly open: boolean;
  close(): void;
}

/** The error a store raises when its database cannot be reached (PostgreSQL stopped, network). */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** SQLite takes CROSS JOIN … ON as an order of the join (its planner's documented hint); PostgreSQL needs JOIN. */
export const crossJoin = (db: Db) => (db.engine === 'sqlite' ? 'CROSS JOIN' : 'JOIN');
