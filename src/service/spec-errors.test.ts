// SPEC-v1 §7, row by row: every status and error code, as a client sees it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../contract/errors';
import { type TestService, testService } from '../testing/v1';
import { createKey } from './keys';

let api: TestService;
afterEach(() => api.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function expectError(answer: { status: number; json: unknown; headers: Headers }, code: keyof typeof ERRORS) {
  expect(answer.status).toBe(ERRORS[code].status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.json).toEqual({ error: code, message: ERRORS[code].message });
}

describe('SPEC-v1 §7 errors', () => {
  it('200: a data answer with version, generated_at, attribution and count', async () => {
    api = testService();
    const answer = await api.get('/api/v1/closures', api.keys.free);
    expect(answer.status).toBe(200);
    expect(answer.json.version).toBe('v1');
    expect(answer.json.generated_at).toMatch(ISO_UTC);
    expect(answer.json.attribution).toMatch(/sample/i);
    expect(answer.json.count).toBe(answer.json.closures.length);
    expect(answer.json.count).toBeGreaterThan(0);
  });

  it.each([
    ['no key', undefined],
    ['an empty key', ''],
    ['a key of the right shape that was never issued', `ers_${'A'.repeat(32)}`],
    ['a malformed key', 'not-a-key'],
  ])('401 api_key_required for %s', async (_label, key) => {
    api = testService();
    for (const path of ['/api/v1/closures', '/api/v1/coverage', '/api/v1/waits', '/api/v1/history']) {
      expectError(await api.request(path, { key }), 'api_key_required');
    }
  });

  it('401 api_key_required for a revoked key', async () => {
    api = testService();
    const { key, prefix } = api.service.createKey({ tier: 'commercial', name: 'Former Licensee' });
    expect((await api.get('/api/v1/coverage', key)).status).toBe(200);
    expect(api.service.revokeKey(prefix)).toBe(true);
    expectError(await api.get('/api/v1/coverage', key), 'api_key_required');
  });

  it('403 commercial_license_required for a free key on /waits, /history and /webhooks, each with a licensing URL', async () => {
    api = testService();
    for (const path of ['/api/v1/waits', '/api/v1/history', '/api/v1/webhooks']) {
      const refused = await api.get(path, api.keys.free);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({
        error: 'commercial_license_required',
        message: ERRORS.commercial_license_required.message,
        licensing: 'http://er-status.test/#licensing',
      });
    }
  });

  it('429 rate_limited past the limit, with Retry-After', async () => {
    api = testService({ config: { rateLimits: { free: 2, commercial: 5 } } });
    expect((await api.get('/api/v1/closures', api.keys.free)).status).toBe(200);
    expect((await api.get('/api/v1/coverage', api.keys.free)).status).toBe(200);
    const limited = await api.get('/api/v1/closures', api.keys.free);
    expectError(limited, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('500 server_error with no internals in the body; the cause is logged with the request id', async () => {
    api = testService();
    vi.spyOn(api.store.keys, 'byDigest').mockImplementation(() => {
      throw new Error('SQLITE_IOERR: disk I/O error at /var/lib/er-status.db');
    });
    // A key made elsewhere (the keys CLI): this service must ask the store for it.
    const { key, prefix } = createKey(api.store, { tier: 'free', name: 'Unlucky' });
    const answer = await api.get('/api/v1/closures', key);
    expectError(answer, 'server_error');
    expect(answer.text).not.toMatch(/SQLITE|disk|\/var|\bat\b/);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = api.logs.find((line) => line.event === 'server_error');
    expect(logged).toMatchObject({ request_id: requestId });
    expect(String(logged?.error)).toContain('SQLITE_IOERR');
    expect(JSON.stringify(api.logs)).not.toContain(key);
    expect(prefix).toHaveLength(12);
  });

  it('503 history_unavailable when the history store fails, as JSON and as CSV', async () => {
    api = testService();
    api.store.db.exec('DROP TABLE status_events');
    for (const format of ['json', 'csv']) {
      const answer = await api.get(`/api/v1/history?format=${format}`);
      expectError(answer, 'history_unavailable');
    }
    expect(api.logs.filter((line) => line.event === 'history_unavailable')).toHaveLength(2);
    // The other endpoints do not depend on the history store.
    expect((await api.get('/api/v1/waits')).status).toBe(200);
  });
});
