// Tokens bound into what a notice dates: a day ("Tuesday, July 16", "today", "Christmas Eve"),
// a moment (a day and a clock time, in either order: "5 p.m. on Tuesday", "vendredi à 20h"),
// and a span of clock times ("8 a.m. to 8 p.m."). Days are resolved against the notice's
// publication: a date without a year is the nearest such date, a weekday the next one.
import { dayNumber, weekdayOf } from './calendar';
import type { Part, Token } from './tokens';

export interface Reference {
  /** Publication day (day number in the ER's zone) and minutes after its midnight. */
  day: number;
  minutes: number;
  /** The last day the notice named: a bare weekday after it is read from it ("until Wednesday"). */
  anchor: number;
}

export interface Moment {
  day: number | null;
  minutes: number | null;
  part: Part | null;
  /** "the morning of Friday": an end on that morning. */
  morningOf: boolean;
  /** The weekday when the day was named by its weekday alone ("on Tuesday and Thursday"). */
  weekday?: number;
}

export type Span = { from: number; to: number };

/** Days, or a moment, or a span of times, read at `start`; `next` is the first token not read. */
export type Reading =
  | { k: 'days'; days: Moment[]; span: Span | null; next: number }
  | { k: 'moment'; moment: Moment; next: number }
  | { k: 'span'; span: Span; next: number }
  | { k: 'recurring'; next: number };

const DAY_KINDS = new Set(['date', 'weekday', 'rel']);

function resolveDate(token: Extract<Token, { k: 'date' }>, ref: Reference): number {
  const pubYear = new Date(ref.day * 86_400_000).getUTCFullYear();
  const years = token.year !== null ? [token.year] : [pubYear - 1, pubYear, pubYear + 1];
  let candidates = years.map((year) => dayNumber(year, token.month, token.day));
  if (token.weekday !== null && token.year === null) {
    const matching = candidates.filter((day) => weekdayOf(day) === token.weekday);
    if (matching.length > 0) candidates = matching;
  }
  // The nearest such date to publication; a tie goes to the future.
  let best = candidates[0] ?? ref.day;
  for (const day of candidates) {
    const distance = Math.abs(day - ref.day) - (day >= ref.day ? 0.5 : 0);
    if (distance < Math.abs(best - ref.day) - (best >= ref.day ? 0.5 : 0)) best = day;
  }
  // A weekday that disagrees with its date ("Monday, June 4" in a year where June 4 is a Sunday):
  // the weekday wins, taken nearest to the date.
  if (token.weekday !== null && weekdayOf(best) !== token.weekday) {
    for (const shift of [1, -1, 2, -2, 3, -3]) {
      if (weekdayOf(best + shift) === token.weekday) return best + shift;
    }
  }
  return best;
}

const nextWeekday = (weekday: number, from: number) => from + ((weekday - weekdayOf(from) + 7) % 7);
/** The weekday in the week (Monday to Sunday) after the one holding `day`. */
const inNextWeek = (weekday: number, day: number) => day - ((weekdayOf(day) + 6) % 7) + 7 + ((weekday + 6) % 7);

/** One day at tokens[i] (merging "today (Tuesday, Nov. 25)" and "tomorrow, Tuesday, July. 4"). */
function readDay(tokens: Token[], i: number, ref: Reference): { moment: Moment; next: number } | null {
  const token = tokens[i];
  if (!token || !DAY_KINDS.has(token.k)) return null;
  if (token.k === 'weekday' && token.plural) return null;
  let explicit: number | null = token.k === 'date' ? resolveDate(token, ref) : null;
  let relative: number | null =
    token.k === 'weekday' ? nextWeekday(token.weekday, ref.anchor) : token.k === 'rel' ? ref.day + token.offset : null;
  let part: Part | null = token.k === 'rel' ? token.part : null;
  let next = i + 1;
  // A relative day restated as a date, with commas or brackets between: the date wins.
  for (let j = next; j < tokens.length && j <= next + 1; j++) {
    const other = tokens[j];
    if (!other || other.gap > 0) break;
    if (other.k === 'punct') continue;
    if (other.k === 'date' && explicit === null) {
      explicit = resolveDate(other, ref);
      next = j + 1;
    } else if (
      (other.k === 'rel' || (other.k === 'weekday' && !other.plural)) &&
      explicit !== null &&
      relative === null
    ) {
      relative = other.k === 'rel' ? ref.day + other.offset : nextWeekday(other.weekday, ref.anchor);
      next = j + 1;
    } else if (
      other.k === 'weekday' &&
      !other.plural &&
      token.k === 'rel' &&
      weekdayOf(relative ?? 0) === other.weekday
    ) {
      next = j + 1; // "today (Friday)": the same day said twice
    }
    break;
  }
  while (tokens[next]?.k === 'punct' && tokens[next]?.text === ')') next++;
  const after = tokens[next];
  if (after && after.gap === 0 && (after.k === 'part' || after.k === 'night') && !(after.k === 'part' && after.of)) {
    part = after.k === 'night' ? 'night' : after.part;
    next++;
  }
  // "Monday evening next week", « lundi soir de la semaine prochaine »: that weekday in the week after publication's.
  if (tokens[next]?.k === 'nextWeek' && tokens[next]?.gap === 0 && token.k === 'weekday' && explicit === null) {
    relative = inNextWeek(token.weekday, ref.day);
    next++;
  }
  const day = explicit ?? relative;
  if (day === null) return null;
  if (token.k === 'weekday' && explicit === null)
    return { moment: { day, minutes: null, part, morningOf: false, weekday: token.weekday }, next };
  return { moment: { day, minutes: null, part, morningOf: false }, next };
}

/** Clock time at tokens[i], and a second one when "to", "-", "à" or "and" (after "between") follows. */
function readTimes(
  tokens: Token[],
  i: number,
): { from: number; to: number | null; next: number; bare?: boolean } | null {
  const token = tokens[i];
  if (token?.k !== 'time') return null;
  const joiner = tokens[i + 1];
  const second = tokens[i + 2];
  // "starting at 8 a.m. for 24 hours": a span given by its length.
  if (joiner?.k === 'lasting' && joiner.gap === 0 && joiner.minutes > 0 && joiner.minutes <= 1440)
    return { from: token.minutes, to: (token.minutes + joiner.minutes) % 1440, next: i + 2, bare: token.bare };
  if (joiner && second?.k === 'time' && joiner.gap === 0 && second.gap === 0) {
    if (joiner.k === 'to' || joiner.k === 'a' || joiner.k === 'and') {
      return { from: token.minutes, to: second.minutes, next: i + 3, bare: token.bare };
    }
  }
  return { from: token.minutes, to: null, next: i + 1, bare: token.bare };
}

/** "at 5:30 this afternoon", "Tuesday evening at 7:30": a clock time without a.m./p.m. takes its day's half. */
function onPart(minutes: number, bare: boolean | undefined, part: Part | null): number {
  return bare && (part === 'afternoon' || part === 'evening' || part === 'night') ? minutes + 720 : minutes;
}

const BINDERS = new Set(['punct', 'at', 'on', 'a', 'from', 'between']);

/** Skip binding words ("at", "on", "le", "à", "from", commas) right after `i`; -1 when a gap intervenes. */
function skipBinders(tokens: Token[], i: number): number {
  let j = i;
  while (tokens[j] && BINDERS.has(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 1) <= (j === i ? 1 : 0)) j++;
  return tokens[j] && (tokens[j]?.gap ?? 1) === 0 ? j : -1;
}

function hoursFollow(tokens: Token[], i: number): boolean {
  const at = skipBinders(tokens, i);
  return at >= 0 && tokens[at]?.k === 'time';
}

/** "Tuesday 7 p.m. to 8 a.m. Wednesday": the day after the span restates where it ends; read it with the span. */
function endDayRestated(tokens: Token[], i: number, days: Moment[], from: number, to: number, ref: Reference): number {
  const [day] = days;
  if (days.length !== 1 || day?.day == null) return i;
  const at = skipBinders(tokens, i);
  const end = at >= 0 ? readDay(tokens, at, { ...ref, anchor: day.day }) : null;
  // "June 19: 2000-0800 Friday, June 20: 2000-0800": a next day with hours of its own is the next item.
  return end && end.moment.day === day.day + (to <= from ? 1 : 0) && !hoursFollow(tokens, end.next) ? end.next : i;
}

/** A list of days ("Tuesday July 16, Wednesday July 17 and Thursday July 18"), with the times after it. */
function readDays(tokens: Token[], i: number, ref: Reference): Reading | null {
  const first = readDay(tokens, i, ref);
  if (!first) return null;
  const days = [first.moment];
  let next = first.next;
  for (;;) {
    let j = next;
    // "le mardi et le jeudi": the list goes on past "le" after "et".
    while (
      (tokens[j]?.k === 'punct' || tokens[j]?.k === 'and' || (tokens[j]?.k === 'on' && tokens[j - 1]?.k === 'and')) &&
      tokens[j]?.gap === 0
    )
      j++;
    const more = tokens[j]?.gap === 0 ? readDay(tokens, j, ref) : null;
    if (!more) break;
    if (tokens[j - 1]?.k === 'punct' && tokens[j - 1]?.text === ':') break;
    // "… 7 a.m. Monday, Nov. 3; Wednesday, Nov. 5 from 7 p.m. …": an item with its own hours is a window of its own.
    if (tokens[j - 1]?.text === ';' && hoursFollow(tokens, more.next)) break;
    days.push(more.moment);
    next = more.next;
  }
  const at = skipBinders(tokens, next);
  const times = at >= 0 ? readTimes(tokens, at) : null;
  if (times && times.to !== null) {
    const from = days.length === 1 ? onPart(times.from, times.bare, days[0]?.part ?? null) : times.from;
    return {
      k: 'days',
      days,
      span: { from, to: times.to },
      next: endDayRestated(tokens, times.next, days, from, times.to, ref),
    };
  }
  if (times && days.length === 1) {
    const [day] = days;
    if (day)
      return { k: 'moment', moment: { ...day, minutes: onPart(times.from, times.bare, day.part) }, next: times.next };
  }
  return { k: 'days', days, span: null, next };
}

/** What tokens[i] starts: a time first ("5 p.m. on Tuesday", "8 a.m. to 8 p.m.") or days first. */
export function readAt(tokens: Token[], i: number, ref: Reference): Reading | null {
  const token = tokens[i];
  if (!token) return null;
  if (token.k === 'weekday' && token.plural) return { k: 'recurring', next: i + 1 };
  if (token.k === 'time') {
    const times = readTimes(tokens, i);
    if (!times) return null;
    if (times.to !== null) return { k: 'span', span: { from: times.from, to: times.to }, next: times.next };
    const at = skipBinders(tokens, times.next);
    const days = at >= 0 ? readDays(tokens, at, ref) : null;
    // "close at 1 p.m. on Friday, Saturday and Sunday": the same time on each day.
    if (days?.k === 'days' && !days.span) {
      const moments = days.days.map((day) => ({ ...day, minutes: onPart(times.from, times.bare, day.part) }));
      if (moments.length === 1 && moments[0]) return { k: 'moment', moment: moments[0], next: days.next };
      return { k: 'days', days: moments, span: null, next: days.next };
    }
    const day = at >= 0 ? readDay(tokens, at, ref) : null;
    if (day)
      return {
        k: 'moment',
        moment: { ...day.moment, minutes: onPart(times.from, times.bare, day.moment.part) },
        next: day.next,
      };
    return { k: 'moment', moment: { day: null, minutes: times.from, part: null, morningOf: false }, next: times.next };
  }
  return readDays(tokens, i, ref);
}
