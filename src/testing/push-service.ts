// For push tests: a push service of the test's own (an http server in its process) that does
// what a real one does before it delivers: checks the VAPID Authorization (an ES256 JWT signed by
// the key it names, for this service's origin, not expired; RFC 8292), then decrypts the
// message with the browser's keys, which the test made (RFC 8291 aes128gcm: ECDH P-256, HKDF,
// AES-128-GCM). It answers 201, or what the test tells it to.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription, as `PushSubscription.toJSON()` gives it, and its private key. */
export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
}

export interface DeliveredPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  /** The VAPID key the message was signed with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: IncomingMessage['headers'];
}

export interface PushService {
  origin: string;
  delivered: DeliveredPush[];
  /** Requests it refused: why. */
  refused: string[];
  /** A new browser subscribed at this service. */
  browser(): TestBrowser;
  /** The statuses to answer next, one per request (then 201 again). */
  answer(...statuses: number[]): void;
  stop(): Promise<void>;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; returns the key and claims, or why not. */
function checkVapid(header: string | undefined, origin: string) {
  const [, jwt, key] = /^vapid t=([\w.-]+), ?k=([\w-]+)$/.exec(header ?? '') ?? [];
  if (!jwt || !key) return { error: 'no VAPID authorization' };
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'JWT not signed by the key given' };
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return { error: 'not ES256' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as DeliveredPush['claims'];
  if (claims.aud !== origin) return { error: `aud ${claims.aud} is not ${origin}` };
  const nowS = Date.now() / 1000;
  if (!(claims.exp > nowS && claims.exp <= nowS + 24 * 3600)) return { error: 'exp out of range' };
  return { key, claims };
}

/** RFC 8291: the message's plaintext, decrypted with the browser's private key and auth secret. */
export function decryptPush(body: Buffer, browser: TestBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const browserKey = Buffer.from(browser.subscription.keys.p256dh, 'base64url');
  const auth = Buffer.from(browser.subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, TestBrowser>();
  const delivered: DeliveredPush[] = [];
  const refused: string[] = [];
  const answers: number[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const browser = browsers.get(endpoint);
      const vapid = checkVapid(request.headers.authorization, origin);
      const fail = (why: string, status: number) => {
        refused.push(why);
        response.writeHead(status).end();
      };
      if (!browser) return fail(`unknown endpoint ${request.url}`, 404);
      if ('error' in vapid) return fail(vapid.error as string, 401);
      if (request.headers['content-encoding'] !== 'aes128gcm') return fail('not aes128gcm', 415);
      const status = answers.shift() ?? 201;
      if (status >= 300) return response.writeHead(status).end();
      try {
        const plaintext = decryptPush(Buffer.concat(chunks), browser);
        const message = JSON.parse(plaintext.toString('utf8')) as Record<string, unknown>;
        delivered.push({
          endpoint,
          message,
          vapidKey: vapid.key as string,
          claims: vapid.claims as DeliveredPush['claims'],
          headers: request.headers,
        });
      } catch (error) {
        return fail(`cannot decrypt: ${String(error)}`, 400);
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    delivered,
    refused,
    browser() {
      const ecdh = createECDH('prime256v1');
      const p256dh = ecdh.generateKeys();
      const endpoint = `${origin}/push/${randomBytes(9).toString('base64url')}`;
      const browser = {
        subscription: { endpoint, keys: { p256dh: b64(p256dh), auth: b64(randomBytes(16)) } },
        privateKey: ecdh.getPrivateKey(),
      };
      browsers.set(endpoint, browser);
      return browser;
    },
    answer(...statuses) {
      answers.push(...statuses);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
