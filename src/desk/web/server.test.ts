// The desk as the server mounts it: in service mode only, its script and stylesheet served from
// our origin, and the access log never holding an enrolment link's token.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuiltServer, buildServer } from '../../server/build-server';
import { readConfig } from '../../server/config';
import { tempDist } from '../../testing/dist-fixture';
import { createUser } from '../core/people';

let built: BuiltServer | null = null;
afterEach(async () => {
  await built?.close();
  built = null;
});

function distWithDeskScript(): string {
  const dist = tempDist();
  mkdirSync(join(dist, 'desk'));
  writeFileSync(join(dist, 'desk', 'desk.js'), '(function(){})();');
  return dist;
}

describe('the desk in the server', () => {
  it('is served in service mode, with its script and stylesheet, and the token never logged', async () => {
    const lines: Record<string, unknown>[] = [];
    const db = join(mkdtempSync(join(tmpdir(), 'er-desk-server-')), 'er.db');
    built = buildServer(
      readConfig({ ER_DB: db, ER_DIST: distWithDeskScript() }),
      () => {},
      (line) => lines.push(line),
    );
    const { app } = built;
    const signin = await app.request('/desk/signin');
    expect(signin.status).toBe(200);
    expect(signin.headers.get('X-Frame-Options')).toBe('DENY');
    const script = await app.request('/desk/desk.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cache-Control')).toBe('no-cache');
    const css = await app.request('/desk/desk.css');
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.error-summary');

    const store = built.v1?.store;
    if (!store) throw new Error('service mode has a store');
    const nurse = { email: 'nurse@example.ca', role: 'editor', organisation: 'Example Health', scope: 'all' };
    const made = createUser(store, nurse, 'http://localhost:8080', Math.floor(Date.now() / 1000));
    if (!made.ok) throw new Error(made.message);
    const token = made.link.split('/').pop() as string;
    const page = await app.request(`/desk/enrol/${token}`);
    expect(page.status).toBe(200);
    const logged = lines.filter((line) => line.event === 'request').map((line) => line.path);
    expect(logged).toContain('/desk/enrol/…');
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('is not served by a relay', async () => {
    built = buildServer(readConfig({ ERSTAT_API_KEY: 'ers_k', ER_DIST: tempDist() }), () => {});
    expect((await built.app.request('/desk/signin')).status).toBe(404);
  });
});
