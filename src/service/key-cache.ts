// Key lookups for the hot path: one SQLite query per key every few seconds at most. Unknown
// keys are remembered too, briefly, so that a flood of bad keys does not reach SQLite; every
// entry expires within TTL_MS so that a key created or revoked elsewhere (the keys CLI) takes
// effect within 5 seconds (at once on PostgreSQL, which notifies). While the store cannot be
// reached, a key seen before keeps its last known state. Entries are found by the key as sent,
// so that a request whose key was seen in the last seconds costs no SHA-256.
import { createHash } from 'node:crypto';
import type { Tier } from '../store/rows';
import type { Store } from '../store/store';
import { KEY_PATTERN, keyDigest } from './keys';

export interface KeyHolder {
  digest: string;
  prefix: string;
  tier: Tier;
  /** The licensee's name, for `licensed_to`. */
  name: string;
  /** A short hash of the name, part of the ETag of answers that carry it. */
  nameTag: string;
}

const TTL_MS = 4000;
const MAX_ENTRIES = 20_000;

const holderOf = (digest: string, row: { prefix: string; tier: Tier; name: string }): KeyHolder => ({
  digest,
  prefix: row.prefix,
  tier: row.tier,
  name: row.name,
  nameTag: createHash('sha1').update(row.name).digest('base64url').slice(0, 8),
});

export function createKeyCache(store: Store, now: () => number) {
  const entries = new Map<string, { holder: KeyHolder | null; until: number }>();

  return {
    /** The active key's holder, or null for a malformed, unknown or revoked key. */
    lookup(key: string): KeyHolder | null {
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.until > at) return cached.holder;
      if (!KEY_PATTERN.test(key)) return null;
      const digest = keyDigest(key);
      let row: ReturnType<typeof store.keys.byDigest>;
      try {
        row = store.keys.byDigest(digest);
      } catch (error) {
        // The store cannot be reached: a key seen before keeps its last known state meanwhile.
        if (!cached) throw error;
        cached.until = at + TTL_MS;
        return cached.holder;
      }
      const holder = row && row.revoked_at === null ? holderOf(digest, row) : null;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { holder, until: at + TTL_MS });
      return holder;
    },
    /** A key this process just made: known without asking the store, and while it cannot be reached. */
    remember(key: string, row: { prefix: string; tier: Tier; name: string }): void {
      entries.set(key, { holder: holderOf(keyDigest(key), row), until: now() + TTL_MS });
    },
    /** Asks the store again at each key's next use (keys changed); while it cannot be reached, what was known stays. */
    clear: () => {
      for (const entry of entries.values()) entry.until = 0;
    },
  };
}
