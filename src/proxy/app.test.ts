import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLOSURE_ROW,
  closuresAnswer,
  coverageAnswer,
  FakeUpstream,
  type Reply,
  waitsAnswer,
} from '../testing/fake-upstream';
import { createProxy, type EmbedProxy, type KeyTier } from './app';
import type { HospitalRegistry } from './registry';
import { relayUpstream } from './upstream';

// A key made at run time: nothing key-shaped is ever committed.
const KEY = `ers_${randomBytes(24).toString('hex').slice(0, 32)}`;
const START = Date.UTC(2026, 10, 22, 5, 0, 0);

let upstream: FakeUpstream;
let baseUrl: string;
let clock: number;
let logs: Record<string, unknown>[];
let responses: Response[];

const REGISTRY: HospitalRegistry = {
  hospitals: [
    {
      id: 'ns_dartmouthgeneral',
      name: 'Dartmouth General Hospital',
      city: 'Dartmouth',
      province: 'NS',
      lat: 44.68,
      lng: -63.55,
    },
    {
      id: 'on_torontogeneral',
      name: 'Toronto General Hospital',
      city: 'Toronto',
      province: 'ON',
      lat: 43.66,
      lng: -79.39,
    },
  ],
  attribution: 'Registry: sample hospitals',
  source: 'sample',
  snapshotAt: null,
  loadedAt: START,
};

function proxy(
  options: { exposeWaits?: boolean; keyTier?: KeyTier; rate?: number; timeoutMs?: number } = {},
): EmbedProxy {
  return createProxy({
    upstream: relayUpstream({ baseUrl, apiKey: KEY }),
    credit: { name: 'ERstat', url: 'https://erstat.ca/feed' },
    exposeWaits: options.exposeWaits ?? false,
    keyTier: options.keyTier ?? 'unknown',
    registry: REGISTRY,
    staleIfErrorS: 86_400,
    timeoutMs: options.timeoutMs ?? 2_000,
    clientRatePerMinute: options.rate ?? 10_000,
    trustProxy: false,
    peerAddress: () => '198.51.100.7',
    log: (fields) => logs.push(fields),
    now: () => clock,
  });
}

async function get(p: EmbedProxy, path: string, init?: RequestInit): Promise<Response> {
  const response = await p.app.request(path, init);
  responses.push(response.clone());
  return response;
}

function answering(replies: Record<string, Reply>) {
  upstream.reply = (path) =>
    replies[path] ?? { status: 404, body: { error: 'not_found', message: 'No such endpoint.' } };
}

beforeEach(async () => {
  upstream = new FakeUpstream();
  baseUrl = await upstream.start();
  clock = START;
  logs = [];
  responses = [];
  answering({
    '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]) },
    '/api/v1/coverage': { body: coverageAnswer() },
  });
});

afterEach(async () => {
  await upstream.stop();
  // Whatever happened in the test, the key never left through a response or a log line.
  for (const response of responses) {
    expect(await response.text()).not.toContain(KEY);
    expect(JSON.stringify([...response.headers])).not.toContain(KEY);
  }
  expect(JSON.stringify(logs)).not.toContain(KEY);
});

describe('the keyless proxy', () => {
  it('serves the upstream closures with meta, and sends the key only in the X-API-Key header', async () => {
    const response = await get(proxy(), '/closures');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.closures).toEqual([{ ...CLOSURE_ROW, updated_at: '2026-11-22T04:31:11Z', expected_reopen: null }]);
    expect(body.count).toBe(1);
    expect(body.meta).toEqual({
      source: 'live',
      stale: false,
      fetched_at: '2026-11-22T05:00:00Z',
      credit: { name: 'ERstat', url: 'https://erstat.ca/feed' },
      snapshot_at: null,
      waits_offered: false,
    });
    const [call] = upstream.calls();
    expect(call?.url).toBe('/api/v1/closures');
    expect(call?.headers['x-api-key']).toBe(KEY);
  });

  it('coalesces 200 concurrent cold requests into one upstream call', async () => {
    answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]), delayMs: 150 } });
    const p = proxy();
    const all = await Promise.all(Array.from({ length: 200 }, () => get(p, '/closures')));
    expect(all.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(upstream.calls('/api/v1/closures')).toHaveLength(1);
  });

  it('keeps closures fresh for 60 s and coverage for 5 min, then revalidates on read', async () => {
    const p = proxy();
    await get(p, '/closures');
    await get(p, '/coverage');
    clock += 59_000;
    expect((await get(p, '/closures')).headers.get('X-Cache')).toBe('hit');
    expect(upstream.calls('/api/v1/closures')).toHaveLength(1);
    clock += 2_000;
    const revalidated = await get(p, '/closures');
    expect(revalidated.headers.get('X-Cache')).toBe('revalidate');
    expect(upstream.calls('/api/v1/closures')).toHaveLength(2);
    expect((await revalidated.json()).meta).toMatchObject({ stale: false, fetched_at: '2026-11-22T05:01:01Z' });
    clock = START + 299_000;
    expect((await get(p, '/coverage')).headers.get('X-Cache')).toBe('hit');
    expect(upstream.calls('/api/v1/coverage')).toHaveLength(1);
    clock = START + 301_000;
    expect((await get(p, '/coverage')).headers.get('X-Cache')).toBe('revalidate');
  });

  it.each([
    ['up', () => answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]) } })],
    ['slow', () => answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]), delayMs: 1_500 } })],
  ])(
    'serves the first reader after 70 idle seconds a fresh answer, not a stale one, with the upstream %s',
    async (_state, make) => {
      const p = proxy();
      await get(p, '/closures');
      make();
      clock = START + 70_000;
      const after = await get(p, '/closures');
      expect(after.status).toBe(200);
      expect(after.headers.get('X-Cache')).toBe('revalidate');
      expect(after.headers.get('Cache-Control')).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      const { meta } = await after.json();
      expect(meta).toMatchObject({ stale: false, fetched_at: '2026-11-22T05:01:10Z' });
      expect(meta).not.toHaveProperty('stale_reason');
    },
  );

  it.each([
    [
      'erroring',
      'upstream_unavailable',
      () => answering({ '/api/v1/closures': { status: 500, text: 'Internal Server Error' } }),
    ],
    ['down', 'upstream_unavailable', () => upstream.stop()],
    ['unreadable', 'upstream_bad_response', () => answering({ '/api/v1/closures': { status: 200, text: 'not json' } })],
  ])(
    'marks kept closures stale, saying what failed, only when the refresh past 60 s fails (upstream %s)',
    async (_state, reason, make) => {
      const p = proxy();
      await get(p, '/closures');
      await make();
      clock = START + 61_000;
      const past = await get(p, '/closures');
      expect(past.status).toBe(200);
      expect(past.headers.get('X-Cache')).toBe('stale');
      expect(past.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=0, stale-if-error=86400');
      expect((await past.json()).meta).toMatchObject({
        stale: true,
        stale_reason: reason,
        fetched_at: '2026-11-22T05:00:00Z',
      });
    },
  );

  it('says the upstream timed out when the refresh waits past the upstream timeout', async () => {
    const p = proxy({ timeoutMs: 200 });
    await get(p, '/closures');
    answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]), delayMs: 1_000 } });
    clock = START + 70_000;
    const past = await get(p, '/closures');
    expect((await past.json()).meta).toMatchObject({ stale: true, stale_reason: 'upstream_timeout' });
  });

  it('serves the last good answer, marked stale, when the upstream fails, for up to 24 hours', async () => {
    const p = proxy();
    await get(p, '/closures');
    answering({ '/api/v1/closures': { status: 500, text: 'Internal Server Error' } });
    clock += 3 * 60_000;
    const stale = await get(p, '/closures');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('stale');
    const body = await stale.json();
    expect(body.meta).toMatchObject({ stale: true, fetched_at: '2026-11-22T05:00:00Z' });
    expect(body.closures).toHaveLength(1);
    expect(stale.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=0, stale-if-error=86400');
    clock = START + 25 * 3_600_000;
    const gone = await get(p, '/closures');
    expect(gone.status).toBe(502);
    expect(await gone.json()).toEqual({ error: 'upstream_unavailable', message: expect.any(String) });
    expect(gone.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('answers 504 upstream_timeout when the upstream is too slow and nothing is cached', async () => {
    answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]), delayMs: 1_000 } });
    const response = await get(proxy({ timeoutMs: 100 }), '/closures');
    expect(response.status).toBe(504);
    expect((await response.json()).error).toBe('upstream_timeout');
  });

  it('backs off after an upstream 429 for Retry-After seconds, for every endpoint', async () => {
    const p = proxy();
    await get(p, '/closures');
    answering({
      '/api/v1/closures': { status: 429, body: { error: 'rate_limited' }, headers: { 'Retry-After': '30' } },
      '/api/v1/coverage': { body: coverageAnswer() },
    });
    clock += 3 * 60_000;
    const stale = await get(p, '/closures');
    expect(stale.status).toBe(200);
    expect((await stale.json()).meta.stale).toBe(true);
    const coverage = await get(p, '/coverage');
    expect(coverage.status).toBe(503);
    expect(await coverage.json()).toMatchObject({ error: 'upstream_rate_limited' });
    expect(coverage.headers.get('Retry-After')).toBe('30');
    expect(upstream.calls('/api/v1/coverage')).toHaveLength(0);
    clock += 31_000;
    expect((await get(p, '/coverage')).status).toBe(200);
    expect(upstream.calls('/api/v1/coverage')).toHaveLength(1);
  });

  it('answers 502 upstream_auth_failed when the key is refused, and logs it once a minute at most', async () => {
    answering({ '/api/v1/closures': { status: 401, body: { error: 'api_key_required', message: 'x' } } });
    const p = proxy();
    for (let i = 0; i < 5; i++) {
      const response = await get(p, '/closures');
      expect(response.status).toBe(502);
      expect((await response.json()).error).toBe('upstream_auth_failed');
      clock += 5_000;
    }
    expect(logs.filter((line) => line.event === 'upstream_auth_failed')).toHaveLength(1);
    expect(upstream.calls()).toHaveLength(1);
  });

  it('normalises parameters before the cache and drops unknown ones and client keys', async () => {
    const p = proxy();
    await get(p, '/closures?province=ns&utm_source=x&key=ers_clientsupplied');
    await get(p, '/closures?province=NS', { headers: { 'X-API-Key': 'ers_clientsupplied' } });
    expect(upstream.calls().map((c) => c.url)).toEqual(['/api/v1/closures?province=NS']);
    expect(upstream.calls()[0]?.headers['x-api-key']).toBe(KEY);
    const bad = await get(p, '/closures?province=XX');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('invalid_province');
    expect(upstream.calls()).toHaveLength(1);
  });

  it('sets the public header policy, with an ETag that answers 304', async () => {
    const p = proxy();
    const response = await get(p, '/closures');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Timing-Allow-Origin')).toBe('*');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    );
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    clock += 20_000;
    const again = await get(p, '/closures', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toContain('max-age=40,');
    expect(again.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('gives every answer, errors and preflights included, CORS, Timing-Allow-Origin and nosniff', async () => {
    answering({ '/api/v1/closures': { body: closuresAnswer([CLOSURE_ROW]) }, '/api/v1/coverage': { status: 500 } });
    const p = proxy({ rate: 5 });
    const ok = await get(p, '/closures');
    const answers: Record<string, Response> = {
      '200': ok,
      '304': await get(p, '/closures', { headers: { 'If-None-Match': ok.headers.get('ETag') ?? '' } }),
      '400': await get(p, '/closures?province=XX'),
      '404': await get(p, '/nothing'),
      '405': await get(p, '/closures', { method: 'POST' }),
      '204': await get(p, '/closures', { method: 'OPTIONS' }),
      '502': await get(p, '/coverage'),
      '429': await get(p, '/closures'),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.status).toBe(Number(status));
      expect(answer.headers.get('Access-Control-Allow-Origin'), status).toBe('*');
      expect(answer.headers.get('Timing-Allow-Origin'), status).toBe('*');
      expect(answer.headers.get('X-Content-Type-Options'), status).toBe('nosniff');
    }
    expect(answers['502']?.headers.get('X-Cache')).toBe('miss');
  });

  it.each([
    ['text that is not JSON', { text: '<html>maintenance</html>' }],
    ['JSON of the wrong shape', { body: { closures: 'none' } }],
    ['a redirect, which is not followed', { status: 302, headers: { Location: '/steal' } }],
  ])('answers 502 for %s', async (_label, reply) => {
    answering({ '/api/v1/closures': reply, '/steal': { body: closuresAnswer([CLOSURE_ROW]) } });
    const response = await get(proxy(), '/closures');
    expect(response.status).toBe(502);
    // Only the first request reached the upstream: a redirect would carry the key along.
    expect(upstream.calls().map((c) => c.url)).toEqual(['/api/v1/closures']);
  });

  it('refuses waits with 404 and the reason when the operator has not exposed them', async () => {
    const response = await get(proxy(), '/waits');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'waits_not_exposed',
      message: 'Wait times are not offered here: the operator has not enabled them (ER_EXPOSE_WAITS).',
    });
    expect(upstream.calls()).toHaveLength(0);
  });

  it('serves waits and locations from /waits when exposed and the key is commercial', async () => {
    answering({ '/api/v1/waits': { body: waitsAnswer() } });
    const p = proxy({ exposeWaits: true });
    const waits = await (await get(p, '/waits?province=ns&basis=predicted, live')).json();
    expect(waits.hospitals[0]).toMatchObject({ id: 'ns_halifaxinfirmary', basis: 'live', wait_minutes: 95 });
    const hospitals = await (await get(p, '/hospitals?province=NS')).json();
    expect(hospitals.hospitals).toEqual([
      {
        id: 'ns_halifaxinfirmary',
        name: 'Halifax Infirmary',
        city: 'Halifax',
        province: 'NS',
        lat: 44.6464,
        lng: -63.5842,
      },
    ]);
    // Every answer says so, for the map and the landing page to ask for waits only here.
    expect(hospitals.meta.waits_offered).toBe(true);
    expect(upstream.calls().map((c) => c.url)).toEqual([
      '/api/v1/waits?province=NS&basis=live%2Cpredicted',
      '/api/v1/waits?province=NS',
    ]);
  });

  it('passes an unsure notice on with its link, publisher and time, on closures and waits, never a javascript: link', async () => {
    const notice = {
      url: 'https://www.nshealth.ca/news/1',
      publisher: 'Nova Scotia Health',
      published_at: '2026-11-22 03:00:00',
    };
    const unsure = { certainty: 'unsure', notice };
    const [wait] = waitsAnswer().hospitals;
    answering({
      '/api/v1/closures': { body: closuresAnswer([{ ...CLOSURE_ROW, status: 'disruption', ...unsure }]) },
      '/api/v1/waits': {
        body: {
          ...waitsAnswer(),
          hospitals: [{ ...wait, ...unsure, notice: { ...notice, url: 'javascript:alert(1)' } }],
        },
      },
    });
    const p = proxy({ exposeWaits: true });
    const closures = await (await get(p, '/closures')).json();
    const published = { ...notice, published_at: '2026-11-22T03:00:00Z' };
    expect(closures.closures[0]).toMatchObject({ status: 'disruption', certainty: 'unsure', notice: published });
    const waits = await (await get(p, '/waits')).json();
    expect(waits.hospitals[0]).toMatchObject({ certainty: 'unsure', notice: { ...published, url: null } });
  });

  it('falls back to the registry for locations, and refuses waits, when the key is not commercial', async () => {
    answering({ '/api/v1/waits': { status: 403, body: { error: 'commercial_license_required', message: 'x' } } });
    const p = proxy({ exposeWaits: true });
    const hospitals = await get(p, '/hospitals?province=ns');
    expect(hospitals.status).toBe(200);
    const body = await hospitals.json();
    expect(body.hospitals.map((h: { id: string }) => h.id)).toEqual(['ns_dartmouthgeneral']);
    expect(body.meta.source).toBe('sample');
    expect(body.meta.waits_offered).toBe(false);
    const waits = await get(p, '/waits');
    expect(waits.status).toBe(404);
    expect((await waits.json()).message).toMatch(/no commercial licence/);
    expect(upstream.calls()).toHaveLength(1);
  });

  it('limits each client address, with 429 rate_limited and Retry-After', async () => {
    const p = proxy({ rate: 3 });
    for (let i = 0; i < 3; i++) expect((await get(p, '/coverage')).status).toBe(200);
    const limited = await get(p, '/coverage');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('rate_limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    clock += 60_000;
    expect((await get(p, '/coverage')).status).toBe(200);
  });

  it('answers preflight, wrong methods and unknown paths with the documented statuses', async () => {
    const p = proxy();
    const preflight = await get(p, '/closures', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const post = await get(p, '/closures', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect((await post.json()).error).toBe('method_not_allowed');
    const unknown = await get(p, '/beds');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('not_found');
    const head = await get(p, '/coverage', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never calls sample or snapshot data live when the upstream says what it is', async () => {
    answering({
      '/api/v1/closures': {
        body: closuresAnswer([CLOSURE_ROW]),
        headers: { 'X-Data-Source': 'dataset; snapshot_at=2026-09-01T15:54:53.410Z' },
      },
      '/api/v1/coverage': { body: coverageAnswer(), headers: { 'X-Data-Source': 'something-new' } },
    });
    const p = proxy();
    expect((await (await get(p, '/closures')).json()).meta).toMatchObject({
      source: 'dataset',
      snapshot_at: '2026-09-01T15:54:53Z',
    });
    expect((await (await get(p, '/coverage')).json()).meta.source).toBe('dataset');
  });
});
