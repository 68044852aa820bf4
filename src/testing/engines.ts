// The two engines every store test runs against: SQLite, and PostgreSQL on the run's throwaway
// server (postgres-setup.ts), each test file in a database of its own.
import { inject } from 'vitest';
import { freshDatabase } from './postgres';

export interface EngineCase {
  engine: 'sqlite' | 'postgres';
  /** Why this engine's tests are skipped, or null. */
  skip: string | null;
  /** A new, empty store target: a file path for SQLite, a URL for PostgreSQL. */
  target(sqliteFile: () => string): Promise<string>;
}

/** The run's PostgreSQL server URL, or why there is none. */
export function postgresServer(): { url: string } | { skip: string } {
  return inject('postgres');
}

export function engines(): EngineCase[] {
  const server = postgresServer();
  const skip = 'skip' in server ? server.skip : null;
  if (skip) console.warn(`PostgreSQL tests skipped: ${skip}`);
  return [
    { engine: 'sqlite', skip: null, target: async (file) => file() },
    {
      engine: 'postgres',
      skip,
      target: async () => freshDatabase((server as { url: string }).url),
    },
  ];
}
