// The decisions table, part 1: what a request may say (parameters, methods, paths) and the
// order in which it is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../contract/errors';
import { PROVINCE_CODES } from '../contract/provinces';
import { BASES } from '../contract/values';
import { type TestService, testService } from '../testing/v1';

let api: TestService;
beforeAll(() => {
  api = testService({ config: { rateLimits: { free: 1_000_000, commercial: 1_000_000 } } });
});
afterAll(() => api.close());

describe('decision: province values', () => {
  it.each(['ns', 'NS', 'nS'])('accepts %s case-insensitively and answers in upper case', async (province) => {
    const answer = await api.get(`/api/v1/closures?province=${province}`);
    expect(answer.status).toBe(200);
    expect(answer.json.closures.length).toBeGreaterThan(0);
    expect(answer.json.closures.every((row: { province: string }) => row.province === 'NS')).toBe(true);
    const waits = await api.get(`/api/v1/waits?province=${province}`);
    expect(waits.json.hospitals.map((row: { province: string }) => row.province)).toContain('NS');
    expect(new Set(waits.json.hospitals.map((row: { province: string }) => row.province))).toEqual(new Set(['NS']));
  });

  it('takes a valid province on /coverage and answers the whole table, every province a row of it', async () => {
    const all = await api.get('/api/v1/coverage');
    const ns = await api.get('/api/v1/coverage?province=ns');
    expect(ns.status).toBe(200);
    expect(ns.json.provinces).toEqual(all.json.provinces);
    expect(ns.json.national).toEqual(all.json.national);
  });

  it.each(['xx', 'CA', 'nsx', 'n', '', '%20ns', 'ns&province=pe', 'Nova%20Scotia'])(
    'refuses province=%s with 400 invalid_province listing the 13 codes',
    async (province) => {
      for (const path of ['/api/v1/closures', '/api/v1/coverage', '/api/v1/waits', '/api/v1/history']) {
        const answer = await api.get(`${path}?province=${province}`);
        expect(answer.status).toBe(400);
        expect(answer.json.error).toBe('invalid_province');
        for (const code of PROVINCE_CODES) expect(answer.json.message).toContain(code);
      }
    },
  );
});

describe('decision: basis filter', () => {
  it.each([
    ['live', ['live']],
    ['live,predicted,typical', ['live', 'predicted', 'typical']],
    [' Live , PREDICTED ', ['live', 'predicted']],
    ['closed,,none', ['closed', 'none']],
    ['live&basis=none', ['live', 'none']],
  ])('basis=%s keeps only rows of those bases', async (basis, kept) => {
    const all = (await api.get('/api/v1/waits')).json.hospitals as { id: string; basis: string }[];
    const answer = await api.get(`/api/v1/waits?basis=${encodeURIComponent(basis).replace('%26basis%3D', '&basis=')}`);
    expect(answer.status).toBe(200);
    expect(answer.json.hospitals).toEqual(
      (await api.get('/api/v1/waits')).json.hospitals.filter((row: { basis: string }) => kept.includes(row.basis)),
    );
    expect(answer.json.count).toBe(all.filter((row) => kept.includes(row.basis)).length);
  });

  it('the sample has rows of all five bases, so each filter is exercised', async () => {
    const bases = new Set((await api.get('/api/v1/waits')).json.hospitals.map((row: { basis: string }) => row.basis));
    expect([...bases].sort()).toEqual([...BASES].sort());
  });

  it.each(['estimated', 'live,soon', '', ',', 'live;predicted'])(
    'refuses basis=%s with 400 invalid_basis',
    async (basis) => {
      const answer = await api.get(`/api/v1/waits?basis=${encodeURIComponent(basis)}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: 'invalid_basis', message: ERRORS.invalid_basis.message });
    },
  );
});

describe('decision: period', () => {
  const hourStart = (ms: number) => Math.floor(ms / 3_600_000) * 3_600_000;

  it('defaults to 30d: the window starts 30 days before the start of the current UTC hour', async () => {
    const answer = await api.get('/api/v1/history');
    expect(answer.json.period).toBe('30d');
    expect(Date.parse(answer.json.from)).toBe(hourStart(api.clock.now()) - 30 * 86_400_000);
    expect(Date.parse(answer.json.to)).toBe(api.clock.now());
  });

  it.each([
    ['1d', 1],
    ['90d', 90],
    ['3650d', 3650],
  ])('accepts period=%s', async (period, days) => {
    const answer = await api.get(`/api/v1/history?period=${period}`);
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.json.from)).toBe(hourStart(api.clock.now()) - days * 86_400_000);
  });

  it.each(['0d', '3651d', '30', 'd', '30D', '-1d', '1.5d', '030d', '30d ', '1w', '30d&period=7d'])(
    'refuses period=%s with 400 invalid_period',
    async (period) => {
      const answer = await api.get(`/api/v1/history?period=${period.replace(' ', '%20')}`);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe('invalid_period');
    },
  );
});

describe('decision: methods', () => {
  it('HEAD answers like GET, without a body', async () => {
    const get = await api.get('/api/v1/closures');
    const head = await api.request('/api/v1/closures', { method: 'HEAD', key: api.keys.commercial });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
  });

  it('OPTIONS answers a CORS preflight with 204, allowing the X-API-Key header, with no key', async () => {
    for (const path of ['/api/v1/closures', '/api/v1/waits', '/api/v1/history', '/api/v1/openapi.json']) {
      const answer = await api.request(path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://news.example', 'Access-Control-Request-Headers': 'x-api-key' },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/);
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s answers 405 method_not_allowed with an Allow header',
    async (method) => {
      const answer = await api.request('/api/v1/closures', { method, key: api.keys.commercial });
      expect(answer.status).toBe(405);
      expect(answer.json).toEqual({ error: 'method_not_allowed', message: ERRORS.method_not_allowed.message });
      expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    },
  );
});

describe('decision: unknown path under /api/v1', () => {
  it.each(['/api/v1/nope', '/api/v1/closures/', '/api/v1/Closures', '/api/v1', '/api/v1/waits/ns', '/api/v2/closures'])(
    '%s answers 404 not_found as JSON, whatever the method',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const answer = await api.request(path, { method, key: api.keys.commercial });
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ error: 'not_found', message: ERRORS.not_found.message });
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      }
    },
  );
});

describe('decision: order of checks', () => {
  it('404 before 405 before 401 before 429 before 403 before 400', async () => {
    const strict = testService({ config: { rateLimits: { free: 1, commercial: 1 } } });
    try {
      expect((await strict.request('/api/v1/nope', { method: 'POST' })).status).toBe(404);
      expect((await strict.request('/api/v1/waits', { method: 'POST' })).status).toBe(405);
      expect((await strict.request('/api/v1/waits?province=xx')).status).toBe(401);
      // The free key's one request: the tier is checked after the key, before the parameters.
      expect((await strict.get('/api/v1/waits?province=xx', strict.keys.free)).json.error).toBe(
        'commercial_license_required',
      );
      expect((await strict.get('/api/v1/waits?province=xx', strict.keys.free)).json.error).toBe('rate_limited');
      expect((await strict.get('/api/v1/waits?province=xx', strict.keys.commercial)).json.error).toBe(
        'invalid_province',
      );
    } finally {
      strict.close();
    }
  });
});
