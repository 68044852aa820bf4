// A month named whole ("closed for the month of August", « fermée pour tout le mois d'août »):
// from its first day to the next month's, the year nearest publication. Already begun when
// published, it is in effect with no start stated (the corpus's rule for closures in effect).
import { dayNumber } from './calendar';
import type { Draft } from './drafts';
import type { Reference } from './moments';

const DAY = 1440;

/** Days from `day` to a span of days (0 inside it). */
const distance = (s: { first: number; next: number }, day: number) =>
  day < s.first ? s.first - day : day >= s.next ? day - s.next + 1 : 0;

export function wholeMonth(month: number, ref: Reference): Draft {
  const year = new Date(ref.day * 86_400_000).getUTCFullYear();
  const spans = [year - 1, year, year + 1].map((y) => ({
    first: dayNumber(y, month, 1),
    next: month === 12 ? dayNumber(y + 1, 1, 1) : dayNumber(y, month + 1, 1),
  }));
  const nearest = spans.reduce((best, s) => (distance(s, ref.day) < distance(best, ref.day) ? s : best));
  const begun = nearest.first <= ref.day;
  return { start: begun ? null : nearest.first * DAY, end: nearest.next * DAY, wholeDay: false, expanded: false };
}
