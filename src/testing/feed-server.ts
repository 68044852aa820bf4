// A feed on a loopback port for the ingestion tests: it serves whatever the test sets (a
// payload, an error status, a body that never comes) and records every request it gets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedBehaviour =
  | { kind: 'payload'; body: string | Uint8Array; etag?: string; contentType?: string }
  | { kind: 'status'; status: number; body?: string }
  /** Headers are sent, then nothing: the client's timeout must end it. */
  | { kind: 'hang' };

export interface FeedRequest {
  at: number;
  ifNoneMatch: string | null;
}

export async function startFeedServer(initial: FeedBehaviour) {
  let behaviour = initial;
  const requests: FeedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const ifNoneMatch = request.headers['if-none-match'] ?? null;
    requests.push({ at: Date.now(), ifNoneMatch });
    const current = behaviour;
    if (current.kind === 'hang') {
      hanging.add(response);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.flushHeaders();
      return;
    }
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'Content-Type': 'text/html' }).end(current.body ?? '');
      return;
    }
    if (current.etag && ifNoneMatch === current.etag) {
      response.writeHead(304, { ETag: current.etag }).end();
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': current.contentType ?? 'application/json' };
    if (current.etag) headers.ETag = current.etag;
    response.writeHead(200, headers).end(current.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed`,
    requests,
    set(next: FeedBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
