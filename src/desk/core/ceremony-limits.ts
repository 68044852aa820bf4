// Who may start a passkey sign-in: no one from an address that sign-in has locked, at most 10 a
// minute from one address, and at most 1,000 ceremonies waiting at once (expired ones are
// removed first). Each start writes a row any instance can finish, so without these anyone
// could fill the store with them.
import type { DeskTables } from '../../store/desk';
import { lockedFor } from './throttle';

const WINDOW_S = 60;
const PER_ADDRESS = 10;
export const MAX_OUTSTANDING = 1000;
/** Sign-in failures are kept this long (throttle.ts); the starts counted here go with them. */
const KEPT_S = 15 * 60;

export type CeremonyRefusal = { refused: 'throttled' | 'busy'; retryAfterS: number };

/** Null when this address may start a ceremony now (the start is counted); else why not. */
export function ceremonyRefusal(tables: DeskTables, address: string, now: number): CeremonyRefusal | null {
  const locked = lockedFor(tables, null, address, now);
  if (locked !== null) return { refused: 'throttled', retryAfterS: locked };
  const subject = `passkey-options:${address}`;
  const { count, first } = tables.failures.since(subject, now - WINDOW_S);
  if (count >= PER_ADDRESS && first !== null)
    return { refused: 'throttled', retryAfterS: Math.max(1, first + WINDOW_S - now) };
  tables.ceremonies.prune(now);
  if (tables.ceremonies.outstanding(now) >= MAX_OUTSTANDING) return { refused: 'busy', retryAfterS: WINDOW_S };
  tables.failures.prune(now - KEPT_S);
  tables.failures.add(subject, now);
  return null;
}
