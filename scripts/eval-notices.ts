// `npm run eval:notices -- <file.jsonl> [--json] [--engine grammar|chrono]`: the notice
// interpreter over notices labelled by hand (the shared corpus's format), scored per province
// and per language. Bad input (no file, a line that is not a labelled notice) exits with code 2.
import { existsSync, readFileSync } from 'node:fs';
import { evaluateCorpus, formatReport } from '../src/notices/eval-report';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--engine');
const engineAt = args.indexOf('--engine');
const engine = engineAt >= 0 ? args[engineAt + 1] : 'grammar';

function fail(message: string): never {
  process.stderr.write(`eval:notices: ${message}\n`);
  process.exit(2);
}

if (!file) fail('usage: npm run eval:notices -- <file.jsonl> [--json] [--engine grammar|chrono]');
if (engine !== 'grammar' && engine !== 'chrono') fail(`unknown engine "${engine}" (grammar or chrono)`);
if (!existsSync(file)) fail(`no such file: ${file}`);
const result = evaluateCorpus(readFileSync(file, 'utf8'), engine);
if (!result.ok) fail(`${file}: ${result.message}`);
process.stdout.write(
  args.includes('--json') ? `${JSON.stringify(result.report, null, 2)}\n` : formatReport(result.report),
);
