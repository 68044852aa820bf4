// `npm run bench:ingest`: each feed parser's rows per second, and whether polling a large feed
// holds up API answers (method and targets: docs/benchmarks.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRows } from '../../src/contract/csv';
import type { FeedAdapter } from '../../src/ingest/adapter';
import { abFeed } from '../../src/ingest/feeds/ab';
import { bcFeed } from '../../src/ingest/feeds/bc';
import { northernHealthFeed } from '../../src/ingest/feeds/northern-health';
import { qcFeed } from '../../src/ingest/feeds/qc';
import { workerReader } from '../../src/ingest/reader';
import { createIngest, fetchSettings } from '../../src/ingest/runtime';
import { prepareLive } from '../../src/sources/live';
import { openStore } from '../../src/store/store';
import { PROJECT_ROOT } from '../lib/processes';
import { startBare, stop } from './harness';
import { benchNoticeFeedPolls } from './notice-feed';
import { benchNoticeInterpretation } from './notice-interpretation';
import { apiWhilePolled, eventLoopWhilePolling } from './polls';

const ROWS = 10_000;
const FIXTURES = join(PROJECT_ROOT, 'src/ingest/feeds/fixtures');
const QC_FILE = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'qc', 'Releve_horaire_urgences_7jours_nbpers.csv');
const FETCHED_AT = Date.UTC(2026, 10, 25, 12);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const repeat = <T>(items: readonly T[], count: number) =>
  Array.from({ length: count }, (_, i) => items[i % items.length] as T);

/** The QC corpus file's installation rows, repeated (Windows-1252, as published). */
function qcPayload(): Uint8Array | null {
  if (!existsSync(QC_FILE)) return null;
  const [header, ...rows] = readFileSync(QC_FILE, 'latin1')
    .split('\r\n')
    .filter((line) => line !== '');
  const installations = rows.filter((row) => !/Total r|Ensemble du Qu/.test(row));
  return Buffer.from(`${[header, ...repeat(installations, ROWS)].join('\r\n')}\r\n`, 'latin1');
}

function abPayload(): Uint8Array {
  const zones = JSON.parse(readFileSync(join(FIXTURES, 'ab-waittimes.json'), 'utf8')) as Record<
    string,
    { Emergency: unknown[] }
  >;
  const items = Object.values(zones).flatMap((zone) => zone.Emergency);
  return Buffer.from(JSON.stringify({ Calgary: { Emergency: repeat(items, ROWS), Urgent: [] } }));
}

function bcPayload(): Uint8Array {
  const locations = JSON.parse(readFileSync(join(FIXTURES, 'bc-edwaittimes.json'), 'utf8')) as unknown[];
  return Buffer.from(JSON.stringify(repeat(locations, ROWS)));
}

function nhPayload(): Uint8Array {
  const page = readFileSync(join(FIXTURES, 'northern-health-ed-status.html'), 'utf8');
  const start = page.indexOf('<tbody>') + '<tbody>'.length;
  const end = page.indexOf('</tbody>', start);
  const rows = page
    .slice(start, end)
    .split('</tr>')
    .filter((row) => row.includes('<td'));
  return Buffer.from(
    page.slice(0, start) +
      repeat(
        rows.map((row) => `${row}</tr>`),
        ROWS,
      ).join('') +
      page.slice(end),
  );
}

/** Milliseconds for `run`, median of 3 after one warm-up. */
function time(run: () => unknown): number {
  run();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = process.hrtime.bigint();
    run();
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(runs);
}

function benchParser(adapter: FeedAdapter, bytes: Uint8Array, yardstick: { label: string; run: () => unknown }) {
  const parsed = adapter.parse(bytes, FETCHED_AT);
  const ms = time(() => adapter.parse(bytes, FETCHED_AT));
  const bare = time(yardstick.run);
  const rate = (ROWS * 1000) / ms;
  console.log(
    `${adapter.id.padEnd(6)} ${(bytes.length / 1e6).toFixed(2).padStart(5)} MB  ${ms.toFixed(1).padStart(6)} ms  ${Math.round(rate).toLocaleString('en').padStart(9)} rows/s` +
      `   ${yardstick.label} ${Math.round((ROWS * 1000) / bare)
        .toLocaleString('en')
        .padStart(10)} rows/s   ratio ${(bare / ms).toFixed(2)}` +
      `   (${parsed.records.length} records, ${parsed.rejected.length} rejected, ${parsed.skipped ?? 0} skipped)`,
  );
  return rate;
}

console.log(`Parsers, a payload of ${ROWS.toLocaleString('en')} rows, median of 3 runs (target >= 100,000 rows/s)`);
const rates: number[] = [];
const qc = qcPayload();
const decoder = new TextDecoder('windows-1252');
if (qc) rates.push(benchParser(qcFeed, qc, { label: 'CSV rows alone', run: () => parseCsvRows(decoder.decode(qc)) }));
else console.log(`qc     skipped: the test corpus is absent (looked for ${QC_FILE})`);
const jsonAlone = (bytes: Uint8Array) => ({
  label: 'JSON.parse alone',
  run: () => JSON.parse(new TextDecoder().decode(bytes)),
});
const ab = abPayload();
rates.push(benchParser(abFeed, ab, jsonAlone(ab)));
const bc = bcPayload();
rates.push(benchParser(bcFeed, bc, jsonAlone(bc)));
const nh = nhPayload();
rates.push(
  benchParser(northernHealthFeed, nh, {
    label: 'HTML as text',
    run: () => new TextDecoder().decode(nh).split('</tr>'),
  }),
);
const parsersMet = rates.every((rate) => rate >= 100_000);
const noticesMet = benchNoticeInterpretation(time);

// The API while a feed is polled: a loopback feed serving the 10,000-row AB payload (or 304).
const { added } = await apiWhilePolled({
  id: 'ab',
  body: ab,
  contentType: 'application/json',
  described: `the AB feed (${(ab.length / 1e6).toFixed(1)} MB, ${ROWS.toLocaleString('en')} rows)`,
  unit: 'payloads',
});
await eventLoopDuringPolls();

// A notice feed's poll, on a server of its own (notice-feed.ts).
const noticePollsAdded = await benchNoticeFeedPolls();
const met = parsersMet && noticesMet && added <= 5 && noticePollsAdded <= 5;
console.log(met ? 'targets met' : 'TARGETS MISSED');
process.exitCode = met ? 0 : 1;

/**
 * The longest and the 99th-percentile event-loop delay of a process whose runtime polls the
 * 10,000-row AB payload (served by another process) every 0.25 s, against the same process idle.
 */
async function eventLoopDuringPolls() {
  const payload = new Response(new Uint8Array(ab), { headers: { 'Content-Type': 'application/json' } });
  const served = await startBare(Object.defineProperty(payload, 'url', { value: 'http://127.0.0.1/waittimes' }));
  const liveStore = openStore(':memory:');
  const feeds = [{ adapter: abFeed, url: served.url, intervalS: 0.25 }];
  prepareLive(liveStore, Date.now(), { feeds, registryFile: null, attribution: null, attributionUrl: null });
  const ingest = createIngest({ feeds, store: liveStore, log: () => {}, reader: workerReader(fetchSettings()) });
  try {
    const { idle, polling, last } = await eventLoopWhilePolling(ingest, 'ab');
    console.log(`\nevent loop of a process polling AB every 0.25 s (worker reader): ${polling}; idle: ${idle}`);
    console.log(`(each poll: ${last?.rows_parsed} sites kept, ${last?.rows_rejected} rows rejected as repeats)`);
  } finally {
    await ingest.stop();
    liveStore.close();
    await stop(served.child);
  }
}
