// Shared by the benchmarks: start a server as a child process, wait until it answers, and
// measure it with autocannon. Figures are medians over alternating rounds, because the
// machine is shared and noisy.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/processes';

export { freePort, startServer, stop, waitFor } from '../lib/processes';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The baseline: node:http answering exactly `body`. */
export async function startBare(body: Buffer, contentType: string): Promise<{ child: ChildProcess; url: string }> {
  const file = join(tmpdir(), `er-bench-body-${process.pid}.bin`);
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/bench/bare-server.mjs'], {
    env: { ...process.env, BODY_FILE: file, CONTENT_TYPE: contentType, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { child, url: `http://127.0.0.1:${port}/` };
}

export async function measure(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function medianFigures(runs: Figures[]): Figures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

export function row(label: string, f: Figures): string {
  return `${label.padEnd(28)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}   non-2xx ${f.non2xx}`;
}
