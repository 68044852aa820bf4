// ER_REGISTRY given after the feeds ran: the ERs they had added become the registry's, with all
// their data, and the store ends as a fresh store given the registry first would be — on SQLite
// and on PostgreSQL, with a made-up feed and with Québec's real file and ERstat's registry.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../server/build-server';
import { readConfig } from '../server/config';
import { startService } from '../server/v1';
import { startV1 } from '../server/v1-parts';
import { loadSource } from '../sources/source';
import { openStore, type Store } from '../store/store';
import { describeWithCorpusDir, ERSTAT_DIR, QC_DIR } from '../testing/corpus';
import { tempDist } from '../testing/dist-fixture';
import { type EngineCase, engines } from '../testing/engines';
import { type TestSite, testFeed, testFeedPayload } from '../testing/test-feed';
import { v1Client } from '../testing/v1';
import type { FeedAdapter, FeedRecord } from './adapter';
import { applyRecords } from './apply';
import { qcFeed } from './feeds/qc';
import type { EnabledFeed } from './runtime';

const T0 = Date.UTC(2026, 10, 24, 12);
const H = 3_600_000;

const REGISTRY = [
  'id,name,city,province,lat,lng,has_er,data_source',
  'qc_hpitaldematane,Hôpital de Matane,Matane,QC,48.8,-67.5,t,qc_quebec',
  'qc_hopitaldthetfordmine,Hôpital de Thetford,Thetford Mines,QC,46.1,-71.3,t,qc_quebec',
  'qc_hopitaldeseptiles,Hôpital de Sept-Îles,Sept-Îles,QC,50.2,-66.4,t,qc_quebec',
  'qc_hopitaldechicoutimi,Hôpital de Chicoutimi,Saguenay,QC,48.4,-71.1,t,qc_quebec',
].join('\n');

const feed = testFeed({ id: 'test', provinces: ['QC'] });
const sites = (at: number, matane: Partial<TestSite> = {}): TestSite[] => [
  { key: '1', name: 'HÔPITAL DE MATANE', province: 'QC', minutes: 40, at, status: 'open', ...matane },
  { key: '2', name: 'Hôpital de Thetford', province: 'QC', minutes: 75, at, status: 'open' },
  { key: '3', name: 'HOPITAL DE SEPT-ILES', province: 'QC', minutes: 20, at, status: 'open' },
  { key: '4', name: 'Clinique Nouvelle', province: 'QC', minutes: 10, at, status: 'open' },
];
const PAYLOADS: [number, TestSite[]][] = [
  [T0, sites(T0)],
  [T0 + H, sites(T0 + H, { minutes: 55, status: 'closed', message: 'Fermée faute de personnel' })],
];

function registryFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'er-relink-')), 'hospitals.csv');
  writeFileSync(path, text);
  return path;
}

const open = async (engine: EngineCase) =>
  openStore(await engine.target(() => join(mkdtempSync(join(tmpdir(), 'er-relink-')), 'er.db')));

function start(store: Store, adapter: FeedAdapter, registry: string | null, nowMs: number) {
  const feeds: EnabledFeed[] = [{ adapter, url: adapter.url, intervalS: adapter.intervalS }];
  const settings = { dataDir: null, feeds, registryFile: registry, attribution: null, attributionUrl: null };
  return loadSource(store, settings, nowMs);
}

const poll = (store: Store, adapter: FeedAdapter, records: readonly FeedRecord[], atMs: number) =>
  store.write(() => applyRecords(store, adapter, records, atMs));

const parsed = (payload: TestSite[]) => feed.parse(new TextEncoder().encode(testFeedPayload(payload)), T0);

/** Everything the store keeps per ER, in a stable order (event ids left out: they count inserts). */
function contents(store: Store) {
  const rows = (sql: string) => store.db.prepare(sql).all();
  return {
    hospitals: rows('SELECT * FROM hospitals ORDER BY id'),
    links: rows('SELECT feed, site_key, hospital_id, matched_by, last_status FROM feed_sites ORDER BY feed, site_key'),
    statuses: rows('SELECT * FROM statuses ORDER BY hospital_id'),
    events: rows('SELECT hospital_id, status, message, at, source FROM status_events ORDER BY hospital_id, at, status'),
    readings: rows('SELECT * FROM readings ORDER BY hospital_id, observed_at'),
    loads: rows('SELECT * FROM loads ORDER BY hospital_id, observed_at'),
  };
}

async function waitsOf(store: Store, nowMs: number, province: string) {
  const { info } = start(store, feed, null, nowMs);
  const service = startV1(store, info, {
    now: () => nowMs,
    log: () => {},
    delivers: true,
    recordsWaits: true,
    forecastIn: 'this thread',
  });
  try {
    const { key } = service.createKey({ tier: 'commercial', name: 'Acme Media' });
    return (await v1Client(service.fetch).request(`/api/v1/waits?province=${province}`, { key })).json;
  } finally {
    await service.close();
  }
}

let stores: Store[] = [];
afterEach(() => {
  for (const store of stores) store.close();
  stores = [];
});

describe.each(engines())('a registry given after the feeds ran, on $engine', (engine) => {
  it.skipIf(engine.skip)(
    'makes the ERs the feed added the registry’s, with their readings, statuses and history, as a fresh store would',
    async () => {
      const registry = registryFile(REGISTRY);
      const later = await open(engine);
      const fresh = await open(engine);
      stores.push(later, fresh);

      start(later, feed, null, T0);
      for (const [at, payload] of PAYLOADS) poll(later, feed, parsed(payload).records, at);
      expect(later.hospitals.all().map((er) => er.id)).toEqual([
        'qc_cliniquenouvelle',
        'qc_hopitaldematane',
        'qc_hopitaldeseptiles',
        'qc_hopitaldethetford',
      ]);
      const { merged } = start(later, feed, registry, T0 + 2 * H);

      start(fresh, feed, registry, T0);
      for (const [at, payload] of PAYLOADS) poll(fresh, feed, parsed(payload).records, at);

      // The ER added under the id the registry gives it first: it keeps that id.
      expect(merged).toEqual([
        {
          feed: 'test',
          site_key: '3',
          from: 'qc_hopitaldeseptiles',
          to: 'qc_hopitaldeseptiles',
          name: 'Hôpital de Sept-Îles',
          rule: 'registry_id',
        },
        {
          feed: 'test',
          site_key: '1',
          from: 'qc_hopitaldematane',
          to: 'qc_hpitaldematane',
          name: 'Hôpital de Matane',
          rule: 'registry_id',
        },
        {
          feed: 'test',
          site_key: '2',
          from: 'qc_hopitaldethetford',
          to: 'qc_hopitaldthetfordmine',
          name: 'Hôpital de Thetford',
          rule: 'registry_name',
        },
      ]);
      expect(contents(later)).toEqual(contents(fresh));

      const waits = await waitsOf(later, T0 + H + 60_000, 'QC');
      expect(waits.hospitals.map((row: { id: string }) => row.id).sort()).toEqual([
        'qc_cliniquenouvelle',
        'qc_hopitaldechicoutimi',
        'qc_hopitaldeseptiles',
        'qc_hopitaldthetfordmine',
        'qc_hpitaldematane',
      ]);
      expect(waits.hospitals.find((row: { id: string }) => row.id === 'qc_hpitaldematane')).toMatchObject({
        name: 'Hôpital de Matane',
        city: 'Matane',
        status: 'closed',
      });

      // The feed goes on writing to the registry's ERs, by its own keys; a second start merges nothing.
      poll(later, feed, parsed(sites(T0 + 3 * H)).records, T0 + 3 * H);
      expect(later.hospitals.all()).toHaveLength(5);
      expect(start(later, feed, registry, T0 + 4 * H).merged).toEqual([]);
    },
  );

  it.skipIf(engine.skip)('gives a desk person scoped to an added ER the registry’s ER', async () => {
    const store = await open(engine);
    stores.push(store);
    start(store, feed, null, T0);
    poll(store, feed, parsed(sites(T0)).records, T0);
    store.write(() =>
      store.desk.users.insert({
        id: 'u1',
        email: 'urgence@matane.example',
        organisation: 'CISSS du Bas-Saint-Laurent',
        role: 'editor',
        scope: 'qc_hopitaldematane,NB',
        created_at: T0 / 1000,
      }),
    );
    start(store, feed, registryFile(REGISTRY), T0 + H);
    expect(store.db.prepare('SELECT scope FROM desk_users').get()).toEqual({ scope: 'qc_hpitaldematane,NB' });
  });
});

describe('the server started with a registry after the feeds ran', () => {
  it('says which ERs it merged, in a registry_merged log line', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'er-relink-')), 'er.db');
    const before = openStore(db);
    start(before, feed, null, T0);
    poll(before, feed, parsed(sites(T0)).records, T0);
    before.close();

    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => lines.push(String(text)) > 0);
    const config = readConfig({ ER_DB: db });
    const running = startService({
      ...config,
      source: {
        ...config.source,
        feeds: [{ adapter: feed, url: feed.url, intervalS: 3600 }],
        registryFile: registryFile(REGISTRY),
      },
    });
    await running.close();
    write.mockRestore();
    const merged = lines.map((line) => JSON.parse(line)).find((line) => line.event === 'registry_merged');
    expect(merged).toMatchObject({ merged: 3 });
    expect(merged.ers.map((er: { from: string; to: string }) => `${er.from} → ${er.to}`)).toEqual([
      'qc_hopitaldeseptiles → qc_hopitaldeseptiles',
      'qc_hopitaldematane → qc_hpitaldematane',
      'qc_hopitaldethetford → qc_hopitaldthetfordmine',
    ]);
    expect(running.merged).toHaveLength(3);
  });

  it('lists the ERs it merged on /healthz', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'er-relink-')), 'er.db');
    const before = openStore(db);
    const records: FeedRecord[] = [
      { site: { key: '51218980', name: 'HÔPITAL DE MATANE', city: null, province: 'QC', lat: null, lng: null } },
    ];
    start(before, qcFeed, null, T0);
    poll(before, qcFeed, records, T0);
    before.close();
    const built = buildServer(
      readConfig({
        ER_DB: db,
        ER_DIST: tempDist(),
        ER_SOURCES: 'qc',
        ER_SOURCE_QC_URL: 'file:///nonexistent/qc.csv',
        ER_REGISTRY: registryFile(REGISTRY),
      }),
      () => {},
    );
    try {
      const health = await (await built.app.request('/healthz')).json();
      expect(health.source.registry_merged).toEqual([
        {
          feed: 'qc',
          site_key: '51218980',
          from: 'qc_hopitaldematane',
          to: 'qc_hpitaldematane',
          name: 'Hôpital de Matane',
          rule: 'registry_id',
        },
      ]);
    } finally {
      await built.close();
    }
  });
});

describeWithCorpusDir(QC_DIR, 'Québec’s real file, then ERstat’s registry', () => {
  const file = join(QC_DIR, 'Releve_horaire_urgences_7jours_nbpers.csv');
  const fetchedAt = Date.UTC(2025, 10, 1, 5, 0);
  const registry = join(ERSTAT_DIR, 'hospitals.csv');

  // ERstat names the CHUM's ER "Centre de recherche du CHUM": no rule matches it to the feed's
  // CHUM, in a fresh store as here, so each stands once (the feed's and the registry's).
  it('lists each Québec ER once (128, as a fresh store), with every count the feed stored', async () => {
    const records = qcFeed.parse(readFileSync(file), fetchedAt).records;
    const later = openStore(':memory:');
    const fresh = openStore(':memory:');
    stores.push(later, fresh);
    start(later, qcFeed, null, fetchedAt);
    poll(later, qcFeed, records, fetchedAt);
    expect(later.hospitals.all()).toHaveLength(115);

    const { merged } = start(later, qcFeed, registry, fetchedAt + H);
    start(fresh, qcFeed, registry, fetchedAt);
    poll(fresh, qcFeed, records, fetchedAt);

    const quebec = later.hospitals.all().filter((er) => er.province === 'QC');
    // The registry's 77 and the 51 the feed added: as a fresh store has them.
    expect(quebec).toHaveLength(128);
    expect(fresh.hospitals.all().filter((er) => er.province === 'QC')).toHaveLength(128);
    expect(quebec.filter((er) => /^CENTRE HOSPITALIER DE L'UNIVERSITÉ DE MONTRÉAL$/i.test(er.name))).toHaveLength(1);
    expect(quebec.filter((er) => er.name === 'HÔPITAL DE MATANE').map((er) => er.id)).toEqual(['qc_hpitaldematane']);
    expect(merged).toHaveLength(64);
    expect(later.loads.latest()).toHaveLength(115);
    expect(contents(later)).toEqual(contents(fresh));
  });
});
