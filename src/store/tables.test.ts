// Every table's reads and writes, once, on both engines: each statement's SQL is the common
// part of two dialects, and this is where a statement PostgreSQL reads differently shows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import type { LoadRow } from './feeds';
import { openStore } from './store';

const file = () => join(mkdtempSync(join(tmpdir(), 'er-tables-')), 'er-status.db');
const er = (id: string, province: 'NS' | 'QC' = 'NS') => ({
  id,
  name: `ER ${id}`,
  city: 'Halifax',
  province,
  lat: 44.6,
  lng: -63.6,
  data_source: 'test',
});
const load = (hospital_id: string, observed_at: number, patients_waiting: number): LoadRow => ({
  hospital_id,
  observed_at,
  patients_present: 10,
  patients_waiting,
  stretchers_functional: 20,
  stretchers_occupied: 12,
  over_24h: 1,
  over_48h: 0,
  stay_stretcher_minutes: 600,
  stay_ambulatory_minutes: null,
});

describe.each(engines())('the tables on $engine', ({ skip, target }) => {
  it.skipIf(skip)('hospitals, readings, patterns, loads and coverage read back what was written', async () => {
    const store = openStore(await target(file));
    expect(store.hospitals.upsert(er('ns_a'))).toBe(true);
    // The same entry again changes nothing; a new name does.
    expect(store.hospitals.upsert(er('ns_a'))).toBe(false);
    expect(store.hospitals.upsert({ ...er('ns_a'), name: 'Renamed' })).toBe(true);
    expect(store.hospitals.addIfAbsent(er('ns_a'))).toBe(false);
    expect(store.hospitals.addIfAbsent(er('qc_b', 'QC'))).toBe(true);
    expect(store.hospitals.get('ns_a')).toMatchObject({ name: 'Renamed', lat: 44.6, lng: -63.6 });
    expect(store.hospitals.get('nope')).toBeNull();

    expect(
      store.readings.add([
        { hospital_id: 'ns_a', minutes: 30, observed_at: 7200 },
        { hospital_id: 'ns_a', minutes: 50, observed_at: 7800 },
        { hospital_id: 'ns_a', minutes: 40, observed_at: 9000 },
      ]),
    ).toBe(3);
    expect(store.readings.latest(3600)).toEqual([
      { hospital_id: 'ns_a', minutes: 40, observed_at: 9000, recent_min: 30, recent_max: 50 },
    ]);
    // All three in the UTC hour that starts at 7200 s.
    expect(store.readings.hourlyMeansSince(0)).toEqual([
      { hospital_id: 'ns_a', hour: 7200, minutes: 40, observations: 3 },
    ]);

    const pattern = { hospital_id: 'ns_a', day_of_week: 3, hour_of_day: 14, typical_minutes: 42.5, sample_size: 9 };
    expect(store.patterns.upsert([pattern])).toBe(1);
    expect(store.patterns.upsert([pattern])).toBe(0);
    expect(store.patterns.upsert([{ ...pattern, typical_minutes: 44 }])).toBe(1);
    expect(store.patterns.all()).toEqual([{ ...pattern, typical_minutes: 44 }]);

    expect(store.loads.add([load('qc_b', 3600, 4), load('qc_b', 7200, 6)])).toBe(2);
    expect(store.loads.add([load('qc_b', 7200, 9)])).toBe(0);
    expect(store.loads.latest()).toEqual([load('qc_b', 7200, 6)]);

    const given = { province: 'NS' as const, ers: 38, reporting_live: 12, pct: 32, as_of: 100 };
    expect(store.coverage.replaceGiven([given])).toBe(true);
    expect(store.coverage.replaceGiven([given])).toBe(false);
    expect(store.coverage.given()).toEqual([given]);
    store.close();
  });

  it.skipIf(skip)('feed sites, feed state, the source and its description, and clearing the data', async () => {
    const store = openStore(await target(file));
    store.hospitals.upsert(er('ns_a'));
    const site = { feed: 'qc', site_key: '51230', hospital_id: 'ns_a', matched_by: 'new' as const };
    expect(store.feedSites.link(site)).toBe(true);
    expect(store.feedSites.link({ ...site, matched_by: 'feed' })).toBe(false);
    expect(store.feedSites.ofFeed('qc')).toEqual([site]);
    store.feedState.put('qc', { lastSuccessAt: 5 });
    store.feedState.put('qc', { lastSuccessAt: 6 });
    store.feedState.put('ab', { lastSuccessAt: null });
    expect(store.feedState.get('qc')).toEqual({ lastSuccessAt: 6 });
    expect([...store.feedState.all().keys()]).toEqual(['ab', 'qc']);
    expect(store.source.get()).toBeNull();
    store.source.set('live', 'qc', 77);
    store.source.describe({
      kind: 'live',
      attribution: 'Data: MSSS',
      credit: { name: 'MSSS', url: 'https://example.org/' },
      snapshotAt: null,
    });
    expect(store.source.get()).toEqual({ kind: 'live', detail: 'qc', loaded_at: 77 });
    expect(store.source.info()?.credit.name).toBe('MSSS');
    store.clearData();
    expect(store.hospitals.all()).toEqual([]);
    expect(store.feedSites.ofFeed('qc')).toEqual([]);
    expect(store.source.get()).toBeNull();
    store.close();
  });

  it.skipIf(skip)('keys and webhook endpoints, deliveries, attempts and wait states', async () => {
    const store = openStore(await target(file));
    const key = { digest: 'd1', prefix: 'ers_AAAAaaaa', tier: 'commercial' as const, name: 'Acme', created_at: 1 };
    store.keys.insert({ ...key, revoked_at: null });
    store.keys.insert({ ...key, digest: 'd2', prefix: 'ers_BBBBbbbb', revoked_at: null });
    expect(store.keys.all().map((row) => row.prefix)).toEqual(['ers_AAAAaaaa', 'ers_BBBBbbbb']);
    expect(store.keys.revoke('ers_AAAAaaaa', 5)).toBe(true);
    expect(store.keys.revoke('ers_AAAAaaaa', 6)).toBe(false);
    expect(store.keys.revokeNamed('Acme', 7)).toEqual(['ers_BBBBbbbb']);
    store.keys.insert({ ...key, digest: 'd3', prefix: 'ers_CCCCcccc', revoked_at: null });

    const endpoint = {
      id: 'we_1',
      key_digest: 'd3',
      url: 'https://hooks.example.com/',
      events: '["closure.started"]',
      secret: 'whsec_a',
      created_at: 1000,
      disabled_at: null,
      disabled_reason: null,
    };
    store.webhooks.addEndpoint(endpoint);
    expect(store.webhooks.endpointsOf('d3')).toEqual([endpoint]);
    expect(store.webhooks.setSecret('we_1', 'whsec_b')).toBe(true);
    expect(store.webhooks.endpoint('we_1')?.secret).toBe('whsec_b');
    store.webhooks.record({ id: 'evt_1', type: 'closure.started', occurredAt: 2, body: '{"n":1}' }, 2000);
    store.webhooks.record({ id: 'evt_2', type: 'closure.started', occurredAt: 3, body: '{"n":2}' }, 2001);
    expect(store.webhooks.fanOut(3000)).toBe(2);
    expect(store.webhooks.pending('we_1')).toBe(2);
    const queue = store.webhooks.queueOf('we_1', 3000, 10);
    expect(queue.map((delivery) => delivery.event_id)).toEqual(['evt_1', 'evt_2']);
    expect(store.webhooks.queueOf('we_1', 2999, 10)).toEqual([]);
    store.webhooks.settle([
      {
        delivery: queue[0] as (typeof queue)[0],
        attempt: {
          endpoint_id: 'we_1',
          event_id: 'evt_1',
          event_type: 'closure.started',
          at: 3000,
          outcome: 'failed',
          response_status: 500,
          error: 'HTTP 500',
          duration_ms: 4,
        },
        retryAt: 8000,
      },
    ]);
    expect(store.webhooks.recentAttempts('we_1')).toMatchObject([{ event_id: 'evt_1', response_status: 500 }]);
    expect(store.webhooks.due(5000, 10)).toEqual([]);
    expect(store.webhooks.due(8000, 10).map((delivery) => [delivery.event_id, delivery.attempts])).toEqual([
      ['evt_1', 1],
    ]);
    expect(store.webhooks.summary()).toEqual({ active: 1, disabled: 0, pending: 2, oldest: 2000 });
    expect(store.webhooks.disable('we_1', 9000, 'gone')).toBe(true);
    expect(store.webhooks.summary()).toMatchObject({ active: 0, disabled: 1 });
    expect(store.webhooks.deleteEndpoint('we_1')).toBe(true);
    expect(store.webhooks.summary()).toEqual({ active: 0, disabled: 0, pending: 0, oldest: null });

    store.webhooks.saveWaitState({ hospital_id: 'ns_a', live: 1, reading_at: 50 });
    store.webhooks.saveWaitState({ hospital_id: 'ns_a', live: 0, reading_at: 50 });
    expect(store.webhooks.waitStates()).toEqual([{ hospital_id: 'ns_a', live: 0, reading_at: 50 }]);
    store.close();
  });
});
