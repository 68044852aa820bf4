// Northern Health's emergency-department status page (northernhealth.ca, since January 2026): an
// HTML page with a "Hospitals" and a "Health centres" table, one row per site with its current
// status ("Open", "Temporarily Closed", "Closed") and, in a cell the header does not name, details
// such as "Re-opening: Thu, Nov 26, 8:00 AM PST". Tables are found by their header cells.
import type { FeedAdapter, FeedRecord, FeedStatus, ParsedFeed, Rejection } from '../adapter';
import { FeedError } from '../adapter';
import { cellText, decodeText, localTimeToSeconds, looksLikeHtml } from '../feed-text';

const PAGE_URL = 'https://www.northernhealth.ca/emergency-department-status';
/** The page's times are local wall-clock times; most Northern Health sites keep Pacific time. */
const PAGE_ZONE = 'America/Vancouver';
/** A date published without a year is placed within half a year either side of the fetch. */
const HALF_YEAR_MS = 183 * 86_400_000;
/** How far past "Re-opening:" or "Last updated" a time is looked for. */
const TIME_REACH = 80;
const MESSAGE_JOIN = ' — ';

// ---- The page's tables, as offsets into the HTML ----

interface CellSpan {
  start: number;
  end: number;
  heading: boolean;
}

interface RowSpan {
  cells: CellSpan[];
  /** False for the row a cut-short page ends inside. */
  complete: boolean;
}

interface TableSpan {
  start: number;
  rows: RowSpan[];
}

interface OpenTable {
  table: TableSpan;
  row: RowSpan | null;
  cell: CellSpan | null;
}

const TABLE_TAG = /<(\/?)(table|tr|td|th)\b[^>]*>/gi;

function closeCell(open: OpenTable, at: number): void {
  if (open.cell) open.cell.end = at;
  open.cell = null;
}

function closeRow(open: OpenTable, at: number): void {
  closeCell(open, at);
  if (open.row) open.row.complete = true;
  open.row = null;
}

function openCell(open: OpenTable, start: number, heading: boolean): void {
  if (!open.row) {
    open.row = { cells: [], complete: false };
    open.table.rows.push(open.row);
  }
  open.cell = { start, end: -1, heading };
  open.row.cells.push(open.cell);
}

/** Every table of the page in opening order; end tags HTML lets authors omit are not needed. */
function scanTables(html: string): TableSpan[] {
  const tables: TableSpan[] = [];
  const stack: OpenTable[] = [];
  for (const tag of html.matchAll(TABLE_TAG)) {
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    const at = tag.index;
    if (name === 'table' && !closing) {
      const table = { start: at, rows: [] };
      tables.push(table);
      stack.push({ table, row: null, cell: null });
      continue;
    }
    const open = stack.at(-1);
    if (!open) continue;
    if (name === 'table') {
      closeRow(open, at);
      stack.pop();
    } else if (name === 'tr') {
      closeRow(open, at);
      if (!closing) {
        open.row = { cells: [], complete: false };
        open.table.rows.push(open.row);
      }
    } else if (closing) {
      closeCell(open, at);
    } else {
      closeCell(open, at);
      openCell(open, at + tag[0].length, name === 'th');
    }
  }
  for (const open of stack) closeCell(open, html.length);
  return tables;
}

// ---- Which table and which columns ----

/** Each column's position in the header row, -1 when the table lacks it. */
interface Columns {
  facility: number;
  status: number;
  community: number;
  updated: number;
}

/** Each header's role, by its words; the first that matches wins ("ED status" is the status, not the facility). */
const HEADER_ROLES: readonly [keyof Columns, RegExp][] = [
  ['status', /status/i],
  ['community', /community|city|town|location/i],
  ['updated', /updated|as of/i],
  ['facility', /hospital|health cent|facilit|site|emergency department|name/i],
];
/** The header may sit below a caption row, never further down. */
const HEADER_SEARCH_ROWS = 3;

function columnsOf(headers: string[]): Columns | null {
  const columns: Columns = { facility: -1, status: -1, community: -1, updated: -1 };
  headers.forEach((header, i) => {
    const role = HEADER_ROLES.find(([, words]) => words.test(header))?.[0];
    if (role && columns[role] < 0) columns[role] = i;
  });
  return columns.facility >= 0 && columns.status >= 0 ? columns : null;
}

function rowTexts(html: string, row: RowSpan): string[] {
  return row.cells.map((cell) => cellText(html.slice(cell.start, cell.end)));
}

interface StatusTable {
  start: number;
  columns: Columns;
  rows: RowSpan[];
}

function statusTableOf(html: string, table: TableSpan): StatusTable | null {
  const reach = Math.min(HEADER_SEARCH_ROWS, table.rows.length);
  for (let i = 0; i < reach; i++) {
    const row = table.rows[i];
    const columns = row ? columnsOf(rowTexts(html, row)) : null;
    if (columns) return { start: table.start, columns, rows: table.rows.slice(i + 1) };
  }
  return null;
}

// ---- Wall-clock times in the page's words ----

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
interface FetchClock {
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

function fetchClock(fetchedAt: number): FetchClock {
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

function readWallTime(text: string): WallTime {
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
function momentOf(wall: WallTime, fetch: FetchClock, towards: 'next' | 'previous'): number | null {
  if (!wall.clock) return null;
  if (wall.date) return secondsAt(withYear(wall.date, fetch.today), wall.clock, wall.zone, fetch);
  const today = secondsAt(fetch.today, wall.clock, wall.zone, fetch);
  if (today === null) return null;
  const shift = towards === 'next' ? (today <= fetch.nowS ? 1 : 0) : today > fetch.nowS ? -1 : 0;
  return shift === 0 ? today : secondsAt(shiftDays(fetch.today, shift), wall.clock, wall.zone, fetch);
}

/** The moment just after a phrase ("Re-opening:", "until", "Last updated"), or null. */
function momentAfter(text: string, phrase: RegExp, fetch: FetchClock, towards: 'next' | 'previous'): number | null {
  const match = phrase.exec(text);
  if (!match) return null;
  const from = match.index + match[0].length;
  return momentOf(readWallTime(text.slice(from, from + TIME_REACH)), fetch, towards);
}

// ---- Scheduled closures: "Closed Nov 27 from 7 pm to Nov 28 at 8 am" ----

interface Schedule {
  start: number;
  end: number;
}

const SCHEDULE_SPLIT = /\s(?:to|until|till|through|[–—-])\s/i;

/** A span with a time on both sides, or 'unreadable' when neither side says which day. */
function readSchedule(text: string, fetch: FetchClock): Schedule | 'unreadable' | null {
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

// ---- One site row ----

interface SiteRow {
  name: string;
  community: string;
  status: string;
  details: string;
  updated: string;
}

function siteRowOf(texts: string[], columns: Columns): SiteRow {
  const named = new Set([columns.facility, columns.status, columns.community, columns.updated]);
  const at = (i: number) => (i < 0 ? '' : (texts[i] ?? ''));
  return {
    name: at(columns.facility),
    community: at(columns.community),
    status: at(columns.status),
    details: texts.filter((text, i) => !named.has(i) && text !== '').join(MESSAGE_JOIN),
    updated: at(columns.updated),
  };
}

type Level = FeedStatus['status'];

const STATUS_WORDS =
  /\b(temporarily closed|closed|closure|service interruption|interruption|interrupted|on diversion|diversion|reduced hours|re-?opening|re-?opened|open|normal)\b/i;
const CLOSED_WORDS = new Set(['temporarily closed', 'closed', 'closure', 'reopening']);
const OPEN_WORDS = new Set(['reopened', 'open', 'normal']);
const REOPEN_PHRASE = /\b(?:re-?open(?:ing|s)?|until|till)\b:?/i;

/** The level the status cell's first status word states ("Re-opening: …" means closed until then). */
function levelOf(status: string): Level | null {
  const word = STATUS_WORDS.exec(status)?.[1]?.toLowerCase().replace('-', '');
  if (!word) return null;
  if (CLOSED_WORDS.has(word)) return 'closed';
  return OPEN_WORDS.has(word) ? 'open' : 'disruption';
}

function expectedReopenOf(row: SiteRow, message: string, fetch: FetchClock): number | null {
  const stated = momentAfter(message, REOPEN_PHRASE, fetch, 'next');
  if (stated !== null) return stated;
  const span = readSchedule(row.details, fetch);
  return span && span !== 'unreadable' && span.end > fetch.nowS ? span.end : null;
}

/**
 * A closure or interruption the status cell schedules is decided by the fetch time: before it
 * starts (or after it ends) the ED is open, and the message still carries the schedule — 'open'
 * rather than 'disruption', because the ED takes patients now and the notice is news, not a state.
 */
function statusOf(row: SiteRow, updatedAt: number, fetch: FetchClock): FeedStatus | null {
  const level = levelOf(row.status);
  if (!level) return null;
  const message = [row.status, row.details].filter((text) => text !== '').join(MESSAGE_JOIN);
  const state = (status: Level, expectedReopen: number | null = null): FeedStatus => ({
    status,
    message,
    updatedAt,
    expectedReopen,
  });
  if (level === 'open') return state('open');
  const schedule = readSchedule(row.status, fetch);
  // A closure announced without a readable day may or may not be under way: not 'open', not 'closed'.
  if (schedule === 'unreadable') return state('disruption');
  if (schedule) {
    if (fetch.nowS < schedule.start || fetch.nowS >= schedule.end) return state('open');
    return level === 'closed' ? state('closed', schedule.end) : state('disruption');
  }
  return level === 'closed' ? state('closed', expectedReopenOf(row, message, fetch)) : state('disruption');
}

class RowProblem extends Error {}

function recordOf(row: SiteRow, pageUpdatedAt: number, fetch: FetchClock): FeedRecord {
  if (row.name === '') throw new RowProblem('The row names no facility.');
  if (row.status === '') throw new RowProblem(`${row.name}: the row has no status.`);
  const updatedAt = momentOf(readWallTime(row.updated), fetch, 'previous') ?? pageUpdatedAt;
  const status = statusOf(row, updatedAt, fetch);
  if (!status) throw new RowProblem(`${row.name}: the status "${row.status}" is not one the page uses.`);
  return {
    site: { key: row.name, name: row.name, city: row.community || null, province: 'BC', lat: null, lng: null },
    status,
  };
}

// ---- The page ----

const UPDATED_PHRASE = /updated:?/i;

/** The page's "Last updated" line above the first status table (a footer's "Page last updated" is the article's). */
function pageUpdatedAt(html: string, tableStart: number, fetch: FetchClock): number | null {
  const at = html.slice(0, tableStart).toLowerCase().lastIndexOf('updated');
  if (at < 0) return null;
  return momentAfter(cellText(html.slice(at, at + TIME_REACH * 4)), UPDATED_PHRASE, fetch, 'previous');
}

function isBlankOrHeading(row: RowSpan, texts: string[]): boolean {
  return texts.every((text) => text === '') || row.cells.every((cell) => cell.heading);
}

function parseStatusPage(bytes: Uint8Array, fetchedAt: number): ParsedFeed {
  const html = decodeText(bytes);
  const tables = scanTables(html)
    .map((table) => statusTableOf(html, table))
    .filter((table) => table !== null);
  const first = tables[0];
  if (!first) {
    const what = looksLikeHtml(html) ? 'The page has no table headed by facility and status' : 'Not an HTML page';
    throw new FeedError('unexpected_shape', `${what}: not Northern Health's emergency-department status page.`);
  }
  const fetch = fetchClock(fetchedAt);
  // Without a "Last updated" line the page's time is unknown: the fetch time stands in for it.
  const updatedAt = pageUpdatedAt(html, first.start, fetch) ?? fetch.nowS;
  const records: FeedRecord[] = [];
  const rejected: Rejection[] = [];
  // Rows are numbered 1, 2, … below the header rows, through the status tables in page order.
  let number = 0;
  for (const table of tables) {
    for (const row of table.rows) {
      number++;
      const texts = rowTexts(html, row);
      if (!row.complete) {
        rejected.push({ row: number, code: 'malformed_row', message: 'The page ends inside this row (cut short?).' });
      } else if (!isBlankOrHeading(row, texts)) {
        try {
          records.push(recordOf(siteRowOf(texts, table.columns), updatedAt, fetch));
        } catch (error) {
          if (!(error instanceof RowProblem)) throw error;
          rejected.push({ row: number, code: 'malformed_row', message: error.message });
        }
      }
    }
  }
  if (records.length === 0 && rejected.length === 0) {
    throw new FeedError('unexpected_shape', 'The emergency-department status table has no rows.');
  }
  return { records, rejected };
}

export const northernHealthFeed: FeedAdapter = {
  id: 'bc-nh',
  title: 'British Columbia — Northern Health emergency-department status',
  provinces: ['BC'],
  url: PAGE_URL,
  intervalS: 300,
  licence: { name: 'Terms of use of Northern Health', url: 'https://www.northernhealth.ca/terms-use' },
  attribution: { name: 'Northern Health', url: 'https://www.northernhealth.ca' },
  parse: parseStatusPage,
};
