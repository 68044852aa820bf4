// Several instances on one PostgreSQL, as an operator runs them: a throwaway PostgreSQL, one
// ingest instance polling a feed and two api instances, started together from source (so the
// migrations meet under their lock). A closure the ingest instance writes shows on both api
// instances within a second; a key revoked with `npm run keys` is refused by both; twice the
// free limit spread across the two gets exactly the limit's worth of 200s.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { npmRun, PROJECT_ROOT, startServerOnFreePort, stop } from '../scripts/lib/processes';
import {
  freshDatabase,
  postgresAvailability,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../src/testing/postgres';

const available = postgresAvailability();
test.skip(!available.ok, `skipped: ${available.ok ? '' : available.reason}`);

const FREE_LIMIT = 10;
const NH_FIXTURE = join(PROJECT_ROOT, 'src', 'ingest', 'feeds', 'fixtures', 'northern-health-ed-status.html');
const FORT_NELSON_OPEN =
  /<tr class="ed-status--open">(\s*<td><a href="[^"]*fort-nelson[^"]*">Fort Nelson General Hospital<\/a><\/td>\s*)<td><span class="badge badge--success">Open<\/span><\/td>/;

let postgres: ThrowawayPostgres | null = null;
const children: ChildProcess[] = [];

test.afterAll(async () => {
  await Promise.all(children.map(stop));
  postgres?.stop();
});

async function keys(db: string, ...args: string[]): Promise<string> {
  const output = await npmRun(['keys', '--', ...args], { ER_DB: db });
  return output.trim().split('\n').at(-1) ?? '';
}

test('two api instances and one ingest instance serve one consistent service', async () => {
  test.setTimeout(180_000);
  if (!available.ok) return;
  postgres = await startThrowawayPostgres(available.bin);
  const db = await freshDatabase(postgres.url, 'e2e');

  // Northern Health's page, time-less (it is then as of each fetch), Fort Nelson open for now.
  const dir = mkdtempSync(join(tmpdir(), 'er-instances-'));
  const page = join(dir, 'nh.html');
  const html = readFileSync(NH_FIXTURE, 'utf8').replace(/<p class="ed-status__updated">[\s\S]*?<\/p>/, '');
  expect(html).toMatch(FORT_NELSON_OPEN);
  writeFileSync(page, html);
  const common = {
    ER_DB: db,
    ER_SOURCES: 'bc-nh',
    ER_SOURCE_BC_NH_URL: pathToFileURL(page).href,
    ER_SOURCE_BC_NH_INTERVAL: '0.5',
    ER_RATE_FREE: String(FREE_LIMIT),
    ER_ACCESS_LOG: '0',
  };
  const started = await Promise.all([
    startServerOnFreePort({ ...common, ER_ROLE: 'ingest' }),
    startServerOnFreePort({ ...common, ER_ROLE: 'api' }),
    startServerOnFreePort({ ...common, ER_ROLE: 'api' }),
  ]);
  children.push(...started.map((server) => server.child));
  const [ingest, ...apis] = started.map((server) => server.origin) as [string, string, string];

  const health = await (await fetch(`${ingest}/healthz`)).json();
  expect(health).toMatchObject({ role: 'ingest', store: { engine: 'postgres', reachable: true } });
  expect((await fetch(`${ingest}/api/v1/closures`)).status).toBe(404);
  for (const api of apis) {
    expect(await (await fetch(`${api}/healthz`)).json()).toMatchObject({ role: 'api', source: { kind: 'live' } });
  }

  const key = await keys(db, 'create', '--tier', 'commercial', '--name', 'Instances e2e');
  const closedIds = async (origin: string) => {
    const response = await fetch(`${origin}/api/v1/closures?province=BC`, { headers: { 'X-API-Key': key } });
    if (response.status !== 200) return [];
    return ((await response.json()) as { closures: { name: string }[] }).closures.map((row) => row.name);
  };
  await expect.poll(() => closedIds(apis[0]), { timeout: 10_000 }).toContain('McBride and District Hospital');
  expect(await closedIds(apis[1])).not.toContain('Fort Nelson General Hospital');

  // The ingest instance writes a closure: both api instances show it within a second of the write.
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    writeFileSync(
      page,
      html.replace(FORT_NELSON_OPEN, (_, cell) => {
        return `<tr class="ed-status--closed">${cell}<td><span class="badge badge--danger">Temporarily Closed</span></td>`;
      }),
    );
    let written = 0;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query(
            `SELECT 1 FROM statuses s JOIN hospitals h ON h.id = s.hospital_id
             WHERE h.name = 'Fort Nelson General Hospital' AND s.status = 'closed'`,
          );
          if (rows.length > 0 && written === 0) written = Date.now();
          return rows.length;
        },
        { timeout: 10_000, intervals: [20] },
      )
      .toBe(1);
    const seenAfter = await Promise.all(
      apis.map(async (api) => {
        await expect
          .poll(() => closedIds(api), { timeout: 5000, intervals: [20] })
          .toContain('Fort Nelson General Hospital');
        return Date.now() - written;
      }),
    );
    console.log(`closure seen on the api instances ${seenAfter.join(' and ')} ms after the write`);
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(1000);
  } finally {
    await client.end();
  }

  // A key revoked with the keys CLI is refused by both api instances.
  await keys(db, 'revoke', key.slice(0, 12));
  for (const api of apis) {
    await expect
      .poll(async () => (await fetch(`${api}/api/v1/closures`, { headers: { 'X-API-Key': key } })).status, {
        timeout: 5000,
      })
      .toBe(401);
  }

  // Twice the free limit, spread across both: exactly the limit's worth of 200s.
  const free = await keys(db, 'create', '--tier', 'free', '--name', 'Spread e2e');
  const statuses = await Promise.all(
    Array.from({ length: 2 * FREE_LIMIT }, async (_, i) => {
      const response = await fetch(`${apis[i % 2]}/api/v1/coverage`, { headers: { 'X-API-Key': free } });
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(FREE_LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(FREE_LIMIT);
});
