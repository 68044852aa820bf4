// Our server as a child process, for benchmarks and end-to-end tests that need real
// processes: a free port, start from source as `npm start` runs it, wait until it answers,
// stop it with SIGTERM.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../../src/testing/free-port';

export { freePort };

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `src/server/main.ts` with these variables (and Node options, such as `--cpu-prof`);
 * its output goes to `onLine` when given.
 */
export function startServer(
  env: Record<string, string>,
  onLine?: (line: string) => void,
  nodeOptions: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  return child;
}

/**
 * Starts the server on a free port (as `startServer`, with `PORT` set) and waits until its
 * /healthz answers; stops it again if it never does.
 */
export async function startServerOnFreePort(
  env: Record<string, string>,
  onLine?: (line: string) => void,
  nodeOptions: string[] = [],
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = startServer({ ...env, PORT: String(port) }, onLine, nodeOptions);
  try {
    await waitFor(`${origin}/healthz`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, origin };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Runs `npm run -s <args>` in the project and resolves with its standard output. Asynchronous
 * on purpose: a test that blocks its event loop (execFileSync) for the seconds npm takes keeps
 * fetch's idle keep-alive sockets past their own expiry, and the next request may then be sent
 * on a socket that the server closes at the same moment ("other side closed").
 */
export function npmRun(args: string[], env: Record<string, string | undefined>): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'npm',
      ['run', '-s', ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        error ? fail(new Error(`npm run ${args.join(' ')}: ${error.message}\n${stderr}`)) : done(stdout),
    );
  });
}
