// A Québec file that arrives cut short (inside a row, or at a row's end with most of its sites
// gone) is refused whole as `truncated`: the sites keep the last good hour, and the feed's
// health says why.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import { qcFeed } from './feeds/qc';
import { createIngest, type Ingest } from './runtime';

let api: TestService | undefined;
let ingest: Ingest | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;

afterEach(async () => {
  await ingest?.stop();
  api?.close();
  await server?.close();
  api = ingest = server = undefined;
});

const HEADER =
  'RSS,Region,Nom_etablissement,Nom_installation,No_permis_installation,Nombre_de_civieres_fonctionnelles,' +
  'Nombre_de_civieres_occupees,Nombre_de_patients_sur_civiere_plus_de_24_heures,' +
  'Nombre_de_patients_sur_civiere_plus_de_48_heures,Nombre_total_de_patients_presents_a_lurgence,' +
  'Nombre_total_de_patients_en_attente_de_PEC,DMS_sur_civiere,DMS_ambulatoire,Mise_a_jour';

/** The hourly file of `sites` installations, updated at `hour`:45 on 1 November 2025 (Québec time). */
function file(sites: number, hour: number): string {
  const rows = Array.from(
    { length: sites },
    (_, i) => `06,Montréal,CIUSSS,HOPITAL ${i + 1},${51000000 + i},20,15,1,0,30,${i},12.5,3.25,2025-11-01T${hour}:45`,
  );
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

/** Observation times (epoch s) of each site's latest load, as the store serves them. */
const loadTimes = (service: TestService) => new Set(service.store.loads.latest().map((load) => load.observed_at));

async function qcAt(body: string) {
  server = await startFeedServer({ kind: 'payload', body, contentType: 'text/csv' });
  const feeds = [{ adapter: qcFeed, url: server.url, intervalS: 900 }];
  api = testService({ feeds, clock: fakeClock() });
  ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
  return { api, ingest, server };
}

const NINE_45 = Date.UTC(2025, 10, 1, 13, 45) / 1000;

describe('a cut-short Québec file', () => {
  it('is refused whole, cut inside a row or losing more than half its sites; the last good hour is kept', async () => {
    const { api, ingest, server } = await qcAt(file(10, 9));
    await ingest.pollNow('qc');
    expect(loadTimes(api)).toEqual(new Set([NINE_45]));
    expect(api.store.loads.latest()).toHaveLength(10);

    const tenOClock = file(10, 10);
    const cuts = [
      tenOClock.slice(0, tenOClock.indexOf('HOPITAL 6') + 20), // inside row 7
      tenOClock.slice(0, -4), // inside the last row's update time
      file(4, 10), // whole rows, 4 of the 10 sites
    ];
    for (const body of cuts) {
      server.set({ kind: 'payload', body, contentType: 'text/csv' });
      const health = await ingest.pollNow('qc');
      expect(health.last_error?.code).toBe('truncated');
      expect(loadTimes(api)).toEqual(new Set([NINE_45]));
      expect(health.rows_parsed).toBe(10);
    }

    // Half the sites is still this hour's file (some ERs may not report), and the whole file is taken.
    server.set({ kind: 'payload', body: file(5, 10), contentType: 'text/csv' });
    expect((await ingest.pollNow('qc')).last_error).toBeNull();
    server.set({ kind: 'payload', body: file(10, 11), contentType: 'text/csv' });
    expect((await ingest.pollNow('qc')).last_error).toBeNull();
    expect(loadTimes(api)).toEqual(new Set([NINE_45 + 7200]));
  });
});
