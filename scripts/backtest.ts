// `npm run backtest -- <feed> <folder or .tar.gz of recorded payloads> [--json] [--train-weeks N] [--limit N]`:
// replays a feed's recorded payloads through the ingest path and scores the prediction model
// against the last value and the week's median (src/backtest/).
import { asJson, asTable } from '../src/backtest/report';
import { runBacktest } from '../src/backtest/run';

const args = process.argv.slice(2);
const json = args.includes('--json');
const weeksAt = args.indexOf('--train-weeks');
const trainWeeks = weeksAt >= 0 ? Number(args[weeksAt + 1]) : 8;
// Only the first N payloads: a quick look, or a test.
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : undefined;
const [feed, source] = args.filter(
  (arg, i) => !arg.startsWith('--') && (weeksAt < 0 || i !== weeksAt + 1) && (limitAt < 0 || i !== limitAt + 1),
);

if (
  !feed ||
  !source ||
  !Number.isFinite(trainWeeks) ||
  trainWeeks < 1 ||
  (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
) {
  console.error(
    'usage: npm run backtest -- <feed> <folder or .tar.gz of recorded payloads> [--json] [--train-weeks N] [--limit N]',
  );
  process.exit(2);
}

try {
  const result = await runBacktest({ feed, source, trainWeeks, limit });
  console.log(json ? JSON.stringify(asJson(result), null, 2) : asTable(result));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
