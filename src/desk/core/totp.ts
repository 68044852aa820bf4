// The second factor of a password sign-in: TOTP (RFC 6238) as authenticator apps know it, SHA-1,
// 6 digits, 30 s, one step of drift either way. The step a code belongs to is returned so that
// the caller can refuse a code used before.
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'er-status desk';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });

export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The time step of `code` when it is valid at `now` (seconds), or null. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, '').validate({ token, timestamp: now * 1000, window: 1 });
  return delta === null ? null : Math.floor(now / PERIOD) + delta;
}

/** The code of `secret` at `now` (seconds): for tests and for nothing else. */
export const totpCode = (secret: string, now: number): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    timestamp: now * 1000,
  });
