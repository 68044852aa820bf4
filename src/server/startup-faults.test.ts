// Start-up faults end as every bad setting does: one line naming the setting, exit status 2,
// no stack trace. The server is started for real (`npm start` without the build).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';

const MAIN = resolve(import.meta.dirname, 'main.ts');
const root = mkdtempSync(join(tmpdir(), 'er-faults-'));
const readOnly: string[] = [];

/** Read-only even to root: the immutable attribute there (root ignores file modes), else the mode. */
function makeReadOnly(path: string, mode: number): void {
  if (process.getuid?.() === 0) execFileSync('chattr', ['+i', path]);
  else chmodSync(path, mode);
  readOnly.push(path);
}

afterAll(() => {
  for (const path of readOnly.reverse()) {
    if (process.getuid?.() === 0) execFileSync('chattr', ['-i', path]);
    else chmodSync(path, 0o755);
  }
  rmSync(root, { recursive: true, force: true });
});

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, ER_DIST: tempDist(), ER_DB: ':memory:', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // A server that starts is a fault not caught: stop it, and the test says so.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stderr, stdout });
    });
  });
}

function storeCases(): [string, string][] {
  const file = join(root, 'plain-file');
  writeFileSync(file, 'not a folder');
  const lockedFolder = join(root, 'locked');
  mkdirSync(lockedFolder);
  makeReadOnly(lockedFolder, 0o555);
  const readOnlyStore = join(root, 'read-only');
  mkdirSync(readOnlyStore);
  const db = new Database(join(readOnlyStore, 'er.db'));
  db.exec('CREATE TABLE made_elsewhere (a)');
  db.close();
  makeReadOnly(join(readOnlyStore, 'er.db'), 0o444);
  makeReadOnly(readOnlyStore, 0o555);
  const folder = join(root, 'a-folder');
  mkdirSync(folder);
  const corrupt = join(root, 'corrupt.db');
  writeFileSync(corrupt, 'SQLite format 2\0'.padEnd(4096, 'garbage '));
  return [
    ['a store folder that cannot be made', join(file, 'var', 'er.db')],
    ['a store folder that cannot be written', join(lockedFolder, 'er.db')],
    ['a read-only store', join(readOnlyStore, 'er.db')],
    ['a folder as the store', folder],
    ['a corrupt store', corrupt],
    ['/dev/null as the store', '/dev/null'],
  ];
}

describe('start-up faults', () => {
  it.each(storeCases())(
    '%s: one line naming ER_DB, exit 2',
    async (_, store) => {
      const { code, stderr } = await start({ ER_DB: store });
      expect(stderr).toMatch(
        new RegExp(
          `^er-status: ER_DB=${store.replace(/[/.]/g, '\\$&')} cannot be used as the store \\(.+\\): .+\\.\\n$`,
        ),
      );
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(code).toBe(2);
    },
    30_000,
  );

  it('a registry file that cannot be read: one line naming ER_REGISTRY, exit 2', async () => {
    const missing = join(root, 'missing', 'hospitals.csv');
    const { code, stderr } = await start({ ER_REGISTRY: missing });
    expect(stderr).toBe(`er-status: ER_REGISTRY names ${missing}, which cannot be read.\n`);
    expect(code).toBe(2);
  }, 30_000);

  it('an address that is not this machine’s: one line naming HOST, exit 2', async () => {
    const { code, stderr } = await start({ HOST: '999.1.1.1' });
    expect(stderr).toMatch(/^er-status: HOST=999\.1\.1\.1 cannot be listened on \(.+\)\.\n$/);
    expect(code).toBe(2);
  }, 30_000);
});
