// Northern Health's times as its status page writes them: "Re-opening: Thu, Nov 26, 7:30 AM PST",
// "November 26, 2026 at 8:00 am", "Closed Nov 27 from 7 pm to Nov 28 at 8 am". Wall-clock times
// in the page's zone (or the one it names), read against the fetch time when the day or year is left out.
import { localTimeToSeconds } from '../feed-text';

/** The page's times are local wall-clock times; most Northern Health sites keep Pacific time. */
const PAGE_ZONE = 'America/Vancouver';
/** A date published without a year is placed within half a year either side of the fetch. */
const HALF_YEAR_MS = 183 * 86_400_000;
/** How far past "Re-opening:" or "Last updated" a time is looked for. */
const TIME_REACH = 80;

interface WallDate {
  year: number;
  month: number;
  day: number;
}

interface WallTime {
  date: (Omit<WallDate, 'year'> & { year: number | null }) | null;
  clock: { hour: number; minute: number } | null;
  zone: string | null;
}

/** The fetch time, and its date on the page's wall clock (for dates and times given without one). */
export interface FetchClock {
  nowS: number;
  today: WallDate;
  /** A page repeats the same few times: each wall-clock time is converted once per parse. */
  converted: Map<string, number | null>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?|\b(\d{4})-(\d{2})-(\d{2})\b/i;
const CLOCK_WORDS = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b|\b(\d{1,2}):(\d{2})\b|\b(noon|midnight)\b/i;
const ZONE_WORDS = /\b([pm])([sd])t\b/i;

let pageDates: Intl.DateTimeFormat | undefined;

export function fetchClock(fetchedAt: number): FetchClock {
  pageDates ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PAGE_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const part = Object.fromEntries(pageDates.formatToParts(fetchedAt).map((p) => [p.type, Number(p.value)]));
  const today = { year: part.year ?? 0, month: part.month ?? 1, day: part.day ?? 1 };
  return { nowS: Math.floor(fetchedAt / 1000), today, converted: new Map() };
}

function readDate(text: string): WallTime['date'] {
  const match = DATE_WORDS.exec(text);
  if (!match) return null;
  const [, monthName, day, year, isoYear, isoMonth, isoDay] = match;
  const date = monthName
    ? { year: year ? Number(year) : null, month: MONTHS.indexOf(monthName.toLowerCase()) + 1, day: Number(day) }
    : { year: Number(isoYear), month: Number(isoMonth), day: Number(isoDay) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31 ? date : null;
}

function readClock(text: string): WallTime['clock'] {
  const match = CLOCK_WORDS.exec(text);
  if (!match) return null;
  const [, hour12, minute12, half, hour24, minute24, word] = match;
  if (word) return { hour: word.toLowerCase() === 'noon' ? 12 : 0, minute: 0 };
  const minute = Number(minute12 ?? minute24 ?? 0);
  if (minute > 59) return null;
  if (hour24 !== undefined) return Number(hour24) <= 23 ? { hour: Number(hour24), minute } : null;
  const hour = Number(hour12);
  if (hour < 1 || hour > 12) return null;
  return { hour: (hour % 12) + (half?.toLowerCase() === 'p' ? 12 : 0), minute };
}

/** "PST" is written all year for Pacific wall time; "MST" is the Peace region's year-round UTC−7. */
function readZone(text: string): string | null {
  const match = ZONE_WORDS.exec(text);
  if (!match) return null;
  if (match[1]?.toLowerCase() === 'p') return PAGE_ZONE;
  return match[2]?.toLowerCase() === 's' ? 'America/Dawson_Creek' : 'America/Edmonton';
}

export function readWallTime(text: string): WallTime {
  return { date: readDate(text), clock: readClock(text), zone: readZone(text) };
}

function shiftDays(date: WallDate, days: number): WallDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** A year-less date in the year that puts it nearest the fetch (Nov 26 fetched in January is last year's). */
function withYear(date: NonNullable<WallTime['date']>, today: WallDate): WallDate {
  if (date.year !== null) return { ...date, year: date.year };
  const ahead = Date.UTC(today.year, date.month - 1, date.day) - Date.UTC(today.year, today.month - 1, today.day);
  const year = today.year + (ahead < -HALF_YEAR_MS ? 1 : 0) - (ahead > HALF_YEAR_MS ? 1 : 0);
  return { year, month: date.month, day: date.day };
}

function secondsAt(
  date: WallDate,
  clock: NonNullable<WallTime['clock']>,
  zone: string | null,
  fetch: FetchClock,
): number | null {
  const key = `${zone}|${date.year}-${date.month}-${date.day} ${clock.hour}:${clock.minute}`;
  let seconds = fetch.converted.get(key);
  if (seconds === undefined) {
    const real = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCMonth() === date.month - 1;
    seconds = real ? localTimeToSeconds({ ...date, ...clock }, zone ?? PAGE_ZONE) : null;
    fetch.converted.set(key, seconds);
  }
  return seconds;
}

/** A time with no date is the next (or, for an update, the last) time the wall clock shows it. */
export function momentOf(wall: WallTime, fetch: FetchClock, towards: 'next' | 'previous'): number | null {
  if (!wall.clock) return null;
  if (wall.date) return secondsAt(withYear(wall.date, fetch.today), wall.clock, wall.zone, fetch);
  const today = secondsAt(fetch.today, wall.clock, wall.zone, fetch);
  if (today === null) return null;
  const shift = towards === 'next' ? (today <= fetch.nowS ? 1 : 0) : today > fetch.nowS ? -1 : 0;
  return shift === 0 ? today : secondsAt(shiftDays(fetch.today, shift), wall.clock, wall.zone, fetch);
}

/** The moment just after a phrase ("Re-opening:", "until", "Last updated"), or null. */
export function momentAfter(
  text: string,
  phrase: RegExp,
  fetch: FetchClock,
  towards: 'next' | 'previous',
): number | null {
  const match = phrase.exec(text);
  if (!match) return null;
  const from = match.index + match[0].length;
  return momentOf(readWallTime(text.slice(from, from + TIME_REACH)), fetch, towards);
}

// ---- Scheduled closures: "Closed Nov 27 from 7 pm to Nov 28 at 8 am" ----

export interface Schedule {
  start: number;
  end: number;
}

const SCHEDULE_SPLIT = /\s(?:to|until|till|through|[–—-])\s/i;

/** A span with a time on both sides, or 'unreadable' when neither side says which day. */
export function readSchedule(text: string, fetch: FetchClock): Schedule | 'unreadable' | null {
  const split = SCHEDULE_SPLIT.exec(text);
  if (!split) return null;
  const from = readWallTime(text.slice(0, split.index));
  const to = readWallTime(text.slice(split.index + split[0].length));
  if (!from.clock || !to.clock) return null;
  if (!from.date && !to.date) return 'unreadable';
  const zone = from.zone ?? to.zone;
  const fromClock = from.clock.hour * 60 + from.clock.minute;
  const toClock = to.clock.hour * 60 + to.clock.minute;
  const fromDay = from.date ? withYear(from.date, fetch.today) : null;
  const toDay = to.date ? withYear(to.date, fetch.today) : null;
  // "from 7 pm to 8 am Nov 28" starts the evening before; "Nov 27 from 7 pm to 8 am" ends the next morning.
  const startDay = fromDay ?? shiftDays(toDay as WallDate, fromClock >= toClock ? -1 : 0);
  const endDay = toDay ?? shiftDays(startDay, toClock <= fromClock ? 1 : 0);
  const start = secondsAt(startDay, from.clock, zone, fetch);
  const end = secondsAt(endDay, to.clock, zone, fetch);
  return start !== null && end !== null && end > start ? { start, end } : 'unreadable';
}
