import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { engines, postgresServer } from '../testing/engines';
import { freshDatabase } from '../testing/postgres';
import { StoreUnavailableError } from './db';
import { MIGRATIONS } from './migrations';
import type { PgDb } from './pg/sync-db';
import { openStore } from './store';

const folder = () => mkdtempSync(join(tmpdir(), 'er-store-'));
const file = () => join(folder(), 'er-status.db');
const hospital = {
  id: 'ns_a',
  name: 'A',
  city: 'Halifax',
  province: 'NS' as const,
  lat: null,
  lng: null,
  data_source: null,
};

describe('openStore on SQLite', () => {
  it('creates the folder and the file, in WAL mode, with every migration applied once', () => {
    const path = join(folder(), 'var', 'er-status.db');
    const store = openStore(path);
    expect(existsSync(path)).toBe(true);
    const db = store.db as unknown as Database.Database;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    store.hospitals.upsert(hospital);
    store.close();
    const again = openStore(path);
    expect(again.hospitals.all()).toEqual([hospital]);
    again.close();
  });

  it('refuses a database from a newer version of the code', () => {
    const path = join(folder(), 'newer.db');
    const db = new Database(path);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openStore(path)).toThrow(/newer than this code/);
  });
});

describe.each(engines())('the store on $engine', ({ engine, skip, target }) => {
  const open = async () => openStore(await target(file));

  it.skipIf(skip)(
    'applies every migration once, keeps the data when opened again, refuses a newer schema',
    async () => {
      const url = await target(file);
      const store = openStore(url);
      store.hospitals.upsert(hospital);
      store.close();
      const again = openStore(url);
      expect(again.hospitals.all()).toEqual([hospital]);
      if (engine === 'postgres') {
        const db = again.db as PgDb;
        expect(db.prepare('SELECT version FROM schema_version').get()).toEqual({ version: MIGRATIONS.length });
        db.exec(`UPDATE schema_version SET version = ${MIGRATIONS.length + 1}`);
        again.close();
        expect(() => openStore(url)).toThrow(/newer than this code/);
      } else {
        again.close();
      }
    },
  );

  it.skipIf(skip)('tells listeners after each write, once', async () => {
    const store = await open();
    let writes = 0;
    store.onWrite(() => writes++);
    store.write(() => {
      store.hospitals.upsert(hospital);
      store.hospitals.upsert({ ...hospital, id: 'ns_b' });
    });
    expect(writes).toBe(1);
    store.close();
  });

  it.skipIf(skip)('rolls a failed write back whole', async () => {
    const store = await open();
    expect(() =>
      store.write(() => {
        store.hospitals.upsert(hospital);
        store.hospitals.upsert({ ...hospital, id: 'ns_b', province: null as never });
      }),
    ).toThrow();
    expect(store.hospitals.all()).toEqual([]);
    store.close();
  });

  it.skipIf(skip)(
    'sees data and keys written by another connection to the same database, and nothing else',
    async () => {
      const path = await target(file);
      const store = openStore(path);
      const other = openStore(path);
      expect(store.changedElsewhere()).toEqual({ data: false, keys: false });
      other.write(() => other.hospitals.upsert(hospital));
      expect(store.changedElsewhere()).toEqual({ data: true, keys: false });
      expect(store.changedElsewhere()).toEqual({ data: false, keys: false });
      other.keys.insert({
        digest: 'd',
        prefix: 'ers_AbCd1234',
        tier: 'free',
        name: 'N',
        created_at: 0,
        revoked_at: null,
      });
      expect(store.changedElsewhere()).toEqual({ data: false, keys: true });
      // The webhook thread's writes are neither data nor keys: no reload for them.
      other.webhooks.saveWaitState({ hospital_id: 'ns_x', live: 1, reading_at: 0 });
      expect(store.changedElsewhere()).toEqual({ data: false, keys: false });
      store.close();
      other.close();
    },
  );

  it.skipIf(skip)("tells a watcher of another connection's write within a second", async () => {
    const path = await target(file);
    const store = openStore(path);
    const other = openStore(path);
    const told: { data: boolean; keys: boolean }[] = [];
    const stop = store.watch(
      (changed) => told.push(changed),
      (error) => told.push({ data: false, keys: false, error } as never),
    );
    // PostgreSQL's listener connects first; a write before it would be missed by no one (it is read at connect).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const wrote = Date.now();
    other.write(() => other.hospitals.upsert(hospital));
    while (told.length === 0 && Date.now() - wrote < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told[0]).toEqual({ data: true, keys: false });
    expect(Date.now() - wrote).toBeLessThanOrEqual(1200);
    stop();
    store.close();
    other.close();
  });

  it.skipIf(skip)(
    'append an event for a change of status, message or reopening time, not for a newer time alone',
    async () => {
      const store = await open();
      store.hospitals.upsert(hospital);
      const closed = {
        hospital_id: 'ns_a',
        status: 'closed' as const,
        message: 'x',
        updated_at: 100,
        expected_reopen: null,
      };
      expect(store.statuses.set(closed, 1)).toBe(true);
      expect(store.statuses.set({ ...closed, updated_at: 200 }, 1)).toBe(true);
      expect(store.statuses.set({ ...closed, updated_at: 200 }, 1)).toBe(false);
      store.statuses.set({ ...closed, message: 'y', updated_at: 300 }, 1);
      store.statuses.set({ ...closed, status: 'open', message: null, updated_at: null }, 400);
      const events = store.db.prepare('SELECT status, message, at FROM status_events ORDER BY id').all();
      expect(events).toEqual([
        { status: 'closed', message: 'x', at: 100 },
        { status: 'closed', message: 'y', at: 300 },
        { status: 'open', message: null, at: 400 },
      ]);
      store.close();
    },
  );

  it.skipIf(skip)('aggregates readings per hour across page boundaries', async () => {
    const store = await open();
    store.hospitals.upsert(hospital);
    store.hospitals.upsert({ ...hospital, id: 'ns_b', province: 'PE' });
    // 2,500 readings a few seconds apart: several pages, and hours cut across them.
    const readings = Array.from({ length: 2500 }, (_, i) => ({
      hospital_id: 'ns_a',
      minutes: i % 7,
      observed_at: 7200 + i * 5,
    }));
    expect(store.readings.add(readings)).toBe(2500);
    expect(store.readings.add(readings)).toBe(0);
    store.readings.add([{ hospital_id: 'ns_b', minutes: 9, observed_at: 7300 }]);
    const aggregates = [...store.history.waitAggregates({ since: 0, province: null })];
    expect(aggregates.map((row) => [row.hospital_id, row.hour, row.observations])).toEqual([
      ['ns_a', 7200, 720],
      ['ns_a', 10800, 720],
      ['ns_a', 14400, 720],
      ['ns_a', 18000, 340],
      ['ns_b', 7200, 1],
    ]);
    expect(aggregates[0]).toMatchObject({ min: 0, max: 6, median: 3 });
    expect([...store.history.waitAggregates({ since: 0, province: 'PE' })]).toHaveLength(1);
    store.close();
  });

  it.skipIf(skip)('pages status events in time order', async () => {
    const store = await open();
    store.hospitals.upsert(hospital);
    store.write(() => {
      for (let i = 0; i < 2100; i++) {
        store.statuses.set(
          {
            hospital_id: 'ns_a',
            status: i % 2 ? 'closed' : 'open',
            message: null,
            updated_at: 5000 - i,
            expected_reopen: null,
          },
          0,
        );
      }
    });
    const times = [...store.history.events({ since: 3000, province: null })].map((event) => event.at);
    expect(times).toHaveLength(2001);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    store.close();
  });
});

const server = postgresServer();

describe.skipIf('skip' in server)('the store on PostgreSQL', () => {
  it('loses nothing and writes nothing outside a write when its connection is lost, even where the caller caught the error', async () => {
    const store = openStore(await freshDatabase((server as { url: string }).url, 'lost'));
    expect(() =>
      store.write(() => {
        store.hospitals.upsert(hospital);
        try {
          store.db.exec('SELECT pg_terminate_backend(pg_backend_pid())');
        } catch {
          // A caller that carries on, after the bridge's pause (a second) has passed: nothing
          // it does may land outside the transaction, on the new connection.
          (store.db as PgDb).pg.reachable();
        }
        store.hospitals.upsert({ ...hospital, id: 'ns_b' });
      }),
    ).toThrow(StoreUnavailableError);
    (store.db as PgDb).pg.reachable();
    expect(store.hospitals.all()).toEqual([]);
    store.write(() => store.hospitals.upsert(hospital));
    expect(store.hospitals.all()).toEqual([hospital]);
    store.close();
  });

  it('says it is unreachable, and since when, from the first failed statement, before any listener notices', async () => {
    const store = openStore(await freshDatabase((server as { url: string }).url, 'health'));
    expect(store.health()).toEqual({ engine: 'postgres', reachable: true });
    const before = Date.now();
    expect(() => store.db.exec('SELECT pg_terminate_backend(pg_backend_pid())')).toThrow(StoreUnavailableError);
    const down = store.health();
    expect(down.reachable).toBe(false);
    expect(down.since).toBeGreaterThanOrEqual(before);
    expect(down.since).toBeLessThanOrEqual(Date.now());
    (store.db as PgDb).pg.reachable();
    expect(store.hospitals.all()).toEqual([]);
    expect(store.health()).toEqual({ engine: 'postgres', reachable: true });
    store.close();
  });
});
