// As a new user would: one instance in service mode over a real ERstat snapshot, a free key
// made with the keys CLI, and a second instance relaying the first with that key. The
// second serves the first's closures, and keeps serving them, marked stale, once the first
// is gone.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, npmRun, PROJECT_ROOT, startServer, stop, waitFor } from '../scripts/lib/processes';

const SNAPSHOT = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'erstat', '2026-09-01');

test.skip(!existsSync(SNAPSHOT), `skipped: the test corpus is absent (looked for ${SNAPSHOT})`);

test('a relay serves the first instance’s closures with its key, and keeps them, marked stale, after it stops', async () => {
  test.setTimeout(150_000);
  const db = join(mkdtempSync(join(tmpdir(), 'er-relay-')), 'first.db');
  const firstPort = await freePort();
  const first = startServer({ PORT: String(firstPort), ER_DB: db, ER_DATA: SNAPSHOT });
  const relayLines: string[] = [];
  let relay: ReturnType<typeof startServer> | null = null;
  try {
    await waitFor(`http://127.0.0.1:${firstPort}/healthz`, first);

    const output = await npmRun(['keys', '--', 'create', '--tier', 'free', '--name', 'Relay e2e'], { ER_DB: db });
    const key = output.trim().split('\n').at(-1) ?? '';
    expect(key).toMatch(/^ers_[0-9A-Za-z]{32}$/);

    const relayPort = await freePort();
    relay = startServer(
      { PORT: String(relayPort), ERSTAT_BASE_URL: `http://127.0.0.1:${firstPort}`, ERSTAT_API_KEY: key },
      (line) => relayLines.push(line),
    );
    await waitFor(`http://127.0.0.1:${relayPort}/healthz`, relay);

    const directResponse = await fetch(`http://127.0.0.1:${firstPort}/api/v1/closures`, {
      headers: { 'X-API-Key': key },
    });
    const direct = await directResponse.json();
    const snapshotAt = directResponse.headers.get('X-Data-Source')?.match(/snapshot_at=(\S+)/)?.[1];
    expect(snapshotAt).toMatch(/^2026-09-01T\d{2}:\d{2}:\d{2}Z$/);
    const relayed = await (await fetch(`http://127.0.0.1:${relayPort}/embed/api/closures`)).json();
    expect(direct.count).toBe(26);
    expect(relayed.closures).toEqual(direct.closures);
    expect(relayed.meta).toMatchObject({
      source: 'dataset',
      snapshot_at: snapshotAt,
      stale: false,
      credit: { name: 'ERstat', url: 'https://erstat.ca/feed' },
    });
    const fetchedAt = Date.parse(relayed.meta.fetched_at);

    await stop(first);
    const stillServed = await (await fetch(`http://127.0.0.1:${relayPort}/embed/api/closures`)).json();
    expect(stillServed.closures).toEqual(direct.closures);

    // Past the 60-second window the relay tries the upstream, fails, and says its copy is stale.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, fetchedAt + 62_000 - Date.now())));
    await fetch(`http://127.0.0.1:${relayPort}/embed/api/closures`);
    await expect
      .poll(async () => (await (await fetch(`http://127.0.0.1:${relayPort}/embed/api/closures`)).json()).meta.stale, {
        timeout: 10_000,
      })
      .toBe(true);
    const stale = await (await fetch(`http://127.0.0.1:${relayPort}/embed/api/closures`)).json();
    expect(stale.closures).toEqual(direct.closures);
    expect(stale.meta.fetched_at).toBe(relayed.meta.fetched_at);

    for (const path of ['/healthz', '/embed/api/coverage', '/api/v1/closures']) {
      const response = await fetch(`http://127.0.0.1:${relayPort}${path}`);
      expect(await response.text()).not.toContain(key);
    }
    expect(relayLines.join('\n')).not.toContain(key);
    expect(relayLines.some((line) => line.includes('"event":"upstream_error"'))).toBe(true);
  } finally {
    if (relay) await stop(relay);
    await stop(first);
  }
});
