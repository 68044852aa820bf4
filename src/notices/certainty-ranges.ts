// Whether the windows shown cover the period a notice states. "from Saturday, August 5 to Monday,
// August 7" names its ends; a reading that shows the two ends and not the days between read the
// range as a list (the times that joined them unread, or a rule that stopped at the first end).

import type { ReadingSeen } from './certainty-words';
import { describe } from './certainty-words';
import type { Token } from './tokens';
import type { NoticeDoubt, ReadingFacts } from './types';

const DAY = 1440;
// The words a range's ends may stand among besides its joiner: "from 0800 hrs Saturday … to …".
const BETWEEN_ENDS = new Set<Token['k']>(['time', 'at', 'on', 'punct', 'part']);

// A joiner in words: a dash between two items of a list ("… 10 a.m. - Wednesday, Feb. 19 …") joins nothing.
const LETTER = /\p{L}/u;

/** A range "from X to Y" shown by its ends: no window shown touches a day between X and Y. */
export function rangeDoubts(facts: ReadingFacts, seen: ReadingSeen[]): NoticeDoubt[] {
  const doubts: NoticeDoubt[] = [];
  for (let i = 0; i + 1 < seen.length; i++) {
    const first = seen[i] as ReadingSeen;
    const second = seen[i + 1] as ReadingSeen;
    if (first.sentence !== second.sentence) continue;
    const from = firstDay(first);
    const to = firstDay(second);
    if (from === null || to === null || to - from < 2) continue;
    if (!joined(first.tokens, first.reading.next, second.at)) continue;
    // "Monday to Friday, 8 a.m. to 4 p.m.": days of a week's schedule, not a dated period.
    if (!hasDate(first) && !hasDate(second)) continue;
    // Only the ends shown: no day between touched (days cut out as open, or a period's weekdays, leave some).
    let between = false;
    for (let day = from + 1; day < to && !between; day++) between = touched(facts, day);
    if (!between) doubts.push({ code: 'range_gap', words: describe({ start: from * DAY, end: (to + 1) * DAY }) });
  }
  return doubts.concat(countDoubts(facts));
}

// "for three nights", « pendant quatre nuits », "the 16-hour closure": a count the windows must agree with.
const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
};
const NIGHTS_COUNTED =
  /\b(two|three|four|five|six|seven|deux|trois|quatre|cinq|sept|[2-7]) (?:consecutive |straight |more )?(?:nights|overnights|evenings|nuits|soirs)\b/gi;
const HOURS_COUNTED =
  /\b(\d{1,2})[- ]hours? (?:closure|shutdown|interruption)(?!s)|fermeture de (\d{1,2}) ?(?:h|heures)\b/gi;
// Words every count above has in it: nights in the plural ("overnights" has "nights"), a number of
// hours' closure ("16-hour closure") or « fermeture de ». Ignoring case finds them where the lower-cased
// words would (their letters are ASCII, none of them 'k').
const MAY_COUNT_NIGHTS = /nights|evenings|nuits|soirs/i;
const MAY_COUNT_HOURS = /hours? (?:closure|shutdown|interruption)|fermeture de/i;

/** A number of nights, or a closure's length in hours, the windows shown do not have. */
function countDoubts(facts: ReadingFacts): NoticeDoubt[] {
  const words = facts.words ?? '';
  const doubts: NoticeDoubt[] = [];
  const bounded = facts.shown.filter((w) => w.start !== null && w.end !== null) as { start: number; end: number }[];
  if (bounded.length === 0) return doubts;
  const nights = bounded.filter(
    (w) => w.end - w.start < DAY && Math.floor(w.start / DAY) !== Math.floor((w.end - 1) / DAY),
  ).length;
  // The cheap test first: most notices count no nights and give no closure's length.
  const counts = new Set<number>();
  NIGHTS_COUNTED.lastIndex = 0;
  if (MAY_COUNT_NIGHTS.test(words))
    for (let m = NIGHTS_COUNTED.exec(words); m !== null; m = NIGHTS_COUNTED.exec(words))
      counts.add(NUMBERS[(m[1] ?? '').toLowerCase()] ?? Number(m[1]));
  const [count] = counts;
  if (counts.size === 1 && count !== undefined && nights !== count)
    doubts.push({ code: 'count_conflict', words: `${count} nights, ${nights} shown` });
  HOURS_COUNTED.lastIndex = 0;
  if (!MAY_COUNT_HOURS.test(words)) return doubts;
  for (let m = HOURS_COUNTED.exec(words); m !== null; m = HOURS_COUNTED.exec(words)) {
    const hours = Number(m[1] ?? m[2]);
    if (!bounded.some((w) => w.end - w.start === hours * 60)) doubts.push({ code: 'count_conflict', words: m[0] });
  }
  return doubts;
}

function hasDate({ tokens, at, reading }: ReadingSeen): boolean {
  for (let j = at; j < reading.next; j++) if (tokens[j]?.k === 'date') return true;
  return false;
}

function firstDay({ reading }: ReadingSeen): number | null {
  if (reading.k === 'moment') return reading.moment.day;
  if (reading.k === 'days' && reading.days.length === 1) return reading.days[0]?.day ?? null;
  return null;
}

/** Only a range's joiner in words ("to", "au", "until", « de vendredi à lundi ») and the words around its ends stand between the two readings. */
function joined(tokens: Token[], from: number, to: number): boolean {
  let joiner = false;
  for (let j = from; j < to; j++) {
    const k = tokens[j]?.k;
    if ((k === 'to' || k === 'a') && LETTER.test(tokens[j]?.text ?? '')) joiner = true;
    else if (!k || !BETWEEN_ENDS.has(k)) return false;
  }
  return joiner;
}

function touched(facts: ReadingFacts, day: number): boolean {
  return facts.shown.some(
    (w) => (w.start === null || w.start < (day + 1) * DAY) && (w.end === null || w.end > day * DAY),
  );
}
