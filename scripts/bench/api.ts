// `npm run bench:api`: GET /api/v1/closures (a valid key, warm) at 64 connections against a
// bare node:http server answering the same status, headers and bytes, in the same run.
// Targets: ratio >= 0.7 and p99 <= 10 ms.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../../src/service/keys';
import { openStore } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { CONNECTIONS, compare, ROUNDS, SECONDS, startBare, stop } from './harness';

const db = join(mkdtempSync(join(tmpdir(), 'er-bench-')), 'bench.db');
const store = openStore(db);
const { key } = createKey(store, { tier: 'free', name: 'Benchmark' });
store.close();

// The per-key limit is raised so that the benchmark measures answers, not 429s.
const { child: api, origin } = await startServerOnFreePort({
  ER_DB: db,
  ER_DATA: '',
  ER_DIST: tempDist(),
  ER_RATE_FREE: '1000000000',
});
const url = `${origin}/api/v1/closures`;
const headers = { 'X-API-Key': key };
const answer = await fetch(url, { headers });
if (answer.status !== 200) throw new Error(`the API answered ${answer.status}`);
const bare = await startBare(answer);
console.log(
  `GET /api/v1/closures, ${(await answer.arrayBuffer()).byteLength} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
);
try {
  const result = await compare({ label: 'api', url, child: api, headers }, bare);
  console.log(`api p99 ${result.subject.p99} ms (target <= 10 ms)`);
  const met = result.ratio >= 0.7 && result.subject.p99 <= 10;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  await stop(bare.child);
  await stop(api);
}
