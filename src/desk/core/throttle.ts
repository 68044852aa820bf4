// Sign-in limits: 5 failures for one account, or 20 from one address, within 15 minutes lock
// further attempts until the oldest of them leaves the window. Unknown emails count like known
// ones, so a lock-out tells nothing about who has an account.
import type { DeskTables } from '../../store/desk';
import { digest } from './secrets';
import { isEmail } from './users';

const WINDOW_S = 15 * 60;
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 20;

/** A typed text that is no email (a password in the wrong field?) is counted by its digest. */
const account = (email: string) => `email:${isEmail(email) ? email : `#${digest(email)}`}`;

const subjects = (email: string | null, address: string) => [
  ...(email === null ? [] : [{ subject: account(email), limit: ACCOUNT_LIMIT }]),
  { subject: `addr:${address}`, limit: ADDRESS_LIMIT },
];

/** Seconds until an attempt is allowed again, or null when it is allowed now. */
export function lockedFor(tables: DeskTables, email: string | null, address: string, now: number): number | null {
  let wait: number | null = null;
  for (const { subject, limit } of subjects(email, address)) {
    const { count, first } = tables.failures.since(subject, now - WINDOW_S);
    if (count >= limit && first !== null) wait = Math.max(wait ?? 1, first + WINDOW_S - now);
  }
  return wait;
}

export function recordFailure(tables: DeskTables, email: string | null, address: string, now: number): void {
  tables.failures.prune(now - WINDOW_S);
  for (const { subject } of subjects(email, address)) tables.failures.add(subject, now);
}

/** A successful sign-in forgets the account's failures (not the address's). */
export const forgetAccountFailures = (tables: DeskTables, email: string) => tables.failures.clear(account(email));
