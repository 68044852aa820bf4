// The audit log in the desk: administrators only, newest first, paged, and a CSV export that a
// spreadsheet opens as text (no formula runs from a cell).
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';
import { auditCsv, csvCell } from './audit-csv';

describe('audit CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`).replace(/"/g, '')).toBe(`'${start}1`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes a header and one row per entry, times in ISO UTC', () => {
    const csv = auditCsv([
      {
        id: 1,
        at: 0,
        user_id: 'u',
        email: '=cmd@x.ca',
        action: 'status.set',
        hospital_id: 'ns_a',
        before: '{"a":1}',
        after: null,
        address: '::1',
        attempts: null,
      },
    ]);
    expect(csv).toBe(
      'id,at,user_id,email,action,hospital_id,before,after,address,attempts\r\n' +
        `1,1970-01-01T00:00:00.000Z,u,'=cmd@x.ca,status.set,ns_a,"{""a"":1}",,::1,\r\n`,
    );
  });
});

describe.each(engines())('the audit pages on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it.skipIf(engine.skip)('are for administrators only', async () => {
    desk = await deskApp(engine);
    const editor = await desk.enrol('nurse@example.ca', 'NS');
    for (const path of ['/desk/audit', '/desk/audit.csv']) {
      const refused = await desk.get(path, editor.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Only an administrator can see this page.');
      expect((await desk.get(path)).status).toBe(303);
    }
    expect(await (await desk.get('/desk', editor.cookie)).text()).not.toContain('/desk/audit');
  });

  it.skipIf(engine.skip)('list the log newest first, a page at a time, and export it as CSV', async () => {
    desk = await deskApp(engine);
    const admin = await desk.enrol('chief@example.ca', 'all', 'admin');
    const closed = { csrf: admin.csrf, hospital: 'ns_halifax', status: 'closed', message_en: '=1+1', reopen: '' };
    await desk.post('/desk/er/ns_halifax/status', closed, admin.cookie);
    for (let i = 0; i < 55; i++) {
      await desk.post('/desk/er/bc_fortnelson/confirm', { csrf: admin.csrf, hospital: 'bc_fortnelson' }, admin.cookie);
    }
    const first = await desk.get('/desk/audit', admin.cookie);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain('<h1>Audit log</h1>');
    expect(html.match(/<tr>/g)?.length).toBe(51);
    expect(html).toContain('status.confirm');
    expect(html).not.toContain('status.set');
    const older = /href="\/desk\/audit\?before=(\d+)"/.exec(html)?.[1];
    const next = await (await desk.get(`/desk/audit?before=${older}`, admin.cookie)).text();
    expect(next).toContain('status.set');
    expect(next).toContain('user.create');
    expect(next).toContain('Newer entries');

    const csv = await desk.get('/desk/audit.csv', admin.cookie);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="desk-audit.csv"');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,user_id,email,action,hospital_id,before,after,address,attempts');
    expect(lines.length).toBeGreaterThan(57);
    const set = lines.find((line) => line.includes('status.set')) as string;
    expect(set).toContain('""message"":""=1+1""');
    const french = await (await desk.get('/desk/audit?lang=fr', admin.cookie)).text();
    expect(french).toContain('<h1>Journal d’audit</h1>');
  });

  it.skipIf(engine.skip)(
    'show each change in words, at the ER’s local time, never raw JSON or epoch seconds',
    async () => {
      desk = await deskApp(engine);
      const admin = await desk.enrol('chief@example.ca', 'all', 'admin');
      const closed = { csrf: admin.csrf, hospital: 'ns_halifax', status: 'closed', message_en: 'No physician.' };
      await desk.post('/desk/er/ns_halifax/status', { ...closed, reopen: '2026-11-24T18:00' }, admin.cookie);
      const html = await (await desk.get('/desk/audit', admin.cookie)).text();
      const row = (action: string) =>
        [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
          .map(([, cells]) =>
            (cells as string)
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .find((text) => text.includes(action)) as string;
      const published = row('Status published');
      // 09:00 UTC is 5:00 a.m. in Halifax (AST); the reopening 18:00 on its clock.
      expect(published).toMatch(/^Tue, Nov 24, 2026, 5:00 a\.m\. AST chief@example\.ca Status published/);
      expect(published).toContain('Halifax Infirmary');
      expect(published).toContain('status: No status → Closed');
      expect(published).toContain('message: — → No physician.');
      expect(published).toMatch(/reopening: — → Tue, Nov 24, 2026, 6:00 p\.m\. AST/);
      expect(published).toContain('confirmed by: — → Nova Scotia Health');
      // What names no ER is on the desk's own clock (Toronto here).
      expect(row('Account created')).toMatch(/^Tue, Nov 24, 2026, 4:00 a\.m\. EST .*Account created/);
      expect(row('Account created')).toContain('role: — → admin');
      expect(html).not.toContain('&quot;');
      expect(html).not.toContain(String(desk.clock.now - 30));
      expect(html).not.toMatch(/\b1\d{9}\b/);

      const french = await (await desk.get('/desk/audit?lang=fr', admin.cookie)).text();
      const words = french.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ');
      expect(words).toContain('Statut publié');
      expect(words).toContain('statut\u00a0: Aucun statut → Fermée');
      expect(words).toMatch(/réouverture\u00a0: — → mar\. 24 nov\. 2026, 18 h HNA/);
    },
  );

  it.skipIf(engine.skip)('cannot be altered through any route, even by an administrator', async () => {
    desk = await deskApp(engine);
    const admin = await desk.enrol('chief@example.ca', 'all', 'admin');
    await desk.post('/desk/er/ns_halifax/confirm', { csrf: admin.csrf, hospital: 'ns_halifax' }, admin.cookie);
    const rows = () => desk.store.desk.audit.page(Number.MAX_SAFE_INTEGER, 1000);
    const before = rows();
    const id = String(before[0]?.id);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/desk/audit', '/desk/audit.csv', `/desk/audit/${id}`, `/desk/audit?before=${id}`]) {
        const answer = await desk.app.request(path, {
          method,
          body: new URLSearchParams({ csrf: admin.csrf, id, action: 'nothing happened' }),
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: 'http://localhost',
            Cookie: admin.cookie,
            'X-CSRF-Token': admin.csrf,
          },
        });
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
    // Every row as it was (a refused request may append, never change).
    expect(rows().slice(-before.length)).toEqual(before);
  });
});
