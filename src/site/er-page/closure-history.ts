// An ER's history of closures as people and journalists count it: the stretches it was closed
// or disrupted (from its status events), one cell per local day for the last 90 days, and
// hours closed per local month split into unplanned closures, scheduled reductions and
// service interruptions. Pure: times in, figures out; the store and the pages sit around it.
import { zoneOffsetMs } from '../../contract/local-time';

export interface StatusEvent {
  status: string;
  message: string | null;
  /** Seconds since the epoch. */
  at: number;
  /** `desk`, `feed:<id>`, `notice:<id>`, `sample`, `dataset`, or null (not recorded). */
  source: string | null;
}

export type SpanKind = 'closed' | 'disruption';
export type SpanCategory = 'unplanned' | 'scheduled' | 'interruption';

/** A stretch of one closure status; `end` null while it lasts. Times in seconds. */
export interface ClosureSpan {
  kind: SpanKind;
  category: SpanCategory;
  start: number;
  end: number | null;
  message: string | null;
  source: string | null;
}

export type DayState = 'open' | 'partly' | 'closed' | 'disruption' | 'none';

export interface DayCell {
  /** The local date, YYYY-MM-DD. */
  date: string;
  state: DayState;
  /** Hours closed that day (0 when none). */
  closedHours: number;
}

export interface MonthTotal {
  /** The local month, YYYY-MM. */
  month: string;
  unplanned: number;
  scheduled: number;
  interruption: number;
}

/** Closures that start and end at the same local times (to the quarter hour) in different weeks recur. */
const QUARTER_S = 900;
const DAY_MS = 86_400_000;
const RECUR_WITHIN_S = 5 * 7 * 86_400;

const dayOffsets = new Map<string, [number, number]>();

/**
 * zoneOffsetMs, asked at most twice per zone and UTC day: a zone changes its offset at most once
 * a day, so when the day starts and ends with the same offset every instant of it has that one.
 * (Reading a year of history for a province asked Intl tens of thousands of times otherwise.)
 */
export function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}|${day}`;
  let ends = dayOffsets.get(key);
  if (!ends) {
    ends = [zoneOffsetMs(day * DAY_MS, timeZone), zoneOffsetMs((day + 1) * DAY_MS - 1, timeZone)];
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    dayOffsets.set(key, ends);
  }
  return ends[0] === ends[1] ? ends[0] : zoneOffsetMs(ms, timeZone);
}

const isClosure = (status: string): status is SpanKind => status === 'closed' || status === 'disruption';

/** Events (oldest first) as stretches of closure: a change of status ends one; open or unknown ends it. */
export function spansOf(events: readonly StatusEvent[], timeZone: string): ClosureSpan[] {
  const spans: Omit<ClosureSpan, 'category'>[] = [];
  let current: Omit<ClosureSpan, 'category'> | null = null;
  for (const event of events) {
    if (current && current.kind === event.status) continue;
    if (current) current.end = event.at;
    current = null;
    if (isClosure(event.status)) {
      current = { kind: event.status, start: event.at, end: null, message: event.message, source: event.source };
      spans.push(current);
    }
  }
  return categorise(spans, timeZone);
}

/** Stretches (seconds) when the ER's status was unknown: no data, as before the store knew it. */
export function gapsOf(events: readonly StatusEvent[]): { start: number; end: number | null }[] {
  const gaps: { start: number; end: number | null }[] = [];
  for (const event of events) {
    const open = gaps.at(-1);
    if (event.status === 'unknown') {
      if (!open || open.end !== null) gaps.push({ start: event.at, end: null });
    } else if (open && open.end === null) open.end = event.at;
  }
  return gaps;
}

/** Local clock time (seconds into the local day) rounded to the quarter hour. */
function clockOf(seconds: number, timeZone: string): number {
  const local = seconds + offsetAt(seconds * 1000, timeZone) / 1000;
  return Math.round((((local % 86_400) + 86_400) % 86_400) / QUARTER_S) * QUARTER_S;
}

/**
 * Disruptions are service interruptions; a closure is a scheduled reduction when another of the
 * same ER, a week or more apart and within five weeks, has the same local start and end times;
 * any other closure (one still lasting too) is unplanned.
 */
function categorise(spans: readonly Omit<ClosureSpan, 'category'>[], timeZone: string): ClosureSpan[] {
  const closures = spans.filter((span) => span.kind === 'closed' && span.end !== null);
  const shape = (span: Omit<ClosureSpan, 'category'>) =>
    `${clockOf(span.start, timeZone)}-${clockOf(span.end as number, timeZone)}`;
  const shapes = new Map(closures.map((span) => [span, shape(span)]));
  return spans.map((span) => {
    if (span.kind === 'disruption') return { ...span, category: 'interruption' };
    const mine = shapes.get(span);
    const recurs =
      mine !== undefined &&
      closures.some((other) => {
        const apart = Math.abs(other.start - span.start);
        return other !== span && apart >= 6 * 86_400 && apart <= RECUR_WITHIN_S && shapes.get(other) === mine;
      });
    return { ...span, category: recurs ? 'scheduled' : 'unplanned' };
  });
}

/** Milliseconds of the local midnight that starts the local date y-m-d in `timeZone`. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the one at midnight when the day changes time.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The local date of `ms` as [year, month, day]. */
export function localDate(ms: number, timeZone: string): [number, number, number] {
  const wall = new Date(ms + offsetAt(ms, timeZone));
  return [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
}

const pad = (n: number) => String(n).padStart(2, '0');
const overlap = (from: number, to: number, start: number, end: number) =>
  Math.max(0, Math.min(to, end) - Math.max(from, start));

/**
 * The last `days` local days up to today (oldest first). A day before `since` (the first thing
 * the store knew of the ER) or within a stretch of unknown status has no data; closed over the whole day (up to now, today) is closed
 * all day; any hour closed makes it partly closed; else any disruption makes it disrupted.
 */
export function dayCells(
  spans: readonly ClosureSpan[],
  since: number | null,
  nowMs: number,
  timeZone: string,
  days = 90,
  gaps: readonly { start: number; end: number | null }[] = [],
): DayCell[] {
  const [y, m, d] = localDate(nowMs, timeZone);
  const cells: DayCell[] = [];
  const windowStart = nowMs - (days + 1) * DAY_MS;
  const recent = spans.filter((span) => span.end === null || span.end * 1000 > windowStart);
  for (let back = days - 1; back >= 0; back -= 1) {
    const noon = new Date(Date.UTC(y, m - 1, d - back, 12));
    const [year, month, day] = [noon.getUTCFullYear(), noon.getUTCMonth() + 1, noon.getUTCDate()];
    const from = localMidnight(year, month, day, timeZone);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    const to = Math.min(
      localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
      nowMs,
    );
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const unknown = gaps.some((gap) => gap.start * 1000 <= from && (gap.end === null || gap.end * 1000 >= to));
    if (since === null || to <= since * 1000 || unknown) {
      cells.push({ date, state: 'none', closedHours: 0 });
      continue;
    }
    let closed = 0;
    let disrupted = false;
    for (const span of recent) {
      const spent = overlap(from, to, span.start * 1000, span.end === null ? nowMs : span.end * 1000);
      if (span.kind === 'closed') closed += spent;
      else if (spent > 0) disrupted = true;
    }
    const state: DayState =
      closed >= to - from && closed > 0 ? 'closed' : closed > 0 ? 'partly' : disrupted ? 'disruption' : 'open';
    cells.push({ date, state, closedHours: closed / 3_600_000 });
  }
  return cells;
}

/**
 * Hours per local month, per category, from the month of `since` to this month; a span still
 * lasting counts up to now. Hours are elapsed hours: a day that changes time has 23 or 25.
 */
export function monthTotals(
  spans: readonly ClosureSpan[],
  since: number | null,
  nowMs: number,
  timeZone: string,
): MonthTotal[] {
  if (since === null) return [];
  const [firstYear, firstMonth] = localDate(since * 1000, timeZone);
  const [lastYear, lastMonth] = localDate(nowMs, timeZone);
  const totals: MonthTotal[] = [];
  for (let year = firstYear, month = firstMonth; year < lastYear || (year === lastYear && month <= lastMonth); ) {
    const from = localMidnight(year, month, 1, timeZone);
    const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
    const to = localMidnight(nextYear, nextMonth, 1, timeZone);
    const total: MonthTotal = { month: `${year}-${pad(month)}`, unplanned: 0, scheduled: 0, interruption: 0 };
    for (const span of spans) {
      const end = span.end === null ? nowMs : span.end * 1000;
      total[span.category] += overlap(from, to, span.start * 1000, end) / 3_600_000;
    }
    totals.push(total);
    [year, month] = [nextYear, nextMonth];
  }
  return totals;
}

/** Adds month totals of several ERs (a province), month by month. */
export function sumMonths(perEr: readonly (readonly MonthTotal[])[]): MonthTotal[] {
  const byMonth = new Map<string, MonthTotal>();
  for (const totals of perEr) {
    for (const total of totals) {
      const sum = byMonth.get(total.month) ?? { month: total.month, unplanned: 0, scheduled: 0, interruption: 0 };
      sum.unplanned += total.unplanned;
      sum.scheduled += total.scheduled;
      sum.interruption += total.interruption;
      byMonth.set(total.month, sum);
    }
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}
