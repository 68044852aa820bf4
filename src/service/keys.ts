// API keys: `ers_` and 32 random base62 characters, stored only as a SHA-256 digest. The
// keys CLI and the server's own `embed` key use these same functions.
import { hash, randomBytes } from 'node:crypto';
import type { ApiKey, Tier } from '../store/rows';
import type { Store } from '../store/store';

export const KEY_PATTERN = /^ers_[A-Za-z0-9]{32}$/;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `ers_` and 8 characters: enough to tell keys apart, far too few to guess one. */
const PREFIX_LENGTH = 12;

export const TIERS: readonly Tier[] = ['free', 'commercial'];

export function keyDigest(key: string): string {
  return hash('sha256', key, 'hex');
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 × 62: rejecting the bytes above keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface NewKey {
  /** The key itself, shown once and never stored. */
  key: string;
  prefix: string;
}

export function createKey(store: Store, { tier, name }: { tier: Tier; name: string }, nowMs = Date.now()): NewKey {
  if (!TIERS.includes(tier)) throw new Error(`tier must be free or commercial; got ${JSON.stringify(tier)}.`);
  if (!name.trim()) throw new Error('A key needs the name of its licensee.');
  for (;;) {
    const key = `ers_${randomBase62(32)}`;
    const prefix = key.slice(0, PREFIX_LENGTH);
    if (store.keys.byPrefix(prefix)) continue;
    store.keys.insert({
      digest: keyDigest(key),
      prefix,
      tier,
      name: name.trim(),
      created_at: Math.floor(nowMs / 1000),
      revoked_at: null,
    });
    return { key, prefix };
  }
}

/** Every key, revoked or not, without its digest. */
export function listKeys(store: Store): Omit<ApiKey, 'digest'>[] {
  return store.keys.all().map(({ digest: _, ...key }) => key);
}

export function revokeKey(store: Store, prefix: string, nowMs = Date.now()): boolean {
  return store.keys.revoke(prefix, Math.floor(nowMs / 1000));
}

/** Revokes every active key of this licensee (the server's earlier `embed` keys); returns their prefixes. */
export function revokeKeysNamed(store: Store, name: string, nowMs = Date.now()): string[] {
  return store.keys.revokeNamed(name, Math.floor(nowMs / 1000));
}
