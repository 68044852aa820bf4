// `npm run bench:api`: GET /api/v1/closures against a bare node:http server answering the same
// bytes, on SQLite and PostgreSQL, quiet and with the desk publishing (method and targets: docs/benchmarks.md).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import {
  freshDatabase,
  postgresAvailability,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../src/testing/postgres';
import { startServerOnFreePort } from '../lib/processes';
import { deskPublisher } from './desk-publisher';
import { CONNECTIONS, type Figures, measure, medians, ROUNDS, SECONDS, show, startBare, stop } from './harness';

interface Subject {
  label: string;
  url: string;
  child: ChildProcess;
  headers: Record<string, string>;
  runs: Figures[];
  /** Runs beside each measurement of this subject (a desk user publishing). */
  during?: () => { stop(): Promise<number> };
  /** The server's store and origin. */
  db?: string;
  origin?: string;
}

/** A server on `db` (a SQLite file or a postgres:// URL) with a key of its own. */
async function startSubject(label: string, db: string): Promise<Subject> {
  const store = openStore(db);
  const { key } = createKey(store, { tier: 'free', name: 'Benchmark' });
  store.close();
  // The per-key limit is raised so that the benchmark measures answers, not 429s.
  const { child, origin } = await startServerOnFreePort({
    ER_DB: db,
    ER_DATA: '',
    ER_DIST: tempDist(),
    ER_RATE_FREE: '1000000000',
    ER_ACCESS_LOG: '0',
  });
  return { label, url: `${origin}/api/v1/closures`, child, headers: { 'X-API-Key': key }, runs: [], db, origin };
}

const subjects: Subject[] = [];
let postgres: ThrowawayPostgres | null = null;
let bare: { child: ChildProcess; url: string } | null = null;
try {
  subjects.push(await startSubject('api on SQLite', join(mkdtempSync(join(tmpdir(), 'er-bench-')), 'bench.db')));
  const available = postgresAvailability();
  if (available.ok) {
    postgres = await startThrowawayPostgres(available.bin);
    subjects.push(await startSubject('api on PostgreSQL', await freshDatabase(postgres.url, 'bench')));
  } else {
    console.log(`PostgreSQL row skipped: ${available.reason}`);
  }
  const [sqlite] = subjects as [Subject];
  const answer = await fetch(sqlite.url, { headers: sqlite.headers });
  if (answer.status !== 200) throw new Error(`the API answered ${answer.status}`);
  bare = await startBare(answer);
  console.log(
    `GET /api/v1/closures, ${(await answer.arrayBuffer()).byteLength} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  // The same SQLite server while a person at the status desk publishes a change every second.
  const publisher = await deskPublisher(sqlite.db as string, sqlite.origin as string);
  const publishing: Subject = { ...sqlite, label: 'api on SQLite, desk 1/s', runs: [], during: () => publisher.run() };
  const all: Subject[] = [
    ...subjects,
    publishing,
    { label: 'bare node:http', url: bare.url, child: bare.child, headers: sqlite.headers, runs: [] },
  ];
  for (const subject of all) await measure(subject.url, subject.child, { seconds: 3, headers: subject.headers });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const subject of all) {
      const beside = subject.during?.();
      const figures = await measure(subject.url, subject.child, { headers: subject.headers });
      const published = await beside?.stop();
      subject.runs.push(figures);
      if (published !== undefined) console.log(`  (the desk published ${published} changes meanwhile)`);
      console.log(show(`round ${round} ${subject.label}`, figures));
    }
  }
  const median = all.map((subject) => ({ label: subject.label, figures: medians(subject.runs) }));
  for (const { label, figures } of median) console.log(show(`median ${label}`, figures));
  const lite = median[0] as (typeof median)[0];
  const pgRow = median.find((row) => row.label === 'api on PostgreSQL');
  const deskRow = median.find((row) => row.label === publishing.label) as (typeof median)[0];
  const bareRow = median.at(-1) as (typeof median)[0];
  const ratio = lite.figures.rps / bareRow.figures.rps;
  console.log(`ratio SQLite / bare node:http: ${ratio.toFixed(2)} (target >= 0.70)`);
  console.log(`api on SQLite p99 ${lite.figures.p99} ms (target <= 10 ms)`);
  let met = ratio >= 0.7 && lite.figures.p99 <= 10;
  if (pgRow) {
    const pgRatio = pgRow.figures.rps / lite.figures.rps;
    console.log(`ratio PostgreSQL / SQLite: ${pgRatio.toFixed(2)} (target >= 0.90); p99 ${pgRow.figures.p99} ms`);
    met &&= pgRatio >= 0.9;
  }
  const deskRatio = deskRow.figures.rps / lite.figures.rps;
  console.log(
    `ratio desk publishing 1/s / quiet (SQLite): ${deskRatio.toFixed(2)} (target >= 0.90); p99 ${deskRow.figures.p99} ms vs ${lite.figures.p99} ms`,
  );
  met &&= deskRatio >= 0.9;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  if (bare) await stop(bare.child);
  for (const subject of subjects) await stop(subject.child);
  postgres?.stop();
}
