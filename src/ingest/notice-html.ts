// What every publisher's page reader needs besides selectors: the page's bytes as an HTML
// document, a loud refusal when the notices' container is missing (an error page said as
// such, anything else as a changed page), absolute links, and a date in words on the
// publisher's wall clock ("Last updated: May 15, 2026").
import { cutBetweenGraphemes, withoutBidiControls } from '../contract/display-text';
import { PROVINCES, type ProvinceCode } from '../contract/provinces';
import { FeedError } from './adapter';
import { decodeText, localTimeToSeconds, looksLikeHtml } from './feed-text';
import { type Document, first, readHtml, textOf } from './html';

/** The page as a document; a body that is not HTML (JSON, plain text) is not the publisher's page. */
export function readNoticeHtml(bytes: Uint8Array, publisher: string): Document {
  const text = decodeText(bytes);
  if (!looksLikeHtml(text) && !/^\s*(<!--[\s\S]*?-->\s*)*</.test(text)) {
    throw new FeedError('unexpected_shape', `Not an HTML page: not ${publisher}.`);
  }
  return readHtml(text);
}

/** Words of the pages a server, a proxy or a firewall serves instead of the one asked for. */
const ERROR_PAGE =
  /\b(service (?:temporarily )?unavailable|temporarily unavailable|under maintenance|maintenance|bad gateway|gateway time-?out|internal server error|server error|access denied|forbidden|not found|just a moment|attention required|error (?:4|5)\d\d|(?:4|5)\d\d error|page (?:cannot|can't) be (?:found|displayed))\b/i;

/** The refusal of a page that reads like an error page (by its title or first heading), else null. */
export function errorPageServed(document: Document, publisher: string): FeedError | null {
  const heading = withoutBidiControls(`${textOf(first('title', document))} ${textOf(first('h1', document))}`);
  if (!ERROR_PAGE.test(heading)) return null;
  const said = cutBetweenGraphemes(heading.replace(/\s+/g, ' ').trim(), 120);
  return new FeedError('html_error_page', `${publisher} served an error page ("${said}") instead of its notices.`);
}

/**
 * The refusal of a page without the notices' container: 'html_error_page' when its title or
 * first heading reads like an error page, 'unexpected_shape' otherwise (the page changed).
 */
export function missingContainer(document: Document, publisher: string, container: string): FeedError {
  return (
    errorPageServed(document, publisher) ??
    new FeedError('unexpected_shape', `The page has no ${container}: ${publisher}'s page has changed.`)
  );
}

/** A link on the page as an absolute URL, or null when it has none or it cannot be read. */
export function absoluteUrl(href: string | null, base: string): string | null {
  if (!href || href.trim() === '' || href.startsWith('#')) return null;
  return URL.canParse(href.trim(), base) ? new URL(href.trim(), base).href : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_IN_WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i;

/**
 * The start of a day written in words ("May 15, 2026") on the province's wall clock, in ms,
 * never later than `notAfter` (a day stamp of today is not in the future). Null when unreadable.
 */
export function dayInWords(text: string, province: ProvinceCode, notAfter: number): number | null {
  const match = DATE_IN_WORDS.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf((match[1] as string).toLowerCase()) + 1;
  const fields = { year: Number(match[3]), month, day: Number(match[2]), hour: 0, minute: 0 };
  const seconds = localTimeToSeconds(fields, PROVINCES[province].timeZone);
  return seconds === null ? null : Math.min(seconds * 1000, notAfter);
}
