// What every part of the desk's core is given: the store's desk tables and the options.
import type { Db } from '../../store/db';
import type { DeskTables } from '../../store/desk';

export interface DeskCoreOptions {
  /** The WebAuthn relying party: the desk's host name (`desk.example.ca`, `localhost`). */
  rpId: string;
  /** The name an authenticator shows for the desk. */
  rpName: string;
  /** The origins a passkey ceremony may come from (`https://desk.example.ca`). */
  origins: string[];
  /** Sessions end after this long without a request (default 30 minutes). */
  idleSeconds?: number;
  /** Sessions end this long after sign-in, whatever happens (default 12 hours). */
  absoluteSeconds?: number;
  /** Events worth a log line; the fields name people by email and id, never by a secret. */
  log?: (fields: Record<string, unknown>) => void;
}

export interface DeskDeps {
  db: Db;
  tables: DeskTables;
  options: Required<Omit<DeskCoreOptions, 'log'>> & Pick<DeskCoreOptions, 'log'>;
  log: (fields: Record<string, unknown>) => void;
}
