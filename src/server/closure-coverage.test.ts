// "No closures reported" only where a closure source is on: the closures answers say where
// (tracked_provinces) when some province has none, filtered by province like the closures.
import { afterEach, describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../contract/provinces';
import { feedById } from '../ingest/feeds';
import type { EnabledFeed } from '../ingest/runtime';
import { type TestService, testService } from '../testing/v1';
import { trackedProvinces } from './closure-coverage';

let api: TestService | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const enabled = (...ids: string[]): EnabledFeed[] =>
  ids.map((id) => ({ adapter: feedById(id) as EnabledFeed['adapter'], url: 'file:///unused', intervalS: 900 }));

describe('where closures are tracked', () => {
  it('is nowhere with Québec’s file alone: it lists open ERs and never a closure', async () => {
    const feeds = enabled('qc');
    api = testService({ feeds });
    expect(trackedProvinces(api.store, 'live', feeds)()).toEqual([]);
  });

  it('is every province of a notice page or a feed that reports closed ERs, and of the desk’s people', async () => {
    const feeds = enabled('qc', 'ns', 'bc', 'ab');
    api = testService({ feeds });
    expect(trackedProvinces(api.store, 'live', feeds)()).toEqual(['BC', 'NS']);
    api.store.desk.users.insert({
      id: 'u1',
      email: 'ed@example.org',
      organisation: 'Vitalité Health Network',
      role: 'editor',
      scope: 'NB',
      created_at: 0,
    });
    expect(trackedProvinces(api.store, 'live', feeds)()).toEqual(['BC', 'NB', 'NS']);
  });

  it('is everywhere for the sample and a dataset', async () => {
    api = testService();
    expect(trackedProvinces(api.store, 'sample', null)()).toEqual(PROVINCE_CODES);
    expect(trackedProvinces(api.store, 'dataset', null)()).toEqual(PROVINCE_CODES);
  });

  it('is said in the closures answers, by province, only when some province has none', async () => {
    api = testService({ trackedProvinces: () => ['NS'] });
    expect((await api.get('/api/v1/closures')).json.tracked_provinces).toEqual(['NS']);
    expect((await api.get('/api/v1/closures?province=NS')).json.tracked_provinces).toEqual(['NS']);
    expect((await api.get('/api/v1/closures?province=NB')).json.tracked_provinces).toEqual([]);
    await api.close();
    api = testService({ trackedProvinces: () => PROVINCE_CODES });
    expect((await api.get('/api/v1/closures')).json).not.toHaveProperty('tracked_provinces');
  });
});
