// The notice-feed row of `npm run bench:ingest`: p99 of GET /api/v1/closures while a notice feed
// (Nova Scotia Health's page, its fixture's rows repeated to 50 notices about 50 ERs) is polled
// four times a second — each poll read in the worker, interpreted, its windows scheduled and
// settled — against the same server while the page answers 304, alternating rounds.
// Target: the polls add at most 5 ms to p99.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { feedById } from '../../src/ingest/feeds';
import { nsPage } from '../../src/ingest/feeds/ns';
import type { FeedReport } from '../../src/ingest/health';
import { workerReader } from '../../src/ingest/reader';
import { createIngest, fetchSettings } from '../../src/ingest/runtime';
import { startV1 } from '../../src/server/v1-parts';
import { prepareLive } from '../../src/sources/live';
import { openStore } from '../../src/store/store';
import { PROJECT_ROOT } from '../lib/processes';
import { apiWhilePolled, eventLoopWhilePolling } from './polls';

const NOTICES = 50;
/** Words that make each copy's facilities other ERs ("Strait Richmond North Hospital"). */
const PLACES = ['', 'North', 'South', 'East', 'West', 'Upper', 'Lower', 'Central', 'Inner'];

/** The NS fixture with its rows repeated to `NOTICES`, each copy's facilities named apart. */
export function nsPageOf(notices = NOTICES): string {
  const page = readFileSync(join(PROJECT_ROOT, 'src/ingest/feeds/fixtures/ns-service-statuses.html'), 'utf8');
  const start = page.indexOf('<div class="views-row">');
  const end = page.indexOf('</div>\n  <nav');
  const rows = page.slice(start, end).split(/(?=<div class="views-row">)/);
  const copies = Array.from({ length: notices }, (_, i) => {
    const row = rows[i % rows.length] as string;
    const copy = Math.floor(i / rows.length);
    return copy === 0 ? row : row.replaceAll(' Hospital', ` ${PLACES[copy % PLACES.length]} Hospital`);
  });
  return page.slice(0, start) + copies.join('') + page.slice(end);
}

/** Prints the row and returns the p99 added by the polls, in ms. */
export async function benchNoticeFeedPolls(): Promise<number> {
  const body = nsPageOf();
  const parsed = nsPage.readPage(Buffer.from(body), Date.now());
  try {
    const { added } = await apiWhilePolled({
      id: 'ns',
      body,
      contentType: 'text/html; charset=utf-8',
      described: `the NS notice page (${(body.length / 1e3).toFixed(0)} KB, ${parsed.length} notices)`,
      unit: 'pages',
      // A failing poll is backed off and costs nothing: the figures would flatter it.
      async check(origin) {
        const [health] = ((await (await fetch(`${origin}/healthz`)).json()) as { feeds: FeedReport[] }).feeds;
        if (health?.last_error) throw new Error(`The server did not read the NS page: ${health.last_error.message}`);
        console.log(
          `(the server's last read of the page: ${health?.rows_parsed} ERs kept, ${health?.rows_skipped} skipped)`,
        );
      },
    });
    return added;
  } finally {
    await eventLoopDuringNoticePolls(body);
  }
}

/**
 * The event loop of one process that serves the API (its answers rebuilt after each write) and
 * polls the 50-notice page every 0.25 s through the worker reader, against the same process idle:
 * what a poll costs the thread that answers, without the load generator's noise.
 */
async function eventLoopDuringNoticePolls(body: string) {
  let polls = 0;
  const page = createServer((_, response) => {
    polls += 1;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: `"${polls}"` }).end(body);
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/service-statuses`;
  const store = openStore(':memory:');
  const feeds = [{ adapter: feedById('ns') as NonNullable<ReturnType<typeof feedById>>, url, intervalS: 0.25 }];
  const { info } = prepareLive(store, Date.now(), {
    feeds,
    registryFile: null,
    attribution: null,
    attributionUrl: null,
  });
  const service = startV1(store, info, {
    now: Date.now,
    log: () => {},
    delivers: true,
    recordsWaits: true,
    forecastIn: 'worker',
  });
  const ingest = createIngest({ feeds, store, log: () => {}, reader: workerReader(fetchSettings()) });
  try {
    const before = polls;
    const { idle, polling, last } = await eventLoopWhilePolling(ingest, 'ns');
    console.log(
      `event loop of a process serving the API and polling the NS page every 0.25 s: ${polling}; idle: ${idle}`,
    );
    console.log(
      `(${polls - before} pages; each: ${last?.rows_parsed} ERs kept, ${last?.rows_skipped} notices skipped)`,
    );
    // A failing poll is backed off and costs nothing: the figures above would flatter it.
    if (last?.last_error)
      throw new Error(`The NS page was not read: ${last.last_error.code}: ${last.last_error.message}`);
  } finally {
    await ingest.stop();
    await service.close();
    store.close();
    page.close();
  }
}
