// The audit log under a flood: a locked address's further sign-in attempts are counted on the
// lock-out's one row (not written each), what was typed is cut short, the log stays readable at
// a million rows (a page at a time, the CSV streamed), and SQLite's REPLACE cannot rewrite a row.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

const sqlite = engines().filter((engine) => engine.engine === 'sqlite');

describe.each(sqlite)('the desk audit log under a flood on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  const attempt = (email: string) => desk.post('/desk/signin', { email, password: 'guess', totp: '123456' });

  it('counts 1,000 attempts from a locked address on one row, in English and French', async () => {
    desk = await deskApp(engine);
    const admin = await desk.enrol('chief@example.ca', 'all', 'admin');
    // Twenty failures lock the address (each a signin.failed row).
    for (let i = 0; i < 20; i++) expect((await attempt(`guess${i}@example.ca`)).status).toBe(400);
    const long = `${'x'.repeat(240)}@example.ca`;
    for (let i = 0; i < 1000; i++) expect((await attempt(i === 0 ? long : `flood${i}@example.ca`)).status).toBe(429);

    const rows = desk.store.desk.audit.page(Number.MAX_SAFE_INTEGER, 2000);
    const locked = rows.filter((row) => row.action === 'signin.locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.attempts).toBe(1000);
    expect(locked[0]?.email?.length).toBeLessThanOrEqual(100);
    expect(rows.filter((row) => row.action === 'signin.failed')).toHaveLength(20);

    const html = await (await desk.get('/desk/audit', admin.cookie)).text();
    expect(html).toContain('attempts from this address while paused: 1,000');
    const french = await (await desk.get('/desk/audit?lang=fr', admin.cookie)).text();
    expect(french).toContain('tentatives depuis cette adresse pendant la suspension\u00a0: 1\u00a0000');
    const csv = await (await desk.get('/desk/audit.csv', admin.cookie)).text();
    expect(csv.split('\r\n').filter((line) => line.includes('signin.locked'))).toEqual([
      expect.stringMatching(/,1000$/),
    ]);
  });

  it('starts a new row once the lock-out has ended and the address is locked again', async () => {
    desk = await deskApp(engine);
    for (let i = 0; i < 20; i++) await attempt(`guess${i}@example.ca`);
    for (let i = 0; i < 5; i++) expect((await attempt('again@example.ca')).status).toBe(429);
    desk.clock.now += 16 * 60;
    for (let i = 0; i < 20; i++) await attempt(`guess${i}@example.ca`);
    for (let i = 0; i < 3; i++) expect((await attempt('again@example.ca')).status).toBe(429);
    const locked = desk.store.desk.audit
      .page(Number.MAX_SAFE_INTEGER, 1000)
      .filter((row) => row.action === 'signin.locked');
    expect(locked.map((row) => row.attempts)).toEqual([3, 5]);
  });

  it('refuses REPLACE INTO and INSERT OR REPLACE on an existing row', async () => {
    desk = await deskApp(engine);
    await desk.enrol('chief@example.ca', 'all', 'admin');
    const raw = new Database(desk.target);
    try {
      const first = raw.prepare('SELECT * FROM desk_audit ORDER BY id LIMIT 1').get() as { id: number; action: string };
      for (const verb of ['REPLACE', 'INSERT OR REPLACE']) {
        expect(() =>
          raw
            .prepare(`${verb} INTO desk_audit (id, at, action, address) VALUES (?, 0, 'forged', '0.0.0.0')`)
            .run(first.id),
        ).toThrow(/append-only/);
      }
      const after = raw.prepare('SELECT action FROM desk_audit WHERE id = ?').get(first.id) as { action: string };
      expect(after.action).toBe(first.action);
    } finally {
      raw.close();
    }
  });

  it('answers the first audit page and starts the CSV quickly with a million rows', async () => {
    desk = await deskApp(engine);
    const admin = await desk.enrol('chief@example.ca', 'all', 'admin');
    const raw = new Database(desk.target);
    try {
      const insert = raw.prepare(
        "INSERT INTO desk_audit (at, email, action, after, address) VALUES (?, 'x@example.ca', 'signin.failed', '{\"method\":\"password\"}', '198.51.100.7')",
      );
      raw.transaction(() => {
        for (let i = 0; i < 1_000_000; i++) insert.run(1_700_000_000 + i);
      })();
    } finally {
      raw.close();
    }
    let started = performance.now();
    const first = await desk.get('/desk/audit', admin.cookie);
    expect(first.status).toBe(200);
    expect((await first.text()).match(/<tr>/g)?.length).toBe(51);
    expect(performance.now() - started).toBeLessThan(1000);

    started = performance.now();
    const csv = await desk.get('/desk/audit.csv', admin.cookie);
    const reader = (csv.body as ReadableStream<Uint8Array>).getReader();
    const chunk = await reader.read();
    expect(performance.now() - started).toBeLessThan(1000);
    const text = new TextDecoder().decode(chunk.value);
    expect(text.startsWith('id,at,user_id,email,action,hospital_id,before,after,address,attempts\r\n')).toBe(true);
    // The first piece is one page of the log, not the whole of it.
    expect(text.split('\r\n').length).toBeLessThan(2000);
    await reader.cancel();
  }, 60_000);
});
