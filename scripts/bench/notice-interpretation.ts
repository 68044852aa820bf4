// bench:ingest's row for the notice interpreter: notices/s through `interpretNotice` over the
// corpus notices repeated to 5,000, median of 3 runs, against chrono-node parsing the same texts
// alone in the same run (ratio). Target: >= 5,000 notices/s.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chrono from 'chrono-node';
import { type LabelledNotice, parseCorpus, publishedAt } from '../../src/notices/evaluate';
import { interpretNotice } from '../../src/notices/interpret';
import { PROJECT_ROOT } from '../lib/processes';

const NOTICES = 5_000;
const CORPUS = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'notices', 'notices.jsonl');

/** Prints the row; true when the target is met (or the corpus is absent: nothing to measure). */
export function benchNoticeInterpretation(time: (run: () => unknown) => number): boolean {
  const parsed = existsSync(CORPUS) ? parseCorpus(readFileSync(CORPUS, 'utf8')) : null;
  if (!parsed?.ok) {
    console.log(`notices skipped: the notices corpus is absent or unreadable (looked for ${CORPUS})`);
    return true;
  }
  const inputs = Array.from({ length: NOTICES }, (_, i) => {
    const notice = parsed.notices[i % parsed.notices.length] as LabelledNotice;
    return { text: notice.text, province: notice.province, publishedAt: publishedAt(notice), lang: notice.lang };
  });
  const ms = time(() => inputs.map(interpretNotice));
  const bare = time(() =>
    inputs.map((input) => (input.lang === 'fr' ? chrono.fr : chrono.en).parse(input.text, new Date(input.publishedAt))),
  );
  const rate = (NOTICES * 1000) / ms;
  console.log(
    `notices ${ms.toFixed(1).padStart(7)} ms  ${Math.round(rate).toLocaleString('en').padStart(9)} notices/s` +
      `   chrono-node parse alone ${Math.round((NOTICES * 1000) / bare)
        .toLocaleString('en')
        .padStart(7)} notices/s   ratio ${(bare / ms).toFixed(2)}` +
      `   (${parsed.notices.length} corpus notices repeated to ${NOTICES.toLocaleString('en')}; target >= 5,000 notices/s)`,
  );
  return rate >= 5_000;
}
