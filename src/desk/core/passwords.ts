// Passwords: argon2id (the library's default algorithm) at OWASP's minimum cost, 19 MiB and two
// passes, and the rules a new password must meet.
import { hash, verify } from '@node-rs/argon2';

const COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const MIN_PASSWORD_LENGTH = 12;
/** Past this, hashing is wasted work an attacker could ask for. */
const MAX_PASSWORD_LENGTH = 1024;

export const hashPassword = (password: string): Promise<string> => hash(password, COST);

let dummy: Promise<string> | null = null;

/**
 * Verifies `password` against `stored`; with no stored hash (an unknown email, a user without a
 * password) it verifies against a dummy hash, so that the answer takes the same time.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('not the password of anyone');
  const target = stored ?? (await dummy);
  const matches = await verify(target, password.slice(0, MAX_PASSWORD_LENGTH)).catch(() => false);
  return stored !== null && matches && password.length <= MAX_PASSWORD_LENGTH;
}

export type PasswordProblem = { code: 'weak_password'; message: string };

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return { code: 'weak_password', message: `A password has at least ${MIN_PASSWORD_LENGTH} characters.` };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { code: 'weak_password', message: `A password has at most ${MAX_PASSWORD_LENGTH} characters.` };
  }
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return { code: 'weak_password', message: 'A password cannot be the email address.' };
  }
  return null;
}
