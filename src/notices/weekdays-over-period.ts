// A weekly schedule over a bounded period is its days, listed: "From March 4 to March 17 … closed
// on Tuesday and Thursday starting at 8 a.m. for 24 hours", "closed Tuesdays and Thursdays from
// 8 a.m. to 8 p.m. between March 4 and March 17", « du 4 au 17 mars … les mardis et jeudis de 8 h
// à 20 h ». Without a period in the sentence, plural weekdays stay a recurring schedule.
import { weekdayOf } from './calendar';
import type { Draft } from './drafts';
import type { Moment, Span } from './moments';
import type { Token } from './tokens';

const point = (day: number, minutes: number) => day * 1440 + minutes;
const MAX_DAYS = 92;

/** The weekdays a sentence names on their own (plural, or singular and not a date's), when it also names two dates. */
export function weekdaysWithPeriod(tokens: Token[]): Set<number> | null {
  let dates = 0;
  let weekdays: Set<number> | null = null;
  for (const t of tokens) {
    if (t.k === 'date') dates++;
    else if (t.k === 'weekday') {
      weekdays ??= new Set();
      weekdays.add(t.weekday);
    }
  }
  return dates >= 2 ? weekdays : null;
}

/** One window a day for each day of the period that falls on the weekdays (all days when none). */
export function daysOfPeriod(
  span: Span,
  first: number,
  last: number,
  weekdays: ReadonlySet<number> | null | undefined,
): Draft[] {
  const out: Draft[] = [];
  if (last - first > MAX_DAYS) return out;
  const overnight = span.to <= span.from;
  for (let day = first; day <= last; day++) {
    if (weekdays && !weekdays.has(weekdayOf(day))) continue;
    const end = overnight ? point(day + 1, span.to) : point(day, span.to);
    out.push({ start: point(day, span.from), end, wholeDay: false, expanded: true });
  }
  return out;
}

/** Hours on weekdays named in a sentence, held until the sentence's period is known. */
export class WeekdaySpans {
  private held: { day: Moment; span: Span }[] = [];

  hold(day: Moment, span: Span): void {
    this.held.push({ day, span });
  }

  /** At the sentence's end: over its period (a whole-day window it stated), or on the days themselves. */
  settle(windows: Draft[], period: Draft | null, onDay: (day: Moment, span: Span) => void): void {
    const held = this.held;
    this.held = [];
    if (held.length === 0) return;
    if (!period?.period) {
      for (const { day, span } of held) onDay(day, span);
      return;
    }
    windows.splice(windows.indexOf(period), 1);
    const { first, last } = period.period;
    for (const { day, span } of held)
      windows.push(...daysOfPeriod(span, first, last, new Set([day.weekday as number])));
  }
}
