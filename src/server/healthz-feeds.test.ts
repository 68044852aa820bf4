// /healthz answers anyone: a feed's URL there is its scheme and host, never a local path, a
// private path or a query that may carry a token.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { startFeedServer } from '../testing/feed-server';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;
afterEach(async () => {
  await built?.close();
  await server?.close();
  built = server = undefined;
});

async function healthzFeedUrls(env: Record<string, string>): Promise<string[]> {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), ...env }), () => {});
  const health = await (await built.app.request('/healthz')).json();
  return health.feeds.map((feed: { url: string }) => feed.url);
}

describe('/healthz feed URLs', () => {
  it('shows a local payload as file:// without its path', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'er-private-'));
    writeFileSync(join(folder, 'qc.csv'), '');
    const urls = await healthzFeedUrls({
      ER_SOURCES: 'qc',
      ER_SOURCE_QC_URL: pathToFileURL(join(folder, 'qc.csv')).href,
    });
    expect(urls).toEqual(['file://']);
  });

  it('shows an http feed as its origin, without its path or query', async () => {
    server = await startFeedServer({ kind: 'status', status: 404 });
    const url = `${server.url}/private/qc.csv?token=s3cret`;
    const urls = await healthzFeedUrls({ ER_SOURCES: 'qc', ER_SOURCE_QC_URL: url });
    expect(urls).toEqual([new URL(url).origin]);
  });
});
