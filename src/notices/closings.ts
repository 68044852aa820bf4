// The closings a notice announces and the reopenings that end them, across its sentences:
//   closesThenReopens "closed on June 3 at 7 a.m. It will reopen on June 4 at 8 a.m.", "Closed: …; Reopens: …"
//   until             "closed until 12 p.m. on Monday, July 22" (already in effect)
//   startsOnly        "suspended as of June 30" (no end given)
//   closedDays        "is closed Tuesday July 16, Wednesday July 17 and Thursday July 18" (whole days)
//   openPeriod        "reopen on Sunday from 7:30 a.m. until 5:30 p.m." (closed before and after)

import type { Draft } from './drafts';
import type { Moment, Reference, Span } from './moments';

interface Pending {
  /** now: in effect when published ("closed for the remainder of August 17", "beginning immediately"). */
  kind: 'close' | 'start' | 'afterOpening' | 'now';
  day: number | null;
  minutes: number | null;
}

const point = (day: number, minutes: number) => day * 1440 + minutes;
const draft = (start: number | null, end: number | null, wholeDay = false): Draft => ({
  start,
  end,
  wholeDay,
  expanded: false,
});

export class Closings {
  private pending: Pending[] = [];
  private untilDay: number | null = null;

  constructor(
    private readonly ref: Reference,
    private readonly windows: Draft[],
  ) {}

  /** The latest day a pending closing names: a reopening's bare weekday is the next one after it. */
  get lastDay(): number | null {
    const days = this.pending.filter((p) => p.kind !== 'afterOpening' && p.day !== null).map((p) => p.day as number);
    return days.length > 0 ? Math.max(...days) : null;
  }

  /** The day a closure was said to last until, with no time ("extended until March 8", "jusqu'au 20 juin"). */
  get until(): number | null {
    return this.untilDay;
  }

  get count(): number {
    return this.pending.length;
  }

  /** Forgets the closings announced after the first `count` ("Effective March 11, the ER will operate…"). */
  keep(count: number): void {
    if (this.pending.length > count) this.pending.length = count;
  }

  /** A closing ("closed on Tuesday, July 16", "close at 4 p.m. Sunday") or a start ("as of June 30"). */
  add(kind: 'close' | 'start' | 'now', moment: Moment): void {
    // "will close on Sunday, March 10. The closure begins at 4 p.m.": the closing day takes the time stated apart.
    const last = this.pending[this.pending.length - 1];
    if (moment.day === null && moment.minutes !== null && last?.day != null && last.minutes === null) {
      last.minutes = moment.minutes;
      return;
    }
    this.pending.push({ kind, day: moment.day, minutes: moment.minutes });
  }

  /** An end ends what is pending, or stands alone as "closed until". */
  end(moment: Moment, cue: 'until' | 'reopen'): void {
    if (moment.minutes === null) {
      if (moment.day !== null) this.untilDay = moment.day;
      if (cue === 'until' && this.pending.length === 0) this.windows.push(draft(null, null));
      return;
    }
    const open = this.pending.filter((p) => p.kind !== 'afterOpening' || this.pending.length === 1);
    const timed = open.filter((p) => p.day !== null && p.minutes !== null);
    const days = open.filter((p) => p.day !== null && p.minutes === null);
    const clocks = open.filter((p) => p.day === null && p.minutes !== null);
    let day = moment.day ?? this.untilDay;
    const lastTimed = timed[timed.length - 1];
    if (day === null && lastTimed?.day != null)
      day = lastTimed.day + ((lastTimed.minutes ?? 0) >= moment.minutes ? 1 : 0);
    // "fermé le samedi 14 décembre, entre 8 h et 20 h. Le service rouvrira à 20 h.": a bare time ends what was read.
    if (day === null && open.length === 0) day = this.dayAfterLastStart(moment.minutes);
    if (day === null) day = this.ref.day + (moment.minutes <= this.ref.minutes ? 1 : 0);
    const to = point(day, moment.minutes);
    if (open.some((p) => p.kind === 'now')) {
      this.windows.push(draft(null, to));
    } else if (timed.length > 0) {
      // "will close at 1 p.m. on Friday, Saturday and Sunday … open on Monday from 8 a.m.": each closing ends at the next opening.
      timed.forEach((p, k) => {
        const start = point(p.day as number, p.minutes as number);
        const end = k === timed.length - 1 ? to : point((p.day as number) + 1, moment.minutes as number);
        if (end > start) this.windows.push(draft(start, end));
      });
    } else if (days.length > 0) {
      this.windows.push(draft(point(days[0]?.day as number, 0), to));
    } else if (clocks.length > 0) {
      const minutes = clocks[0]?.minutes as number;
      this.windows.push(draft(point(minutes < moment.minutes ? day : day - 1, minutes), to));
    } else {
      const last = this.windows[this.windows.length - 1];
      // A reopening that restates (or follows within a day) the end of what was read is not a new closure.
      const restated = this.windows.some((w) => w.end !== null && w.end <= to && to - w.end <= 1440);
      const ended = this.closureBefore(to) ?? this.daysEndingOn(to);
      if (last && last.end === null) last.end = to;
      else if (ended) ended.end = to;
      else if (!restated) this.windows.push(draft(null, to));
    }
    this.pending = [];
  }

  /** The first day, from the latest window's start on, whose clock reaches `minutes` after that start. */
  private dayAfterLastStart(minutes: number): number | null {
    let latest: number | null = null;
    for (const w of this.windows) if (w.start !== null && (latest === null || w.start > latest)) latest = w.start;
    if (latest === null) return null;
    return Math.floor(latest / 1440) + (latest % 1440 >= minutes ? 1 : 0);
  }

  /**
   * "closed Saturday from 8 a.m. to 4 p.m. … re-opens as normally scheduled at 7 a.m. on Sunday":
   * the dated closure that a later reopening ends (closed until it), when nothing else starts between.
   */
  private closureBefore(to: number): Draft | null {
    let ended: Draft | null = null;
    for (const w of this.windows) {
      if (w.expanded || w.wholeDay || w.start === null || w.end === null || w.end >= to) continue;
      if (!ended || (ended.end as number) < w.end) ended = w;
    }
    return ended && this.endsAt(ended, to);
  }

  /** The window, when nothing else read starts between its end and `to` (a reopening that may end it). */
  private endsAt(window: Draft, to: number): Draft | null {
    const from = window.end as number;
    return this.windows.some((w) => w !== window && w.start !== null && w.start >= from && w.start < to)
      ? null
      : window;
  }

  /**
   * "fermée du samedi 14 juin au dimanche 15 juin. Réouverture prévue le lundi 16 juin à 8 h",
   * "closed from Saturday to Sunday … reopens Monday at 8 a.m.": the latest closure read, when it ends
   * at the midnight that begins the day of a reopening said with its time (whole days, or a closure
   * "until midnight"), ends at that reopening (the explicit reopening overrides the end), when
   * nothing starts between.
   */
  private daysEndingOn(to: number): Draft | null {
    let latest: Draft | null = null;
    for (const w of this.windows) if (w.end !== null && (!latest || (latest.end as number) < w.end)) latest = w;
    if (!latest || latest.expanded || latest.start === null) return null;
    const end = latest.end as number;
    if (end % 1440 !== 0 || to <= end || to - end >= 1440) return null;
    return this.endsAt(latest, to);
  }

  /** openPeriod: open from the span's start to its end on that day; closed before and after. */
  openPeriod(day: number, span: Span): void {
    this.end({ day, minutes: span.from, part: null, morningOf: false }, 'reopen');
    if (span.to > span.from) this.pending.push({ kind: 'afterOpening', day, minutes: span.to });
  }

  /** What is still pending when the notice ends: closures with no end given, or whole days. */
  flush(): void {
    for (const p of this.pending) {
      if (p.day === null || p.kind === 'afterOpening') continue;
      if (p.kind === 'now') this.windows.push(draft(null, point(p.day + 1, 0)));
      else if (p.minutes !== null) this.windows.push(draft(point(p.day, p.minutes), null));
      else if (p.kind === 'start') this.windows.push(draft(point(p.day, 0), null));
      else this.windows.push(draft(point(p.day, 0), point(p.day + 1, 0), true));
    }
    this.pending = [];
  }
}
