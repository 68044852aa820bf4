// `npm run bench:api`: autocannon at 64 connections against GET /api/v1/closures (a valid key,
// warm) and, in the same run, against a bare node:http server answering the same bytes. Each
// server runs in its own process; rounds alternate between them; medians are reported.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { createKey } from '../src/service/keys';
import { openStore } from '../src/store/store';

const CONNECTIONS = 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const WARM_SECONDS = 3;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per answer, in microseconds (Linux only; null elsewhere). */
  cpu: number | null;
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used so far, in seconds, from /proc. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Starts a child and resolves with the first JSON line of its stdout that has `find`. */
function launch(args: string[], env: NodeJS.ProcessEnv, find: (line: Record<string, unknown>) => string | null) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
      try {
        const url = find(JSON.parse(text));
        if (url) resolve({ child, url });
      } catch {
        // not a JSON log line
      }
    });
  });
}

async function run(url: string, key: string, seconds: number, server: ChildProcess): Promise<Figures> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'X-API-Key': key } });
  const cpuAfter = cpuSeconds(server.pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers were not 2xx and ${result.errors} failed`);
  }
  const cpu = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const show = (label: string, f: Figures) =>
  `${label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms` +
  (f.cpu === null ? '' : `   server CPU ${f.cpu.toFixed(1).padStart(5)} µs/answer`);

const dir = mkdtempSync(join(tmpdir(), 'er-bench-'));
const children: ChildProcess[] = [];
try {
  const db = join(dir, 'bench.db');
  const store = openStore(db);
  const { key } = createKey(store, { tier: 'free', name: 'Benchmark' });
  store.close();

  // The limits are raised so that the benchmark measures answers, not 429s.
  const api = await launch(
    ['--import', 'tsx', 'src/server/main.ts'],
    { HOST: '127.0.0.1', PORT: '0', ER_DB: db, ER_DATA: '', ER_RATE_FREE: '1000000000' },
    (line) => (line.event === 'listening' ? `${line.url}/api/v1/closures` : null),
  );
  children.push(api.child);
  const sample = await fetch(api.url, { headers: { 'X-API-Key': key } });
  if (sample.status !== 200) throw new Error(`the API answered ${sample.status}`);
  const headers = Object.fromEntries(
    [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
  );
  const body = Buffer.from(await sample.arrayBuffer());
  writeFileSync(join(dir, 'answer.json'), JSON.stringify({ headers, body: body.toString('base64') }));
  const bare = await launch(['scripts/bare-server.mjs', join(dir, 'answer.json')], {}, (line) =>
    typeof line.port === 'number' ? `http://127.0.0.1:${line.port}/api/v1/closures` : null,
  );
  children.push(bare.child);

  console.log(
    `GET /api/v1/closures, ${body.length} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  await run(api.url, key, WARM_SECONDS, api.child);
  await run(bare.url, key, WARM_SECONDS, bare.child);
  const results: { api: Figures[]; bare: Figures[] } = { api: [], bare: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const apiRound = await run(api.url, key, SECONDS, api.child);
    const bareRound = await run(bare.url, key, SECONDS, bare.child);
    results.api.push(apiRound);
    results.bare.push(bareRound);
    console.log(show(`round ${round} api`, apiRound));
    console.log(show(`round ${round} bare node:http`, bareRound));
  }
  const summary = (list: Figures[]): Figures => ({
    rps: median(list.map((f) => f.rps)),
    p50: median(list.map((f) => f.p50)),
    p99: median(list.map((f) => f.p99)),
    cpu: list.some((f) => f.cpu === null) ? null : median(list.map((f) => f.cpu as number)),
  });
  const apiMedian = summary(results.api);
  const bareMedian = summary(results.bare);
  const ratio = apiMedian.rps / bareMedian.rps;
  console.log(show('median api', apiMedian));
  console.log(show('median bare node:http', bareMedian));
  console.log(`ratio api / bare: ${ratio.toFixed(2)} (target >= 0.7); api p99 ${apiMedian.p99} ms (target <= 10 ms)`);
  // When the load generator, not the servers, is the limit, req/s look alike; CPU per answer does not.
  if (apiMedian.cpu !== null && bareMedian.cpu !== null) {
    console.log(`server CPU per answer, bare / api: ${(bareMedian.cpu / apiMedian.cpu).toFixed(2)}`);
  }
  if (ratio < 0.7 || apiMedian.p99 > 10) process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
