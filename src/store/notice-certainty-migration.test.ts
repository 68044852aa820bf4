// A store made before notices had a certainty: opened by this code, its statuses and windows
// stand as they were, none of them unsure — on both engines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import { MIGRATIONS } from './migrations';
import { PG_MIGRATIONS } from './pg/migrations';
import { PgDb } from './pg/sync-db';
import { openStore } from './store';

const file = () => join(mkdtempSync(join(tmpdir(), 'er-certainty-')), 'er.db');
// The certainty migration's own index: later migrations run after it like any other.
const BEFORE = MIGRATIONS.findIndex((sql) => sql.includes('ADD COLUMN certainty'));
const ROWS = `INSERT INTO hospitals (id, name, city, province, lat, lng, data_source)
    VALUES ('ns_roseway', 'Roseway Hospital', 'Shelburne', 'NS', NULL, NULL, 'ns');
  INSERT INTO statuses (hospital_id, status, message, updated_at, expected_reopen, source)
    VALUES ('ns_roseway', 'disruption', 'Closed Friday night.', 1795000000, NULL, 'notice:ns');
  INSERT INTO scheduled_windows (feed, hospital_id, start_at, end_at, status, message, published_at)
    VALUES ('ns', 'ns_roseway', NULL, NULL, 'disruption', 'Closed Friday night.', 1795000000)`;

/** A database at the schema before certainty, with a notice's window and the status it set. */
function older(engine: 'sqlite' | 'postgres', target: string) {
  if (engine === 'sqlite') {
    const db = new Database(target);
    for (const sql of MIGRATIONS.slice(0, BEFORE)) db.exec(sql);
    db.pragma(`user_version = ${BEFORE}`);
    db.exec(ROWS);
    db.close();
    return;
  }
  const db = new PgDb(target);
  db.exec('CREATE TABLE schema_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)');
  for (const sql of PG_MIGRATIONS.slice(0, BEFORE)) db.exec(sql);
  db.exec(`INSERT INTO schema_version (id, version) VALUES (1, ${BEFORE})`);
  db.exec(ROWS);
  db.close();
}

describe.each(engines())('a store from before notices had a certainty, on $engine', ({ engine, skip, target }) => {
  it.skipIf(skip)('keeps its statuses and windows, none of them unsure', async () => {
    expect(BEFORE).toBeGreaterThan(0);
    const url = await target(file);
    older(engine, url);
    const store = openStore(url);
    try {
      expect(store.statuses.get('ns_roseway')).toMatchObject({
        status: 'disruption',
        message: 'Closed Friday night.',
        certainty: null,
        notice_url: null,
        notice_publisher: null,
        notice_published_at: null,
      });
      expect(store.schedules.ofHospital('ns_roseway')).toMatchObject([
        { status: 'disruption', message: 'Closed Friday night.', certainty: null, notice_url: null },
      ]);
    } finally {
      store.close();
    }
  });
});
