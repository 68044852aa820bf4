// closesEachNight: a daily closing time and the reopening time after it, "will close each evening at
// 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 2", « fermera chaque soir à 20 h
// et rouvrira à 8 h, à compter du lundi 2 juin », "will close daily at 8 p.m. and reopen at 8 a.m.": never
// one closure. What the pair becomes (nights over a bounded period, or daily hours as a schedule) is
// decided in one place, WindowReader.eachNightRead (windows.ts); here are the parts that need only the
// sentence's words or the windows read. Tests: daily-closings.test.ts, last-night.test.ts.
import { type Draft, nightsOf } from './drafts';
import { type Moment, type Reading, type Reference, readAt, type Span } from './moments';
import type { Token } from './tokens';

/** "close each evening …", « fermera chaque soir … »: a sentence whose closing and reopening repeat, read whole. */
export const EACH_EVENING =
  /\b(?:each|every) (?:evening|night)\b|\bnightly\b|\bchaque (?:soir|nuit)\b|\btous les soirs\b/i;

/** A pair read from its sentence whole: its hours, the first day of its nights if said, and the readings taken. */
export interface DailyPair {
  span: Span;
  first: number | null;
  /** The last day of a period said before the pair ("Friday, May 17 through Sunday, May 19, closing at 6 p.m. each evening …"). */
  last: number | null;
  readings: { at: number; reading: Reading; end: number }[];
}

/**
 * The first clock time after the closing word and the first after the reopening word, overnight and with
 * no day between them, and a first day after them ("starting …", « à compter du … »); null when the
 * sentence is not of that shape.
 */
export function dailyPairOf(tokens: Token[], ref: Reference): DailyPair | null {
  const close = tokens.findIndex((t) => t.k === 'close');
  const reopen = tokens.findIndex((t, k) => k > close && t.k === 'reopen');
  if (close < 0 || reopen < 0) return null;
  const closeAt = tokens.slice(close, reopen).findIndex((t) => t.k === 'time');
  const reopenAt = tokens.slice(reopen).findIndex((t) => t.k === 'time');
  if (closeAt < 0 || reopenAt < 0) return null;
  const [t1, t2] = [close + closeAt, reopen + reopenAt];
  if (tokens.slice(close, t2 + 1).some((t) => t.k === 'date' || t.k === 'weekday' || t.k === 'rel')) return null;
  const from = tokens[t1];
  const to = tokens[t2];
  if (from?.k !== 'time' || to?.k !== 'time' || to.minutes >= from.minutes) return null;
  const span = { from: from.minutes, to: to.minutes };
  // Each time on its own (the day after the reopening time is the start's, not the reopening's).
  const readings: DailyPair['readings'] = [t1, t2].map((at, k) => ({
    at,
    reading: {
      k: 'moment',
      moment: { day: null, minutes: k === 0 ? span.from : span.to, part: null, morningOf: false },
      next: at + 1,
    },
    end: at + 1,
  }));
  const starts = tokens.findIndex((t, k) => k > t2 && t.k === 'from' && t.start);
  const days = starts >= 0 ? readAt(tokens, starts + 1, ref) : null;
  const first = days?.k === 'days' && !days.span && days.days.length === 1 ? (days.days[0]?.day ?? null) : null;
  if (days && first !== null) {
    readings.push({ at: starts + 1, reading: days, end: days.next });
    return { span, first, last: null, readings };
  }
  const start = startBefore(tokens, close, span, ref);
  if (start) return { span, first: start.first, last: null, readings: [start.seen, ...readings] };
  const period = periodBefore(tokens, close, ref);
  if (!period) return { span, first: null, last: null, readings };
  return { span, first: period.first, last: period.last, readings: [...period.readings, ...readings] };
}

const BETWEEN = new Set<Token['k']>(['punct', 'and', 'on', 'at', 'open', 'a']);

/**
 * "Beginning Thursday, Oct. 2 at 7 p.m., the ER will close each night at 7 p.m. and reopen at 7 a.m.",
 * « À compter du jeudi 2 octobre, l'urgence fermera chaque soir à 19 h … »: the first day of the nights,
 * said before the closing word (at the closing time, or at an earlier time of that day, or none).
 */
function startBefore(
  tokens: Token[],
  close: number,
  span: Span,
  ref: Reference,
): { first: number; seen: DailyPair['readings'][number] } | null {
  const at = tokens.findIndex((t, k) => k < close && t.k === 'from' && t.start);
  if (at < 0) return null;
  const reading = readAt(tokens, at + 1, ref);
  if (!reading || reading.next > close || tokens.slice(reading.next, close).some((t) => !BETWEEN.has(t.k))) return null;
  const moment =
    reading.k === 'moment'
      ? reading.moment
      : reading.k === 'days' && !reading.span && reading.days.length === 1
        ? reading.days[0]
        : undefined;
  if (!moment || moment.day === null || (moment.minutes !== null && moment.minutes > span.from)) return null;
  return { first: moment.day, seen: { at: at + 1, reading, end: reading.next } };
}

/**
 * "Friday, May 17 through Sunday, May 19, closing at 6 p.m. each evening and reopening at 7 a.m.",
 * "From Monday, Jan. 12 through Friday, Jan. 16 …, closing each evening at 4 p.m.": two dates joined
 * as a period just before the closing word; its evenings are the nights' (the last one's night ends
 * the morning after the period).
 */
function periodBefore(
  tokens: Token[],
  close: number,
  ref: Reference,
): { first: number; last: number; readings: DailyPair['readings'] } | null {
  const at = tokens.findIndex((t, k) => k < close && t.k === 'date');
  if (at < 0) return null;
  const from = readAt(tokens, at, ref);
  const joiner = from?.k === 'days' ? tokens[from.next] : undefined;
  if (
    from?.k !== 'days' ||
    from.span ||
    from.days.length !== 1 ||
    joiner?.k !== 'to' ||
    tokens[from.next + 1]?.k !== 'date'
  )
    return null;
  const to = readAt(tokens, from.next + 1, { ...ref, anchor: from.days[0]?.day ?? ref.anchor });
  if (to?.k !== 'days' || to.span || to.days.length !== 1 || to.next > close) return null;
  // Only words that date nothing between the period and the closing ("…, the emergency department will operate on reduced hours, closing").
  if (tokens.slice(to.next, close).some((t) => !BETWEEN.has(t.k))) return null;
  const first = from.days[0]?.day;
  const last = to.days[0]?.day;
  if (first == null || last == null || last <= first || last - first > 31) return null;
  return {
    first,
    last,
    readings: [
      { at, reading: from, end: from.next },
      { at: from.next + 1, reading: to, end: to.next },
    ],
  };
}

/**
 * A pair met moment by moment, once the notice has ended: the one closure the notice bounds from a day's
 * start ("Starting Monday, June 2, … will close daily at 8 p.m. and reopen at 8 a.m. … resumes at 8 a.m.
 * on Friday, June 6"; « Du 2 au 6 juin, … fermera tous les jours à 20 h et rouvrira à 8 h ») becomes one
 * window a night. False when there is no such closure.
 */
export function nightsOverClosure(windows: Draft[], span: Span): boolean {
  const bounded = windows.filter((w) => !w.expanded && !w.vague && w.start !== null && w.end !== null);
  const [period] = bounded;
  if (bounded.length !== 1 || !period || (period.start as number) % 1440 !== 0) return false;
  const end = period.end as number;
  const last: Moment = { day: Math.floor(end / 1440), minutes: end % 1440, part: null, morningOf: false };
  windows.splice(windows.indexOf(period), 1);
  windows.push(...nightsOf(span, Math.floor((period.start as number) / 1440), last, false, false, null));
  return true;
}
