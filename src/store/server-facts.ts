// What a server records of itself for the operator's tools on the same store: the public origin
// it serves the status desk at, so that `npm run desk` prints links to the server that will
// open them, whatever PORT or ER_PUBLIC_URL the operator's own shell has.
import type { Db } from './db';

/** public_url: the desk's origin; dataset_series: the last snapshot folder of ER_DATA loaded into this store. */
export type ServerFact = 'public_url' | 'dataset_series';

export function serverFactsTable(db: Db) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM server_facts WHERE name = ?');
  const put = db.prepare<[string, string]>(
    'INSERT INTO server_facts (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (name: ServerFact): string | null => get.get(name)?.value ?? null,
    set: (name: ServerFact, value: string) => put.run(name, value),
  };
}
