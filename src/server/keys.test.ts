// The keys CLI as an operator runs it (`npm run keys -- …`), against the same ER_DB as a
// running server.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { v1Client } from '../testing/v1';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const db = join(mkdtempSync(join(tmpdir(), 'er-cli-')), 'er-status.db');
const env = { ...process.env, ER_DB: db };

async function keys(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', 'keys', '--', ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

let server: ChildProcess;
let base = '';
beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: '0', ER_DATA: '', ER_DIST: tempDist() },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  base = await new Promise<string>((found, fail) => {
    server.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('"listening"')) found(JSON.parse(line).url);
    });
  });
}, 30_000);
afterAll(() => {
  server.kill('SIGTERM');
});

// Every 200 is checked against the server's OpenAPI document on the way.
const client = v1Client((request) => fetch(base + new URL(request.url).pathname, request));
const status = async (path: string, key: string) => (await client.request(path, { key })).status;

describe('npm run keys', () => {
  it('create prints the new key alone on the last line, and it works at once', async () => {
    const created = await keys('create', '--tier', 'commercial', '--name', 'Example Media');
    expect(created.code).toBe(0);
    const key = lastLine(created.stdout);
    expect(key).toMatch(/^ers_[A-Za-z0-9]{32}$/);
    expect(created.stdout.split(key)).toHaveLength(2);
    expect(await status('/api/v1/waits', key)).toBe(200);
  });

  it('list shows prefix, tier, name and dates, never a key', async () => {
    const free = lastLine((await keys('create', '--tier', 'free', '--name', 'Local Paper')).stdout);
    const listed = await keys('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(free.slice(0, 12));
    expect(listed.stdout).toMatch(/ers_\w{8}\s+free\s+\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\s+-\s+Local Paper/);
    expect(listed.stdout).not.toContain(free);
    expect(listed.stdout).not.toMatch(/ers_[A-Za-z0-9]{24}/);
  });

  it('revoke takes effect within 5 seconds against a running server', async () => {
    const key = lastLine((await keys('create', '--tier', 'free', '--name', 'Soon Revoked')).stdout);
    expect(await status('/api/v1/closures', key)).toBe(200);
    const revoked = await keys('revoke', key.slice(0, 12));
    expect(revoked.code).toBe(0);
    const start = Date.now();
    while ((await status('/api/v1/closures', key)) !== 401) {
      expect(Date.now() - start).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await keys('list')).stdout).toMatch(/Soon Revoked/);
  });

  it('refuses a bad tier or an unknown prefix, saying why', async () => {
    const badTier = await keys('create', '--tier', 'gold', '--name', 'X');
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toMatch(/--tier must be free or commercial[\s\S]*Usage:/);
    const unknown = await keys('revoke', 'ers_nothere0');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No active key has the prefix ers_nothere0.');
  });
});
