// The notice interpreter over notices it was never tuned on: test-data/notices-held-out.jsonl,
// 60 invented notices labelled by hand (see test-data/README.md). The floors are the figures it
// first scored there (2026-11-25), rounded down to the nearest 5 %: a change to the rules may
// raise them, never lower them. Failures to fix are listed in the README, not hidden here.
import { heldOutSuite } from '../testing/held-out';

/**
 * First measured 2026-11-25: kind 54/60, notices exact 51/57, ER or not 59/60, facility 57/60.
 * After the fixes of the failure families it found (src/notices/README.md): 60/60, 57/57, 60/60,
 * 60/60, nothing dropped. Those fixes were made while reading these notices, so this file is no
 * longer held out: the floors keep what was reached, a fresh invented set is what would measure.
 */
/** French (first measured: kind 9/12, notices exact 9/11; now 12/12, 11/11). */
heldOutSuite({
  file: 'notices-held-out.jsonl',
  named: 'the first invented set',
  total: 60,
  byLanguage: { en: 48, fr: 12 },
  floors: { kind: 1, noticesExact: 1, isEr: 1, facility: 1 },
  floorsByLanguage: { en: { kind: 1, noticesExact: 1 }, fr: { kind: 1, noticesExact: 1 } },
});
