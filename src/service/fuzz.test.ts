// Random paths, methods, query strings and header values against every endpoint: only the
// statuses the OpenAPI document lists come back, every error is a JSON body with a documented
// code, and nothing ever answers 500. The seed makes a failure reproducible.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestService, testService } from '../testing/v1';

const SEED = 20_261_122;
const REQUESTS = 2500;
const ENDPOINTS = ['/api/v1/closures', '/api/v1/coverage', '/api/v1/waits', '/api/v1/history', '/api/v1/openapi.json'];

function generator(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chars = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  return { random, int, pick, chars };
}

const PRINTABLE = ' !"#$&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
const LATIN1 = `${PRINTABLE}\u00a0éàôç\u00ff\t`;
const ODD_VALUES = [
  '',
  ' ',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C3%A9',
  'NaN',
  '-1',
  '1e3',
  '[]',
  '{}',
  'null',
  '💥',
  'ns%2Cbc',
];

let api: TestService;
// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
let document: any;
beforeAll(async () => {
  api = testService({ config: { rateLimits: { free: 100, commercial: 1000 } } });
  document = (await api.request('/api/v1/openapi.json')).json;
});
afterAll(() => api.close());

function allowedAnswers(path: string, method: string): Map<number, string[]> {
  const operation = document.paths[path];
  const underApi = path === '/api/v1' || path.startsWith('/api/v1/');
  if (method === 'OPTIONS') return underApi ? new Map([[204, []]]) : new Map([[404, ['not_found']]]);
  if (!operation) return new Map([[404, ['not_found']]]);
  const get = operation.get;
  const allowed = new Map<number, string[]>();
  for (const [status, response] of Object.entries<{
    content?: Record<string, { schema: { properties: { error: { enum: string[] } } } }>;
  }>(get.responses)) {
    allowed.set(Number(status), response.content?.['application/json']?.schema?.properties?.error?.enum ?? []);
  }
  if (method !== 'GET' && method !== 'HEAD') return new Map([[405, allowed.get(405) ?? []]]);
  return allowed;
}

describe(`fuzzing every endpoint (seed ${SEED})`, () => {
  it(`answers ${REQUESTS} random requests with documented statuses and JSON errors, never a 500`, async () => {
    const { random, int, pick, chars } = generator(SEED);
    const revoked = api.service.createKey({ tier: 'commercial', name: 'Revoked' });
    api.service.revokeKey(revoked.prefix);
    const keys = [
      api.keys.free,
      api.keys.commercial,
      revoked.key,
      `ers_${chars('abcXYZ019', 32)}`,
      chars(LATIN1, int(80)),
    ];
    const statuses = new Map<number, number>();
    let sent = 0;

    const randomPath = () => {
      const endpoint = pick(ENDPOINTS);
      switch (int(20)) {
        case 0:
          return endpoint.toUpperCase();
        case 1:
          return `${endpoint}/`;
        case 2:
          return `${endpoint}/${chars(PRINTABLE, int(12))}`;
        case 3:
          return `/api/v1/${encodeURIComponent(chars(LATIN1, int(20)))}`;
        case 4:
          return pick(['/api/v1', '/api/v1/', '/api/v1//closures', '/api/v1/./waits', '/api/v1/x/../history']);
        default:
          return endpoint;
      }
    };
    const randomValue = () =>
      pick([
        () => pick(ODD_VALUES),
        () =>
          pick([
            'ns',
            'QC',
            'yt',
            'xx',
            'live,predicted',
            'typical , none',
            '30d',
            '3650d',
            '0d',
            'csv',
            'json',
            'xml',
          ]),
        () => encodeURIComponent(chars(LATIN1, int(40))),
        () => chars('abcdefghijklmnopqrstuvwxyz0123456789,%', int(30)),
        () => 'a'.repeat(int(3000)),
      ])();
    const randomQuery = () =>
      Array.from({ length: int(5) }, () => {
        const name = pick(['province', 'basis', 'period', 'format', 'key', 'Province', chars('abc_', 1 + int(6))]);
        return `${name}=${randomValue()}`;
      }).join('&');

    while (sent < REQUESTS) {
      const method =
        random() < 0.75
          ? pick(['GET', 'GET', 'GET', 'HEAD'])
          : pick(['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PURGE']);
      const headers: Record<string, string> = {};
      if (random() < 0.8) headers['X-API-Key'] = pick(keys);
      if (random() < 0.2) headers['If-None-Match'] = pick(['*', '"x"', chars(LATIN1, int(60)), 'W/"a", "b"']);
      if (random() < 0.2) headers.Accept = pick(['text/html', '*/*', chars(PRINTABLE, int(30))]);
      if (random() < 0.1) headers[`X-${chars('abcdef', 6)}`] = chars(LATIN1, int(100));
      let request: Request;
      try {
        request = new Request(`http://er.test${randomPath()}?${randomQuery()}`, { method, headers });
      } catch {
        continue;
      }
      sent += 1;
      const response = await api.service.fetch(request);
      const path = new URL(request.url).pathname;
      const allowed = allowedAnswers(path, method);
      const context = `${method} ${request.url.slice(0, 200)} → ${response.status}`;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, context).not.toBe(500);
      expect(allowed.has(response.status), context).toBe(true);
      expect(response.headers.get('access-control-allow-origin'), context).toBe('*');
      expect(response.headers.get('x-request-id'), context).toBeTruthy();
      if (response.status >= 400 && method === 'HEAD') {
        expect(response.headers.get('content-type'), context).toMatch(/^application\/json/);
      } else if (response.status >= 400) {
        const body = await response.json();
        expect(Object.keys(body).sort(), context).toEqual(
          body.licensing ? ['error', 'licensing', 'message'] : ['error', 'message'],
        );
        expect(allowed.get(response.status), context).toContain(body.error);
      } else if (response.status === 200 && method === 'GET') {
        // Revalidated through the client, which checks the body against the document.
        expect((await api.request(`${path}${new URL(request.url).search}`, { headers })).status, context).not.toBe(500);
      } else {
        await response.arrayBuffer();
      }
    }
    // The mix reached every kind of answer.
    expect([...statuses.keys()].sort(), JSON.stringify([...statuses])).toEqual([
      200, 204, 304, 400, 401, 403, 404, 405, 429,
    ]);
  });
});
