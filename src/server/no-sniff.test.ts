// The answers that are data carry nosniff, whatever their status, so that no browser reads one
// as a script or a page.
import { afterEach, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.close();
  built = undefined;
});

describe('X-Content-Type-Options on data answers', () => {
  it('is nosniff on the v1 API (with and without a key), the feed and the health check', async () => {
    built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
    const v1 = built.v1;
    if (!v1) throw new Error('service mode expected');
    const { key } = v1.service.createKey({ tier: 'free', name: 'Test' });
    const answers = {
      '/api/v1/closures (keyed)': await built.app.request('/api/v1/closures', { headers: { 'X-API-Key': key } }),
      '/api/v1/closures (no key)': await built.app.request('/api/v1/closures'),
      '/api/v1/openapi.json': await built.app.request('/api/v1/openapi.json'),
      '/api/v1': await built.app.request('/api/v1'),
      '/feed.xml': await built.app.request('/feed.xml'),
      '/healthz': await built.app.request('/healthz'),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
    expect(statuses).toMatchObject({
      '/api/v1/closures (keyed)': 200,
      '/api/v1/closures (no key)': 401,
      '/feed.xml': 200,
    });
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
    }
  });
});
