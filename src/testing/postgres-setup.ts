// Vitest global set-up of the node project: one throwaway PostgreSQL for the whole run, given
// to tests as `inject('postgres')` (each file makes its own database on it). When PostgreSQL
// cannot be had, tests that need it are skipped and the reason is printed here and by each.
import type { TestProject } from 'vitest/node';
import { postgresAvailability, startThrowawayPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { url: string } | { skip: string };
  }
}

export default async function setup(project: TestProject) {
  const available = postgresAvailability();
  if (!available.ok) {
    process.stderr.write(`\nPostgreSQL tests skipped: ${available.reason}\n\n`);
    project.provide('postgres', { skip: available.reason });
    return;
  }
  const server = await startThrowawayPostgres(available.bin);
  project.provide('postgres', { url: server.url });
  return () => server.stop();
}
