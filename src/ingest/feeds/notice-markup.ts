// What every reader of a notices page does before and around its own selectors: read the bytes
// as an HTML page, tell a server's error page from a redesigned page when the notices are not
// where they should be, make links absolute, and read a date the page prints in words.
import { FeedError } from '../adapter';
import { decodeText, localTimeToSeconds } from '../feed-text';
import { type Document, first, readHtml, textOf } from '../html';

/** Words of the error, block and maintenance pages servers and firewalls answer with. */
const ERROR_PAGE_WORDS =
  /\b(service (temporarily )?unavailable|bad gateway|gateway time-?out|internal server error|forbidden|access denied|not found|page not found|just a moment|attention required|under maintenance|maintenance mode|too many requests|[45]\d\d error|error [45]\d\d)\b|^\s*[45]\d\d\b/i;

/** The payload as an HTML page; text that is not markup at all is not the publisher's page. */
export function readNoticeHtml(bytes: Uint8Array, publisher: string): Document {
  const text = decodeText(bytes);
  if (!text.trimStart().startsWith('<')) {
    throw new FeedError('unexpected_shape', `${publisher}: the page served text, not HTML.`);
  }
  return readHtml(text);
}

/** True when the page's title or main heading is a server's or a firewall's error words. */
export function isErrorPage(page: Document): boolean {
  const heading = `${textOf(first('title', page))} ${textOf(first('h1', page))}`;
  return ERROR_PAGE_WORDS.test(heading);
}

/**
 * The refusal when the page lacks what holds the notices: an error page is named as one (the
 * publisher's server failed), anything else is a page that changed shape (the reader must change).
 */
export function missingNotices(page: Document, publisher: string, what: string): FeedError {
  if (isErrorPage(page)) {
    const heading = textOf(first('title', page)) || textOf(first('h1', page));
    return new FeedError('html_error_page', `${publisher}: the server answered with an error page ("${heading}").`);
  }
  return new FeedError('unexpected_shape', `${publisher}: ${what} is not on the page (has the page changed?).`);
}

/** A link as an absolute URL, or null when there is none or it cannot be read. */
export function absoluteUrl(href: string | null, base: string): string | null {
  if (!href || href.trim() === '') return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_IN_WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b|\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b/i;

interface DayFields {
  year: number;
  month: number;
  day: number;
  /** Where the date ends in the text. */
  end: number;
}

function dayFields(text: string): DayFields | null {
  const match = DATE_IN_WORDS.exec(text);
  if (!match) return null;
  const [, monthA, dayA, yearA, dayB, monthB, yearB, isoYear, isoMonth, isoDay] = match;
  const monthName = monthA ?? monthB;
  const end = match.index + match[0].length;
  if (!monthName) return { year: Number(isoYear), month: Number(isoMonth), day: Number(isoDay), end };
  const month = MONTHS.indexOf(monthName.toLowerCase().slice(0, 3)) + 1;
  return { year: Number(yearA ?? yearB), month, day: Number(dayA ?? dayB), end };
}

/**
 * The start of the day a page prints ("December 20, 2024", "20 December 2024", "2024-12-20"),
 * in ms, on the publisher's wall clock; null when the text holds no whole date. A day without a
 * time is taken at its first minute: the notice was published that day, at the latest.
 */
export function dayInWords(text: string, timeZone: string): number | null {
  return momentInWords(text, timeZone, false);
}

/** "at 2:22 p.m." right after the date. */
const CLOCK_AFTER_DATE = /^,?\s+at\s+(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b/i;

/**
 * A day and the time of day the page gives right after it ("December 20, 2024 at 2:22 p.m."),
 * in ms on the publisher's wall clock; the day's start without a time; null without a day.
 */
export function momentInWords(text: string, timeZone: string, withClock = true): number | null {
  const date = dayFields(text);
  if (!date) return null;
  const clock = withClock ? CLOCK_AFTER_DATE.exec(text.slice(date.end)) : null;
  const hour12 = Number(clock?.[1] ?? 12);
  const minute = Number(clock?.[2] ?? 0);
  const readable = clock && hour12 >= 1 && hour12 <= 12 && minute <= 59;
  const hour = readable ? (hour12 % 12) + (clock[3]?.toLowerCase() === 'p' ? 12 : 0) : 0;
  const seconds = localTimeToSeconds({ ...date, hour, minute: readable ? minute : 0 }, timeZone);
  return seconds === null ? null : seconds * 1000;
}

/** A machine-readable time (`<time datetime>`, ISO 8601 with its offset), in ms, or null. */
export function isoInstant(value: string | null): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : ms;
}
