// `npm run bench:proxy`: the keyless proxy's warm path (GET /embed/api/closures, relaying a
// v1 upstream) against a bare node:http server answering the same status, headers and bytes,
// in the same run; then 200 concurrent cold requests, which must reach the upstream once.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { corpusPresent, readCorpusCsv } from '../../src/testing/corpus';
import { tempDist } from '../../src/testing/dist-fixture';
import { CLOSURE_ROW, closuresAnswer } from '../../src/testing/fake-upstream';
import { startServerOnFreePort } from '../lib/processes';
import { CONNECTIONS, compare, freePort, ROUNDS, SECONDS, startBare, stop } from './harness';

const COLD_REQUESTS = 200;

function upstreamRows(): Record<string, unknown>[] {
  if (corpusPresent) {
    console.log('upstream answer: the 76 closures of the corpus snapshot 2026-10-01');
    return readCorpusCsv('2026-10-01', 'closures.csv').map(({ snapshot_at: _, ...row }) => row);
  }
  console.log('upstream answer: 76 synthetic closures (the corpus is absent)');
  return Array.from({ length: 76 }, (_, i) => ({ ...CLOSURE_ROW, id: `ns_hospital${i}` }));
}

// A v1 upstream on loopback that counts the calls it receives.
const answer = JSON.stringify(closuresAnswer(upstreamRows()));
let upstreamCalls = 0;
let upstreamDelayMs = 0;
const upstream = createServer((_req, res) => {
  upstreamCalls++;
  setTimeout(() => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(answer);
  }, upstreamDelayMs);
});
const upstreamPort = await freePort();
await new Promise<void>((listening) => upstream.listen(upstreamPort, '127.0.0.1', listening));

async function startProxy() {
  const { child, origin } = await startServerOnFreePort({
    ER_DIST: tempDist(),
    ERSTAT_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
    ERSTAT_API_KEY: `ers_${randomBytes(16).toString('hex')}`,
    // The per-client limit would otherwise stop a load generator at once.
    ER_EMBED_RATE: '1000000',
  });
  return { child, url: `${origin}/embed/api/closures` };
}

try {
  const proxy = await startProxy();
  const warm = await fetch(proxy.url);
  const bare = await startBare(warm);
  console.log(
    `GET /embed/api/closures, ${(await warm.arrayBuffer()).byteLength} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  );
  const result = await compare({ label: 'proxy', url: proxy.url, child: proxy.child }, bare);
  console.log(`upstream calls during the warm runs: ${upstreamCalls}`);
  await stop(bare.child);
  await stop(proxy.child);

  // Cold: a fresh server, a slow upstream, 200 requests at once.
  upstreamCalls = 0;
  upstreamDelayMs = 300;
  const cold = await startProxy();
  const statuses = await Promise.all(
    Array.from({ length: COLD_REQUESTS }, () => fetch(cold.url).then((r) => r.status)),
  );
  const ok = statuses.filter((status) => status === 200).length;
  console.log(
    `cold: ${COLD_REQUESTS} concurrent requests, ${ok} answered 200, upstream requests: ${upstreamCalls} (target 1)`,
  );
  await stop(cold.child);

  const met = result.ratio >= 0.7 && upstreamCalls === 1 && ok === COLD_REQUESTS;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  upstream.close();
}
