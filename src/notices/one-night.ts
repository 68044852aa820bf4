// "dans la nuit du 14 au 15 février" / "the night of Feb. 14 to 15" names ONE night, not a period
// of two: the pair of dates becomes the one day its hours fall on. Hours from the evening
// ("de 20 h à 8 h") start on the first date; hours after midnight ("de minuit à 8 h") fall on the second.
import type { Token } from './tokens';

type DateToken = Extract<Token, { k: 'date' }>;
type WeekdayToken = Extract<Token, { k: 'weekday' }>;

const isDate = (t: Token | undefined): t is DateToken => t?.k === 'date';
const isWeekday = (t: Token | undefined): t is WeekdayToken => t?.k === 'weekday' && !t.plural;

/** The next night: the second date is the day after the first (within a month or across its end). */
function nextDay(first: DateToken, second: DateToken): boolean {
  if (second.month === first.month) return second.day === first.day + 1;
  return second.day === 1 && (second.month === first.month + 1 || (first.month === 12 && second.month === 1));
}

export function oneNight(tokens: Token[]): Token[] {
  let at = tokens.findIndex((t) => t.k === 'night');
  if (at < 0) return tokens;
  // "overnight on the nights of March 1-2 and March 2-3": the last of the night words before the dates.
  while (['on', 'night'].includes(tokens[at + 1]?.k ?? '') && (tokens[at + 1]?.gap ?? 9) <= 1) at++;
  let i = at + 1;
  if (tokens[i]?.k === 'from') i++;
  const first = tokens[i];
  const joiner = tokens[i + 1];
  const second = tokens[i + 2];
  // The hours said in the sentence: a first clock time before noon is after midnight, on the second date.
  const time = tokens.find((t, k) => t.k === 'time' && (k > i + 2 || k < at));
  const morning = time?.k === 'time' && time.minutes < 720;
  // « dans la nuit de samedi à dimanche », "the night of Saturday to Sunday": the same with weekdays.
  if (
    isWeekday(first) &&
    isWeekday(second) &&
    (joiner?.k === 'to' || joiner?.k === 'a') &&
    (first.gap ?? 9) <= 2 &&
    second.weekday === (first.weekday + 1) % 7
  ) {
    const day = morning ? second : first;
    return [...tokens.slice(0, i), { ...day, gap: first.gap }, ...tokens.slice(i + 3)];
  }
  if (!isDate(first) || joiner?.k !== 'to' || !isDate(second) || (first.gap ?? 9) > 2 || !nextDay(first, second))
    return tokens;
  const out = tokens.slice(0, i);
  // "the nights of March 1-2 and March 2-3", « les nuits du 1er au 2 et du 2 au 3 mars »: each pair one night.
  for (;;) {
    const a = tokens[i];
    const b = tokens[i + 2];
    if (!isDate(a) || tokens[i + 1]?.k !== 'to' || !isDate(b) || !nextDay(a, b)) break;
    const day: DateToken = morning ? { ...b, year: b.year ?? a.year } : { ...a, year: a.year ?? b.year };
    out.push({ ...day, gap: a.gap });
    i += 3;
    const and = tokens[i];
    const du = tokens[i + 1]?.k === 'from' && tokens[i + 1]?.gap === 0 ? 1 : 0; // « et du 2 au 3 mai »
    if (and?.k !== 'and' || and.gap > 0 || !isDate(tokens[i + 1 + du]) || (tokens[i + 1 + du]?.gap ?? 9) > 1) break;
    out.push(and); // « et du 2 au 3 »: the list goes on, one night a pair
    i += 1 + du;
  }
  return [...out, ...tokens.slice(i)];
}
