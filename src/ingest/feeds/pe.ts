// Health PEI's closure notices are alerts on the province's site; its low-bandwidth mirror,
// lite.princeedwardisland.ca, lists them in a "Latest News and Alerts" section, one line each:
// "<a>Title</a> | Category | Date". A line in the Health category is a notice; its title is
// all the list says (the alert's own words are one link further, outside this page).
import { nextElementSibling } from 'domutils';
import { FeedError } from '../adapter';
import { all, attribute, type Element, first, textOf } from '../html';
import { absoluteUrl, dayInWords, missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';

const PAGE_URL = 'https://lite.princeedwardisland.ca/';
const PUBLISHER = 'Health PEI';

const SECTION_HEADING = /^latest news and alerts$/i;
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
const HEALTH = /^health$/i;

/** The list right after the "Latest News and Alerts" heading, or null when the page has none. */
function alertList(page: ReturnType<typeof readNoticeHtml>): Element | null {
  const heading = all('h1, h2, h3, h4', page).find((element) =>
    SECTION_HEADING.test(textOf(element, { lines: false })),
  );
  for (let next = heading ? nextElementSibling(heading) : null; next; next = nextElementSibling(next)) {
    if (next.name === 'ul' || next.name === 'ol') return next;
    if (HEADINGS.has(next.name)) return null;
  }
  return null;
}

interface AlertLine {
  title: string;
  category: string;
  date: string;
  href: string | null;
}

/** "Title | Category | Date" with the title linked, or null for a line of another shape. */
function alertLineOf(line: Element): AlertLine | null {
  const link = first('a[href]', line);
  const [title, category, date] = textOf(line, { lines: false })
    .split('|')
    .map((part) => part.trim());
  if (!link || !title || !category || !date) return null;
  return { title, category, date, href: attribute(link, 'href') };
}

function noticeOf(alert: AlertLine, fetchedAt: number): PageNotice {
  const url = absoluteUrl(alert.href, PAGE_URL);
  return {
    key: url,
    // The title is all the list says: it is the notice's text, not a heading apart from it.
    title: null,
    text: alert.title,
    publishedAt: dayInWords(alert.date, 'PE', fetchedAt),
    url,
    place: null,
    lang: 'en',
  };
}

export const pePage: NoticePage = {
  id: 'pe',
  title: 'Prince Edward Island — Health PEI alerts (Latest News and Alerts, lite.princeedwardisland.ca)',
  provinces: ['PE'],
  province: 'PE',
  url: PAGE_URL,
  intervalS: 900,
  licence: { name: 'Terms of use of the Government of Prince Edward Island (not confirmed)', url: null },
  attribution: { name: 'Health PEI / Government of Prince Edward Island', url: 'https://www.princeedwardisland.ca' },
  termsNote:
    'Terms not confirmed; public alerts quoted with attribution to Health PEI and a link to the government’s alert.',
  readPage(bytes: Uint8Array, fetchedAt: number): PageNotice[] {
    const page = readNoticeHtml(bytes, PUBLISHER);
    const list = alertList(page);
    if (!list) throw missingContainer(page, PUBLISHER, '"Latest News and Alerts" list');
    const lines = all('li', list).map(alertLineOf);
    const alerts = lines.filter((line) => line !== null);
    // A list whose lines all lost the "Title | Category | Date" shape was redesigned, not emptied.
    if (lines.length > 0 && alerts.length === 0) {
      throw new FeedError('unexpected_shape', `${PUBLISHER}: no line of the list reads "Title | Category | Date".`);
    }
    return alerts.filter((alert) => HEALTH.test(alert.category)).map((alert) => noticeOf(alert, fetchedAt));
  },
};
