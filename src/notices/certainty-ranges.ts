// Whether the windows shown cover the period a notice states. "from Saturday, August 5 to Monday,
// August 7" names its ends; a reading that shows the two ends and not the days between read the
// range as a list (the times that joined them unread, or a rule that stopped at the first end).
import { describe } from './certainty';
import type { ReadingSeen } from './certainty-words';
import type { Token } from './tokens';
import type { NoticeDoubt, ReadingFacts } from './types';

const DAY = 1440;
// The words a range's ends may stand among besides its joiner: "from 0800 hrs Saturday … to …".
const BETWEEN_ENDS = new Set<Token['k']>(['time', 'at', 'on', 'punct', 'part']);

// A joiner in words: a dash between two items of a list ("… 10 a.m. - Wednesday, Feb. 19 …") joins nothing.
const LETTER = /\p{L}/u;

/** A range "from X to Y" whose days between X and Y no window shown touches. */
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
    for (let day = from + 1; day < to; day++)
      if (!touched(facts, day)) {
        doubts.push({ code: 'range_gap', words: `${describe({ start: from * DAY, end: (to + 1) * DAY })}` });
        break;
      }
  }
  return doubts.concat(bridgedDays(facts, seen));
}

/**
 * "closed on Friday, Nov. 15 … resumes Monday, Nov. 18 at 7:30 a.m.": a whole day named closed and
 * a reopening days later, shown as one window over days the notice never names — closed through
 * them, or open between as the service usually is? The words do not say.
 */
function bridgedDays(facts: ReadingFacts, seen: ReadingSeen[]): NoticeDoubt[] {
  const named = new Set<number>();
  for (const { reading } of seen)
    for (const m of reading.k === 'moment' ? [reading.moment] : reading.k === 'days' ? reading.days : [])
      if (m.day !== null) named.add(m.day);
  // "from Friday, Nov. 15 until Monday, Nov. 18 at 7:30 a.m.": a range says the days between.
  const ranges = new Set<string>();
  for (let i = 0; i + 1 < seen.length; i++) {
    const [a, b] = [seen[i] as ReadingSeen, seen[i + 1] as ReadingSeen];
    if (a.sentence === b.sentence && joined(a.tokens, a.reading.next, b.at))
      ranges.add(`${firstDay(a)} ${firstDay(b)}`);
  }
  const doubts: NoticeDoubt[] = [];
  for (const w of facts.shown) {
    if (w.start === null || w.end === null || w.start % DAY !== 0 || w.end % DAY === 0) continue;
    const first = w.start / DAY;
    const last = Math.floor(w.end / DAY);
    if (!named.has(first) || !named.has(last) || ranges.has(`${first} ${last}`)) continue;
    for (let day = first + 1; day < last; day++)
      if (!named.has(day)) {
        doubts.push({ code: 'days_assumed', words: describe(w) });
        break;
      }
  }
  return doubts;
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
