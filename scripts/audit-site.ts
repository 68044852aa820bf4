// `npm run audit:site`: Lighthouse on the landing page, / and /fr/, with the desktop and the
// mobile presets, against a server this script starts on a free port from the built dist/.
// Lighthouse (12.8.2, from the npm registry) drives the system Chromium (CHROME_PATH) and
// needs no network: it prints any request that left the server. Exits 1 below a target.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { startServerOnFreePort, stop } from './lib/processes';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const PAGES = ['/', '/fr/'];
const PRESETS = ['desktop', 'mobile'] as const;

interface Report {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; details?: { items?: { url?: string }[] } }>;
}

async function lighthouse(url: string, preset: (typeof PRESETS)[number], outputPath: string): Promise<Report> {
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${Object.keys(TARGETS).join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    // Mobile is Lighthouse's default; desktop is a preset.
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH }, maxBuffer: 1 << 26 });
  return JSON.parse(await readFile(outputPath, 'utf8')) as Report;
}

const { child: server, origin } = await startServerOnFreePort({ ER_DB: ':memory:', ER_ACCESS_LOG: '0' });
const workDir = await mkdtemp(join(tmpdir(), 'audit-site-'));
let belowTarget = false;
try {
  console.log(`Lighthouse on ${origin} (Chromium: ${CHROME_PATH})\n`);
  console.log(
    `${'page'.padEnd(6)}${'preset'.padEnd(9)}${Object.keys(TARGETS)
      .map((name) => name.padEnd(16))
      .join('')}`,
  );
  for (const path of PAGES) {
    for (const preset of PRESETS) {
      const report = await lighthouse(`${origin}${path}`, preset, join(workDir, 'report.json'));
      const cells = (Object.keys(TARGETS) as Category[]).map((category) => {
        const score = Math.round((report.categories[category].score ?? 0) * 100);
        const low = score < TARGETS[category];
        belowTarget ||= low;
        return `${score}${low ? ` (< ${TARGETS[category]})` : ''}`.padEnd(16);
      });
      console.log(`${path.padEnd(6)}${preset.padEnd(9)}${cells.join('')}`);
      // The audits that count towards a score and fell short (diagnostics with no weight are left out).
      const weighted = new Set(
        Object.values(report.categories).flatMap(({ auditRefs }) =>
          auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
        ),
      );
      for (const [id, audit] of Object.entries(report.audits)) {
        if (weighted.has(id) && audit.score !== null && audit.score < 0.9) {
          console.log(`      ${audit.title} (${audit.score})`);
        }
      }
      const elsewhere = (report.audits['network-requests']?.details?.items ?? [])
        .map((item) => item.url ?? '')
        .filter((url) => url && !url.startsWith(origin) && !url.startsWith('data:'));
      if (elsewhere.length > 0) console.log(`      requests outside ${origin}: ${elsewhere.join(', ')}`);
    }
  }
  console.log(
    `\nTargets: ${Object.entries(TARGETS)
      .map(([name, target]) => `${name} ≥ ${target}`)
      .join(', ')}.`,
  );
} finally {
  await stop(server);
  await rm(workDir, { recursive: true, force: true });
}
if (belowTarget) {
  console.error('Below target.');
  process.exit(1);
}
