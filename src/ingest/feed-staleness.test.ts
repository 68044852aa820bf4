// Year-old data is never called live: a feed whose data is older than twice its cadence is
// stale in /healthz, and the answers resting on it say how old it is (data_as_of). Run on the
// real Québec file of the corpus, stamped 1 November 2025, as the README's live command does.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import { qcFeed } from './feeds/qc';
import { describeFeed, overallStatus } from './health';
import { createIngest, type Ingest } from './runtime';

const QC_FILE = readFileSync(
  new URL('../../../shared/corpus/qc/Releve_horaire_urgences_7jours_nbpers.csv', import.meta.url),
);

let api: TestService | undefined;
let ingest: Ingest | undefined;
let closeServer: (() => Promise<void>) | undefined;

afterEach(async () => {
  await ingest?.stop();
  await api?.close();
  await closeServer?.();
  ingest = api = closeServer = undefined;
});

/** The Québec file polled once at `now`; the service's answers know the feed's health. */
async function pollQuebecAt(now: number) {
  const server = await startFeedServer({ kind: 'payload', body: QC_FILE, contentType: 'text/csv' });
  closeServer = () => server.close();
  const feeds = [{ adapter: qcFeed, url: server.url, intervalS: 900 }];
  api = testService({ feeds, clock: fakeClock(now), feedAges: () => ingest?.health() ?? [] });
  ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
  const health = await ingest.pollNow('qc');
  expect(health.last_error).toBeNull();
  return { api, report: describeFeed(health, api.clock.now()) };
}

describe('a feed whose data is older than twice its cadence', () => {
  it('is stale in /healthz a year on, and the whole health says stale, not ok', async () => {
    const { report } = await pollQuebecAt(Date.UTC(2026, 10, 27, 6));
    expect(report.data_as_of?.startsWith('2025-11-01')).toBe(true);
    expect(report.stale_after_s).toBe(7_200);
    expect(report.status).toBe('stale');
    expect(overallStatus(true, [report])).toBe('stale');
    expect(overallStatus(false, [report])).toBe('degraded');
  });

  it('is ok within two hours of its data, and the answers then carry no data_as_of', async () => {
    const { report: first } = await pollQuebecAt(Date.UTC(2026, 10, 27, 6));
    const dataAt = Date.parse(first.data_as_of as string);
    await ingest?.stop();
    await api?.close();
    await closeServer?.();
    const { api: fresh, report } = await pollQuebecAt(dataAt + 90 * 60_000);
    expect(report.status).toBe('ok');
    expect(overallStatus(true, [report])).toBe('ok');
    for (const path of ['/api/v1/closures?province=QC', '/api/v1/coverage', '/api/v1/waits?province=QC']) {
      expect((await fresh.get(path)).json, path).not.toHaveProperty('data_as_of');
    }
  });

  it('gives the answers about its province, and about Canada, the time of its data', async () => {
    const { api, report } = await pollQuebecAt(Date.UTC(2026, 10, 27, 6));
    for (const path of ['/api/v1/closures?province=QC', '/api/v1/closures', '/api/v1/coverage', '/api/v1/waits']) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.json.data_as_of, path).toBe(report.data_as_of);
    }
    // Nova Scotia's answer does not rest on Québec's file.
    expect((await api.get('/api/v1/closures?province=NS')).json).not.toHaveProperty('data_as_of');
  });
});
