// `npm run bench:pages`: an ER's page and a province's page against a static file of the same
// bytes from the same server, in alternating rounds (method and targets: docs/benchmarks.md).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVINCE_CODES } from '../../src/contract/provinces';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { type Figures, measure, medians, ROUNDS, show, stop } from './harness';

const ERS = 800;
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

/** A small deterministic generator, so that every run measures the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function generateStore(path: string): { er: string; events: number } {
  const store = openStore(path);
  const next = random(42);
  const addEvent = store.db.prepare<[string, string, string | null, number]>(
    "INSERT INTO status_events (hospital_id, status, message, at, source) VALUES (?, ?, ?, ?, 'desk')",
  );
  const setStatus = store.db.prepare<[string, string, string | null, number]>(
    "INSERT INTO statuses (hospital_id, status, message, updated_at, source) VALUES (?, ?, ?, ?, 'desk')",
  );
  let events = 0;
  store.write(() => {
    for (let i = 0; i < ERS; i++) {
      const province = PROVINCE_CODES[i % PROVINCE_CODES.length] as (typeof PROVINCE_CODES)[number];
      const id = `${province.toLowerCase()}_bench${String(i).padStart(3, '0')}`;
      store.hospitals.upsert({
        id,
        name: `Bench Hospital ${i}`,
        city: `Town ${i}`,
        province,
        lat: null,
        lng: null,
        data_source: 'bench',
      });
      const timeline: [number, string, string | null][] = [[now - 366 * DAY, 'open', null]];
      for (let day = 365; day >= 1; day--) {
        const midnight = now - day * DAY;
        if (i % 5 === 0 && day % 7 === 0) {
          timeline.push(
            [midnight + 20 * 3600, 'closed', 'Closed overnight, as every week.'],
            [midnight + 32 * 3600, 'open', null],
          );
        } else if (next() < 0.1) {
          const start = midnight + Math.floor(next() * 16) * 3600;
          timeline.push(
            [start, 'closed', 'Closed: no physician.'],
            [start + (2 + Math.floor(next() * 12)) * 3600, 'open', null],
          );
        } else if (next() < 0.03) {
          const start = midnight + 8 * 3600;
          timeline.push([start, 'disruption', 'Diversion: ambulances go elsewhere.'], [start + 4 * 3600, 'open', null]);
        }
      }
      const last = timeline.at(-1) as [number, string, string | null];
      if (i % 9 === 0) timeline.push([now - 3 * 3600, 'closed', 'Closed until further notice.']);
      for (const [at, status, message] of timeline) addEvent.run(id, status, message, at);
      events += timeline.length;
      const current = timeline.at(-1) ?? last;
      setStatus.run(id, current[1], current[2], current[0]);
    }
    // Marked as the sample's store, so that the sample, loaded at start, keeps the desk's data.
    store.source.set('sample', null, now);
  });
  store.close();
  return { er: 'ns_bench005', events };
}

const db = join(mkdtempSync(join(tmpdir(), 'er-bench-pages-')), 'pages.db');
const { er, events } = generateStore(db);
console.log(`store: ${ERS} ERs, ${events} status events over a year`);
const env = { ER_DB: db, ER_ACCESS_LOG: '0' };
const pages = [
  { label: 'GET /er/<id>', path: `/er/${er}`, file: 'bench-er.html' },
  { label: 'GET /closures/ns', path: '/closures/ns', file: 'bench-province.html' },
];

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
    console.log(`${page.label}: ${body.byteLength} bytes; first answer after a start ${ms.toFixed(0)} ms`);
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
    await measure(subject.url, server.child, { seconds: 3 });
    await measure(file.url, server.child, { seconds: 3 });
    for (let round = 1; round <= ROUNDS; round++) {
      subject.runs.push(await measure(subject.url, server.child));
      file.runs.push(await measure(file.url, server.child));
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
