import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSURE_ROW, closuresAnswer, FakeUpstream } from '../testing/fake-upstream';
import { buildServer } from './build-server';
import { readConfig } from './config';

const KEY = `ers_${randomBytes(24).toString('hex').slice(0, 32)}`;
let upstream: FakeUpstream;
let baseUrl: string;
let lines: Record<string, unknown>[];

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'er-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>er-status</title>');
  return dir;
}

beforeEach(async () => {
  upstream = new FakeUpstream();
  baseUrl = await upstream.start();
  upstream.reply = () => ({ body: closuresAnswer([CLOSURE_ROW]) });
  lines = [];
});

afterEach(() => upstream.stop());

describe('the server in relay mode', () => {
  const relay = () =>
    buildServer(readConfig({ ERSTAT_API_KEY: KEY, ERSTAT_BASE_URL: baseUrl, ER_DIST: dist() }), (l) => lines.push(l))
      .app;

  it('serves the upstream closures to the widget, and says where the v1 API lives', async () => {
    const app = relay();
    const closures = await app.request('/embed/api/closures?province=ns&key=ers_fromclient');
    expect(closures.status).toBe(200);
    expect((await closures.json()).closures[0].id).toBe(CLOSURE_ROW.id);
    const api = await app.request('/api/v1/closures');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: 'not_found',
      message: `This server relays ${baseUrl}/api/v1/: the v1 API is served there, not here.`,
    });
  });

  it('writes one access-log line per request, without the key, with the cache outcome', async () => {
    const app = relay();
    await app.request('/embed/api/closures?key=ers_fromclient&province=NS');
    await app.request('/embed/api/closures?province=NS');
    const requests = lines.filter((line) => line.event === 'request');
    expect(requests.map((line) => [line.method, line.path, line.status, line.cache])).toEqual([
      ['GET', '/embed/api/closures?province=NS', 200, 'miss'],
      ['GET', '/embed/api/closures?province=NS', 200, 'hit'],
    ]);
    expect(typeof requests[0]?.ms).toBe('number');
  });

  it('reports mode, upstream and cache ages on /healthz, and never the key', async () => {
    const app = relay();
    await app.request('/embed/api/closures');
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    const body = await health.json();
    expect(body).toMatchObject({ status: 'ok', mode: 'relay', upstream: `${baseUrl}/api/v1/` });
    expect(body.cache).toEqual([{ key: 'closures||', age_s: 0, failing: null }]);
    expect(JSON.stringify(body)).not.toContain(KEY);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });

  it('serves the RSS feed from the same cached closures', async () => {
    const app = relay();
    const feed = await app.request('/feed.xml?province=ns');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain(
      '<title>Closed: Cobequid Community Health Centre (Lower Sackville, NS)</title>',
    );
    await app.request('/embed/api/closures?province=NS');
    expect(upstream.calls()).toHaveLength(1);
  });
});
