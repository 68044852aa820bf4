// Several instances on one PostgreSQL, in one process: an ingest instance and two api
// instances built as the server builds them (ER_ROLE), each with its own connections. What a
// client sees: one rate limit per key, a revoked key refused everywhere, the ingest instance's
// writes on both api instances within a second; and PostgreSQL stopped under load, then back.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../service/keys';
import { openStore, type Store } from '../store/store';
import { tempDist } from '../testing/dist-fixture';
import { postgresServer } from '../testing/engines';
import {
  freshDatabase,
  postgresAvailability,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/postgres';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

const SET_UP_MS = 60_000;

const server = postgresServer();
const skip = 'skip' in server ? server.skip : null;
if (skip) console.warn(`Several-instance tests skipped: ${skip}`);

const quiet = () => {};
const FREE_LIMIT = 12;
const NH_FIXTURE = join(import.meta.dirname, '..', 'ingest', 'feeds', 'fixtures', 'northern-health-ed-status.html');

function instance(
  db: string,
  role: 'api' | 'ingest' | 'all',
  port: number,
  more: Record<string, string> = {},
): BuiltServer {
  const env = {
    ER_DB: db,
    ER_ROLE: role,
    PORT: String(port),
    ER_DIST: tempDist(),
    ER_ACCESS_LOG: '0',
    ER_RATE_FREE: String(FREE_LIMIT),
    ...more,
  };
  return buildServer(readConfig(env), quiet);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `what` answers; `ms` is when the answering request was sent, counted from the start: what
 * a client asking then would have seen (not how long a loaded machine took to answer it).
 */
async function until<T>(what: () => Promise<T | undefined>, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  for (;;) {
    const sent = Date.now();
    const value = await what();
    if (value !== undefined) return { value, ms: sent - start };
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const get = (built: BuiltServer, path: string, key?: string) =>
  built.app.request(path, { headers: key ? { 'X-API-Key': key } : {} });

const closedIds = async (built: BuiltServer, key: string) => {
  const body = (await (await get(built, '/api/v1/closures', key)).json()) as { closures: { id: string }[] };
  return body.closures.map((row) => row.id);
};

describe.skipIf(skip)('an ingest instance and two api instances on one PostgreSQL', () => {
  let ingest: BuiltServer;
  let apis: BuiltServer[];
  let writer: Store;

  // Three servers on one PostgreSQL, each opening (and the first migrating) the store through a
  // synchronous worker: seconds of set-up, more on a loaded machine than vitest's default 10 s allows.
  beforeAll(async () => {
    const db = await freshDatabase((server as { url: string }).url, 'instances');
    ingest = instance(db, 'ingest', 1);
    apis = [instance(db, 'api', 2), instance(db, 'api', 3)];
    writer = openStore(db);
  }, SET_UP_MS);
  afterAll(async () => {
    await Promise.all([ingest, ...apis].map((built) => built.close()));
    writer.close();
  });

  it('serve /healthz alone on the ingest instance, and the API on the api instances', async () => {
    expect((await ingest.app.request('/api/v1/closures')).status).toBe(404);
    const health = (await (await ingest.app.request('/healthz')).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', role: 'ingest', store: { engine: 'postgres', reachable: true } });
    const apiHealth = (await (await apis[0]?.app.request('/healthz'))?.json()) as Record<string, unknown>;
    expect(apiHealth).toMatchObject({ role: 'api', source: { kind: 'sample' } });
  });

  it('count one limit per key across the api instances: 2× the limit gives exactly the limit of 200s', async () => {
    const { key } = createKey(writer, { tier: 'free', name: 'Spread' });
    const answers = await Promise.all(
      Array.from({ length: 2 * FREE_LIMIT }, (_, i) => get(apis[i % 2] as BuiltServer, '/api/v1/coverage', key)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(FREE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FREE_LIMIT);
    const remaining = answers.filter((a) => a.status === 200).map((a) => Number(a.headers.get('RateLimit-Remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: FREE_LIMIT }, (_, i) => i));
  });

  it('refuse a revoked key on every api instance at once', async () => {
    const { key, prefix } = createKey(writer, { tier: 'commercial', name: 'Revoked' });
    for (const api of apis) expect((await get(api, '/api/v1/closures', key)).status).toBe(200);
    revokeKey(writer, prefix);
    const { ms } = await until(async () => {
      const statuses = await Promise.all(apis.map(async (api) => (await get(api, '/api/v1/closures', key)).status));
      return statuses.every((status) => status === 401) ? true : undefined;
    }, 5000);
    expect(ms).toBeLessThan(1000);
  });

  it("show the ingest side's closure on both api instances within a second", async () => {
    const { key } = createKey(writer, { tier: 'free', name: 'Watcher' });
    const hospital = writer.hospitals.all()[0];
    if (!hospital) throw new Error('the sample has ERs');
    const before = await closedIds(apis[0] as BuiltServer, key);
    expect(before).not.toContain('ns_new_closure');
    writer.write(() => {
      writer.hospitals.upsert({ ...hospital, id: 'ns_new_closure', name: 'New Closure ER', province: 'NS' });
      writer.statuses.set(
        {
          hospital_id: 'ns_new_closure',
          status: 'closed',
          message: 'Closed tonight',
          updated_at: Math.floor(Date.now() / 1000),
          expected_reopen: null,
        },
        Math.floor(Date.now() / 1000),
      );
    });
    const seen = await Promise.all(
      apis.map((api) =>
        until(async () => ((await closedIds(api, key)).includes('ns_new_closure') ? true : undefined), 3000),
      ),
    );
    for (const { ms } of seen) expect(ms).toBeLessThanOrEqual(1000);
  });
});

describe('PostgreSQL stopped under load, then started again', () => {
  const available = postgresAvailability();
  let pg: ThrowawayPostgres | null = null;

  beforeAll(async () => {
    if (available.ok) pg = await startThrowawayPostgres(available.bin);
  }, 60_000);
  afterAll(() => pg?.stop());

  it.skipIf(!available.ok)(
    'keeps answering from the last answers, labelled with their age, says degraded, and recovers without a restart',
    async () => {
      const postgres = pg as ThrowawayPostgres;
      const db = await freshDatabase(postgres.url, 'faults');
      const built = instance(db, 'all', 4);
      const writer = openStore(db);
      try {
        const { key } = createKey(writer, { tier: 'commercial', name: 'Faults' });
        const first = await get(built, '/api/v1/closures', key);
        expect(first.status).toBe(200);
        expect(first.headers.get('Age')).toBeNull();
        const body = await first.text();

        // Load: requests keep coming while PostgreSQL stops.
        let running = true;
        const statuses: number[] = [];
        const load = (async () => {
          while (running) {
            statuses.push((await get(built, '/api/v1/closures', key)).status);
            await sleep(5);
          }
        })();
        postgres.pause();
        const degraded = await until(async () => {
          const health = (await (await built.app.request('/healthz')).json()) as {
            status: string;
            store: { reachable: boolean; answers_age_s: number };
          };
          return health.status === 'degraded' && !health.store.reachable ? health : undefined;
        }, 5000);
        expect(degraded.value.store.answers_age_s).toBeGreaterThanOrEqual(0);
        await sleep(1500);
        const during = await get(built, '/api/v1/closures', key);
        expect(during.status).toBe(200);
        expect(await during.text()).toBe(body);
        expect(Number(during.headers.get('Age'))).toBeGreaterThanOrEqual(1);
        // The widget's proxy dates the data from when the store was last reached, not from now.
        const embed = (await (await built.app.request('/embed/api/closures')).json()) as {
          meta: { fetched_at: string };
        };
        expect(Date.now() - Date.parse(embed.meta.fetched_at)).toBeGreaterThanOrEqual(1000);

        postgres.resume();
        await until(async () => {
          const health = (await (await built.app.request('/healthz')).json()) as { status: string };
          return health.status === 'ok' ? true : undefined;
        }, 10_000);
        running = false;
        await load;
        expect(statuses.length).toBeGreaterThan(20);
        expect(statuses.every((status) => status === 200)).toBe(true);

        // Back: a write made elsewhere reaches the answers again, without a restart.
        const again = openStore(db);
        const hospital = again.hospitals.all()[0];
        if (!hospital) throw new Error('the sample has ERs');
        again.write(() =>
          again.statuses.set(
            {
              hospital_id: hospital.id,
              status: 'closed',
              message: 'After the outage',
              updated_at: Math.floor(Date.now() / 1000),
              expected_reopen: null,
            },
            Math.floor(Date.now() / 1000),
          ),
        );
        again.close();
        await until(async () => {
          const answer = await get(built, '/api/v1/closures', key);
          return answer.headers.get('Age') === null && (await answer.text()).includes('After the outage')
            ? true
            : undefined;
        }, 3000);
      } finally {
        postgres.resume();
        await built.close();
        writer.close();
      }
    },
    60_000,
  );

  it.skipIf(!available.ok)(
    'an ingest instance reports the store error of each poll meanwhile, and writes the feed again once it is back',
    async () => {
      const postgres = pg as ThrowawayPostgres;
      const db = await freshDatabase(postgres.url, 'ingest_faults');
      const page = join(mkdtempSync(join(tmpdir(), 'er-nh-')), 'nh.html');
      const html = readFileSync(NH_FIXTURE, 'utf8').replace(/<p class="ed-status__updated">[\s\S]*?<\/p>/, '');
      writeFileSync(page, html);
      const ingest = instance(db, 'ingest', 5, {
        ER_SOURCES: 'bc-nh',
        ER_SOURCE_BC_NH_URL: pathToFileURL(page).href,
        ER_SOURCE_BC_NH_INTERVAL: '0.2',
      });
      type Health = { status: string; store: { reachable: boolean }; feeds: { last_error: { code: string } | null }[] };
      const health = async () => (await (await ingest.app.request('/healthz')).json()) as Health;
      const renamed = async () => {
        const store = openStore(db);
        try {
          return store.hospitals.all().some((row) => row.name === 'McBride Renamed Hospital');
        } finally {
          store.close();
        }
      };
      try {
        await until(async () => ((await health()).feeds[0]?.last_error === null ? true : undefined), 10_000);
        postgres.pause();
        const down = await until(async () => {
          const now = await health();
          return now.status === 'degraded' && now.feeds[0]?.last_error?.code === 'store_error' ? now : undefined;
        }, 10_000);
        expect(down.value.store.reachable).toBe(false);
        writeFileSync(page, html.replace('McBride and District Hospital', 'McBride Renamed Hospital'));
        postgres.resume();
        await until(async () => ((await health()).store.reachable ? true : undefined), 5000);
        await until(async () => ((await renamed()) ? true : undefined), 20_000);
        await until(async () => ((await health()).status === 'ok' ? true : undefined), 5000);
      } finally {
        await ingest.close();
      }
    },
    60_000,
  );
});
