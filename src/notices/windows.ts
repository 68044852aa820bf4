// The rules that turn a notice's dated words into closed windows, read sentence by sentence.
// Each rule is named after what it reads, with the notice words that motivated it:
//   range         "from 5 p.m. on Tuesday, July 16 until 8 a.m. on Wednesday"
//   daysWithHours "June 3 from 8 a.m. to 8 p.m.", "Friday, Saturday and Sunday between 5:30 p.m. and 7:30 a.m."
//   nightlyPeriod "from 7 p.m. to 8 a.m. between Aug. 2 and Aug. 16", "de 20 h à 8 h, du 8 août au 10 août à 8 h"
//   closedDays    "is closed Tuesday July 16, Wednesday July 17 and Thursday July 18" (whole days)
//   closesThenReopens "closed on June 3 at 7 a.m. It will reopen on June 4 at 8 a.m."
//   until         "closed until 12 p.m. on Monday, July 22" (already in effect)
//   startsOnly    "suspended as of June 30" (no end given)
//   openPeriod    "reopen on Sunday from 7:30 a.m. until 5:30 p.m." (closed before and after)
import { type Moment, type Reading, type Reference, readAt, type Span } from './moments';
import type { Token } from './tokens';

/** A window as minutes on the ER's wall clock, counted from 1970-01-01 00:00 local; null when unknown. */
export interface Draft {
  start: number | null;
  end: number | null;
  /** A day named without times (00:00 to 00:00): gives way to a timed window on the same day. */
  wholeDay: boolean;
  /** One of the windows a recurring schedule over a bounded period was expanded into. */
  expanded: boolean;
}

interface Pending {
  kind: 'close' | 'start';
  day: number | null;
  minutes: number | null;
}

type Cue = 'close' | 'start' | 'until' | 'reopen' | 'open';

/** What a notice's sentences said about hours, for its kind ("reduced hours", a recurring schedule). */
export interface Schedule {
  /** Clock hours given without a day ("de 20 h à 8 h", "would close at 6 p.m."): daily hours. */
  dailyHours: boolean;
  /** Hours the ER is open, stated as a recurring schedule ("open 7:30 a.m. to 1:30 p.m. Mondays to Fridays"). */
  openHours: boolean;
  /** Plural weekdays ("Mondays", "les samedis"): a weekly schedule. */
  weekly: boolean;
  /** "overnight", "nights", "la nuit". */
  nightly: boolean;
}

const MAX_EXPANDED = 62;
const point = (day: number, minutes: number) => day * 1440 + minutes;

export class WindowReader {
  readonly windows: Draft[] = [];
  readonly schedule: Schedule = { dailyHours: false, openHours: false, weekly: false, nightly: false };
  readonly notUnderstood: string[] = [];
  private pending: Pending[] = [];
  private untilDay: number | null = null;

  constructor(private readonly ref: Reference) {}

  /** Reads one sentence's tokens (the facility's name already taken out). */
  read(tokens: Token[]): void {
    const kept = dropReplacedTimes(tokens);
    let cue: Cue | null = null;
    let cueGap = 0;
    let between = false;
    let morningOf = false;
    let each = false;
    for (let i = 0; i < kept.length; ) {
      const token = kept[i] as Token;
      cueGap += token.gap;
      if (cueGap > 4) cue = null;
      const cueWord = cueOf(token);
      if (cueWord) {
        if (!(cueWord === 'open' && cue === 'reopen')) cue = cueWord;
        cueGap = 0;
      }
      if (token.k === 'between') between = true;
      if (token.k === 'night') this.schedule.nightly = true;
      if (token.k === 'each') each = true;
      if (token.k === 'part' && token.of) morningOf = true;
      const reading = readAt(kept, i, this.ref);
      if (!reading) {
        i++;
        continue;
      }
      if (reading.k === 'recurring') {
        this.schedule.weekly = true;
        i = reading.next;
        continue;
      }
      const next = this.apply(kept, reading, cue, between, morningOf, each);
      if (cue === 'until') cue = null;
      morningOf = false;
      i = Math.max(next, i + 1);
    }
    if (each && !this.windows.some((w) => w.expanded) && cue === 'open') this.schedule.openHours = true;
  }

  private apply(
    tokens: Token[],
    reading: Reading,
    cue: Cue | null,
    between: boolean,
    morningOf: boolean,
    each: boolean,
  ): number {
    if (reading.k === 'recurring') return reading.next;
    if (reading.k === 'span') {
      // nightlyPeriod, hours first: "from 7 p.m. to 7 a.m. beginning Tuesday, October 25 until the morning of Friday, October 28".
      const after = skip(tokens, reading.next, ['punct', 'from', 'between', 'on', 'each']);
      const days = readAt(tokens, after, this.ref);
      if (days?.k === 'days' && !days.span) {
        const end = this.rangeEnd(tokens, days.next, true);
        const firstDay = days.days[0];
        if (end && firstDay?.day != null && days.days.length === 1) {
          this.expand(reading.span, firstDay.day, end.moment, false);
          return end.next;
        }
        if (cue !== 'open' && cue !== 'reopen') for (const day of days.days) this.daySpan(day, reading.span);
        return days.next;
      }
      if (cue === 'open' || each) this.schedule.openHours ||= cue === 'open';
      this.schedule.dailyHours = true;
      return reading.next;
    }
    if (reading.k === 'days' && reading.span) {
      if (cue === 'reopen' || cue === 'open') {
        const [day] = reading.days;
        if (cue === 'reopen' && day?.day != null) this.openPeriod(day.day, reading.span);
        else if (cue === 'open' && (each || reading.days.length > 1)) this.schedule.openHours = true;
      } else for (const day of reading.days) this.daySpan(day, reading.span);
      return reading.next;
    }
    const start: Moment | undefined = reading.k === 'moment' ? reading.moment : reading.days[0];
    if (!start) return reading.next;
    if (reading.k === 'moment' || reading.days.length === 1) {
      const end = this.rangeEnd(tokens, reading.next, between);
      if (end) {
        // nightlyPeriod, days first: "From Friday, December 10, 2021 to Saturday, December 11, 2021, between 8 p.m. and 8 a.m."
        const spanAt = skip(tokens, end.next, ['punct', 'between', 'from', 'each']);
        const span = readAt(tokens, spanAt, this.ref);
        if (start.minutes === null && start.day !== null && span?.k === 'span') {
          this.expand(span.span, start.day, end.moment, false);
          return span.next;
        }
        this.range(start, end.moment, end.until);
        return end.next;
      }
    }
    const moments = reading.k === 'moment' ? [reading.moment] : reading.days;
    for (const moment of moments) this.alone({ ...moment, morningOf }, cue);
    return reading.next;
  }

  /** The end of a range when "to", "until", "-", "à" (or "and" after "between") follows. */
  private rangeEnd(
    tokens: Token[],
    i: number,
    between: boolean,
  ): { moment: Moment; next: number; until: boolean } | null {
    let j = i;
    while (tokens[j]?.k === 'punct' && tokens[j]?.gap === 0) j++;
    const joiner = tokens[j];
    if (!joiner || joiner.gap > 1) return null;
    const joins = joiner.k === 'to' || joiner.k === 'a' || (joiner.k === 'and' && between);
    if (!joins) return null;
    let k = j + 1;
    let morningOf = false;
    while (tokens[k] && ['on', 'at', 'punct', 'part'].includes(tokens[k]?.k ?? '') && tokens[k]?.gap === 0) {
      if (tokens[k]?.k === 'part') morningOf = true;
      k++;
    }
    if ((tokens[k]?.gap ?? 9) > 1) return null;
    const end = readAt(tokens, k, { ...this.ref, anchor: this.ref.anchor });
    if (!end || end.k === 'span' || end.k === 'recurring') return null;
    const moment = end.k === 'moment' ? end.moment : end.days[0];
    if (!moment || (end.k === 'days' && end.span)) return null;
    return {
      moment: { ...moment, morningOf: morningOf || moment.morningOf },
      next: end.next,
      until: joiner.k === 'to' && joiner.until,
    };
  }

  /** range: a start and an end moment; a missing day is the other's, an end before its start the next day's. */
  private range(start: Moment, end: Moment, until: boolean): void {
    let startDay = start.day;
    let endDay = end.day;
    if (startDay === null && endDay !== null && start.minutes !== null)
      startDay = end.minutes !== null && start.minutes >= end.minutes ? endDay - 1 : endDay;
    if (startDay === null) return;
    this.ref.anchor = startDay;
    const from = point(startDay, start.minutes ?? 0);
    let to: number | null = null;
    if (endDay === null) endDay = startDay;
    if (end.minutes !== null) {
      to = point(endDay, end.minutes);
      if (to <= from) to += 1440;
    } else if (!until && end.part === null && start.minutes === null) {
      to = point(endDay + 1, 0); // "from today to Monday, July. 10": whole days, the last one included
    }
    this.windows.push({ start: from, end: to, wholeDay: false, expanded: false });
    this.ref.anchor = endDay;
  }

  /** daysWithHours: the same clock hours on a named day (overnight when the end is earlier). */
  private daySpan(day: Moment, span: Span): void {
    if (day.day === null) return;
    const to = span.to <= span.from ? point(day.day + 1, span.to) : point(day.day, span.to);
    this.windows.push({ start: point(day.day, span.from), end: to, wholeDay: false, expanded: false });
    this.ref.anchor = day.day;
  }

  /** nightlyPeriod: one window a day from the first day; the last one ends on the last day when nights are meant. */
  private expand(span: Span, firstDay: number, end: Moment, inclusive: boolean): void {
    if (end.day === null) return;
    const overnight = span.to <= span.from;
    const endsThatMorning = end.minutes !== null || end.morningOf || (!inclusive && overnight);
    const lastDay = overnight && endsThatMorning ? end.day - 1 : end.day;
    if (lastDay - firstDay + 1 > MAX_EXPANDED) return;
    for (let day = firstDay; day <= lastDay; day++) {
      const to = overnight ? point(day + 1, span.to) : point(day, span.to);
      this.windows.push({ start: point(day, span.from), end: to, wholeDay: false, expanded: true });
    }
    this.ref.anchor = end.day;
  }

  /** A day or moment on its own: its cue says whether it starts a closure, ends one, or neither. */
  private alone(moment: Moment, cue: Cue | null): void {
    if (moment.day !== null) this.ref.anchor = moment.day;
    if (cue === 'close' || cue === 'start') {
      if (moment.minutes === null && moment.part !== null) return; // "over Wednesday night": no clock time
      this.pending.push({ kind: cue, day: moment.day, minutes: moment.minutes });
    } else if (cue === 'until' || cue === 'reopen') {
      this.end(moment, cue);
    }
  }

  /** closesThenReopens / until: an end closes what is pending, or stands alone as "closed until". */
  private end(moment: Moment, cue: 'until' | 'reopen'): void {
    if (moment.minutes === null) {
      if (moment.day !== null) this.untilDay = moment.day;
      if (cue === 'until' && this.pending.length === 0)
        this.windows.push({ start: null, end: null, wholeDay: false, expanded: false });
      return;
    }
    const timed = this.pending.filter((p) => p.day !== null && p.minutes !== null);
    const days = this.pending.filter((p) => p.day !== null && p.minutes === null);
    const clocks = this.pending.filter((p) => p.day === null && p.minutes !== null);
    let day = moment.day ?? this.untilDay;
    const lastTimed = timed[timed.length - 1];
    if (day === null && lastTimed?.day != null)
      day = lastTimed.day + ((lastTimed.minutes ?? 0) >= moment.minutes ? 1 : 0);
    if (day === null) day = this.ref.day + (moment.minutes <= this.ref.minutes ? 1 : 0);
    const to = point(day, moment.minutes);
    if (timed.length > 0) {
      // "will close at 1 p.m. on Friday, Saturday and Sunday … open on Monday from 8 a.m.": each closing ends at the next opening.
      timed.forEach((p, k) => {
        const start = point(p.day as number, p.minutes as number);
        const end = k === timed.length - 1 ? to : point((p.day as number) + 1, moment.minutes as number);
        if (end > start) this.windows.push({ start, end, wholeDay: false, expanded: false });
      });
    } else if (days.length > 0) {
      this.windows.push({ start: point(days[0]?.day as number, 0), end: to, wholeDay: false, expanded: false });
    } else if (clocks.length > 0) {
      const minutes = clocks[0]?.minutes as number;
      const start = point(minutes < moment.minutes ? day : day - 1, minutes);
      this.windows.push({ start, end: to, wholeDay: false, expanded: false });
    } else {
      const last = this.windows[this.windows.length - 1];
      if (last && last.end === null) last.end = to;
      else if (!this.windows.some((w) => w.end === to))
        this.windows.push({ start: null, end: to, wholeDay: false, expanded: false });
    }
    this.pending = [];
    this.ref.anchor = day;
  }

  /** openPeriod: open from the span's start to its end on that day; closed before and after. */
  private openPeriod(day: number, span: Span): void {
    this.end({ day, minutes: span.from, part: null, morningOf: false }, 'reopen');
    if (span.to > span.from) this.pending.push({ kind: 'close', day, minutes: span.to });
  }

  /** What is still pending when the notice ends: closures with no end given, or whole days. */
  finish(): Draft[] {
    for (const p of this.pending) {
      if (p.day === null) continue;
      if (p.minutes !== null)
        this.windows.push({ start: point(p.day, p.minutes), end: null, wholeDay: false, expanded: false });
      else if (p.kind === 'start')
        this.windows.push({ start: point(p.day, 0), end: null, wholeDay: false, expanded: false });
      else this.windows.push({ start: point(p.day, 0), end: point(p.day + 1, 0), wholeDay: true, expanded: false });
    }
    this.pending = [];
    return settle(this.windows);
  }
}

/** "close at 4 p.m. instead of 8 p.m.": the replaced time is not a time of the notice. */
function dropReplacedTimes(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.k === 'instead' && tokens[i + 1]?.k === 'time') i++;
    else kept.push(tokens[i] as Token);
  }
  return kept;
}

function cueOf(token: Token): Cue | null {
  if (token.k === 'close') return 'close';
  if (token.k === 'reopen') return 'reopen';
  if (token.k === 'open') return 'open';
  if (token.k === 'from' && token.start) return 'start';
  if (token.k === 'to' && token.until) return 'until';
  return null;
}

function skip(tokens: Token[], i: number, kinds: string[]): number {
  let j = i;
  while (tokens[j] && kinds.includes(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 9) <= 1) j++;
  return (tokens[j]?.gap ?? 9) <= 1 ? j : -1;
}

/** Whole days give way to timed windows they overlap; "closed" with no dates gives way to any window; no repeats. */
function settle(windows: Draft[]): Draft[] {
  const timed = windows.filter((w) => !w.wholeDay && w.start !== null);
  const overlaps = (a: Draft, b: Draft) =>
    a.start !== null &&
    b.start !== null &&
    a.start < (b.end ?? Number.POSITIVE_INFINITY) &&
    b.start < (a.end ?? Number.POSITIVE_INFINITY);
  let kept = windows.filter((w) => !w.wholeDay || !timed.some((t) => overlaps(w, t)));
  if (kept.some((w) => w.start !== null || w.end !== null))
    kept = kept.filter((w) => w.start !== null || w.end !== null);
  const seen = new Set<string>();
  kept = kept.filter((w) => {
    const key = `${w.start}|${w.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.sort((a, b) => (a.start ?? Number.NEGATIVE_INFINITY) - (b.start ?? Number.NEGATIVE_INFINITY));
}
