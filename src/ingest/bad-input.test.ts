import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestSite, testFeed, testFeedPayload } from '../testing/test-feed';
import { type TestService, testService } from '../testing/v1';
import { createIngest, type Ingest } from './runtime';

let api: TestService | undefined;
let ingest: Ingest | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;

afterEach(async () => {
  await ingest?.stop();
  api?.close();
  await server?.close();
  api = undefined;
  ingest = undefined;
  server = undefined;
});

const now = fakeClock().now();
const site = (key: string, extra: Partial<TestSite> = {}): TestSite => ({
  key,
  name: `Hospital ${key}`,
  city: 'Halifax',
  lat: 44.6,
  lng: -63.6,
  minutes: 50,
  at: now,
  status: 'open',
  ...extra,
});

async function start(body: string | Uint8Array, url?: string) {
  server = await startFeedServer({ kind: 'payload', body });
  const feeds = [{ adapter: testFeed(), url: url ?? server.url, intervalS: 60 }];
  api = testService({ feeds, clock: fakeClock() });
  ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
  return { api, ingest, server };
}

async function waitMinutes(service: TestService) {
  return ((await service.get('/api/v1/waits')).json.hospitals as { id: string; wait_minutes: number }[]).map((row) => [
    row.id,
    row.wait_minutes,
  ]);
}

describe('bad input from a feed', () => {
  it('rejects and counts rows with impossible values, and keeps the rest', async () => {
    const { api, ingest } = await start(
      testFeedPayload([
        site('good'),
        site('negative', { minutes: -5 }),
        site('two-days', { minutes: 48 * 60 + 1 }),
        site('paris', { lat: 48.86, lng: 2.35 }),
        site('future', { at: now + 3 * 3600_000 }),
        site('good', { minutes: 70 }),
      ]),
    );
    const health = await ingest.pollNow('test');
    expect(health.rows_parsed).toBe(1);
    expect(health.rows_rejected).toBe(5);
    expect(health.rejections.map((rejection) => rejection.code)).toEqual([
      'impossible_wait',
      'impossible_wait',
      'outside_canada',
      'bad_time',
      'duplicate_site',
    ]);
    expect(await waitMinutes(api)).toEqual([['ns_hospitalgood', 50]]);
  });

  it('refuses a 10 MB body without reading it all, and keeps the last good data', async () => {
    const { api, ingest, server } = await start(testFeedPayload([site('good')]));
    await ingest.pollNow('test');
    server.set({ kind: 'payload', body: new Uint8Array(10 * 1024 * 1024).fill(0x20) });
    const health = await ingest.pollNow('test');
    expect(health.last_error?.code).toBe('too_large');
    expect(await waitMinutes(api)).toEqual([['ns_hospitalgood', 50]]);
  });

  it('refuses UTF-16 text as the wrong encoding', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(testFeedPayload([site('good')]), 'utf16le')]);
    const { ingest } = await start(utf16);
    expect((await ingest.pollNow('test')).last_error?.code).toBe('bad_encoding');
  });

  it('refuses a payload none of whose rows can be used, keeping the last good data', async () => {
    const { api, ingest, server } = await start(testFeedPayload([site('good')]));
    await ingest.pollNow('test');
    server.set({ kind: 'payload', body: testFeedPayload([site('good', { minutes: -1, at: now + 60_000 })]) });
    const health = await ingest.pollNow('test');
    expect(health.last_error?.code).toBe('no_valid_rows');
    expect(await waitMinutes(api)).toEqual([['ns_hospitalgood', 50]]);
  });

  it('reads a recorded payload from a file:// URL, and an unchanged file is not read again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'er-feed-'));
    const file = join(dir, 'feed.json');
    writeFileSync(file, testFeedPayload([site('good')]));
    const { api, ingest, server } = await start('unused', pathToFileURL(file).href);
    await ingest.pollNow('test');
    const second = await ingest.pollNow('test');
    expect(second.last_error).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(await waitMinutes(api)).toEqual([['ns_hospitalgood', 50]]);

    writeFileSync(file, 'not json at all, and longer than before');
    expect((await ingest.pollNow('test')).last_error?.code).toBe('not_json');
  });
});
