// `npm run bench:webhooks:compare -- [rev] [pairs]`: the webhook bursts of this tree against an
// earlier commit's (default 51f90ed), alternating in one run, so that a shared machine's load
// falls on both alike (method: docs/benchmarks.md).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../lib/processes';

const run = promisify(execFile);
const [rev = '51f90ed', pairsText = '5'] = process.argv.slice(2);
const pairs = Number(pairsText);
if (!/^[\w./-]+$/.test(rev) || !Number.isInteger(pairs) || pairs < 1) {
  console.error('usage: npm run bench:webhooks:compare -- [rev] [pairs]');
  process.exit(2);
}

interface Bursts {
  deliveries_per_s: number;
  cpu_ms_per_1000: number;
}

/** The burst part of this tree's bench:webhooks, run with `tree`'s server. */
async function bursts(tree: string): Promise<Bursts> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/webhooks.ts'], {
    cwd: tree,
    env: { ...process.env, BENCH_WEBHOOKS_PARTS: 'bursts' },
    maxBuffer: 1 << 24,
  });
  const line = stdout.split('\n').find((text) => text.startsWith('BURSTS '));
  if (!line) throw new Error(`${tree}: bench:webhooks printed no BURSTS line`);
  return JSON.parse(line.slice('BURSTS '.length)) as Bursts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const other = join(mkdtempSync(join(tmpdir(), 'er-bench-rev-')), 'tree');
await run('git', ['worktree', 'add', '--detach', other, rev], { cwd: PROJECT_ROOT });
try {
  symlinkSync(realpathSync(join(PROJECT_ROOT, 'node_modules')), join(other, 'node_modules'));
  // Both trees are measured by this tree's benchmark; only the server under test differs.
  for (const file of ['webhooks.ts', 'harness.ts', 'receiver.mjs']) {
    copyFileSync(join(PROJECT_ROOT, 'scripts/bench', file), join(other, 'scripts/bench', file));
  }
  const figures: Record<'this' | 'that', Bursts[]> = { this: [], that: [] };
  for (let pair = 1; pair <= pairs; pair++) {
    // This tree first in odd pairs, the other first in even ones: a drift in load falls on both.
    const order: ('this' | 'that')[] = pair % 2 === 1 ? ['this', 'that'] : ['that', 'this'];
    for (const which of order) {
      const measured = await bursts(which === 'this' ? PROJECT_ROOT : other);
      figures[which].push(measured);
      const name = which === 'this' ? 'this tree' : rev;
      console.log(
        `pair ${pair} ${name}: ${measured.deliveries_per_s} deliveries/s, ${measured.cpu_ms_per_1000} ms server CPU per 1,000`,
      );
    }
  }
  const summary = (which: 'this' | 'that') => ({
    rate: median(figures[which].map((f) => f.deliveries_per_s)),
    cpu: median(figures[which].map((f) => f.cpu_ms_per_1000)),
  });
  const [now, then] = [summary('this'), summary('that')];
  console.log(`median this tree: ${now.rate} deliveries/s, ${now.cpu} ms CPU per 1,000`);
  console.log(`median ${rev}: ${then.rate} deliveries/s, ${then.cpu} ms CPU per 1,000`);
  console.log(
    `this tree / ${rev}: deliveries/s ${(now.rate / then.rate).toFixed(2)}, CPU per delivery ${(now.cpu / then.cpu).toFixed(2)}`,
  );
} finally {
  await run('git', ['worktree', 'remove', '--force', other], { cwd: PROJECT_ROOT });
}
