// Random tokens handed to people (enrolment links, session ids, ceremony ids, CSRF tokens) and
// the digests the store keeps of them instead.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: unguessable, safe in a cookie, a URL path or a form field. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a token, hex: what the store keeps, so that a copy of the store hands out no token. */
export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares two texts in time that depends only on their lengths. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
