import { afterEach, describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../contract/provinces';
import type { Closure, ScheduledClosure, Wait } from '../contract/resources';
import { openStore } from '../store/store';
import { fakeClock } from '../testing/clock';
import { type TestService, testService } from '../testing/v1';
import { loadSample } from './sample';

let api: TestService | null = null;
afterEach(() => {
  api?.close();
  api = null;
});

const waitsOf = async (service: TestService | null) =>
  (await (service as TestService).get('/api/v1/waits')).json.hospitals as Wait[];

describe('the sample dataset', () => {
  it('has at least 40 ERs across all 13 jurisdictions, placed in Canada', async () => {
    api = testService();
    const waits = await waitsOf(api);
    expect(waits.length).toBeGreaterThanOrEqual(40);
    expect(new Set(waits.map((row) => row.province))).toEqual(new Set(PROVINCE_CODES));
    expect(new Set(waits.map((row) => row.id)).size).toBe(waits.length);
    for (const row of waits) {
      expect(row.id).toMatch(new RegExp(`^${row.province.toLowerCase()}_[a-z0-9]+$`));
      expect(row.lat).toBeGreaterThan(41.6);
      expect(row.lat).toBeLessThan(83.2);
      expect(row.lng).toBeGreaterThan(-141.1);
      expect(row.lng).toBeLessThan(-52.6);
    }
  });

  it('mixes open, closed, disrupted and unknown ERs, with live readings for some and nothing for others', async () => {
    api = testService();
    const waits = await waitsOf(api);
    const count = (predicate: (row: Wait) => boolean) => waits.filter(predicate).length;
    for (const status of ['open', 'closed', 'disruption', 'unknown']) {
      expect(
        count((row) => row.status === status),
        status,
      ).toBeGreaterThan(0);
    }
    expect(count((row) => row.basis === 'live')).toBeGreaterThan(10);
    expect(count((row) => row.live_wait_minutes === null)).toBeGreaterThan(10);
    const closures = (await api.get('/api/v1/closures')).json.closures as Closure[];
    expect(closures.every((row) => row.message)).toBe(true);
    expect(closures.some((row) => row.expected_reopen !== null)).toBe(true);
    expect(closures.some((row) => row.expected_reopen === null)).toBe(true);
  });

  it('is timed relative to start-up, so that it never looks old', async () => {
    for (const start of [Date.UTC(2026, 10, 22, 12), Date.UTC(2031, 5, 1, 3)]) {
      api = testService({ clock: fakeClock(start) });
      const waits = await waitsOf(api);
      const live = waits.filter((row) => row.basis === 'live');
      for (const row of live) expect(start - Date.parse(row.live_updated_at as string)).toBeLessThan(60 * 60_000);
      for (const row of waits) {
        if (row.updated_at) expect(Date.parse(row.updated_at)).toBeLessThanOrEqual(start);
        if (row.updated_at) expect(Date.parse(row.updated_at)).toBeGreaterThan(start - 7 * 86_400_000);
      }
      api.close();
      api = null;
    }
  });

  it('announces one closure for a few hours after start-up, so that the widget has one to say', async () => {
    // 12:00 UTC is 4 a.m. in Dawson City (MST, UTC−7): closed from 8 a.m. to 7 p.m. local time.
    const start = Date.UTC(2026, 10, 22, 12);
    api = testService({ clock: fakeClock(start) });
    const answer = (await api.get('/api/v1/closures?province=YT')).json;
    expect(answer.scheduled as ScheduledClosure[]).toEqual([
      {
        id: 'yt_dawsoncitycommunit',
        name: 'Dawson City Community Hospital',
        city: 'Dawson City',
        province: 'YT',
        status: 'closed',
        starts_at: '2026-11-22T15:00:00Z',
        ends_at: '2026-11-23T02:00:00Z',
        message: expect.stringMatching(/^The emergency department will be temporarily closed/),
      },
    ]);
    const dawson = (await waitsOf(api)).find((row) => row.id === 'yt_dawsoncitycommunit');
    expect(dawson?.status).toBe('open');
    expect((answer.closures as Closure[]).map((row) => row.id)).not.toContain('yt_dawsoncitycommunit');
    // Settled at load: nothing is due before the closure starts, and then it is.
    expect(api.store.schedules.due(start / 1000 + 3600)).toEqual([]);
    expect(api.store.schedules.due(Date.UTC(2026, 10, 22, 15) / 1000)).toEqual(['yt_dawsoncitycommunit']);
  });

  it('replaces itself at every start rather than piling up', () => {
    const store = openStore(':memory:');
    const settings = { attribution: null, attributionUrl: null };
    loadSample(store, Date.UTC(2026, 10, 22), settings);
    const readings = () => store.db.prepare('SELECT COUNT(*) AS n FROM readings').get();
    const first = readings();
    loadSample(store, Date.UTC(2026, 10, 23), settings);
    expect(readings()).toEqual(first);
    store.close();
  });

  it('says it is sample data and not live, even with ER_ATTRIBUTION set', () => {
    const store = openStore(':memory:');
    const info = loadSample(store, Date.now(), { attribution: 'Hosted by Example', attributionUrl: null });
    expect(info.attribution).toMatch(/^SAMPLE DATA, NOT LIVE: .* Hosted by Example$/);
    expect(info.credit).toEqual({ name: 'er-status', url: '' });
    store.close();
  });
});
