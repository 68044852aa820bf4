// The notice interpreter over a second set it was never tuned on: test-data/notices-held-out-2.jsonl,
// 40 invented notices labelled by hand before the interpreter was first run on them (see
// test-data/README.md). Its first run (2026-11-25) found failure families that were then fixed by
// general rules with invented tests, so the set no longer measures generality; the floors are the
// figures after those fixes, rounded down to the nearest 5 %: they may rise, never fall.
import { heldOutSuite } from '../testing/held-out';

/** First run: kind 30/40, notices exact 28/37, ER or not 39/40, facility 36/40. After the fixes: all 40/40, 37/37. */
/** English first 23/30, 24/28 and French 7/10, 4/9; after the fixes every figure is 100 %. */
heldOutSuite({
  file: 'notices-held-out-2.jsonl',
  named: 'the second invented set',
  total: 40,
  byLanguage: { en: 30, fr: 10 },
  floors: { kind: 1, noticesExact: 1, isEr: 1, facility: 1 },
  floorsByLanguage: { en: { kind: 1, noticesExact: 1 }, fr: { kind: 1, noticesExact: 1 } },
  scheduleInWords: true,
});
