// The notice interpreter over the fourth invented set, test-data/notices-held-out-4.jsonl: 100
// notices written blind by two helpers and labelled by hand; its first run (2026-11-27) was taken
// before any rule read it, then it was the development set of a round (see test-data/README.md).
// The floors are the figures at the end of that round, rounded down to the nearest 5 %: a change
// to the rules may raise them, never lower them.
import { heldOutSuite } from '../testing/held-out';

/** First run: kind 79/100, notices exact 60/94, ER or not 98/100, facility 87/100; sure exact 48/53.
 * End of the round: kind 98/100, notices exact 93/94, ER or not 100/100, facility 95/100; sure exact 76/76, 0 h shown open.
 * After the next round (set 5 read): facility 96/100, sure exact 75/75 (a blood-collection notice now unsure: service_status).
 * With a service's dated closure read as the corpus labels it (no service_status, 2026-11-27): sure exact 76/76. */
/** English: kind 54/71 → 69/71, notices exact 43/66 → 65/66. French: kind 25/29 → 29/29, notices exact 17/28 → 28/28. */
heldOutSuite({
  file: 'notices-held-out-4.jsonl',
  named: 'the fourth invented set, the development set of a round',
  total: 100,
  byLanguage: { en: 71, fr: 29 },
  floors: { kind: 0.95, noticesExact: 0.95, isEr: 1, facility: 0.95 },
  floorsByLanguage: { en: { kind: 0.95, noticesExact: 0.95 }, fr: { kind: 1, noticesExact: 1 } },
  sure: { exact: 1, closedShownOpen: 0 },
});
