import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AttemptResult, type SendOptions, sendWebhook } from './send';
import { newSecret } from './signing';

// A public-looking name that resolves to loopback, as a rebinding attacker's would.
const FAKE_DNS = vi.hoisted(
  () => new Map<string, LookupAddress[]>([['rebound.example.com', [{ address: '127.0.0.1', family: 4 }]]]),
);
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const fakeLookup = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = FAKE_DNS.get(hostname);
    if (answer === undefined) return dns.lookup(hostname, options, callback);
    process.nextTick(() => callback(null, answer));
  };
  return { ...dns, default: { ...dns, lookup: fakeLookup }, lookup: fakeLookup };
});

const SECRET = newSecret();
const EVENT = {
  id: 'evt_2YwQ',
  body: JSON.stringify({
    id: 'evt_2YwQ',
    type: 'closure.started',
    occurred_at: '2026-11-22T05:00:00Z',
    data: { hospital: 'Hôpital Montfort' },
  }),
};
const LOCAL: SendOptions = { timeoutMs: 5_000, allowPrivate: true };

interface Delivery {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  port: number;
  deliveries: Delivery[];
  connections: number;
}

const servers: ReturnType<typeof createServer>[] = [];

/** A loopback receiver that records what reaches it and answers with `answer` once the body is in. */
async function receiver(answer: (response: ServerResponse) => void): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method, url, headers } = request;
      deliveries.push({ method, url, headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(response);
    });
  });
  servers.push(server);
  const state: Receiver = { url: '', port: 0, deliveries, connections: 0 };
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}/hooks/er`;
  return state;
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(code, headers).end('thanks');
  };
const silent = () => {};

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

function webhookHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}

const failure = (error: string, status: number | null = null): AttemptResult => ({
  ok: false,
  status,
  error,
  at: expect.any(Number),
  durationMs: expect.any(Number),
});

describe('sendWebhook', () => {
  it('POSTs the body with headers that the standardwebhooks library verifies', async () => {
    const endpoint = await receiver(status(200));

    const result = await sendWebhook(endpoint.url, SECRET, EVENT, LOCAL);

    expect(result).toEqual({
      ok: true,
      status: 200,
      error: null,
      at: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect(endpoint.deliveries).toHaveLength(1);
    const [delivery] = endpoint.deliveries;
    expect(delivery).toMatchObject({
      method: 'POST',
      url: '/hooks/er',
      body: EVENT.body,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(EVENT.body)),
        'user-agent': 'er-status-webhooks/1',
        'webhook-id': EVENT.id,
      },
    });
    expect(new Webhook(SECRET).verify(delivery?.body ?? '', webhookHeaders(delivery?.headers ?? {}))).toEqual(
      JSON.parse(EVENT.body),
    );
  });

  it('stamps the attempt and its signature with the injected clock and sends the given User-Agent', async () => {
    const endpoint = await receiver(status(204));
    const startedAt = Date.now() - 61_500;

    const result = await sendWebhook(endpoint.url, SECRET, EVENT, {
      ...LOCAL,
      now: () => startedAt,
      userAgent: 'er-status-webhooks/test',
    });

    expect(result).toEqual({ ok: true, status: 204, error: null, at: startedAt, durationMs: expect.any(Number) });
    expect(endpoint.deliveries[0]?.headers).toMatchObject({
      'user-agent': 'er-status-webhooks/test',
      'webhook-timestamp': String(Math.floor(startedAt / 1000)),
    });
  });

  it.each([400, 404, 410, 429, 500, 503])('fails with http_%i when the receiver answers it', async (code) => {
    const endpoint = await receiver(status(code));

    expect(await sendWebhook(endpoint.url, SECRET, EVENT, LOCAL)).toEqual(failure(`http_${code}`, code));
  });

  it.each([301, 302, 307, 308])('does not follow a %i redirect, even to another receiver', async (code) => {
    const elsewhere = await receiver(status(200));
    const endpoint = await receiver(status(code, { location: elsewhere.url }));

    expect(await sendWebhook(endpoint.url, SECRET, EVENT, LOCAL)).toEqual(failure('redirect_not_followed', code));
    expect(elsewhere.connections).toBe(0);
  });

  it('times out within timeoutMs when the receiver never answers', async () => {
    const endpoint = await receiver(silent);

    const result = await sendWebhook(endpoint.url, SECRET, EVENT, { ...LOCAL, timeoutMs: 300 });

    expect(result).toEqual(failure('timeout'));
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it('times out when the receiver sends its headers and then stalls', async () => {
    const endpoint = await receiver((response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('partial');
    });

    const result = await sendWebhook(endpoint.url, SECRET, EVENT, { ...LOCAL, timeoutMs: 300 });

    expect(result).toEqual(failure('timeout', 200));
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it('stops reading a long answer after 64 KB instead of waiting for its end', async () => {
    const endpoint = await receiver((response) => {
      response.writeHead(200);
      response.write(Buffer.alloc(128 * 1024, 'x'));
    });

    const result = await sendWebhook(endpoint.url, SECRET, EVENT, { ...LOCAL, timeoutMs: 2_000 });

    expect(result).toEqual({
      ok: true,
      status: 200,
      error: null,
      at: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('reuses one connection for successive deliveries to the same receiver', async () => {
    const endpoint = await receiver(status(200));

    await sendWebhook(endpoint.url, SECRET, EVENT, LOCAL);
    await sendWebhook(endpoint.url, SECRET, { ...EVENT, id: 'evt_2' }, LOCAL);

    expect(endpoint.deliveries.map((delivery) => delivery.headers['webhook-id'])).toEqual([EVENT.id, 'evt_2']);
    expect(endpoint.connections).toBe(1);
  });

  it('fails with connection_failed: ECONNREFUSED when nothing listens', async () => {
    const closed = await receiver(silent);
    const server = servers.pop();
    await new Promise((done) => server?.close(done));

    expect(await sendWebhook(closed.url, SECRET, EVENT, LOCAL)).toEqual(failure('connection_failed: ECONNREFUSED'));
  });

  it('fails with connection_failed: ECONNRESET when the receiver drops the connection', async () => {
    const endpoint = await receiver((response) => response.socket?.destroy());

    expect(await sendWebhook(endpoint.url, SECRET, EVENT, LOCAL)).toEqual(failure('connection_failed: ECONNRESET'));
  });

  describe('without private hosts allowed', () => {
    const PUBLIC_ONLY: SendOptions = { timeoutMs: 2_000, allowPrivate: false };

    it('refuses an http loopback URL before making any request', async () => {
      const endpoint = await receiver(status(200));

      expect(await sendWebhook(endpoint.url, SECRET, EVENT, PUBLIC_ONLY)).toEqual(
        failure('url_refused: The webhook URL must start with https://.'),
      );
      expect(endpoint.connections).toBe(0);
    });

    it('refuses an https loopback URL before making any request', async () => {
      const endpoint = await receiver(status(200));

      expect(await sendWebhook(`https://127.0.0.1:${endpoint.port}/`, SECRET, EVENT, PUBLIC_ONLY)).toEqual(
        failure(
          'url_refused: The webhook URL points to a private, loopback or reserved IP address; use a publicly reachable address or host name.',
        ),
      );
      expect(endpoint.connections).toBe(0);
    });

    it('refuses at connect time a public-looking name that resolves to loopback', async () => {
      const endpoint = await receiver(status(200));

      expect(await sendWebhook(`https://rebound.example.com:${endpoint.port}/`, SECRET, EVENT, PUBLIC_ONLY)).toEqual(
        failure('refused_private_address'),
      );
      expect(endpoint.connections).toBe(0);
    });

    it('reaches the same name when private hosts are allowed, so the lookup is what refused it', async () => {
      const endpoint = await receiver(status(200));

      const result = await sendWebhook(`http://rebound.example.com:${endpoint.port}/`, SECRET, EVENT, LOCAL);

      expect(result).toMatchObject({ ok: true, status: 200 });
      expect(endpoint.deliveries).toHaveLength(1);
    });
  });

  it('fails with invalid_secret, without sending or echoing it, when the secret is malformed', async () => {
    const endpoint = await receiver(status(200));

    const result = await sendWebhook(endpoint.url, 'whsec_not base64!', EVENT, LOCAL);

    expect(result).toEqual(failure('invalid_secret'));
    expect(endpoint.connections).toBe(0);
  });
});
