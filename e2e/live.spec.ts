// Live ingestion as a new user would run it: `npm start` with ER_SOURCES and each feed's URL
// pointing at a recorded payload (file://), re-timed to now so that it is live. The server
// polls the four feeds, and its API, health, sources CLI and widget show what they publish.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { npmRun, PROJECT_ROOT, startServerOnFreePort, stop } from '../scripts/lib/processes';
import { abFeed } from '../src/ingest/feeds/ab';
import { bcFeed } from '../src/ingest/feeds/bc';

const QC_FILE = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'qc', 'Releve_horaire_urgences_7jours_nbpers.csv');
const FIXTURES = join(PROJECT_ROOT, 'src', 'ingest', 'feeds', 'fixtures');

test.skip(!existsSync(QC_FILE), `skipped: the test corpus is absent (looked for ${QC_FILE})`);

/** Wall-clock parts of `ms` in `timeZone`. */
function wallClock(ms: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
  return Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
}

/** Recorded payloads with their times moved to a few minutes ago, in a folder of their own. */
function retimedPayloads() {
  const dir = mkdtempSync(join(tmpdir(), 'er-live-'));
  const now = Date.now();
  const toronto = wallClock(now - 10 * 60_000, 'America/Toronto');
  // Québec's file: Windows-1252, `Mise_a_jour` local time with an unpadded hour.
  const qc = readFileSync(QC_FILE, 'latin1').replaceAll(
    '2025-11-01T0:45',
    `${toronto.year}-${toronto.month}-${toronto.day}T${Number(toronto.hour)}:${toronto.minute}`,
  );
  writeFileSync(join(dir, 'qc.csv'), qc, 'latin1');
  const bc = readFileSync(join(FIXTURES, 'bc-edwaittimes.json'), 'utf8').replace(
    /"createdAt": *"[^"]*"/g,
    `"createdAt": "${new Date(now - 5 * 60_000).toISOString()}"`,
  );
  writeFileSync(join(dir, 'bc.json'), bc);
  // Without its "Last updated" line, the page's time is the time it was fetched.
  const nh = readFileSync(join(FIXTURES, 'northern-health-ed-status.html'), 'utf8').replace(
    /<p class="ed-status__updated">[\s\S]*?<\/p>/,
    '',
  );
  writeFileSync(join(dir, 'nh.html'), nh);
  const url = (name: string) => pathToFileURL(join(dir, name)).href;
  return {
    dir,
    env: {
      ER_SOURCES: 'qc,ab,bc,bc-nh',
      ER_SOURCE_QC_URL: url('qc.csv'),
      ER_SOURCE_AB_URL: pathToFileURL(join(FIXTURES, 'ab-waittimes.json')).href,
      ER_SOURCE_BC_URL: url('bc.json'),
      ER_SOURCE_BC_NH_URL: url('nh.html'),
    },
    bcLive: bcFeed.parse(new TextEncoder().encode(bc), now).records.filter((record) => record.wait).length,
    abLive: abFeed.parse(readFileSync(join(FIXTURES, 'ab-waittimes.json')), now).records.filter((record) => record.wait)
      .length,
  };
}

test('a server started with ER_SOURCES serves what the four feeds publish, live', async ({ page }) => {
  test.setTimeout(120_000);
  const payloads = retimedPayloads();
  const db = join(payloads.dir, 'live.db');
  const env = { ...payloads.env, ER_DB: db, ER_EXPOSE_WAITS: '1' };
  const { child, origin } = await startServerOnFreePort(env);
  try {
    await expect
      .poll(
        async () =>
          (await (await fetch(`${origin}/healthz`)).json()).feeds.filter(
            (feed: { last_success_at: string | null }) => feed.last_success_at,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(4);
    const health = await (await fetch(`${origin}/healthz`)).json();
    expect(health.status).toBe('ok');
    expect(health.source.kind).toBe('live');
    const qcHealth = health.feeds.find((feed: { id: string }) => feed.id === 'qc');
    expect(qcHealth).toMatchObject({ rows_parsed: 115, rows_rejected: 0, rows_skipped: 16, last_error: null });

    const output = await npmRun(['keys', '--', 'create', '--tier', 'commercial', '--name', 'Live e2e'], { ER_DB: db });
    const key = output.trim().split('\n').at(-1) ?? '';
    const get = async (path: string) => {
      // The server sees a key made by another process within a second or two.
      await expect.poll(async () => (await fetch(origin + path, { headers: { 'X-API-Key': key } })).status).toBe(200);
      const response = await fetch(origin + path, { headers: { 'X-API-Key': key } });
      expect(response.headers.get('X-Data-Source')).toBe('live');
      return response.json();
    };

    // Québec: one row per installation of the file, totals dropped, its counts and no invented wait.
    const qc = await get('/api/v1/waits?province=QC');
    expect(qc.count).toBe(115);
    for (const row of qc.hospitals) {
      expect(row.name).not.toMatch(/Total|Ensemble du Québec/);
      expect(row.status).toBe('open');
      expect(row.basis).not.toBe('live');
      expect(row.load.patients_waiting).toEqual(expect.any(Number));
    }
    const matane = qc.hospitals.find((row: { name: string }) => row.name === 'HÔPITAL DE MATANE');
    expect(matane.load).toMatchObject({
      patients_present: 9,
      patients_waiting: 2,
      stretchers_functional: 7,
      stretchers_occupied: 4,
    });

    const coverage = await get('/api/v1/coverage');
    const province = (code: string) => coverage.provinces.find((row: { province: string }) => row.province === code);
    expect(province('QC')).toEqual({ province: 'QC', ers: 115, reporting_live: 115, pct: 100 });

    // Alberta and BC: live readings with the basis live.
    const ab = await get('/api/v1/waits?province=AB&basis=live');
    expect(ab.count).toBe(payloads.abLive);
    const bcLive = await get('/api/v1/waits?province=BC&basis=live');
    expect(bcLive.count).toBe(payloads.bcLive);

    // Northern Health: its closures, in the closures answer.
    const closures = await get('/api/v1/closures?province=BC');
    const closed = closures.closures.map((row: { name: string }) => row.name);
    expect(closed).toEqual(expect.arrayContaining(['McBride and District Hospital', 'Tumbler Ridge Health Centre']));

    // The sources CLI reads the same state from the store.
    const listing = await npmRun(['sources'], env);
    expect(listing).toMatch(/^qc\s+yes\s+QC\s+900 s\s+\S+Z\s+-\s+115\s+0\s/m);

    // The widget says where its data comes from, and lists the closures.
    await page.goto(`${origin}/embed?province=BC`);
    await expect(page.getByText('McBride and District Hospital')).toBeVisible();
    await expect(page.getByText(/Northern Health|edwaittimes|Alberta Health Services/).first()).toBeVisible();
    await expect(page.getByText(/call 911/i).first()).toBeVisible();
  } finally {
    await stop(child);
  }
});
