// For the desk's web tests: the desk mounted at /desk over a real store (one engine), the real
// core and statements, a clock the test moves, and people enrolled and signed in the way a
// person does it (the CLI's link, then the enrolment pages).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { DeskCore } from '../desk/contract';
import { createDeskCore } from '../desk/core';
import { createUser } from '../desk/core/people';
import { totpCode } from '../desk/core/totp';
import { deskStatements } from '../desk/statements';
import { deskRoutes } from '../desk/web/routes';
import { openStore, type Store } from '../store/store';
import type { EngineCase } from './engines';

export const ORIGIN = 'http://localhost';
/** Tuesday 24 November 2026, 09:00 UTC (05:00 in Halifax). */
export const T0 = Date.UTC(2026, 10, 24, 9) / 1000;
export const PASSWORD = 'correct horse battery staple';

export interface Person {
  email: string;
  cookie: string;
  csrf: string;
  secret: string;
}

export interface DeskApp {
  app: Hono;
  store: Store;
  /** Where the store is: a SQLite file's path or a PostgreSQL URL. */
  target: string;
  core: DeskCore;
  clock: { now: number };
  /** The desk's log lines, in order. */
  logged: Record<string, unknown>[];
  get(path: string, cookie?: string): Promise<Response>;
  /** A form post from our own origin (`Origin` set) unless `headers` say otherwise. */
  post(
    path: string,
    form: Record<string, string>,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  invite(email: string, scope: string, role?: 'editor' | 'admin'): string;
  enrol(email: string, scope: string, role?: 'editor' | 'admin'): Promise<Person>;
  signIn(email: string, secret: string, cookie?: string): Promise<Response>;
}

/** The `name=value` of a response's session cookie (the last one set, as a browser keeps it), or null. */
export const sessionCookie = (response: Response): string | null =>
  [...(response.headers.get('Set-Cookie') ?? '').matchAll(/(?:^|, )(er_desk=[^;]*)/g)].at(-1)?.[1] ?? null;

export const csrfOf = (html: string): string => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export async function deskApp(engine: EngineCase): Promise<DeskApp> {
  const target = await engine.target(() => join(mkdtempSync(join(tmpdir(), 'er-desk-web-')), 'er.db'));
  const store = openStore(target);
  const hospitals = [
    ['ns_halifax', 'Halifax Infirmary', 'Halifax', 'NS'],
    ['ns_cobequid', 'Cobequid Community Health Centre', 'Lower Sackville', 'NS'],
    ['bc_fortnelson', 'Fort Nelson General Hospital', 'Fort Nelson', 'BC'],
  ] as const;
  store.write(() => {
    for (const [id, name, city, province] of hospitals) {
      store.hospitals.upsert({ id, name, city, province, lat: null, lng: null, data_source: 'test' });
    }
  });
  const clock = { now: T0 };
  const logged: Record<string, unknown>[] = [];
  const core = createDeskCore(store, { rpId: 'localhost', rpName: 'er-status desk', origins: [ORIGIN] });
  const desk = deskRoutes({
    store,
    core,
    statements: deskStatements(store),
    publicUrl: ORIGIN,
    script: null,
    address: () => '203.0.113.9',
    now: () => clock.now,
    zone: 'America/Toronto',
    log: (fields) => logged.push(fields),
  });
  const app = new Hono();
  app.route('/desk', desk);

  const get = (path: string, cookie?: string) =>
    Promise.resolve(app.request(path, { headers: cookie ? { Cookie: cookie } : {} }));
  const post = (path: string, form: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
      }),
    );
  const invite = (email: string, scope: string, role: 'editor' | 'admin' = 'editor') => {
    const made = createUser(store, { email, role, organisation: 'Nova Scotia Health', scope }, ORIGIN, clock.now);
    if (!made.ok) throw new Error(made.message);
    return made.link.slice(`${ORIGIN}/desk/enrol/`.length);
  };
  const signIn = (email: string, secret: string, cookie?: string) =>
    post('/desk/signin', { email, password: PASSWORD, totp: totpCode(secret, clock.now) }, cookie);

  return {
    app,
    store,
    target,
    core,
    clock,
    logged,
    get,
    post,
    invite,
    signIn,
    async enrol(email, scope, role = 'editor') {
      const token = invite(email, scope, role);
      const started = await (await post(`/desk/enrol/${token}`, { step: 'password' })).text();
      const secret = /<code class="secret">([A-Z2-7]+)<\/code>/.exec(started)?.[1];
      if (!secret) throw new Error('the enrolment page showed no key');
      const finish = { step: 'finish', password: PASSWORD, totp: totpCode(secret, clock.now) };
      const finished = await post(`/desk/enrol/${token}`, finish);
      // A code is good once: the next sign-in needs the next step.
      clock.now += 30;
      const cookie = sessionCookie(finished);
      if (finished.status !== 303 || !cookie) throw new Error(`enrolment failed: ${finished.status}`);
      const csrf = csrfOf(await (await get('/desk', cookie)).text());
      return { email, cookie, csrf, secret };
    },
  };
}
