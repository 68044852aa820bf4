// `npm run bench:load`: the outside audit's load check on the configuration users run, against a
// bare node:http server answering the same bytes (method and targets: docs/benchmarks.md).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { CONNECTIONS, type Figures, measure, medians, ROUNDS, SECONDS, show, startBare, stop } from './harness';

const PAUSE_MS = 10_000;
const MEMORY_SLACK = 0.15;
/** A generator above this share of its one core is what limits the rate it measures. */
const GENERATOR_BOUND = 0.9;

/** The process's resident memory in MB (Linux), from /proc. */
function residentMb(child: ChildProcess): number {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
}

interface Path {
  label: string;
  url: string;
  headers: Record<string, string>;
  child: ChildProcess;
  runs: Figures[];
}

const db = join(mkdtempSync(join(tmpdir(), 'er-bench-')), 'load.db');
const store = openStore(db);
const { key } = createKey(store, { tier: 'free', name: 'Load check' });
store.close();
const { child: server, origin } = await startServerOnFreePort({
  ER_DB: db,
  ER_DIST: tempDist(),
  ER_RATE_FREE: '1000000000',
  ER_EMBED_RATE: '1000000',
});
const bares: ChildProcess[] = [];
try {
  const keyed: Record<string, string> = { 'X-API-Key': key };
  const paths: Path[] = [
    { label: 'GET /api/v1/closures', url: `${origin}/api/v1/closures`, headers: keyed, child: server, runs: [] },
    { label: 'GET /embed/api/closures', url: `${origin}/embed/api/closures`, headers: {}, child: server, runs: [] },
  ];
  const all: Path[] = [...paths];
  for (const path of paths) {
    const answer = await fetch(path.url, { headers: path.headers });
    if (answer.status !== 200) throw new Error(`${path.label} answered ${answer.status}`);
    const bare = await startBare(answer);
    bares.push(bare.child);
    all.push({ label: `bare, as ${path.label.slice(4)}`, url: bare.url, headers: {}, child: bare.child, runs: [] });
  }
  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, access log on, sample data`);
  for (const path of all) await measure(path.url, path.child, { seconds: 3, headers: path.headers });
  const warm = residentMb(server);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const path of all) {
      const figures = await measure(path.url, path.child, { headers: path.headers });
      path.runs.push(figures);
      console.log(show(`round ${round} ${path.label}`, figures));
    }
  }
  const loaded = residentMb(server);
  await new Promise((done) => setTimeout(done, PAUSE_MS));
  const rested = residentMb(server);
  let met = true;
  for (const [index, path] of paths.entries()) {
    const figures = medians(path.runs);
    const bare = medians((all[paths.length + index] as Path).runs);
    console.log(show(`median ${path.label}`, figures));
    console.log(show(`median bare node:http`, bare));
    console.log(`  ratio / bare: ${(figures.rps / bare.rps).toFixed(2)}; p99 ${figures.p99} ms (target <= 10 ms)`);
    // Its CPU per request says at what rate it would fill its core: the ceiling of any server it measures.
    const ceiling = (f: Figures) =>
      ` (${((f.generator / f.rps) * 1e6).toFixed(0)} µs per request: ceiling ${(f.rps / f.generator).toFixed(0)} req/s)`;
    const bound = (share: number) => (share >= GENERATOR_BOUND ? ' (bound by the generator)' : '');
    console.log(
      `  load generator (autocannon, one thread, ${cpus().length} cores in all): ` +
        `${(figures.generator * 100).toFixed(0)} % of a core against this path${bound(figures.generator)}, ` +
        `${(bare.generator * 100).toFixed(0)} % against bare node:http${ceiling(bare)}${bound(bare.generator)}`,
    );
    met &&= figures.p99 <= 10;
  }
  const back = rested <= warm * (1 + MEMORY_SLACK);
  console.log(
    `server memory (RSS): ${warm.toFixed(0)} MB warm, ${loaded.toFixed(0)} MB after the rounds, ` +
      `${rested.toFixed(0)} MB after ${PAUSE_MS / 1000} s quiet (${((rested / warm - 1) * 100).toFixed(1)} % from warm; target within ${MEMORY_SLACK * 100} %)`,
  );
  met &&= back;
  console.log('no error and no non-2xx answer in any round');
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  for (const child of bares) await stop(child);
  await stop(server);
}
