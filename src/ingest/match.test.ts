import { describe, expect, it } from 'vitest';
import type { FeedSiteRow } from '../store/feeds';
import type { Hospital } from '../store/rows';
import { fakeClock } from '../testing/clock';
import { testFeed, testFeedPayload } from '../testing/test-feed';
import { testService } from '../testing/v1';
import type { FeedSite } from './adapter';
import { applyRecords } from './apply';
import { createMatcher, foldName } from './match';

const registry: Hospital[] = [
  {
    id: 'qc_hpitaldematane',
    name: 'Hôpital de Matane',
    city: 'Matane',
    province: 'QC',
    lat: 48.8,
    lng: -67.5,
    data_source: 'qc_quebec',
  },
  {
    id: 'qc_hopitaldthetfordmine',
    name: 'Hôpital de Thetford',
    city: 'Thetford Mines',
    province: 'QC',
    lat: 46.1,
    lng: -71.3,
    data_source: 'qc_quebec',
  },
  { id: 'on_twin_a', name: 'Twin Hospital', city: 'A', province: 'ON', lat: null, lng: null, data_source: null },
  { id: 'on_twin_b', name: 'Twin Hospital', city: 'B', province: 'ON', lat: null, lng: null, data_source: null },
];
const site = (key: string, name: string, province: FeedSite['province'] = 'QC'): FeedSite => ({
  key,
  name,
  city: null,
  province,
  lat: null,
  lng: null,
});

describe('matching a feed’s sites to the registry', () => {
  it('folds accents, case and punctuation out of names', () => {
    expect(foldName("HÔPITAL D'AMQUI — Urgence")).toBe('hopitaldamquiurgence');
  });

  it('matches by the ERstat id form first, then by name, and adds the rest as new', () => {
    const matcher = createMatcher('qc', registry, []);
    expect(matcher.assign(site('51218980', 'HÔPITAL DE MATANE'))).toEqual({
      id: 'qc_hpitaldematane',
      rule: 'registry_id',
    });
    expect(matcher.assign(site('2', 'Hôpital de Thetford'))).toEqual({
      id: 'qc_hopitaldthetfordmine',
      rule: 'registry_name',
    });
    expect(matcher.assign(site('3', 'Hôpital régional de Rimouski'))).toEqual({
      id: 'qc_hopitalregionalderim',
      rule: 'new',
    });
  });

  it('keeps a site on the ER it was matched to before, by the feed’s own key, even when renamed', () => {
    const links: FeedSiteRow[] = [
      { feed: 'qc', site_key: '51218980', hospital_id: 'qc_hpitaldematane', matched_by: 'registry_id' },
    ];
    const matcher = createMatcher('qc', registry, links);
    expect(matcher.assign(site('51218980', 'Centre hospitalier de Matane'))).toEqual({
      id: 'qc_hpitaldematane',
      rule: 'feed',
    });
  });

  it('never guesses between two ERs of the same name, and never gives two sites one ER', () => {
    const matcher = createMatcher('on', registry, []);
    expect(matcher.assign(site('x', 'Twin Hospital', 'ON'))).toEqual({ id: 'on_twinhospital', rule: 'new' });
    const qc = createMatcher('qc', registry, []);
    expect(qc.assign(site('1', 'Hôpital de Matane')).id).toBe('qc_hpitaldematane');
    expect(qc.assign(site('2', 'Hôpital de Matane'))).toEqual({ id: 'qc_hopitaldematane', rule: 'new' });
    expect(qc.assign(site('3', 'Hôpital de Matane'))).toEqual({ id: 'qc_hopitaldematane_2', rule: 'new' });
  });
});

describe('writing a feed into the store', () => {
  it('adds an unknown site once, and finds it again on the next payload instead of duplicating it', async () => {
    const api = testService({
      feeds: [{ adapter: testFeed(), url: 'file:///unused', intervalS: 60 }],
      clock: fakeClock(),
    });
    const adapter = testFeed();
    const payload = (name: string) =>
      adapter.parse(
        new TextEncoder().encode(
          testFeedPayload([{ key: 'k1', name, city: 'Truro', minutes: 30, at: api.clock.now() }]),
        ),
        api.clock.now(),
      );
    const first = api.store.write(() =>
      applyRecords(api.store, adapter, payload('Colchester Hospital').records, api.clock.now()),
    );
    expect(first.added).toEqual(['Colchester Hospital']);
    api.clock.advance(60_000);
    const second = api.store.write(() =>
      applyRecords(api.store, adapter, payload('Colchester East Hants').records, api.clock.now()),
    );
    expect(second.added).toEqual([]);
    expect(second.matched.feed).toBe(1);
    const waits = (await api.get('/api/v1/waits')).json.hospitals;
    expect(waits.map((row: { id: string; name: string }) => [row.id, row.name])).toEqual([
      ['ns_colchesterhospital', 'Colchester East Hants'],
    ]);
    api.close();
  });

  it('takes an ER a closures-only feed no longer lists as reopened, with a reopening in history', async () => {
    const adapter = testFeed({ absentMeansOpen: true });
    const api = testService({ feeds: [{ adapter, url: 'file:///unused', intervalS: 60 }], clock: fakeClock() });
    const write = (sites: Parameters<typeof testFeedPayload>[0]) =>
      api.store.write(() =>
        applyRecords(
          api.store,
          adapter,
          adapter.parse(new TextEncoder().encode(testFeedPayload(sites)), api.clock.now()).records,
          api.clock.now(),
        ),
      );
    const closed = {
      key: 'mcbride',
      name: 'McBride Hospital',
      status: 'closed' as const,
      message: 'Temporarily closed',
      at: api.clock.now(),
    };
    const open = { key: 'valemount', name: 'Valemount Health Centre', status: 'open' as const, at: api.clock.now() };
    write([closed, open]);
    expect((await api.get('/api/v1/closures')).json.closures.map((row: { name: string }) => row.name)).toEqual([
      'McBride Hospital',
    ]);
    api.clock.advance(3600_000);
    expect(write([open]).reopened).toBe(1);
    expect((await api.get('/api/v1/closures')).json.count).toBe(0);
    const events = (await api.get('/api/v1/history?period=1d')).json.status_events;
    expect(
      events
        .filter((event: { name: string }) => event.name === 'McBride Hospital')
        .map((event: { status: string; at: string }) => [event.status, event.at]),
    ).toEqual([
      ['closed', '2026-11-22T12:00:00Z'],
      ['open', '2026-11-22T13:00:00Z'],
    ]);
    api.close();
  });
});
