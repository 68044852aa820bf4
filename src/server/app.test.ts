import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDatasetFixture } from '../testing/dataset-fixture';
import { tempDist } from '../testing/dist-fixture';
import { CLOSURE_ROW, closuresAnswer, FakeUpstream } from '../testing/fake-upstream';
import { buildServer } from './build-server';
import { readConfig } from './config';
import { startService } from './v1';

const KEY = `ers_${randomBytes(24).toString('hex').slice(0, 32)}`;
let upstream: FakeUpstream;
let baseUrl: string;
let lines: Record<string, unknown>[];

beforeEach(async () => {
  upstream = new FakeUpstream();
  baseUrl = await upstream.start();
  upstream.reply = () => ({ body: closuresAnswer([CLOSURE_ROW]) });
  lines = [];
});

afterEach(() => upstream.stop());

describe('the server in relay mode', () => {
  const relay = () =>
    buildServer(readConfig({ ERSTAT_API_KEY: KEY, ERSTAT_BASE_URL: baseUrl, ER_DIST: tempDist() }), (l) =>
      lines.push(l),
    ).app;

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

  it('sends a person following an ER name to the page of the service it relays, without the query', async () => {
    const app = relay();
    for (const path of ['/er/ns_halifax', '/fr/er/ns_halifax', '/closures/ns', '/fr/closures']) {
      const page = await app.request(`${path}?key=ers_fromclient`);
      expect(page.status, path).toBe(302);
      expect(page.headers.get('Location'), path).toBe(new URL(path, baseUrl).href);
    }
  });

  it("keeps a province list's page number on the way there, and nothing else", async () => {
    const app = relay();
    for (const path of ['/closures/ns', '/fr/closures/qc']) {
      const page = await app.request(`${path}?page=3&key=ers_fromclient`);
      expect(page.headers.get('Location'), path).toBe(new URL(`${path}?page=3`, baseUrl).href);
    }
    const odd = await app.request('/closures/ns?page=3%20or%201');
    expect(odd.headers.get('Location')).toBe(new URL('/closures/ns', baseUrl).href);
  });

  it('sends a widget\'s "Get alerts" link to the sign-up of the service it relays, with the ERs chosen and nothing else', async () => {
    const app = relay();
    for (const path of ['/subscribe', '/fr/abonnement']) {
      const page = await app.request(`${path}?er=ns_halifax&key=ers_fromclient&er=ns_springhill`);
      expect(page.status, path).toBe(302);
      expect(page.headers.get('Location'), path).toBe(new URL(`${path}?er=ns_halifax&er=ns_springhill`, baseUrl).href);
    }
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
    expect(feed.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const xml = await feed.text();
    expect(xml).toContain('<title>Closed: Cobequid Community Health Centre (Lower Sackville, NS)</title>');
    // A relay has no ER pages: its items lead to the /embed page, opened at the ER.
    expect(xml).toMatch(/<item>.*<link>http:\/\/[^<]*\/embed\?province=NS&amp;views=closures&amp;lang=en#/);
    expect(xml).not.toContain('/er/');
    await app.request('/embed/api/closures?province=NS');
    expect(upstream.calls()).toHaveLength(1);
  });

  it('lists only the landing pages in its sitemap: a relay has no ER pages', async () => {
    const app = relay();
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs).toEqual(['/', '/fr/']);
    expect(upstream.calls()).toHaveLength(0);
  });

  it("answers the feed's errors as /embed/api answers them: status of the code, Retry-After, no-store, CORS", async () => {
    const app = relay();
    upstream.reply = () => ({ status: 429, body: { error: 'rate_limited' }, headers: { 'Retry-After': '120' } });
    for (const path of ['/feed.xml?province=ns', '/embed/api/closures?province=ns']) {
      const answer = await app.request(path);
      expect([path, answer.status, (await answer.json()).error]).toEqual([path, 503, 'upstream_rate_limited']);
      expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(100);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
    for (const path of ['/feed.xml?province=zz', '/embed/api/closures?province=zz']) {
      const answer = await app.request(path);
      expect([path, answer.status, (await answer.json()).error]).toEqual([path, 400, 'invalid_province']);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
  });
});

describe('the per-client limit', () => {
  it('limits /feed.xml per client as /embed/api, from one budget, with the same 429 answer', async () => {
    const config = readConfig({
      ERSTAT_API_KEY: KEY,
      ERSTAT_BASE_URL: baseUrl,
      ER_DIST: tempDist(),
      ER_EMBED_RATE: '3',
    });
    const app = buildServer(config, () => {}).app;
    const statuses = [];
    for (const path of ['/feed.xml', '/feed.xml?lang=fr', '/embed/api/closures', '/feed.xml', '/embed/api/closures']) {
      statuses.push((await app.request(path)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await app.request('/feed.xml?province=ns');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Rate limit exceeded. Wait for Retry-After seconds, or use a commercial key.',
    });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(limited.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('the v1 service in the server', () => {
  it('answers everything under /api/v1 itself, with JSON errors and CORS', async () => {
    const built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
    try {
      const { app } = built;
      for (const [path, status] of [
        ['/api/v1/closures', 401],
        ['/api/v1/unknown', 404],
        ['/api/v1/openapi.json', 200],
      ] as const) {
        const response = await app.request(path);
        expect(response.status).toBe(status);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      }
      const health = await app.request('/healthz');
      expect(health.status).toBe(200);
      expect((await health.json()).webhooks).toEqual({
        endpoints_active: 0,
        endpoints_disabled: 0,
        deliveries_pending: 0,
        oldest_pending_age_s: null,
      });
    } finally {
      built.close();
    }
  });

  it('gives the widget a closure written to the store at its next request, not at the end of the cache window', async () => {
    const built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
    try {
      const { app, v1 } = built;
      const store = v1?.store;
      if (!store) throw new Error('service mode has a store');
      const closedIds = async () => {
        const response = await app.request('/embed/api/closures');
        return ((await response.json()) as { closures: { id: string }[] }).closures.map((row) => row.id);
      };
      const open = store.hospitals
        .all()
        .find((hospital) => !store.statuses.all().some((s) => s.hospital_id === hospital.id && s.status !== 'open'));
      if (!open) throw new Error('the sample has an open ER');
      expect(await closedIds()).not.toContain(open.id);
      const now = Math.floor(Date.now() / 1000);
      store.write(() =>
        store.statuses.set(
          {
            hospital_id: open.id,
            status: 'closed',
            message: 'Closed for the test.',
            updated_at: now,
            expected_reopen: null,
          },
          now,
        ),
      );
      expect(await closedIds()).toContain(open.id);
    } finally {
      built.close();
    }
  });

  it('logs the loaded source in one line, with the malformed rows skipped per file', () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const v1 = startService(readConfig({ ER_DB: ':memory:', ER_DATA: writeDatasetFixture().dir }));
    write.mockRestore();
    v1.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      event: 'source_loaded',
      kind: 'dataset',
      skipped: 9,
      files: { 'closures.csv': { kept: 3, skipped: 3 } },
    });
  });

  it('stops start-up with a message naming a missing dataset file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'er-empty-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ER_DB: ':memory:', ER_DATA: empty, PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`er-status: ER_DATA: closures.csv is missing; looked in ${empty}.`);
  });
});
