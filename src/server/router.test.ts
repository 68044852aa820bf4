// Hono picks its router at the first request: the precompiled RegExpRouter when every route
// fits it, else a trie searched segment by segment for every request (measured: 7 µs of
// server CPU per answer). One route of an odd shape among the pages' (`/closures/history.csv`
// beside `/closures/:province/history.csv`) must not slow the API and the widget's answers.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { buildServer } from './build-server';
import { readConfig } from './config';

const routerOf = (app: Hono) => (app as unknown as { router: { name: string } }).router.name;

describe('the router of the API and the widget answers', () => {
  it('is the precompiled one in service mode, with the pages, the desk and the alerts mounted', async () => {
    const built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
    try {
      expect((await built.app.request('/api/v1/closures')).status).toBe(401);
      expect((await built.app.request('/closures/history.csv')).status).toBe(200);
      expect((await built.app.request('/calendar/province/ns.ics')).status).toBe(200);
      expect(routerOf(built.app)).toBe('SmartRouter + RegExpRouter');
    } finally {
      await built.close();
    }
  });

  it('is the precompiled one in relay mode', async () => {
    const built = buildServer(readConfig({ ERSTAT_API_KEY: 'ers_k', ER_DIST: tempDist() }), () => {});
    expect((await built.app.request('/embed/api/closures?province=XX')).status).toBe(400);
    expect(routerOf(built.app)).toBe('SmartRouter + RegExpRouter');
  });
});
