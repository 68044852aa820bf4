// Standard Webhooks signatures (https://www.standardwebhooks.com): the receiver verifies
// `webhook-signature` against `${webhook-id}.${webhook-timestamp}.${body}` with the shared secret.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
// Standard, padded base64: Buffer.from(…, 'base64') would silently skip anything else.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A new signing secret: `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

// Error messages describe the secret's shape only: the secret itself must never reach a log.
function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('Webhook secret must start with whsec_');
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (encoded === '') throw new Error('Webhook secret has an empty key after whsec_');
  if (!BASE64.test(encoded)) throw new Error('Webhook secret is not valid base64 after whsec_');
  return Buffer.from(encoded, 'base64');
}

/** The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256 of `${id}.${timestampS}.${body}`. */
export function sign(secret: string, id: string, timestampS: number, body: string): string {
  const key = signingKey(secret);
  if (!Number.isSafeInteger(timestampS) || timestampS < 0) {
    throw new Error('Webhook timestamp must be a whole, non-negative number of seconds');
  }
  const mac = createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery carries. */
export function signedHeaders(secret: string, id: string, timestampS: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': sign(secret, id, timestampS, body),
  };
}
