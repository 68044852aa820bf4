// The v1 service behind @hono/node-server, as `npm start` serves it: headers are read from
// Node's own request on this path, so it is tested over a real socket too.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { v1Client } from '../testing/v1';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer;
let server: ReturnType<typeof serve>;
let base = '';
let key = '';
beforeAll(async () => {
  const config = readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), ER_ACCESS_LOG: '0' });
  const write = process.stdout.write;
  process.stdout.write = () => true;
  built = buildServer(config, () => {});
  process.stdout.write = write;
  key = built.v1?.service.createKey({ tier: 'commercial', name: 'Socket Reader' }).key ?? '';
  await new Promise<void>((listening) => {
    server = serve({ fetch: built.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  built.close();
});

const client = v1Client((request) =>
  fetch(base + new URL(request.url).pathname + new URL(request.url).search, request),
);

describe('over a socket', () => {
  it('reads the key from X-API-Key or ?key=, and refuses a wrong one', async () => {
    expect((await client.request('/api/v1/waits', { key })).status).toBe(200);
    expect((await client.request(`/api/v1/waits?key=${key}`)).status).toBe(200);
    expect((await client.request(`/api/v1/waits?key=${key}`, { key: `ers_${'Q'.repeat(32)}` })).status).toBe(401);
    expect((await client.request('/api/v1/waits')).status).toBe(401);
  });

  it('answers If-None-Match with 304', async () => {
    const first = await client.request('/api/v1/closures', { key });
    const etag = first.headers.get('etag') as string;
    const again = await client.request('/api/v1/closures', { key, headers: { 'If-None-Match': `"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-data-source')).toBe('sample');
    expect((await client.request('/api/v1/closures', { key, headers: { 'If-None-Match': '"x"' } })).status).toBe(200);
  });
});

describe('HEAD', () => {
  it('says how long the GET answer is, and sends no body', async () => {
    const paths: [string, Record<string, string>][] = [
      ['/api/v1/closures', { 'X-API-Key': key }],
      ['/api/v1/history?period=7d', { 'X-API-Key': key }],
      ['/api/v1/openapi.json', {}],
      ['/embed/api/closures?province=NS', {}],
      ['/feed.xml', {}],
      ['/', {}],
    ];
    for (const [path, headers] of paths) {
      const asked = { ...headers, 'Accept-Encoding': 'identity' };
      const get = await fetch(base + path, { headers: asked });
      const length = String((await get.arrayBuffer()).byteLength);
      const head = await fetch(base + path, { method: 'HEAD', headers: asked });
      expect([path, head.status, head.headers.get('content-length'), await head.text()]).toEqual([
        path,
        200,
        length,
        '',
      ]);
      expect([path, get.headers.get('content-length')]).toEqual([path, length]);
    }
  });
});
