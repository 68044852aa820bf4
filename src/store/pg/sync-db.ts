// PostgreSQL behind the store's synchronous interface (db.ts): each statement goes to a worker
// thread holding one connection while this thread waits on a shared flag, so the tables and
// loaders written for better-sqlite3 run unchanged (docs/self-hosting.md, PostgreSQL).
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { type Db, type RunResult, type Statement, StoreUnavailableError, type Transaction } from '../db';

/** Longer than the worker's own statement timeout (15 s): a reply that never comes means a stuck worker. */
const WAIT_MS = 20_000;
/** After a failed connection, how long calls fail at once before the next try. */
const RETRY_AFTER_MS = 1000;
/** One writer at a time, as SQLite has: every write transaction takes this lock first. */
const WRITE_LOCK = 7_302_245_431;

interface Reply {
  id: number;
  rows?: Record<string, unknown>[];
  rowCount?: number;
  error?: { message: string; code: string | null; lost: boolean };
}

export class PgStatementError extends Error {
  override name = 'PgStatementError';
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** Sends statements to PostgreSQL and waits for each answer. */
export class SyncPg {
  readonly #port: MessagePort;
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  readonly #worker: Worker;
  #next = 0;
  #downUntil = 0;
  #lastError: string | null = null;
  #failingSince = 0;
  /** Why the worker stopped, once it has (it does not come back). */
  #dead: string | null = null;

  constructor(url: string) {
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#worker = new Worker(new URL('./sync-worker.mjs', import.meta.url), {
      workerData: { url, port: port2, signal: this.#signal },
      transferList: [port2],
    });
    this.#worker.on('error', (error) => {
      this.#dead = error.message;
    });
    this.#worker.unref();
    this.#port.unref();
  }

  /** The last connection failure while it lasts; null once a statement got through. */
  get unavailable(): string | null {
    return this.#lastError;
  }

  /** When the current failure began (ms since epoch); undefined while statements get through. */
  get unavailableSince(): number | undefined {
    return this.#lastError === null ? undefined : this.#failingSince;
  }

  query<R = Record<string, unknown>>(text: string, values?: unknown[]): { rows: R[]; rowCount: number } {
    if (this.#dead) throw new StoreUnavailableError(`The PostgreSQL connection thread stopped: ${this.#dead}`);
    if (Date.now() < this.#downUntil) {
      throw new StoreUnavailableError(`PostgreSQL cannot be reached: ${this.#lastError}`);
    }
    const id = ++this.#next;
    const deadline = Date.now() + WAIT_MS;
    this.#port.postMessage({ id, text, values });
    for (;;) {
      // The flag is cleared before the port is read: the worker posts a reply before it raises the flag,
      // so a reply is either read now or wakes the wait below. A wake-up with no reply (the worker's
      // notice of the previous reply, come late on a busy machine) only waits again.
      Atomics.store(this.#signal, 0, 0);
      const received = receiveMessageOnPort(this.#port);
      if (!received) {
        const left = deadline - Date.now();
        if (left <= 0 || Atomics.wait(this.#signal, 0, 0, left) === 'timed-out')
          return this.#lost(`no answer within ${WAIT_MS / 1000} s`);
        continue;
      }
      const reply = received.message as Reply;
      // A reply to a statement given up on earlier is dropped.
      if (reply.id !== id) continue;
      if (reply.error) {
        if (reply.error.lost) return this.#lost(reply.error.message);
        throw new PgStatementError(reply.error.message, reply.error.code);
      }
      this.#lastError = null;
      return { rows: (reply.rows ?? []) as R[], rowCount: reply.rowCount ?? 0 };
    }
  }

  /** PostgreSQL was just reached on another connection: try again at the next statement. */
  reachable(): void {
    this.#downUntil = 0;
  }

  #lost(message: string): never {
    if (this.#lastError === null) this.#failingSince = Date.now();
    this.#lastError = message;
    this.#downUntil = Date.now() + RETRY_AFTER_MS;
    throw new StoreUnavailableError(`PostgreSQL cannot be reached: ${message}`);
  }

  close(): void {
    void this.#worker.terminate();
  }
}

/** SQL with `?` or `@name` parameters, rewritten for PostgreSQL as `$1`, `$2`… */
export function toPgParameters(sql: string): { text: string; names: string[] | null; count: number } {
  const names: string[] = [];
  let positional = 0;
  let text = '';
  let quoted = false;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i] as string;
    if (char === "'") quoted = !quoted;
    if (!quoted && char === '?') {
      positional += 1;
      text += `$${positional}`;
    } else if (!quoted && char === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))?.[0] as string;
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      text += `$${index + 1}`;
      i += name.length;
    } else {
      text += char;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error('A statement takes either ? or @name parameters, not both.');
  return { text, names: names.length > 0 ? names : null, count: positional };
}

const value = (v: unknown) => (v === undefined ? null : v);

export class PgDb implements Db {
  readonly engine = 'postgres';
  readonly pg: SyncPg;
  #depth = 0;
  #open = true;
  /**
   * The connection was lost inside a transaction: PostgreSQL rolled it back, and until the
   * transaction ends no statement may run (it would run on a new connection, outside it).
   */
  #broken = false;

  constructor(readonly url: string) {
    this.pg = new SyncPg(url);
  }

  get open(): boolean {
    return this.#open;
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? Statement<P, R> : Statement<[P], R> {
    const { text, names } = toPgParameters(sql);
    const values = (params: unknown[]): unknown[] => {
      if (!names) return params.map(value);
      const named = (params[0] ?? {}) as Record<string, unknown>;
      return names.map((name) => value(named[name]));
    };
    const run = (params: unknown[]) => this.#query<R>(text, values(params));
    const statement: Statement<unknown[], R> = {
      get: (...params) => run(params).rows[0],
      all: (...params) => run(params).rows,
      run: (...params): RunResult => ({ changes: run(params).rowCount }),
    };
    return statement as never;
  }

  exec(sql: string): void {
    this.#query(sql);
  }

  #query<R>(text: string, values?: unknown[]): { rows: R[]; rowCount: number } {
    if (this.#broken) throw new StoreUnavailableError('The connection was lost during this transaction.');
    try {
      return this.pg.query<R>(text, values);
    } catch (error) {
      if (error instanceof StoreUnavailableError && this.#depth > 0) this.#broken = true;
      throw error;
    }
  }

  transaction<T>(fn: () => T): Transaction<T> {
    const run = (): T => {
      const nested = this.#depth > 0;
      const savepoint = `nested_${this.#depth}`;
      this.pg.query(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
      this.#depth += 1;
      try {
        if (!nested) this.#query(`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`);
        const result = fn();
        this.#query(nested ? `RELEASE SAVEPOINT ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        try {
          if (!this.#broken) this.pg.query(nested ? `ROLLBACK TO SAVEPOINT ${savepoint}` : 'ROLLBACK');
        } catch {
          // The connection is gone: PostgreSQL rolled the transaction back itself.
        }
        throw error;
      } finally {
        this.#depth -= 1;
        if (this.#depth === 0) this.#broken = false;
      }
    };
    return Object.assign(run, { immediate: run });
  }

  close(): void {
    this.#open = false;
    this.pg.close();
  }
}

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);
