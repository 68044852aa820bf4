// Northern Health's emergency-department status page (northernhealth.ca, since January 2026): an
// HTML page with a "Hospitals" and a "Health centres" table, one row per site with its current
// status ("Open", "Temporarily Closed", "Closed") and, in a cell the header does not name, details
// such as "Re-opening: Thu, Nov 26, 8:00 AM PST". Tables are found by their header cells; the page
// is read through the HTML parser (html.ts, html-tables.ts), its times by read/northern-health-times.ts.
import type { FeedAdapter, FeedRecord, FeedStatus, ParsedFeed, Rejection } from '../adapter';
import { FeedError } from '../adapter';
import { decodeText, looksLikeHtml } from '../feed-text';
import { wordsOf } from '../html';
import { type PageTable, readTables, type TableRow } from '../html-tables';
import {
  type FetchClock,
  fetchClock,
  momentAfter,
  momentOf,
  readSchedule,
  readWallTime,
} from '../read/northern-health-times';

const PAGE_URL = 'https://www.northernhealth.ca/emergency-department-status';
const MESSAGE_JOIN = ' — ';

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

const rowTexts = (row: TableRow) => row.cells.map((cell) => cell.text);

interface StatusTable {
  table: PageTable;
  columns: Columns;
  rows: TableRow[];
}

function statusTableOf(table: PageTable): StatusTable | null {
  const reach = Math.min(HEADER_SEARCH_ROWS, table.rows.length);
  for (let i = 0; i < reach; i++) {
    const row = table.rows[i];
    const columns = row ? columnsOf(rowTexts(row)) : null;
    if (columns) return { table, columns, rows: table.rows.slice(i + 1) };
  }
  return null;
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

function recordOf(row: SiteRow, pageUpdatedAt: number | null, fetch: FetchClock): FeedRecord {
  if (row.name === '') throw new RowProblem('The row names no facility.');
  if (row.status === '') throw new RowProblem(`${row.name}: the row has no status.`);
  const stated = momentOf(readWallTime(row.updated), fetch, 'previous') ?? pageUpdatedAt;
  // Without a time of the row's or the page's own, the fetch time stands in, and says so.
  const status = statusOf(row, stated ?? fetch.nowS, fetch);
  if (!status) throw new RowProblem(`${row.name}: the status "${row.status}" is not one the page uses.`);
  return {
    site: { key: row.name, name: row.name, city: row.community || null, province: 'BC', lat: null, lng: null },
    status: stated === null ? { ...status, timeIsFetch: true } : status,
  };
}

// ---- The page ----

const UPDATED_PHRASE = /updated:?/i;

/** The page's "Last updated" line above the first status table (a footer's "Page last updated" is the article's). */
function pageUpdatedAt(html: string, table: PageTable, fetch: FetchClock): number | null {
  const words = wordsOf(html.slice(0, table.at));
  const at = words.toLowerCase().lastIndexOf('updated');
  return at < 0 ? null : momentAfter(words.slice(at), UPDATED_PHRASE, fetch, 'previous');
}

function isBlankOrHeading(row: TableRow): boolean {
  return row.cells.every((cell) => cell.text === '') || row.cells.every((cell) => cell.heading);
}

function parseStatusPage(bytes: Uint8Array, fetchedAt: number): ParsedFeed {
  const html = decodeText(bytes);
  const tables = readTables(html)
    .map(statusTableOf)
    .filter((table) => table !== null);
  const first = tables[0];
  if (!first) {
    const what = looksLikeHtml(html) ? 'The page has no table headed by facility and status' : 'Not an HTML page';
    throw new FeedError('unexpected_shape', `${what}: not Northern Health's emergency-department status page.`);
  }
  const fetch = fetchClock(fetchedAt);
  const updatedAt = pageUpdatedAt(html, first.table, fetch);
  const records: FeedRecord[] = [];
  const rejected: Rejection[] = [];
  // Rows are numbered 1, 2, … below the header rows, through the status tables in page order.
  let number = 0;
  for (const table of tables) {
    for (const row of table.rows) {
      number++;
      if (!row.complete) {
        rejected.push({ row: number, code: 'malformed_row', message: 'The page ends inside this row (cut short?).' });
      } else if (!isBlankOrHeading(row)) {
        try {
          records.push(recordOf(siteRowOf(rowTexts(row), table.columns), updatedAt, fetch));
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
  reportsClosures: true,
  licence: { name: 'Terms of use of Northern Health', url: 'https://www.northernhealth.ca/terms-use' },
  attribution: { name: 'Northern Health', url: 'https://www.northernhealth.ca' },
  parse: parseStatusPage,
};
