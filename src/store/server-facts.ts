// What a server records of itself for the operator's tools on the same store: the public origin
// it serves the status desk at, so that `npm run desk` prints links to the server that will
// open them, whatever PORT or ER_PUBLIC_URL the operator's own shell has; and the key that signs
// the links in alert emails and the VAPID key pair of web push, each made once and shared by
// every instance on the store.
import type { Db } from './db';

/**
 * public_url: the desk's origin; dataset_series: the last snapshot folder of ER_DATA loaded into
 * this store; alerts_secret: the key that signs the links in alert emails; vapid_keys: web push's
 * key pair (JSON), never shown.
 */
export type ServerFact = 'public_url' | 'dataset_series' | 'alerts_secret' | 'vapid_keys';

export function serverFactsTable(db: Db) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM server_facts WHERE name = ?');
  const put = db.prepare<[string, string]>(
    'INSERT INTO server_facts (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const keep = db.prepare<[string, string]>(
    'INSERT INTO server_facts (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
  );
  return {
    get: (name: ServerFact): string | null => get.get(name)?.value ?? null,
    set: (name: ServerFact, value: string) => put.run(name, value),
    /** The fact, recorded as `made()` when there is none yet (the first instance to ask wins). */
    getOrMake(name: ServerFact, made: () => string): string {
      keep.run(name, made());
      return get.get(name)?.value as string;
    },
  };
}
