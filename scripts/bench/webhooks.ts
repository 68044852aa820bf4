// `npm run bench:webhooks`: webhook fan-out to 100 loopback endpoints, and the API's p99 while
// it runs against the same changes with no subscriber (method and target: docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { constants, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { cpuSeconds, measure, medians, ROUNDS, show, stop } from './harness';

const SITES = 50;
/** Bursts measured (their median is reported): a burst's time varies more than the API's rounds. */
const BURSTS = Number(process.env.BENCH_BURSTS || 5);
/** `bursts`: only the first part, for alternating runs of two trees (npm run bench:webhooks:compare). */
const ONLY_BURSTS = process.env.BENCH_WEBHOOKS_PARTS === 'bursts';
const ENDPOINTS = 100;
const dir = mkdtempSync(join(tmpdir(), 'er-bench-hooks-'));
const page = join(dir, 'status.html');
const writePage = (status: string) => {
  const rows = Array.from(
    { length: SITES },
    (_, i) => `<tr><td>Site ${i} Hospital</td><td>Town ${i}</td><td>${status}</td><td></td></tr>`,
  );
  writeFileSync(
    page,
    `<!DOCTYPE html><html><body><table><tr><th>Facility</th><th>Community</th><th>Status</th><th>Details</th></tr>${rows.join('')}</table></body></html>`,
  );
};
writePage('Open');

const db = join(dir, 'bench.db');
const store = openStore(db);
const reader = createKey(store, { tier: 'free', name: 'Benchmark reader' }).key;
const owners = Array.from(
  { length: ENDPOINTS / 10 },
  (_, i) => createKey(store, { tier: 'commercial', name: `Owner ${i}` }).key,
);
store.close();

const receiver = spawn(process.execPath, ['scripts/bench/receiver.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
// The receivers stand for other machines: on this one they must not take the server's CPU.
if (receiver.pid) setPriority(receiver.pid, constants.priority.PRIORITY_LOW);
const receiverPort = await new Promise<number>((found) =>
  createInterface({ input: receiver.stdout as NodeJS.ReadableStream }).once('line', (line) =>
    found(JSON.parse(line).port),
  ),
);
const received = async (): Promise<number> =>
  (await (await fetch(`http://127.0.0.1:${receiverPort}/count`)).json()).count;

const serverLines: string[] = [];
const { child, origin } = await startServerOnFreePort(
  {
    ER_DB: db,
    ER_DIST: tempDist(),
    ER_ACCESS_LOG: '0',
    ER_RATE_FREE: '1000000000',
    ER_RATE_COMMERCIAL: '1000000000',
    ER_SOURCES: 'bc-nh',
    ER_SOURCE_BC_NH_URL: pathToFileURL(page).href,
    ER_SOURCE_BC_NH_INTERVAL: '0.2',
    ER_WEBHOOK_ALLOW_PRIVATE: '1',
  },
  (line) => {
    if (/webhook_|feed_failed/.test(line)) serverLines.push(line);
  },
);
let open = true;
const turn = () => {
  open = !open;
  writePage(open ? 'Open' : 'Temporarily Closed');
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Waits until the receiver has `count` deliveries (or they stop coming); returns the seconds it took. */
async function delivered(count: number, since: number): Promise<number> {
  let last = -1;
  let still = 0;
  for (;;) {
    const now = await received();
    if (now >= count) return (performance.now() - since) / 1000;
    still = now === last ? still + 1 : 0;
    if (still > 100) throw new Error(`deliveries stopped at ${now} of ${count}`);
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Subscribes the 100 endpoints (10 per owner key); returns how to delete them again. */
async function subscribeAll(): Promise<() => Promise<void>> {
  const made: { key: string; id: string }[] = [];
  for (const [i, key] of owners.entries()) {
    for (let j = 0; j < 10; j++) {
      const answer = await fetch(`${origin}/api/v1/webhooks`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          url: `http://127.0.0.1:${receiverPort}/hooks/${i * 10 + j}`,
          events: ['closure.started', 'closure.ended'],
        }),
      });
      if (answer.status !== 201) throw new Error(`subscribing answered ${answer.status}`);
      made.push({ key, id: (await answer.json()).endpoint.id });
    }
  }
  return async () => {
    for (const { key, id } of made) {
      await fetch(`${origin}/api/v1/webhooks/${id}`, { method: 'DELETE', headers: { 'X-API-Key': key } });
    }
  };
}

/** Waits until deliveries stop coming. */
async function drained(): Promise<void> {
  let last = -1;
  for (let now = await received(); now !== last; now = await received()) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The time of one burst of 50 events to the 100 endpoints, and the server's CPU for it: medians over BURSTS. */
async function burstsFannedOut(): Promise<void> {
  console.log(`One burst: ${SITES} events to ${ENDPOINTS} endpoints (${SITES * ENDPOINTS} deliveries)`);
  const bursts: number[] = [];
  const cpuPerThousand: number[] = [];
  for (let round = 1; round <= BURSTS; round++) {
    const before = await received();
    const cpuBefore = cpuSeconds(child.pid);
    const started = performance.now();
    turn();
    const seconds = await delivered(before + SITES * ENDPOINTS, started);
    bursts.push(seconds);
    // Server CPU (every thread) per 1,000 deliveries: the work, which a loaded machine blurs less than the time.
    const cpu = (((cpuSeconds(child.pid) ?? 0) - (cpuBefore ?? 0)) * 1000) / ((SITES * ENDPOINTS) / 1000);
    cpuPerThousand.push(cpu);
    console.log(
      `round ${round}: ${seconds.toFixed(2)} s, ${Math.round(SITES / seconds)} events/s, ${Math.round((SITES * ENDPOINTS) / seconds)} deliveries/s, ${Math.round(cpu)} ms server CPU per 1,000`,
    );
  }
  const burst = median(bursts);
  console.log(
    `median: ${Math.round(SITES / burst)} events/s fanned out, ${Math.round((SITES * ENDPOINTS) / burst)} deliveries/s, ${Math.round(median(cpuPerThousand))} ms server CPU per 1,000 deliveries`,
  );
  console.log(
    `BURSTS ${JSON.stringify({ deliveries_per_s: Math.round((SITES * ENDPOINTS) / burst), cpu_ms_per_1000: Math.round(median(cpuPerThousand)) })}`,
  );
}

/** The API's p99 while the page keeps turning, with the 100 endpoints and with none; sets the exit code by the target. */
async function apiWhileFanningOut(subscribed: () => Promise<void>): Promise<void> {
  let unsubscribe = subscribed;
  const url = `${origin}/api/v1/closures`;
  const headers = { 'X-API-Key': reader };
  console.log(
    `\nGET /api/v1/closures while the page turns every second: no endpoint, then 100 (${SITES * ENDPOINTS} deliveries a turn)`,
  );
  await measure(url, child, { seconds: 3, headers });
  const quiet = [];
  const busy = [];
  const whileTurning = async () => {
    turn();
    const turning = setInterval(turn, 1000);
    try {
      return await measure(url, child, { headers });
    } finally {
      clearInterval(turning);
    }
  };
  for (let round = 1; round <= ROUNDS; round++) {
    await unsubscribe();
    quiet.push(await whileTurning());
    console.log(show(`round ${round} no endpoint`, quiet.at(-1) as (typeof quiet)[number]));
    unsubscribe = await subscribeAll();
    const before = await received();
    busy.push(await whileTurning());
    const during = (await received()) - before;
    console.log(`${show(`round ${round} fan-out`, busy.at(-1) as (typeof busy)[number])}   ${during} deliveries`);
    // The backlog drains before the next round without endpoints.
    await drained();
  }
  const [q, b] = [medians(quiet), medians(busy)];
  console.log(show('median no endpoint', q));
  console.log(show('median fan-out', b));
  const ratio = b.p99 / Math.max(q.p99, 1);
  console.log(
    `p99 during fan-out / without: ${ratio.toFixed(2)} (target <= 1.2); req/s ratio ${(b.rps / q.rps).toFixed(2)}`,
  );
  const met = ratio <= 1.2;
  console.log(met ? 'target met' : 'TARGET MISSED');
  process.exitCode = met ? 0 : 1;
}

try {
  const unsubscribe = await subscribeAll();
  // Let the feed's first poll set the 50 statuses (open: no event).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await burstsFannedOut();
  if (!ONLY_BURSTS) await apiWhileFanningOut(unsubscribe);
} finally {
  await stop(child);
  await stop(receiver);
  for (const line of serverLines.slice(0, 10)) console.log(`server: ${line}`);
}
