import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestSite, testFeed, testFeedPayload } from '../testing/test-feed';
import { type TestService, testService } from '../testing/v1';
import type { FeedAdapter } from './adapter';
import { createIngest, type EnabledFeed, type Ingest } from './runtime';

let api: TestService | undefined;
let ingest: Ingest | undefined;
let servers: Awaited<ReturnType<typeof startFeedServer>>[] = [];

afterEach(async () => {
  await ingest?.stop();
  api?.close();
  await Promise.all(servers.map((server) => server.close()));
  ingest = undefined;
  api = undefined;
  servers = [];
});

const MINUTE = 60_000;

async function feedServer(sites: TestSite[], etag?: string) {
  const server = await startFeedServer({ kind: 'payload', body: testFeedPayload(sites), etag });
  servers.push(server);
  return server;
}

function live(feeds: { adapter: FeedAdapter; url: string; intervalS?: number }[], timeoutMs = 2000) {
  const enabled: EnabledFeed[] = feeds.map(({ adapter, url, intervalS }) => ({
    adapter,
    url,
    intervalS: intervalS ?? 60,
  }));
  api = testService({ feeds: enabled, clock: fakeClock() });
  const logs: Record<string, unknown>[] = [];
  ingest = createIngest({
    feeds: enabled,
    store: api.store,
    log: (line) => logs.push(line),
    now: api.clock.now,
    timeoutMs,
  });
  return { api, ingest, logs };
}

const halifax = (minutes: number, at: number): TestSite => ({
  key: 'qeii',
  name: 'QEII Health Sciences Centre',
  city: 'Halifax',
  lat: 44.64,
  lng: -63.58,
  minutes,
  at,
  status: 'open',
});
const dartmouth = (minutes: number, at: number): TestSite => ({
  key: 'dgh',
  name: 'Dartmouth General Hospital',
  city: 'Dartmouth',
  lat: 44.68,
  lng: -63.55,
  minutes,
  at,
  status: 'open',
});

async function waitsOf(service: TestService) {
  const answer = await service.get('/api/v1/waits');
  expect(answer.status).toBe(200);
  return answer.json.hospitals as Record<string, unknown>[];
}

describe('ingestion runtime against a feed on a loopback port', () => {
  it('serves the readings a feed publishes as live waits, with the feed’s own times', async () => {
    const clock = fakeClock();
    const server = await feedServer([halifax(95, clock.now() - 5 * MINUTE), dartmouth(40, clock.now() - 2 * MINUTE)]);
    const { api, ingest } = live([{ adapter: testFeed(), url: server.url }]);
    await ingest.pollNow('test');

    const waits = await waitsOf(api);
    expect(waits.map((row) => [row.id, row.basis, row.wait_minutes, row.live_updated_at])).toEqual([
      ['ns_dartmouthgeneralhosp', 'live', 40, '2026-11-22T11:58:00Z'],
      ['ns_qeiihealthsciencesce', 'live', 95, '2026-11-22T11:55:00Z'],
    ]);
    const coverage = (await api.get('/api/v1/coverage')).json;
    expect(coverage.provinces).toEqual([{ province: 'NS', ers: 2, reporting_live: 2, pct: 100 }]);
    expect((await api.get('/api/v1/closures')).headers.get('X-Data-Source')).toBe('live');
  });

  it('adds every new reading to history as the feed changes, and the answers follow', async () => {
    const server = await feedServer([halifax(95, fakeClock().now())]);
    const { api, ingest } = live([{ adapter: testFeed(), url: server.url }]);
    for (const [step, minutes] of [80, 120, 60].entries()) {
      if (step > 0) api.clock.advance(20 * MINUTE);
      server.set({ kind: 'payload', body: testFeedPayload([halifax(minutes, api.clock.now())]) });
      await ingest.pollNow('test');
      const [row] = await waitsOf(api);
      expect(row?.wait_minutes).toBe(minutes);
    }
    const history = (await api.get('/api/v1/history?period=1d')).json;
    const observations = history.wait_aggregates.reduce(
      (sum: number, hour: { observations: number }) => sum + hour.observations,
      0,
    );
    expect(observations).toBe(3);
  });

  it('labels stale data: a reading older than the threshold moves to predicted and keeps its last value', async () => {
    const server = await feedServer([halifax(95, fakeClock().now())]);
    const { api, ingest } = live([{ adapter: testFeed(), url: server.url }]);
    await ingest.pollNow('test');
    server.set({ kind: 'status', status: 500 });
    api.clock.advance(61 * MINUTE);
    await ingest.pollNow('test');

    const [row] = await waitsOf(api);
    // SPEC §3: live → predicted, or typical / none where the model has no prediction.
    expect(['predicted', 'typical', 'none']).toContain(row?.basis);
    expect(row?.live_wait_minutes).toBe(95);
    expect(row?.live_updated_at).toBe('2026-11-22T12:00:00Z');
    const [health] = ingest.health();
    expect(health?.last_error?.code).toBe('http_error');
    expect(health?.data_as_of).toBe(Date.UTC(2026, 10, 22, 12));
  });

  it('keeps the last good data through a 500, a timeout, garbage and an HTML page, then recovers', async () => {
    const server = await feedServer([halifax(95, fakeClock().now())]);
    const { api, ingest, logs } = live([{ adapter: testFeed(), url: server.url }], 300);
    await ingest.pollNow('test');
    const failures: [Parameters<typeof server.set>[0], string][] = [
      [{ kind: 'status', status: 500, body: '<h1>Server error</h1>' }, 'http_error'],
      [{ kind: 'hang' }, 'timeout'],
      [{ kind: 'payload', body: '\u0000\u0001garbage' }, 'bad_encoding'],
      [{ kind: 'payload', body: '<!DOCTYPE html><html><body>Maintenance</body></html>' }, 'html_error_page'],
      [{ kind: 'payload', body: '{"sites": [{"key": "qeii", "na' }, 'truncated'],
      [{ kind: 'payload', body: '' }, 'empty_body'],
    ];
    for (const [behaviour, code] of failures) {
      server.set(behaviour);
      const health = await ingest.pollNow('test');
      expect(health.last_error?.code).toBe(code);
      const [row] = await waitsOf(api);
      expect(row?.wait_minutes).toBe(95);
    }
    expect(ingest.health()[0]?.consecutive_failures).toBe(failures.length);
    expect(logs.filter((line) => line.event === 'feed_failed')).toHaveLength(failures.length);

    api.clock.advance(10 * MINUTE);
    server.set({ kind: 'payload', body: testFeedPayload([halifax(30, api.clock.now())]) });
    const recovered = await ingest.pollNow('test');
    expect(recovered.last_error).toBeNull();
    expect(recovered.consecutive_failures).toBe(0);
    expect((await waitsOf(api))[0]?.wait_minutes).toBe(30);
  });

  it('asks conditionally: an unchanged payload (304) is a success that rewrites nothing', async () => {
    const server = await feedServer([halifax(95, fakeClock().now())], '"v1"');
    const { api, ingest } = live([{ adapter: testFeed(), url: server.url }]);
    await ingest.pollNow('test');
    const before = (await api.get('/api/v1/waits')).headers.get('ETag');
    const health = await ingest.pollNow('test');
    expect(server.requests.map((request) => request.ifNoneMatch)).toEqual([null, '"v1"']);
    expect(health.last_error).toBeNull();
    expect((await api.get('/api/v1/waits')).headers.get('ETag')).toBe(before);
  });

  it('never lets one failing feed stop another', async () => {
    const good = await feedServer([halifax(95, fakeClock().now())]);
    const bad = await startFeedServer({ kind: 'status', status: 503 });
    servers.push(bad);
    const other = testFeed({ id: 'other', provinces: ['NB'] });
    const { api, ingest } = live([
      { adapter: testFeed(), url: good.url, intervalS: 0.2 },
      { adapter: other, url: bad.url, intervalS: 0.2 },
    ]);
    ingest.start();
    await until(() => good.requests.length >= 2 && bad.requests.length >= 2);
    const [test, failing] = ingest.health();
    expect(test?.last_error).toBeNull();
    expect(test?.last_success_at).not.toBeNull();
    expect(failing?.last_error?.code).toBe('http_error');
    expect((await waitsOf(api)).map((row) => row.wait_minutes)).toEqual([95]);
  });
});

describe('ingestion schedule', () => {
  it('sends exactly one request per interval, however many API requests arrive meanwhile', async () => {
    const server = await feedServer([halifax(95, fakeClock().now())]);
    const { api, ingest } = live([{ adapter: testFeed(), url: server.url, intervalS: 0.25 }]);
    ingest.start();
    const started = Date.now();
    let answered = 0;
    // API load until the feed has been polled 6 times (however late a busy machine fires timers).
    while (server.requests.length < 6 && Date.now() - started < 20_000) {
      await Promise.all(Array.from({ length: 20 }, () => api.get('/api/v1/closures')));
      answered += 20;
      await sleep(10);
    }
    const elapsed = Date.now() - started;
    await ingest.stop();
    expect(server.requests.length).toBeGreaterThanOrEqual(6);
    expect(answered).toBeGreaterThan(100);
    // Never two polls within one interval (250 ms, up to a tenth more with jitter), and no
    // more polls than intervals passed: the API's requests never cause one.
    const gaps = server.requests.slice(1).map((request, i) => request.at - (server.requests[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(245);
    expect(server.requests.length).toBeLessThanOrEqual(Math.floor(elapsed / 245) + 1);
  });

  it('backs off exponentially while a feed fails', async () => {
    const server = await startFeedServer({ kind: 'status', status: 500 });
    servers.push(server);
    const { ingest } = live([{ adapter: testFeed(), url: server.url, intervalS: 0.1 }]);
    ingest.start();
    await until(() => server.requests.length >= 5, 5000);
    await ingest.stop();
    const gaps = server.requests.slice(1, 5).map((request, i) => request.at - (server.requests[i]?.at ?? 0));
    // 100, 200, 400, 800 ms, each up to a tenth more.
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(100 * 2 ** i - 5);
      expect(gap).toBeLessThan(110 * 2 ** i + 100);
    });
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(condition: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(10);
  }
}
