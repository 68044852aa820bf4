// Shared by the benchmarks. Each server runs in its own process; the yardstick is a bare
// node:http server answering the very status, headers and bytes the server under test sent.
// Rounds alternate between the two and medians are reported, because the machine is shared
// and noisy. Server CPU per answer is measured too: when the load generator, not the server,
// is the limit, req/s look alike while CPU per answer still differs. So is the generator's own
// CPU (autocannon runs in this process, on one thread): near 100 % of a core, it is the limit.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export { freePort, startServer, stop, waitFor } from '../lib/processes';

export const CONNECTIONS = 64;
export const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
export const SECONDS = Number(process.env.BENCH_SECONDS || 8);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per answer, in microseconds (Linux only; null elsewhere). */
  cpu: number | null;
  /** The load generator's CPU time over the run's wall time: 1 is one core kept busy. */
  generator: number;
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used so far, in seconds, from /proc. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The yardstick: node:http replaying `answer` (its headers and body) to every request. */
export async function startBare(answer: Response): Promise<{ child: ChildProcess; url: string }> {
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
  );
  const body = Buffer.from(await answer.clone().arrayBuffer());
  const file = join(mkdtempSync(join(tmpdir(), 'er-bench-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const child = spawn(process.execPath, ['scripts/bench/bare-server.mjs', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((found, fail) => {
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) =>
      found(`http://127.0.0.1:${JSON.parse(line).port}${new URL(answer.url).pathname}`),
    );
  });
  return { child, url };
}

/** One autocannon run; any non-2xx answer or error stops the benchmark. */
export async function measure(
  url: string,
  server: ChildProcess,
  options: { seconds?: number; headers?: Record<string, string> } = {},
): Promise<Figures> {
  const cpuBefore = cpuSeconds(server.pid);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers: options.headers ?? {},
  });
  const cpuAfter = cpuSeconds(server.pid);
  const generatorUsed = process.cpuUsage(generatorBefore);
  const generator = (generatorUsed.user + generatorUsed.system) / 1000 / (performance.now() - started);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} answers were not 2xx and ${result.errors + result.timeouts} failed`);
  }
  const cpu = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu, generator };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export function medians(list: Figures[]): Figures {
  return {
    rps: median(list.map((f) => f.rps)),
    p50: median(list.map((f) => f.p50)),
    p99: median(list.map((f) => f.p99)),
    cpu: list.some((f) => f.cpu === null) ? null : median(list.map((f) => f.cpu as number)),
    generator: median(list.map((f) => f.generator)),
  };
}

export function show(label: string, f: Figures): string {
  return (
    `${label.padEnd(26)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms` +
    (f.cpu === null ? '' : `   server CPU ${f.cpu.toFixed(1).padStart(5)} µs/answer`) +
    `   generator ${(f.generator * 100).toFixed(0).padStart(3)} % of a core`
  );
}

/**
 * Warms both servers, then alternates ROUNDS rounds between them, printing each round and the
 * medians, and returns the medians and the ratio of req/s (subject / bare).
 */
export async function compare(
  subject: { label: string; url: string; child: ChildProcess; headers?: Record<string, string> },
  bare: { url: string; child: ChildProcess },
): Promise<{ subject: Figures; bare: Figures; ratio: number }> {
  const runs: { subject: Figures[]; bare: Figures[] } = { subject: [], bare: [] };
  await measure(subject.url, subject.child, { seconds: 3, headers: subject.headers });
  await measure(bare.url, bare.child, { seconds: 3, headers: subject.headers });
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await measure(subject.url, subject.child, { headers: subject.headers });
    const b = await measure(bare.url, bare.child, { headers: subject.headers });
    runs.subject.push(a);
    runs.bare.push(b);
    console.log(show(`round ${round} ${subject.label}`, a));
    console.log(show(`round ${round} bare node:http`, b));
  }
  const result = { subject: medians(runs.subject), bare: medians(runs.bare), ratio: 0 };
  result.ratio = result.subject.rps / result.bare.rps;
  console.log(show(`median ${subject.label}`, result.subject));
  console.log(show('median bare node:http', result.bare));
  console.log(`ratio ${subject.label} / bare node:http: ${result.ratio.toFixed(2)} (target >= 0.70)`);
  if (result.subject.cpu !== null && result.bare.cpu !== null) {
    console.log(`server CPU per answer, bare / ${subject.label}: ${(result.bare.cpu / result.subject.cpu).toFixed(2)}`);
  }
  return result;
}
