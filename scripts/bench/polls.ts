// Shared by the ingest benchmarks: what a feed's polls cost the API. A loopback feed serves a
// payload (or 304 when it has nothing new) to a server polling it four times a second; p99 of
// GET /api/v1/closures is measured in alternating rounds, the feed answering 304 and the feed
// sending its payload; and, in this process, the event loop's delays while a runtime polls,
// against the same process idle.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Ingest } from '../../src/ingest/runtime';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { type Figures, measure, medians, ROUNDS, show, stop } from './harness';

/** A loopback feed: its id in ER_SOURCES, what it serves, and words for the printout. */
export interface PolledFeed {
  id: string;
  body: Uint8Array | string;
  contentType: string;
  /** "the AB feed (4.8 MB, 10,000 rows)". */
  described: string;
  /** What one poll brings, plural ("payloads", "pages"). */
  unit: string;
  /** Called with the server's origin before it stops (e.g. to refuse a run whose polls failed). */
  check?: (origin: string) => Promise<void>;
}

export interface PolledFigures {
  quiet: Figures;
  busy: Figures;
  /** p99 while the payload is read minus p99 while the feed answers 304, in ms. */
  added: number;
}

/** p99 of GET /api/v1/closures while `feed` is polled every 0.25 s, against the feed answering 304. */
export async function apiWhilePolled(feed: PolledFeed): Promise<PolledFigures> {
  let sending = false;
  let polls = 0;
  const server = createServer((request, response) => {
    polls += 1;
    if (!sending && request.headers['if-none-match']) return void response.writeHead(304).end();
    response.writeHead(200, { 'Content-Type': feed.contentType, ETag: `"${polls}"` }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const db = join(mkdtempSync(join(tmpdir(), `er-bench-${feed.id}-`)), 'bench.db');
  const store = openStore(db);
  const { key } = createKey(store, { tier: 'free', name: 'Benchmark' });
  store.close();
  const env = feed.id.toUpperCase().replaceAll('-', '_');
  const { child, origin } = await startServerOnFreePort({
    ER_DB: db,
    ER_DIST: tempDist(),
    ER_RATE_FREE: '1000000000',
    ER_SOURCES: feed.id,
    [`ER_SOURCE_${env}_URL`]: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${feed.id}`,
    [`ER_SOURCE_${env}_INTERVAL`]: '0.25',
    ER_ACCESS_LOG: '0',
  });
  const url = `${origin}/api/v1/closures`;
  const headers = { 'X-API-Key': key };
  console.log(`\nGET /api/v1/closures while ${feed.described} is polled every 0.25 s`);
  try {
    await measure(url, child, { seconds: 3, headers });
    const quiet: Figures[] = [];
    const busy: Figures[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      sending = false;
      quiet.push(await measure(url, child, { headers }));
      console.log(show(`round ${round} feed answers 304`, quiet.at(-1) as Figures));
      sending = true;
      const before = polls;
      busy.push(await measure(url, child, { headers }));
      console.log(`${show(`round ${round} feed read`, busy.at(-1) as Figures)}   ${polls - before} ${feed.unit}`);
    }
    await feed.check?.(origin);
    const figures = { quiet: medians(quiet), busy: medians(busy) };
    console.log(show('median feed answers 304', figures.quiet));
    console.log(show('median feed read', figures.busy));
    const added = figures.busy.p99 - figures.quiet.p99;
    console.log(
      `p99 added by polls: ${added} ms (target <= 5 ms); req/s ratio read / 304: ${(figures.busy.rps / figures.quiet.rps).toFixed(2)}`,
    );
    return { ...figures, added };
  } finally {
    await stop(child);
    server.close();
  }
}

/** The event loop's longest and 99th-percentile delay over `seconds`. */
async function eventLoopFor(seconds: number): Promise<string> {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  delays.disable();
  return `max ${(delays.max / 1e6).toFixed(1)} ms, p99 ${(delays.percentile(99) / 1e6).toFixed(1)} ms`;
}

/**
 * This process's event loop while `ingest` polls feed `id` (after one poll, so that its data
 * is in), against the same process idle; the caller starts and stops what serves the feed.
 */
export async function eventLoopWhilePolling(ingest: Ingest, id: string) {
  await ingest.pollNow(id);
  const idle = await eventLoopFor(5);
  ingest.start();
  const polling = await eventLoopFor(5);
  return { idle, polling, last: ingest.health().find((health) => health.id === id) };
}
