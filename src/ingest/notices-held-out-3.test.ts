// The notice interpreter over a third invented set, test-data/notices-held-out-3.jsonl: 30
// notices labelled by hand before the interpreter was first run on them, and never used to tune
// it (see test-data/README.md). The floors are the figures of the latest measured run (first run
// 2026-11-25, then after the open-notice fix), rounded down to the nearest 5 %: a change to the
// rules may raise them, never lower them.
import { heldOutSuite } from '../testing/held-out';

/** First run: kind 24/30, notices exact 25/28, ER or not 29/30, facility 27/30, none dropped.
 * After the open-notice fix: kind 27/30, notices exact 27/28, ER or not 29/30, facility 27/30. */
/** English: kind 18/22, notices exact 19/21; after the open-notice fix 20/22, 21/21. */
/** French: kind 6/8, notices exact 6/7; after the open-notice fix 7/8, 6/7. */
heldOutSuite({
  file: 'notices-held-out-3.jsonl',
  named: 'the third invented set, never tuned to before its first run',
  total: 30,
  byLanguage: { en: 22, fr: 8 },
  floors: { kind: 0.9, noticesExact: 0.95, isEr: 0.95, facility: 0.9 },
  floorsByLanguage: { en: { kind: 0.9, noticesExact: 1 }, fr: { kind: 0.85, noticesExact: 0.85 } },
});
