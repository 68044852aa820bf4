// Manitoba's ER service disruptions, as Prairie Mountain Health lists them on one Joomla article
// among its public alerts: a "Last Updated" time above the article body, and in the body a list
// of one line per community, "Treherne: ER and hospital admissions temporarily suspended." One
// line is one notice; the community before the colon is its place. (Shared Health, Southern
// Health-Santé Sud and Interlake-Eastern publish news releases, not such a page: see the
// fixtures README.)
import { FeedError } from '../adapter';
import { all, attribute, type Element, first, textOf } from '../html';
import { absoluteUrl, missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';
import { isoInstant, momentInWords } from './page-times';

const PAGE_URL = 'https://www.prairiemountainhealth.ca/public-alerts/emergency-department-service-disruptions';
const PUBLISHER = 'Prairie Mountain Health';
const ZONE = 'America/Winnipeg';

/** The article's body, as Joomla marks it up. */
const ARTICLE_BODY = '[itemprop="articleBody"]';
/** A line of the list: "Community: what happens to the ER". */
const DISRUPTION_LINE = 'ul > li';
/** Joomla's modified (else published) time above the body. */
const UPDATED_TIME = '.article-info time[itemprop="dateModified"], .article-info time[itemprop="datePublished"]';
/** What the body says when nothing is disrupted: the list is then honestly absent. */
const NOTHING_DISRUPTED = /\bno (current |emergency department |ER )*(service )?(disruptions|changes|interruptions)\b/i;
/** A community's name: a few words, no figures, no sentence inside. */
const PLACE = /^[\p{L}][\p{L} .'’-]{0,40}$/u;

/** The community a line starts with ("Treherne: …"), or null when the line does not start with one. */
function placeOf(line: string): string | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const place = line.slice(0, colon).trim();
  return PLACE.test(place) ? place : null;
}

function updatedAt(page: ReturnType<typeof readNoticeHtml>): number | null {
  const time = first(UPDATED_TIME, page);
  if (!time) return null;
  return isoInstant(attribute(time, 'datetime')) ?? momentInWords(textOf(time), ZONE);
}

function noticeOf(line: Element, publishedAt: number | null): PageNotice {
  const text = textOf(line, { lines: false });
  const link = first('a[href]', line);
  return {
    key: null,
    title: null,
    text,
    publishedAt,
    url: absoluteUrl(link ? attribute(link, 'href') : null, PAGE_URL) ?? PAGE_URL,
    place: placeOf(text),
    lang: 'en',
  };
}

export const mbPage: NoticePage = {
  id: 'mb',
  title: 'Manitoba — Prairie Mountain Health emergency department service disruptions',
  provinces: ['MB'],
  province: 'MB',
  url: PAGE_URL,
  intervalS: 900,
  licence: { name: 'Terms of use of Prairie Mountain Health (not confirmed)', url: null },
  attribution: { name: 'Prairie Mountain Health', url: 'https://www.prairiemountainhealth.ca' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution to Prairie Mountain Health.',
  readPage(bytes: Uint8Array): PageNotice[] {
    const page = readNoticeHtml(bytes, PUBLISHER);
    const body = first(ARTICLE_BODY, page);
    if (!body) throw missingContainer(page, PUBLISHER, 'article body ([itemprop=articleBody])');
    const lines = all(DISRUPTION_LINE, body).filter((line) => textOf(line) !== '');
    if (lines.length === 0) {
      if (NOTHING_DISRUPTED.test(textOf(body, { lines: false }))) return [];
      throw new FeedError(
        'unexpected_shape',
        `${PUBLISHER}: the article lists no disruptions and does not say there are none (has the page changed?).`,
      );
    }
    const publishedAt = updatedAt(page);
    return lines.map((line) => noticeOf(line, publishedAt));
  },
};
