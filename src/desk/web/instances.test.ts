// The desk on several instances sharing one PostgreSQL (ER_ROLE=api behind a load balancer, an
// ingest instance loading the data): a session begun on one instance is good on the other, a
// change published through either is served by both at once, sign-in failures count across
// both, and the audit log holds what was done on each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, buildServer } from '../../server/build-server';
import { readConfig } from '../../server/config';
import { createKey } from '../../service/keys';
import { openStore, type Store } from '../../store/store';
import { csrfOf, PASSWORD, sessionCookie } from '../../testing/desk-fixture';
import { tempDist } from '../../testing/dist-fixture';
import { postgresServer } from '../../testing/engines';
import { freshDatabase } from '../../testing/postgres';
import { createDeskCore } from '../core';
import { createUser } from '../core/people';
import { totpCode } from '../core/totp';

const SET_UP_MS = 60_000;

const server = postgresServer();
const skip = 'skip' in server ? server.skip : null;
if (skip) console.warn(`Desk several-instance tests skipped: ${skip}`);

const PUBLIC_URL = 'http://localhost:8080';
const quiet = () => {};

function instance(db: string, role: 'api' | 'ingest', port: number): BuiltServer {
  return buildServer(
    readConfig({
      ER_DB: db,
      ER_ROLE: role,
      PORT: String(port),
      ER_DIST: tempDist(),
      ER_ACCESS_LOG: '0',
      ER_PUBLIC_URL: PUBLIC_URL,
    }),
    quiet,
  );
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: PUBLIC_URL,
    ...(cookie ? { Cookie: cookie } : {}),
  },
});

describe.skipIf(skip)('the desk on two api instances and one PostgreSQL', () => {
  let ingest: BuiltServer;
  let apis: [BuiltServer, BuiltServer];
  let writer: Store;
  let secret: string;
  let key: string;

  // Three servers on one PostgreSQL, each opening (and the first migrating) the store through a
  // synchronous worker: seconds of set-up, more on a loaded machine than vitest's default 10 s allows.
  beforeAll(async () => {
    const db = await freshDatabase((server as { url: string }).url, 'desk_instances');
    ingest = instance(db, 'ingest', 1);
    apis = [instance(db, 'api', 2), instance(db, 'api', 3)];
    writer = openStore(db);
    key = createKey(writer, { tier: 'free', name: 'Desk instances' }).key;
    // An editor for Nova Scotia, enrolled with a password and a code, as the CLI's link does.
    const now = Math.floor(Date.now() / 1000) - 60;
    const made = createUser(
      writer,
      { email: 'charge@example.ca', role: 'editor', organisation: 'Nova Scotia Health', scope: 'NS' },
      PUBLIC_URL,
      now,
    );
    if (!made.ok) throw new Error(made.message);
    const core = createDeskCore(writer, { rpId: 'localhost', rpName: 'er-status', origins: [PUBLIC_URL] });
    const token = made.link.split('/').pop() as string;
    const started = core.startPasswordEnrolment(token, { address: '203.0.113.1', now });
    if (!started) throw new Error('enrolment did not start');
    secret = started.secret;
    const enrolled = await core.finishPasswordEnrolment(token, PASSWORD, totpCode(secret, now), {
      address: '203.0.113.1',
      now,
    });
    if (!enrolled.ok) throw new Error('enrolment failed');
  }, SET_UP_MS);

  afterAll(async () => {
    writer.close();
    await Promise.all([ingest.close(), ...apis.map((api) => api.close())]);
  });

  it('keeps a session across instances, and serves a change made on one from both at once', async () => {
    const [a, b] = apis;
    const signedIn = await a.app.request(
      '/desk/signin',
      form({ email: 'charge@example.ca', password: PASSWORD, totp: totpCode(secret, Math.floor(Date.now() / 1000)) }),
    );
    expect(signedIn.status).toBe(303);
    const cookie = sessionCookie(signedIn) as string;
    expect(cookie).toBeTruthy();

    // The list on the other instance: the same person, the same ERs.
    const list = await b.app.request('/desk', { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Signed in as charge@example.ca');
    const id = /href="\/desk\/er\/([^"]+)"/.exec(html)?.[1] as string;
    expect(id).toMatch(/^ns_/);

    const published = await b.app.request(
      `/desk/er/${id}/status`,
      form(
        {
          csrf: csrfOf(html),
          hospital: id,
          status: 'closed',
          message_en: 'Closed by the desk.',
          message_fr: '',
          reopen: '',
        },
        cookie,
      ),
    );
    expect(published.status).toBe(303);
    const closedOn = async (api: BuiltServer) => {
      const answer = (await (await api.app.request('/api/v1/closures', { headers: { 'X-API-Key': key } })).json()) as {
        closures: { id: string; source?: string }[];
      };
      return answer.closures.find((row) => row.id === id);
    };
    // Instance b wrote it: it answers with it at once; instance a hears of it from PostgreSQL.
    expect(await closedOn(b)).toMatchObject({ source: 'desk' });
    const start = Date.now();
    while (!(await closedOn(a)) && Date.now() - start < 1000) await new Promise((done) => setTimeout(done, 20));
    expect(await closedOn(a)).toMatchObject({ source: 'desk' });

    // The audit log, read anywhere, holds the change with who made it.
    const entries = writer.desk.audit.page(Number.MAX_SAFE_INTEGER, 20);
    expect(
      entries.some((row) => row.action === 'status.set' && row.hospital_id === id && row.email === 'charge@example.ca'),
    ).toBe(true);
  });

  it('counts sign-in failures on both instances together', async () => {
    const [a, b] = apis;
    const wrong = { email: 'charge@example.ca', password: 'not the password at all', totp: '000000' };
    for (let i = 0; i < 5; i++) {
      const answer = await apis[i % 2]?.app.request('/desk/signin', form(wrong));
      expect(answer?.status).toBe(400);
    }
    for (const api of [a, b]) {
      const locked = await api.app.request('/desk/signin', form(wrong));
      expect(locked.status).toBe(429);
      expect(await locked.text()).toContain('Too many attempts');
    }
  });
});
