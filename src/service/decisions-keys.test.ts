// The decisions table, part 2: key format and rate limits.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestService, testService } from '../testing/v1';
import { DEFAULT_SERVICE_CONFIG } from './config';
import { createKey } from './keys';

let api: TestService;
afterEach(() => api.close());

describe('decision: key format', () => {
  it('is ers_ and 32 base62 characters, different every time', () => {
    api = testService();
    const keys = Array.from({ length: 200 }, () => api.service.createKey({ tier: 'free', name: 'Batch' }).key);
    for (const key of keys) expect(key).toMatch(/^ers_[A-Za-z0-9]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is stored only as its SHA-256 digest, with a 12-character prefix', () => {
    api = testService();
    const { key, prefix } = api.service.createKey({ tier: 'commercial', name: 'Digest Check' });
    const rows = api.store.db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows.find((row) => row.prefix === prefix)).toMatchObject({
      digest: createHash('sha256').update(key).digest('hex'),
      tier: 'commercial',
      name: 'Digest Check',
    });
    expect(key.startsWith(prefix)).toBe(true);
    expect(prefix).toHaveLength(12);
  });

  it('is never echoed in an answer, whatever the answer', async () => {
    api = testService({ config: { rateLimits: { free: 2, commercial: 10 } } });
    const key = api.keys.free;
    const answers = [
      await api.get('/api/v1/closures', key),
      await api.get('/api/v1/waits', key),
      await api.get('/api/v1/closures?province=zz', key),
      await api.request(`/api/v1/closures?key=${key}`),
      await api.get(`/api/v1/coverage`, `${key}x`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 429, 429, 401]);
    for (const answer of answers) {
      expect(answer.text).not.toContain(key);
      expect(JSON.stringify([...answer.headers])).not.toContain(key);
    }
  });

  it('is never logged: a failure logs the prefix only', async () => {
    api = testService();
    const { key, prefix } = api.service.createKey({ tier: 'commercial', name: 'Logged' });
    expect((await api.get('/api/v1/closures', key)).status).toBe(200);
    api.store.db.exec('DROP TABLE status_events');
    expect((await api.get('/api/v1/history', key)).status).toBe(503);
    vi.spyOn(api.store.keys, 'byDigest').mockImplementation(() => {
      throw new Error('boom');
    });
    // A key made elsewhere (the keys CLI): this service must ask the store for it.
    const other = createKey(api.store, { tier: 'free', name: 'Other' });
    expect((await api.get('/api/v1/closures', other.key)).status).toBe(500);
    const logs = JSON.stringify(api.logs);
    expect(logs).toContain(prefix);
    expect(logs).not.toContain(key);
    expect(logs).not.toContain(other.key);
  });

  it('is read from X-API-Key, or from ?key= when the header is absent or empty', async () => {
    api = testService();
    const { free } = api.keys;
    expect((await api.request(`/api/v1/closures?key=${free}`)).status).toBe(200);
    expect((await api.request(`/api/v1/closures?key=${free}`, { key: '' })).status).toBe(200);
    // The header is preferred: a wrong header is not rescued by a right query parameter.
    expect((await api.request(`/api/v1/closures?key=${free}`, { key: `ers_${'x'.repeat(32)}` })).status).toBe(401);
  });
});

describe('keys made in-process', () => {
  it('revokes every active key of a licensee name, as the server does with its own embed keys', async () => {
    api = testService();
    const earlier = [
      api.service.createKey({ tier: 'free', name: 'embed' }),
      api.service.createKey({ tier: 'free', name: 'embed' }),
    ];
    expect(api.service.revokeKeysNamed('embed').sort()).toEqual(earlier.map((key) => key.prefix).sort());
    const current = api.service.createKey({ tier: 'free', name: 'embed' });
    for (const { key } of earlier) expect((await api.get('/api/v1/closures', key)).status).toBe(401);
    expect((await api.get('/api/v1/closures', current.key)).status).toBe(200);
    expect((await api.get('/api/v1/closures', api.keys.free)).status).toBe(200);
    expect(api.service.revokeKeysNamed('embed')).toEqual([current.prefix]);
  });
});

describe('decision: rate limits', () => {
  it('defaults to 60 a minute for a free key and 600 for a commercial key', async () => {
    expect(DEFAULT_SERVICE_CONFIG.rateLimits).toEqual({ free: 60, commercial: 600 });
    api = testService();
    for (let n = 1; n <= 60; n++) expect((await api.get('/api/v1/coverage', api.keys.free)).status).toBe(200);
    expect((await api.get('/api/v1/coverage', api.keys.free)).status).toBe(429);
    for (let n = 1; n <= 600; n++) {
      const answer = await api.get('/api/v1/coverage', api.keys.commercial);
      if (answer.status !== 200) throw new Error(`request ${n} answered ${answer.status}`);
    }
    const over = await api.get('/api/v1/coverage', api.keys.commercial);
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit-limit')).toBe('600');
  });

  it('carries RateLimit-* on every answer to a valid key, and not otherwise', async () => {
    api = testService({ config: { rateLimits: { free: 4, commercial: 100 } } });
    const first = await api.get('/api/v1/closures', api.keys.free);
    const keyed = [
      first,
      await api.get('/api/v1/closures', api.keys.free, { 'If-None-Match': first.headers.get('etag') ?? '' }),
      await api.get('/api/v1/closures?province=zz', api.keys.free),
      await api.get('/api/v1/waits', api.keys.free),
      await api.get('/api/v1/closures', api.keys.free),
    ];
    expect(keyed.map((answer) => answer.status)).toEqual([200, 304, 400, 403, 429]);
    expect(keyed.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0']);
    for (const answer of keyed) {
      expect(answer.headers.get('ratelimit-limit')).toBe('4');
      expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    const unkeyed = [
      await api.request('/api/v1/closures'),
      await api.request('/api/v1/nope'),
      await api.request('/api/v1/openapi.json'),
      await api.request('/api/v1/closures', { method: 'OPTIONS' }),
    ];
    for (const answer of unkeyed) expect(answer.headers.get('ratelimit-limit')).toBeNull();
  });

  it('counts per key over a one-minute window, and says when it resets', async () => {
    api = testService({ config: { rateLimits: { free: 2, commercial: 100 } } });
    const other = api.service.createKey({ tier: 'free', name: 'Neighbour' }).key;
    await api.get('/api/v1/coverage', api.keys.free);
    api.clock.advance(20_000);
    await api.get('/api/v1/coverage', api.keys.free);
    const limited = await api.get('/api/v1/coverage', api.keys.free);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(limited.headers.get('ratelimit-reset')).toBe('40');
    expect((await api.get('/api/v1/coverage', other)).status).toBe(200);
    api.clock.advance(40_000);
    const again = await api.get('/api/v1/coverage', api.keys.free);
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit-remaining')).toBe('1');
  });
});
