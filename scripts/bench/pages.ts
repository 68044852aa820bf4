// `npm run bench:pages`: an ER's page and a province's page at 64 connections, against a static
// file of the very same bytes served by the same server (from dist/, as the landing page is),
// in rounds alternating between the two. The store is generated: 800 ERs with a year of status
// events each (closures of a few hours on about one day in ten, a weekly night closure at one
// ER in five, disruptions), stated as the desk's so that the sample, loaded at start, keeps them.
// Also printed: the first build of each page after a start (store read, history, rendering),
// and each page's size as it is and in brotli and gzip. The client asks as browsers do
// (Accept-Encoding: gzip, deflate, br, zstd), so both get brotli: the page its own (quality 6,
// made once per build), the static file the built site's (quality 11, made at start, a little
// smaller: the comparison favours the file). BENCH_ENCODING=identity measures them as they are.
// Targets: ratio >= 0.5 of the static file's req/s, p99 <= 20 ms.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { type Figures, measure, medians, ROUNDS, show, stop } from './harness';
import { ERS, generateStore } from './pages-store';

const db = join(mkdtempSync(join(tmpdir(), 'er-bench-pages-')), 'pages.db');
const { er, events } = generateStore(db);
console.log(`store: ${ERS} ERs, ${events} status events over a year`);
const env = { ER_DB: db, ER_ACCESS_LOG: '0' };
const pages = [
  { label: 'GET /er/<id>', path: `/er/${er}`, file: 'bench-er.html' },
  { label: 'GET /closures/ns', path: '/closures/ns', file: 'bench-province.html' },
  { label: 'GET /closures', path: '/closures', file: 'bench-canada.html' },
];
const headers = { 'Accept-Encoding': process.env.BENCH_ENCODING || 'gzip, deflate, br, zstd' };
const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).byteLength;

// First start: the pages' bytes (and how long their first build takes), written as static files.
const dist = tempDist();
let first = await startServerOnFreePort({ ...env, ER_DIST: dist });
try {
  for (const page of pages) {
    const started = performance.now();
    const answer = await fetch(`${first.origin}${page.path}`);
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
    const body = Buffer.from(await answer.arrayBuffer());
    writeFileSync(join(dist, page.file), body);
    const sizes = `${body.byteLength} bytes (brotli ${brotli(body)}, gzip ${gzipSync(body).byteLength})`;
    console.log(`${page.label}: ${sizes}; first answer after a start ${ms.toFixed(0)} ms`);
  }
} finally {
  await stop(first.child);
}

let met = true;
const server: { child: ChildProcess; origin: string } = await startServerOnFreePort({ ...env, ER_DIST: dist });
first = server;
try {
  for (const page of pages) {
    const subject = { url: `${server.origin}${page.path}`, runs: [] as Figures[] };
    const file = { url: `${server.origin}/${page.file}`, runs: [] as Figures[] };
    await measure(subject.url, server.child, { seconds: 3, headers });
    await measure(file.url, server.child, { seconds: 3, headers });
    for (let round = 1; round <= ROUNDS; round++) {
      subject.runs.push(await measure(subject.url, server.child, { headers }));
      file.runs.push(await measure(file.url, server.child, { headers }));
      console.log(show(`round ${round} ${page.label}`, subject.runs.at(-1) as Figures));
      console.log(show(`round ${round} /${page.file}`, file.runs.at(-1) as Figures));
    }
    const a = medians(subject.runs);
    const b = medians(file.runs);
    const ratio = a.rps / b.rps;
    console.log(show(`median ${page.label}`, a));
    console.log(show(`median static, same bytes`, b));
    console.log(`  ratio / static file: ${ratio.toFixed(2)} (target >= 0.5); p99 ${a.p99} ms (target <= 20 ms)`);
    met &&= ratio >= 0.5 && a.p99 <= 20;
  }
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  await stop(server.child);
}
