// An RSS 2.0 feed read through htmlparser2 in XML mode: its channel and items as they are
// written (CDATA and character references decoded), refused with a code when the XML is cut
// short or its elements do not nest, and its RFC 822 dates read with their zones.
import { type Document, DomHandler, type Element } from 'domhandler';
import { textContent } from 'domutils';
import { Parser } from 'htmlparser2';
import { FeedError } from '../adapter';
import { decodeText, looksLikeHtml } from '../feed-text';
import { first, readHtml, textOf } from '../html';

/**
 * The feed as an XML tree. htmlparser2 forgives what XML does not: an element it had to close
 * itself means the feed was cut short (at the end) or is not well formed (anywhere else).
 */
export function readXml(xml: string): Document {
  let ended = false;
  let cutShort: string | null = null;
  let unmatched: string | null = null;
  const tree = new DomHandler();
  const parser = new Parser(
    {
      ...bound(tree),
      onclosetag(name: string, implied: boolean) {
        // A self-closing tag (`<atom:link … />`) is reported as closed by the parser, not by an end tag.
        const tag = xml.slice(parser.startIndex, parser.endIndex + 1);
        const selfClosing = tag.startsWith(`<${name}`) && tag.endsWith('/>');
        if (implied && !selfClosing) {
          if (ended) cutShort ??= name;
          else unmatched ??= name;
        }
        tree.onclosetag();
      },
    },
    { xmlMode: true },
  );
  parser.write(xml);
  ended = true;
  parser.end();
  if (unmatched) throw new FeedError('parse_failed', `The XML is not well formed: <${unmatched}> is never closed.`);
  if (cutShort) throw new FeedError('truncated', `The XML ends inside <${cutShort}> (cut short?).`);
  return tree.root;
}

/** The tree builder's callbacks, bound, so one of them can be wrapped. */
function bound(tree: DomHandler) {
  return {
    onparserinit: tree.onparserinit.bind(tree),
    onreset: tree.onreset.bind(tree),
    onend: tree.onend.bind(tree),
    onerror: tree.onerror.bind(tree),
    onopentag: tree.onopentag.bind(tree),
    ontext: tree.ontext.bind(tree),
    oncomment: tree.oncomment.bind(tree),
    oncommentend: tree.oncommentend.bind(tree),
    oncdatastart: tree.oncdatastart.bind(tree),
    oncdataend: tree.oncdataend.bind(tree),
    onprocessinginstruction: tree.onprocessinginstruction.bind(tree),
  };
}

/** One `<item>` as the feed writes it; `description` is the text a person reads (its HTML gone). */
export interface RssItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  description: string | null;
  /** ms since the epoch; null when absent or not an RFC 822 date. */
  pubDate: number | null;
  /** The item's own language (`xml:lang`, `dc:language`), when it states one. */
  lang: string | null;
}

/** The text of a child element, CDATA included, trimmed; null when absent or blank. */
function childText(parent: Element, name: string): string | null {
  const child = parent.children.find((node): node is Element => 'name' in node && node.name === name);
  const text = child ? textContent(child).trim() : '';
  return text === '' ? null : text;
}

/** A description is HTML (escaped or in CDATA): its words as a person reads them. */
function descriptionText(html: string | null): string | null {
  if (html === null) return null;
  const text = textOf(readHtml(html));
  return text === '' ? null : text;
}

const CHANNEL = 'rss > channel';
/** The feed's items, in its order. */
export const RSS_ITEMS = `${CHANNEL} item`;

/** An RSS 2.0 document as a tree; not RSS (an HTML page, an Atom feed, other XML) is refused. */
export function readRssPage(bytes: Uint8Array, publisher: string): Document {
  const text = decodeText(bytes);
  if (looksLikeHtml(text))
    throw new FeedError('html_error_page', `${publisher}: an HTML page was served where RSS was expected.`);
  if (!text.trimStart().startsWith('<')) throw new FeedError('unexpected_shape', `${publisher}: the feed is not XML.`);
  const page = readXml(text);
  if (!first(CHANNEL, page))
    throw new FeedError('unexpected_shape', `${publisher}: the XML has no <rss><channel> (has the feed changed?).`);
  return page;
}

/** The channel's language (`<language>`), when it states one. */
export function channelLanguage(page: Document): string | null {
  const channel = first(CHANNEL, page);
  return channel ? childText(channel, 'language') : null;
}

/** One `<item>` as the feed writes it. */
export function rssItem(item: Element): RssItem {
  return {
    title: childText(item, 'title'),
    link: childText(item, 'link'),
    guid: childText(item, 'guid'),
    description: descriptionText(childText(item, 'description')),
    pubDate: rfc822(childText(item, 'pubDate')),
    lang: item.attribs['xml:lang'] ?? childText(item, 'dc:language'),
  };
}

/** Zones RFC 822 names by letters, in minutes east of UTC; Atlantic and Newfoundland included. */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AST: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const RFC822 =
  /^(?:[a-z]{3},?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[a-z]{1,4})?$/i;

/** An RFC 822 date ("Mon, 03 Mar 2025 09:00:00 -0400", "… AST", "… GMT") in ms, or null. */
export function rfc822(value: string | null): number | null {
  const match = value ? RFC822.exec(value.trim()) : null;
  if (!match) return null;
  const [, day, monthName, yearText, hour, minute, second, zone = 'GMT'] = match;
  const month = MONTHS.indexOf((monthName ?? '').toLowerCase());
  const shortYear = Number(yearText);
  const year = (yearText ?? '').length === 2 ? shortYear + (shortYear < 70 ? 2000 : 1900) : shortYear;
  const offset = /^[+-]/.test(zone)
    ? (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)))
    : ZONES[zone.toUpperCase()];
  if (month < 0 || offset === undefined || Number(hour) > 23 || Number(minute) > 59) return null;
  const wall = Date.UTC(year, month, Number(day), Number(hour), Number(minute), Number(second ?? 0));
  if (new Date(wall).getUTCDate() !== Number(day)) return null;
  return wall - offset * 60_000;
}
