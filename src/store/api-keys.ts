import type { Db } from './db';
import type { ApiKey } from './rows';

export function apiKeysTable(db: Db) {
  const insert = db.prepare<ApiKey>(
    'INSERT INTO api_keys (digest, prefix, tier, name, created_at, revoked_at) VALUES (@digest, @prefix, @tier, @name, @created_at, @revoked_at)',
  );
  const byDigest = db.prepare<[string], ApiKey>('SELECT * FROM api_keys WHERE digest = ?');
  const byPrefix = db.prepare<[string], ApiKey>('SELECT * FROM api_keys WHERE prefix = ?');
  const all = db.prepare<[], ApiKey>('SELECT * FROM api_keys ORDER BY created_at, prefix');
  const revoke = db.prepare<[number, string]>(
    'UPDATE api_keys SET revoked_at = ? WHERE prefix = ? AND revoked_at IS NULL',
  );
  const keysChanged = db.prepare('UPDATE generations SET keys = keys + 1 WHERE id = 1');
  const revokeNamed = db.prepare<[number, string], { prefix: string }>(
    'UPDATE api_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL RETURNING prefix',
  );

  return {
    insert: (key: ApiKey) => {
      insert.run(key);
      keysChanged.run();
    },
    /** The key with this digest, revoked or not; undefined when there is none. */
    byDigest: (digest: string) => byDigest.get(digest),
    byPrefix: (prefix: string) => byPrefix.get(prefix),
    all: () => all.all(),
    /** Revokes the key with this prefix; false when there is no such active key. */
    revoke: (prefix: string, now: number) => {
      const revoked = revoke.run(now, prefix).changes > 0;
      if (revoked) keysChanged.run();
      return revoked;
    },
    /** Revokes every active key with this licensee name; returns their prefixes. */
    revokeNamed: (name: string, now: number) => {
      const prefixes = revokeNamed.all(now, name).map((row) => row.prefix);
      if (prefixes.length > 0) keysChanged.run();
      return prefixes;
    },
  };
}
