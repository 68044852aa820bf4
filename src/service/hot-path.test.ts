// The hot path: answers come from memory, rebuilt after each write and as readings go stale;
// SQLite is asked nothing per request beyond a key lookup cached for a few seconds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Closure } from '../contract/resources';
import { openStore } from '../store/store';
import { type TestService, testService } from '../testing/v1';
import { createKey, revokeKey } from './keys';

let api: TestService;
afterEach(() => api.close());

const TABLES = ['hospitals', 'statuses', 'readings', 'patterns', 'coverage', 'keys', 'source', 'history'] as const;

/** Spies on every query function of the store; returns the calls made, by name. */
function spyOnQueries(service: TestService) {
  const calls: string[] = [];
  for (const table of TABLES) {
    const queries = service.store[table] as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of Object.keys(queries)) {
      const original = queries[name] as (...args: unknown[]) => unknown;
      vi.spyOn(queries, name).mockImplementation((...args: unknown[]) => {
        calls.push(`${table}.${name}`);
        return original(...args);
      });
    }
  }
  return calls;
}

describe('the hot path', () => {
  it('answers from memory: one cached key lookup per key, no other query', async () => {
    api = testService({ config: { rateLimits: { free: 10_000, commercial: 10_000 } } });
    // Keys the service made itself are known without a query; these two were made elsewhere.
    const free = createKey(api.store, { tier: 'free', name: 'Elsewhere Free' }).key;
    const commercial = createKey(api.store, { tier: 'commercial', name: 'Elsewhere Acme' }).key;
    const calls = spyOnQueries(api);
    for (let n = 0; n < 50; n++) {
      for (const path of [
        '/api/v1/closures',
        '/api/v1/closures?province=ns',
        '/api/v1/coverage',
        '/api/v1/waits?basis=live',
      ]) {
        expect((await api.get(path, commercial)).status).toBe(200);
      }
      expect((await api.get('/api/v1/closures', free)).status).toBe(200);
      expect((await api.get('/api/v1/closures', api.keys.free)).status).toBe(200);
    }
    expect(calls).toEqual(['keys.byDigest', 'keys.byDigest']);
  });

  it('remembers unknown keys too, briefly', async () => {
    api = testService();
    const calls = spyOnQueries(api);
    const unknown = `ers_${'Z'.repeat(32)}`;
    for (let n = 0; n < 100; n++) expect((await api.get('/api/v1/closures', unknown)).status).toBe(401);
    expect(calls).toEqual(['keys.byDigest']);
    api.clock.advance(5000);
    await api.get('/api/v1/closures', unknown);
    expect(calls).toEqual(['keys.byDigest', 'keys.byDigest']);
  });

  it('rebuilds after a write: a new closure shows at once, with a new ETag', async () => {
    api = testService();
    const before = await api.get('/api/v1/closures?province=on');
    api.store.write(() => {
      api.store.statuses.set(
        {
          hospital_id: 'on_torontogeneralhosp',
          status: 'disruption',
          message: 'Ambulance diversion',
          updated_at: api.clock.now() / 1000,
          expected_reopen: null,
        },
        api.clock.now() / 1000,
      );
    });
    const after = await api.get('/api/v1/closures?province=on');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((after.json.closures as Closure[])[0]).toMatchObject({
      id: 'on_torontogeneralhosp',
      message: 'Ambulance diversion',
    });
    const unchanged = await api.get('/api/v1/coverage');
    api.store.write(() => undefined);
    expect((await api.get('/api/v1/coverage')).headers.get('etag')).toBe(unchanged.headers.get('etag'));
  });

  it('rebuilds on a timer, without waiting for a request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      api = testService();
      const start = api.clock.now();
      api.clock.advance(61_000);
      vi.advanceTimersByTime(61_000);
      api.clock.advance(10_000);
      const waits = await api.get('/api/v1/waits');
      expect(Date.parse(waits.json.generated_at)).toBe(start + 61_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an unchanged answer byte for byte across rebuilds, so that 304s keep coming', async () => {
    api = testService();
    const first = await api.get('/api/v1/closures');
    api.clock.advance(61_000);
    const later = await api.get('/api/v1/closures', api.keys.commercial, {
      'If-None-Match': first.headers.get('etag') as string,
    });
    expect(later.status).toBe(304);
    expect((await api.get('/api/v1/closures')).text).toBe(first.text);
  });

  it('sees keys created or revoked by another process within 5 seconds', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'er-keys-')), 'store.db');
    api = testService({ db });
    // A second connection to the same file stands for the keys CLI.
    const cli = openStore(db);
    try {
      const created = createKey(cli, { tier: 'free', name: 'Elsewhere' });
      expect((await api.get('/api/v1/coverage', created.key)).status).toBe(200);
      revokeKey(cli, created.prefix);
      const start = Date.now();
      while ((await api.get('/api/v1/coverage', created.key)).status !== 401) {
        expect(Date.now() - start).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      cli.close();
    }
  });
});
