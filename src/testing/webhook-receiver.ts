// A webhook receiver on a loopback port for tests: it verifies every delivery with the
// `standardwebhooks` package (not our own code), keeps what it got, and answers as the test
// says (2xx, an error status, or not at all until released).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read payloads field by field, as a receiver does
  body: any;
  verified: boolean;
  at: number;
}

export type Answer = { status: number } | 'hold';

export async function startReceiver(answer: (request: number) => Answer = () => ({ status: 204 })) {
  let secret: string | null = null;
  let requests = 0;
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      let verified = false;
      try {
        if (secret) new Webhook(secret).verify(raw, headers);
        verified = secret !== null;
      } catch {
        verified = false;
      }
      const body = JSON.parse(raw);
      received.push({ id: headers['webhook-id'] ?? '', type: body.type, body, verified, at: Date.now() });
      const reply = answer(++requests);
      if (reply === 'hold') held.push(response);
      else response.writeHead(reply.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** The endpoint's secret, to verify signatures with. */
    useSecret(value: string) {
      secret = value;
    },
    /** Answers every held request with `status`. */
    release(status = 204) {
      for (const response of held.splice(0)) response.writeHead(status).end();
    },
    async close() {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
