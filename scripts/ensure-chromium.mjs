// The end-to-end tests drive Debian's Chromium. Install it when it is missing and we are
// root; otherwise say what to install. CHROMIUM_PATH points at another binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}

if (process.getuid?.() !== 0) {
  console.error(
    [
      'The end-to-end tests need Chromium at /usr/bin/chromium, and it is not installed.',
      'Install it with:  sudo apt-get install -y chromium',
      'or set CHROMIUM_PATH to a Chromium or Chrome binary you already have.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log('Chromium is missing; installing Debian\'s "chromium" package with apt-get.');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${run.status}). Install chromium by hand and retry.`);
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`apt-get installed chromium, but ${path} is still missing.`);
  process.exit(1);
}
