// `npm run bench:pages`: an ER's page, a province's page and Canada's against a static file of the
// same bytes from the same server, both compressed as a browser asks, in alternating rounds
// (method and targets: docs/benchmarks.md).
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
