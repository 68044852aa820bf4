import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, sign, signedHeaders } from './signing';

// A secret made at run time: nothing secret-shaped is ever committed.
const SECRET = newSecret();
const BODY = JSON.stringify({ id: 'evt_1', type: 'closure.started', occurred_at: '2026-11-22T05:00:00Z', data: {} });
const nowS = () => Math.floor(Date.now() / 1000);

describe('signedHeaders', () => {
  it('produces headers the standardwebhooks library verifies, returning the payload', () => {
    const headers = signedHeaders(SECRET, 'evt_1', nowS(), BODY);

    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('names the id, the timestamp in seconds and the signature', () => {
    expect(signedHeaders(SECRET, 'evt_1', 1_795_000_000, BODY)).toEqual({
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1795000000',
      'webhook-signature': sign(SECRET, 'evt_1', 1_795_000_000, BODY),
    });
  });

  it('is refused by the library when the body was tampered with', () => {
    const headers = signedHeaders(SECRET, 'evt_1', nowS(), BODY);

    expect(() => new Webhook(SECRET).verify(BODY.replace('closure.started', 'closure.ended'), headers)).toThrow(
      new WebhookVerificationError('No matching signature found'),
    );
  });

  it('is refused by the library when verified with another secret', () => {
    const headers = signedHeaders(SECRET, 'evt_1', nowS(), BODY);

    expect(() => new Webhook(newSecret()).verify(BODY, headers)).toThrow(
      new WebhookVerificationError('No matching signature found'),
    );
  });

  it('is refused by the library when the id was changed', () => {
    const headers = { ...signedHeaders(SECRET, 'evt_1', nowS(), BODY), 'webhook-id': 'evt_2' };

    expect(() => new Webhook(SECRET).verify(BODY, headers)).toThrow(
      new WebhookVerificationError('No matching signature found'),
    );
  });

  it('is refused by the library when its timestamp is more than five minutes old or ahead', () => {
    const old = signedHeaders(SECRET, 'evt_1', nowS() - 301, BODY);
    const ahead = signedHeaders(SECRET, 'evt_1', nowS() + 301, BODY);

    expect(() => new Webhook(SECRET).verify(BODY, old)).toThrow(
      new WebhookVerificationError('Message timestamp too old'),
    );
    expect(() => new Webhook(SECRET).verify(BODY, ahead)).toThrow(
      new WebhookVerificationError('Message timestamp too new'),
    );
  });
});

describe('sign', () => {
  it('equals the library’s own signature of the same id, timestamp and body', () => {
    const timestampS = 1_795_000_000;

    expect(sign(SECRET, 'evt_1', timestampS, BODY)).toBe(
      new Webhook(SECRET).sign('evt_1', new Date(timestampS * 1000), BODY),
    );
  });

  it('signs a body with non-ASCII text as UTF-8, as the library does', () => {
    const body = JSON.stringify({ name: 'Hôpital Montfort — Urgences' });

    expect(sign(SECRET, 'evt_é', 1_795_000_000, body)).toBe(
      new Webhook(SECRET).sign('evt_é', new Date(1_795_000_000_000), body),
    );
  });

  // Exact messages, so none of them can carry the secret into a log.
  it.each([
    ['has no whsec_ prefix', 'c2VjcmV0c2VjcmV0c2VjcmV0', 'Webhook secret must start with whsec_'],
    ['has an empty key', 'whsec_', 'Webhook secret has an empty key after whsec_'],
    ['is not base64', 'whsec_not base64!', 'Webhook secret is not valid base64 after whsec_'],
    ['has broken base64 padding', 'whsec_abc', 'Webhook secret is not valid base64 after whsec_'],
  ])('throws a plain message for a secret that %s', (_, secret, message) => {
    expect(() => sign(secret, 'evt_1', 1_795_000_000, BODY)).toThrow(new Error(message));
  });

  it('throws for a timestamp that is not whole seconds', () => {
    expect(() => sign(SECRET, 'evt_1', 1_795_000_000.5, BODY)).toThrow(/whole, non-negative number of seconds/);
  });
});

describe('newSecret', () => {
  it('is whsec_ and 24 random bytes in base64', () => {
    const secret = newSecret();

    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
  });

  it('is different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, newSecret));

    expect(secrets.size).toBe(200);
  });

  it('is accepted by the library and signs what it verifies', () => {
    const secret = newSecret();
    const headers = signedHeaders(secret, 'evt_1', nowS(), BODY);

    expect(() => new Webhook(secret)).not.toThrow();
    expect(new Webhook(secret).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });
});
