// `npm run eval:notices -- <file.jsonl> [--json] [--engine grammar|chrono] [--part read|held-out]`:
// the notice interpreter over notices labelled by hand (the shared corpus's format), scored per
// province and per language, with how sure its readings are. `--part` keeps the even-numbered
// (read) or odd-numbered (held-out) notices; the held-out half is measured, never shown.
// Bad input (no file, a line that is not a labelled notice, an unknown option) exits with code 2.
// A line may name an ERstat row (`text_from`) for its text, read from ../shared/corpus in place.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withCorpusTexts } from '../src/notices/corpus-texts';
import { evaluateCorpus, formatReport, type Part } from '../src/notices/eval-report';

const USAGE = 'usage: npm run eval:notices -- <file.jsonl> [--json] [--engine grammar|chrono] [--part read|held-out]';
const args = process.argv.slice(2);
const valued = ['--engine', '--part'];
const file = args.find((arg, i) => !arg.startsWith('--') && !valued.includes(args[i - 1] ?? ''));
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? '') : fallback;
};
const engine = option('--engine', 'grammar');
const part = option('--part', 'all');

function fail(message: string): never {
  process.stderr.write(`eval:notices: ${message}\n`);
  process.exit(2);
}

if (!file) fail(USAGE);
if (engine !== 'grammar' && engine !== 'chrono') fail(`unknown engine "${engine}" (grammar or chrono)`);
if (part !== 'all' && part !== 'read' && part !== 'held-out') fail(`unknown part "${part}" (read or held-out)`);
// The held-out notices' readings are never printed: only their figures.
if (part === 'held-out' && args.includes('--json'))
  fail('--json is refused with --part held-out: its notices stay unread');
if (!existsSync(file)) fail(`no such file: ${file}`);
// A labels file may take its notices' words from the shared corpus in place (test-data/README.md).
const texts = withCorpusTexts(readFileSync(file, 'utf8'), resolve(import.meta.dirname, '../../shared/corpus/erstat'));
if (!texts.ok) fail(`${file}: ${texts.message}`);
const result = evaluateCorpus(texts.jsonl, engine, part as Part);
if (!result.ok) fail(`${file}: ${result.message}`);
process.stdout.write(
  args.includes('--json') ? `${JSON.stringify(result.report, null, 2)}\n` : formatReport(result.report),
);
