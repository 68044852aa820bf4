// The desk's statements outlive a restart on a file store, whatever the source: the loader that
// runs at start (the sample, a dataset directory) must not put its own word back over them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../desk/statements';
import { applyRecords } from '../ingest/apply';
import { loadSource } from '../sources/source';
import { openStore, type Store } from '../store/store';
import { writeDatasetFixture } from '../testing/dataset-fixture';
import { engines } from '../testing/engines';
import { type TestSite, testFeed, testFeedPayload } from '../testing/test-feed';
import { readConfig } from './config';
import { type RunningService, startService } from './v1';

const CORPUS = join(import.meta.dirname, '../../../shared/corpus/erstat/2026-10-01');
const HOUR = 3600;

let running: RunningService | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

interface ClosureRow {
  id: string;
  status: string;
  source: string | null;
  message: string | null;
}

async function closures(service: RunningService['service']): Promise<ClosureRow[]> {
  const { key } = service.createKey({ tier: 'free', name: 'Test' });
  const answer = await service.fetch(new Request('http://er.test/api/v1/closures', { headers: { 'X-API-Key': key } }));
  return (await answer.json()).closures;
}

const deskEvents = (v1: RunningService) =>
  v1.store.db.prepare("SELECT hospital_id, status FROM status_events WHERE source = 'desk' ORDER BY id").all();

/** Starts on the file, has the desk close two open ERs (one until a time) and reopen a closed one, and stops. */
async function stateAtTheDesk(env: Record<string, string>) {
  const v1 = startService(readConfig(env));
  const now = Math.floor(Date.now() / 1000);
  const closed = new Set((await closures(v1.service)).map((row) => row.id));
  const open = v1.store.hospitals
    .all()
    .map((hospital) => hospital.id)
    .filter((id) => !closed.has(id));
  const [untilLater, untilFurtherNotice] = open;
  const reopened = [...closed][0];
  if (!untilLater || !untilFurtherNotice || !reopened) throw new Error('the source has too few ERs for this test');
  const desk = deskStatements(v1.store);
  const say = (hospitalId: string, status: 'open' | 'closed', expectedReopen: number | null) =>
    v1.store.write(() =>
      desk.publish({ hospitalId, status, messageEn: `Desk: ${status}`, messageFr: null, expectedReopen }, now, null),
    );
  say(untilLater, 'closed', now + 6 * HOUR);
  say(untilFurtherNotice, 'closed', null);
  say(reopened, 'open', null);
  const events = deskEvents(v1);
  await v1.close();
  return { untilLater, untilFurtherNotice, reopened, events };
}

const SOURCES = [
  ['the sample', {}],
  ['a dataset directory', { ER_DATA: writeDatasetFixture().dir }],
] as const;
const sqliteFile = () => join(mkdtempSync(join(tmpdir(), 'er-desk-restart-')), 'er.db');

describe.each(engines())('desk statements across a restart on $engine', ({ skip, target }) => {
  it.skipIf(skip).each(SOURCES)(
    'keeps the desk’s closures and reopening, and their history, with %s',
    async (_, source) => {
      const env = { ...source, ER_DB: await target(sqliteFile) };
      const said = await stateAtTheDesk(env);

      running = startService(readConfig(env));
      const rows = await closures(running.service);
      const row = (id: string) => rows.find((closure) => closure.id === id);
      expect(row(said.untilLater)).toMatchObject({ status: 'closed', source: 'desk', message: 'Desk: closed' });
      expect(row(said.untilFurtherNotice)).toMatchObject({ status: 'closed', source: 'desk', message: 'Desk: closed' });
      expect(row(said.reopened)).toBeUndefined();
      expect(running.store.statuses.get(said.reopened)).toMatchObject({ status: 'open', source: 'desk' });
      expect(deskEvents(running)).toEqual(said.events);
    },
  );
});

describe('a newer snapshot after a desk statement', () => {
  it('replaces the desk’s status with what the snapshot says later', async () => {
    const db = sqliteFile();
    const first = startService(readConfig({ ER_DB: db, ER_DATA: join(CORPUS, '../2026-09-01') }));
    const id = 'ns_cobequidcommunityhe';
    const stated = Math.floor(Date.parse('2026-09-15T12:00:00Z') / 1000);
    first.store.write(() =>
      deskStatements(first.store).publish(
        { hospitalId: id, status: 'open', messageEn: null, messageFr: null, expectedReopen: null },
        stated,
        null,
      ),
    );
    await first.close();

    running = startService(readConfig({ ER_DB: db, ER_DATA: CORPUS }));
    const row = (await closures(running.service)).find((closure) => closure.id === id);
    expect(row).toMatchObject({ status: 'closed', source: 'dataset', message: 'Closed — opens at 07:00' });
  });
});

describe('desk statements across a restart in live mode', () => {
  it('keeps a desk closure through the restart and the feed repeating the open it said before', async () => {
    const file = sqliteFile();
    const adapter = testFeed({ id: 'test', provinces: ['NS'] });
    const settings = {
      dataDir: null,
      feeds: [{ adapter, url: adapter.url, intervalS: adapter.intervalS }],
      registryFile: null,
      attribution: null,
      attributionUrl: null,
    };
    const t0 = Date.now() - 10 * 60_000;
    const site: TestSite = { key: '1', name: 'Halifax Infirmary', province: 'NS', minutes: 40, at: t0, status: 'open' };
    const poll = (store: Store, atMs: number) => {
      const { records } = adapter.parse(new TextEncoder().encode(testFeedPayload([site])), atMs);
      store.write(() => applyRecords(store, adapter, records, atMs));
    };
    const before = openStore(file);
    loadSource(before, settings, t0);
    poll(before, t0);
    const [er] = before.hospitals.all();
    if (!er) throw new Error('the feed added no ER');
    const closure = { hospitalId: er.id, status: 'closed', messageEn: 'Desk: closed', messageFr: null } as const;
    before.write(() =>
      deskStatements(before).publish({ ...closure, expectedReopen: null }, Math.floor(t0 / 1000) + 60, null),
    );
    before.close();

    const after = openStore(file);
    loadSource(after, settings, t0 + 5 * 60_000);
    poll(after, t0 + 5 * 60_000);
    expect(after.statuses.get(er.id)).toMatchObject({ status: 'closed', source: 'desk', message: 'Desk: closed' });
    after.close();
  });
});
