// `npm run bench:proxy`: the keyless proxy's warm path against a bare node:http server
// answering the same bytes, in the same run; then 200 concurrent cold requests, which must
// reach the upstream exactly once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusPresent, readCorpusCsv } from '../../src/testing/corpus';
import { CLOSURE_ROW, closuresAnswer } from '../../src/testing/fake-upstream';
import { freePort, measure, medianFigures, row, startBare, startServer, stop, waitFor } from './harness';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const COLD_REQUESTS = 200;

function upstreamRows(): Record<string, unknown>[] {
  if (corpusPresent) {
    console.log('upstream answer: the 76 closures of the corpus snapshot 2026-10-01');
    return readCorpusCsv('2026-10-01', 'closures.csv').map(({ snapshot_at: _, ...row }) => row);
  }
  console.log('upstream answer: 76 synthetic closures (the corpus is absent)');
  return Array.from({ length: 76 }, (_, i) => ({ ...CLOSURE_ROW, id: `ns_hospital${i}` }));
}

// A fake v1 upstream on loopback that counts the calls it receives.
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
await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));

const dist = mkdtempSync(join(tmpdir(), 'er-bench-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');

async function startProxy() {
  const port = await freePort();
  const child = startServer({
    PORT: String(port),
    ER_DIST: dist,
    ERSTAT_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
    ERSTAT_API_KEY: `ers_${randomBytes(16).toString('hex')}`,
    // The per-client limit would otherwise stop a load generator at once.
    ER_EMBED_RATE: '1000000',
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  return { child, url: `http://127.0.0.1:${port}/embed/api/closures` };
}

// Warm path.
const proxy = await startProxy();
const warm = await fetch(proxy.url);
const body = Buffer.from(await warm.arrayBuffer());
const bare = await startBare(body, warm.headers.get('Content-Type') ?? 'application/json');
console.log(
  `body: ${body.length} bytes; ${CONNECTIONS} connections; ${ROUNDS} rounds of ${SECONDS} s each, alternating`,
);

const bareRuns = [];
const proxyRuns = [];
for (let round = 0; round < ROUNDS; round++) {
  bareRuns.push(await measure(bare.url, { connections: CONNECTIONS, seconds: SECONDS }));
  proxyRuns.push(await measure(proxy.url, { connections: CONNECTIONS, seconds: SECONDS }));
}
const bareMedian = medianFigures(bareRuns);
const proxyMedian = medianFigures(proxyRuns);
const ratio = proxyMedian.rps / bareMedian.rps;
console.log(row('bare node:http (median)', bareMedian));
console.log(row('/embed/api/closures (median)', proxyMedian));
console.log(`ratio proxy / bare: ${ratio.toFixed(2)} (target >= 0.70)`);
console.log(`upstream calls during the warm runs: ${upstreamCalls}`);
await stop(bare.child);
await stop(proxy.child);

// Cold path: a fresh server, a slow upstream, 200 requests at once.
upstreamCalls = 0;
upstreamDelayMs = 300;
const cold = await startProxy();
const statuses = await Promise.all(Array.from({ length: COLD_REQUESTS }, () => fetch(cold.url).then((r) => r.status)));
const ok = statuses.filter((status) => status === 200).length;
console.log(
  `cold: ${COLD_REQUESTS} concurrent requests, ${ok} answered 200, upstream requests: ${upstreamCalls} (target 1)`,
);
await stop(cold.child);
upstream.close();

const met = ratio >= 0.7 && upstreamCalls === 1 && ok === COLD_REQUESTS && proxyMedian.errors === 0;
console.log(met ? 'targets met' : 'TARGETS MISSED');
process.exit(met ? 0 : 1);
