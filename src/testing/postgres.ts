// A throwaway PostgreSQL for tests and benchmarks: Debian's `postgresql` package, `initdb` into
// a temporary folder, a free loopback port, removed when stopped. PostgreSQL refuses to run as
// root, so as root the cluster belongs to the `postgres` user (or `nobody`). When the package is
// missing it is installed with apt-get if we are root; otherwise the caller is told what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

export interface ThrowawayPostgres {
  /** A superuser URL of the `postgres` database. */
  url: string;
  /** Stops the server, keeping its files (faults: PostgreSQL stopped under load). */
  pause(): void;
  /** Starts it again on the same port. */
  resume(): void;
  /** Stops it and removes its files. */
  stop(): void;
}

export type Availability = { ok: true; bin: string } | { ok: false; reason: string };

function findBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Where initdb and pg_ctl are, installing Debian's package first when missing and root. */
export function postgresAvailability(): Availability {
  let bin = findBin();
  if (!bin && isRoot() && existsSync('/usr/bin/apt-get')) {
    process.stderr.write('PostgreSQL is missing: apt-get install -y postgresql\n');
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = findBin();
  }
  if (!bin) {
    return {
      ok: false,
      reason: isRoot()
        ? 'PostgreSQL could not be installed (apt-get install -y postgresql failed).'
        : 'PostgreSQL is not installed: run `sudo apt-get install -y postgresql` (Debian/Ubuntu) to run these tests.',
    };
  }
  return { ok: true, bin };
}

/** The unprivileged user that owns the cluster when we are root. */
function clusterUser(): string {
  for (const name of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', name]).status === 0) return name;
  }
  throw new Error('No unprivileged user (postgres or nobody) to run PostgreSQL as.');
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'er-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const user = isRoot() ? clusterUser() : userInfo().username;
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', user, '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file as string, argv as string[], { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (isRoot()) {
    chmodSync(dir, 0o777);
    execFileSync('chown', [user, dir]);
  }
  run('initdb', ['-D', data, '-U', 'erstatus', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
  const halt = (mode: string) => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://erstatus@127.0.0.1:${port}/postgres`,
    pause() {
      if (running) halt('fast');
      running = false;
    },
    resume() {
      if (!running) start();
      running = true;
    },
    stop() {
      try {
        if (running) halt('immediate');
      } catch {
        // Already gone: the files are removed all the same.
      }
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the server at `serverUrl`; returns its URL. */
export async function freshDatabase(serverUrl: string, prefix = 'test'): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
