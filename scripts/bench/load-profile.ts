// `npm run bench:load-profile [-- api|embed] [seconds]`: where bench:load's server spends its
// time. The server runs as bench:load runs it (sample on a file store, access log on), under
// `--cpu-prof` and `--trace-gc`, with one path at 64 connections; then the profile is read:
// self time by function and by package, time under our own functions, and GC pauses.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort, stop } from '../lib/processes';
import { CONNECTIONS } from './harness';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const which = process.argv[2] === 'embed' ? 'embed' : 'api';
const seconds = Number(process.argv[3] || 10);
const TOP = 30;

const db = join(mkdtempSync(join(tmpdir(), 'er-bench-')), 'load.db');
const store = openStore(db);
const { key } = createKey(store, { tier: 'free', name: 'Load check' });
store.close();
const profiles = mkdtempSync(join(tmpdir(), 'er-profile-'));
const gc: { kind: string; ms: number }[] = [];
let logLines = 0;
const { child, origin } = await startServerOnFreePort(
  {
    ER_DB: db,
    ER_DIST: tempDist(),
    ER_RATE_FREE: '1000000000',
    ER_EMBED_RATE: '1000000',
  },
  (line) => {
    // `[pid:0x…]   1234 ms: Scavenge 10.1 (12.0) -> 9.8 (12.0) MB, 0.54 / 0.00 ms  (average mu = …`
    const traced = /ms: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Sweep)\b.*?MB, ([\d.]+) \/ ([\d.]+) ms/.exec(line);
    if (traced) gc.push({ kind: traced[1] as string, ms: Number(traced[2]) });
    else if (line.startsWith('{')) logLines++;
  },
  ['--cpu-prof', `--cpu-prof-dir=${profiles}`, '--trace-gc'],
);
const url = which === 'embed' ? `${origin}/embed/api/closures` : `${origin}/api/v1/closures`;
const headers: Record<string, string> = which === 'embed' ? {} : { 'X-API-Key': key };
let requests = 0;
/** The measured run, on the clock the profile's sample times are on (CLOCK_MONOTONIC, µs). */
const window = { from: 0, to: 0 };
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
try {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  gc.length = 0;
  logLines = 0;
  window.from = monotonicUs();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  window.to = monotonicUs();
  requests = result.requests.total;
  console.log(
    `${url.replace(origin, '')}: ${requests} answers in ${seconds} s (${result.requests.average.toFixed(0)} req/s), ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}; ` +
      `${logLines} access-log lines read`,
  );
} finally {
  await stop(child);
}
report(readProfile(), requests);
reportGc();

function readProfile(): Profile {
  const file = readdirSync(profiles)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(join(profiles, b)).size - statSync(join(profiles, a)).size)[0];
  if (!file) throw new Error(`no profile written in ${profiles}`);
  return JSON.parse(readFileSync(join(profiles, file), 'utf8')) as Profile;
}

/** Where a frame's code lives: our source, a package, Node's own, or V8 (GC, idle, program). */
function packageOf(frame: CallFrame): string {
  const { url } = frame;
  if (!url) return `(${frame.functionName || 'anonymous'})`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] as string;
  if (url.startsWith('node:internal/')) return `node:${url.split('/')[1]}`;
  if (url.startsWith('node:')) return url;
  const ours = /\/(src|scripts)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

function frameName(frame: CallFrame): string {
  return `${frame.functionName || '(anonymous)'} ${packageOf(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

function report(profile: Profile, answers: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  // Only the samples of the measured run: start-up and the warm-up are left out.
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= window.from && at <= window.to) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const total = [...self.values()].reduce((sum, us) => sum + us, 0);
  const busy =
    total -
    [...self.entries()]
      .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
      .reduce((sum, [, us]) => sum + us, 0);
  const perAnswer = (us: number) => (answers > 0 ? us / answers : 0);
  console.log(
    `\nprofile: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy = ${perAnswer(busy).toFixed(1)} µs per answer`,
  );

  const table = (title: string, rows: Map<string, number>) => {
    console.log(`\n${title} (µs per answer, share of busy time)`);
    for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`${perAnswer(us).toFixed(2).padStart(8)}  ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  const add = (rows: Map<string, number>, name: string, us: number) => rows.set(name, (rows.get(name) ?? 0) + us);

  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    if (frame.functionName === '(idle)') continue;
    add(selfByFunction, frameName(frame), us);
    add(selfByPackage, packageOf(frame), us);
  }
  table('self time by function', selfByFunction);
  table('self time by package or file', selfByPackage);

  // Time under each of our functions (itself and what it calls), counted once per stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const childId of node.children ?? []) parent.set(childId, node.id);
  const under = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = (byId.get(at) as ProfileNode).callFrame;
      if (!/\/src\//.test(frame.url)) continue;
      const name = frameName(frame);
      if (!seen.has(name)) {
        seen.add(name);
        add(under, name, us);
      }
    }
  }
  table('time under our functions (inclusive)', under);
}

function reportGc(): void {
  const kinds = new Map<string, number[]>();
  for (const pause of gc) kinds.set(pause.kind, [...(kinds.get(pause.kind) ?? []), pause.ms]);
  console.log('\nGC pauses during the measured run (--trace-gc)');
  for (const [kind, pauses] of kinds) {
    const sorted = [...pauses].sort((a, b) => a - b);
    const sum = pauses.reduce((total, ms) => total + ms, 0);
    console.log(
      `  ${kind}: ${pauses.length} pauses, ${sum.toFixed(0)} ms in all, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(2)} ms`,
    );
  }
}
