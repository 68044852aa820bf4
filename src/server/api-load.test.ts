// The server times its answers for the work that gives way to them (the alert senders).
import { describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { buildServer } from './build-server';
import { readConfig } from './config';

describe('the API load the server measures', () => {
  it('counts the time its answers take, and nothing before the first request', async () => {
    const built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
    try {
      expect(built.load?.answers()).toBe(0);
      for (let i = 0; i < 20; i++) expect((await built.app.request('/api/v1/openapi.json')).status).toBe(200);
      expect(built.load?.answers()).toBeGreaterThan(0);
    } finally {
      await built.close();
    }
  });
});
