// A store made before desk users had an organisation: opened by this code, each existing person
// confirms for their email's domain (what the desk knew of where they work) until an operator
// names it — on both engines.
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

const file = () => join(mkdtempSync(join(tmpdir(), 'er-organisation-')), 'er.db');
// The organisation migration's own index: later migrations run after it like any other.
const BEFORE = MIGRATIONS.findIndex((sql) => sql.includes('ADD COLUMN organisation'));
const USER = `INSERT INTO desk_users (id, email, role, scope, created_at)
  VALUES ('u1', 'charge.nurse@nshealth.ca', 'editor', 'NS', 1), ('u2', 'editor@cbc.ca', 'admin', 'all', 2)`;

/** A database at the schema before organisations, with two desk users. */
function older(engine: 'sqlite' | 'postgres', target: string) {
  if (engine === 'sqlite') {
    const db = new Database(target);
    for (const sql of MIGRATIONS.slice(0, BEFORE)) db.exec(sql);
    db.pragma(`user_version = ${BEFORE}`);
    db.exec(USER);
    db.close();
    return;
  }
  const db = new PgDb(target);
  db.exec('CREATE TABLE schema_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)');
  for (const sql of PG_MIGRATIONS.slice(0, BEFORE)) db.exec(sql);
  db.exec(`INSERT INTO schema_version (id, version) VALUES (1, ${BEFORE})`);
  db.exec(USER);
  db.close();
}

describe.each(engines())('desk users from before organisations, on $engine', ({ engine, skip, target }) => {
  it.skipIf(skip)('confirm for their email’s domain once the store is opened, until named', async () => {
    const url = await target(file);
    older(engine, url);
    const store = openStore(url);
    try {
      expect(store.desk.users.all().map((row) => [row.email, row.organisation])).toEqual([
        ['charge.nurse@nshealth.ca', 'nshealth.ca'],
        ['editor@cbc.ca', 'cbc.ca'],
      ]);
    } finally {
      store.close();
    }
  });
});
