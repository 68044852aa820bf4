// Delivery survives a crash: the server is killed (SIGKILL) while a receiver holds the first
// delivery unanswered; once restarted on the same store, every event arrives, verified by the
// standardwebhooks package, and an event seen twice has the same webhook-id both times.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startServerOnFreePort, stop } from '../../scripts/lib/processes';
import { tempDist } from '../testing/dist-fixture';
import { startReceiver } from '../testing/webhook-receiver';

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A Northern Health status page with these rows (facility, status). */
function statusPage(rows: [string, string][]): string {
  const cells = rows.map(([site, status]) => `<tr><td>${site}</td><td>Somewhere</td><td>${status}</td><td></td></tr>`);
  return `<!DOCTYPE html><html><body><table><tr><th>Facility</th><th>Community</th><th>Status</th><th>Details</th></tr>${cells.join('')}</table></body></html>`;
}

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('webhook delivery across a crash', () => {
  it('delivers every event after the server is killed mid-delivery and started again', {
    timeout: 90_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'er-webhooks-'));
    const page = join(dir, 'status.html');
    const sites = ['Alpha Hospital', 'Bravo Hospital', 'Charlie Health Centre'];
    writeFileSync(page, statusPage(sites.map((site) => [site, 'Open'])));
    let answering = false;
    const hooks = await startReceiver(() => (answering ? { status: 204 } : 'hold'));
    cleanups.push(() => hooks.close());
    const env = {
      ER_DB: join(dir, 'er.db'),
      ER_DIST: tempDist(),
      ER_ACCESS_LOG: '0',
      ER_SOURCES: 'bc-nh',
      ER_SOURCE_BC_NH_URL: pathToFileURL(page).href,
      ER_SOURCE_BC_NH_INTERVAL: '0.2',
      ER_WEBHOOK_ALLOW_PRIVATE: '1',
    };
    const keys = (...args: string[]) =>
      run('npm', ['run', '-s', 'keys', '--', ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
    const last = (text: string) => text.trim().split('\n').at(-1) ?? '';

    let first = await startServerOnFreePort(env);
    cleanups.push(() => stop(first.child));
    const key = last((await keys('create', '--tier', 'commercial', '--name', 'Crash test')).stdout);
    const prefix = key.slice(0, 12);
    const events = 'closure.started,disruption.started';
    const created = await keys('webhooks', 'create', '--key', prefix, '--url', hooks.url, '--events', events);
    hooks.useSecret(last(created.stdout));

    writeFileSync(
      page,
      statusPage([
        ['Alpha Hospital', 'Temporarily Closed'],
        ['Bravo Hospital', 'Temporarily Closed'],
        ['Charlie Health Centre', 'Service interruption'],
      ]),
    );
    await until(() => hooks.received.length === 1);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    answering = true;
    first = await startServerOnFreePort(env);
    await until(() => new Set(hooks.received.map((event) => event.id)).size === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ids = hooks.received.map((event) => event.id);
    expect(new Set(ids).size).toBe(3);
    // The one held when the server died came again, with the same webhook-id; no other came twice.
    expect(ids[0]).toBe(ids[1]);
    expect(ids.length).toBeLessThanOrEqual(4);
    expect(hooks.received.every((event) => event.verified)).toBe(true);
    const byId = new Map(hooks.received.map((event) => [event.id, event.body]));
    expect([...byId.values()].map((body) => [body.type, body.data.name])).toEqual([
      ['closure.started', 'Alpha Hospital'],
      ['closure.started', 'Bravo Hospital'],
      ['disruption.started', 'Charlie Health Centre'],
    ]);
    const listing = await keys('webhooks', 'list', '--key', prefix);
    expect(listing.stdout).toMatch(/we_[0-9a-f]{16}\s+active\s+0\s+closure\.started,disruption\.started/);
  });
});
