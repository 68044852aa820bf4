// Health PEI's alerts as the low-bandwidth mirror lists them under "Latest News and Alerts", one
// line each: "<a>Title</a> | Category | Date". A Health line is a notice; its title is all the
// list says (the alert's own words are one link further, outside this page).
import { nextElementSibling } from 'domutils';
import { declaredPage } from '../declared-page';
import { all, attribute, type Document, type Element, first, textOf } from '../html';
import { absoluteUrl, dayInWords } from '../notice-html';
import { required } from '../select';

const PAGE_URL = 'https://lite.princeedwardisland.ca/';
const SECTION_HEADING = /^latest news and alerts$/i;
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
const HEALTH = /^health$/i;

interface AlertLine {
  title: string;
  category: string;
  date: string;
  href: string | null;
}

/** The list right after the "Latest News and Alerts" heading, or null when the page has none. */
function alertList(page: Document): Element | null {
  const heading = all('h1, h2, h3, h4', page).find((element) =>
    SECTION_HEADING.test(textOf(element, { lines: false })),
  );
  for (let next = heading ? nextElementSibling(heading) : null; next; next = nextElementSibling(next)) {
    if (next.name === 'ul' || next.name === 'ol') return next;
    if (HEADINGS.has(next.name)) return null;
  }
  return null;
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

/** The Health alerts of the list. */
function healthAlerts(page: Document): AlertLine[] {
  const list = required(alertList(page), 'the "Latest News and Alerts" list');
  const lines = all('li', list).map(alertLineOf);
  const alerts = lines.filter((line) => line !== null);
  // A list whose lines all lost their shape was redesigned, not emptied.
  if (lines.length > 0) required(alerts[0], 'a line of the list that reads "Title | Category | Date"');
  return alerts.filter((alert) => HEALTH.test(alert.category));
}

export const pePage = declaredPage({
  source: {
    id: 'pe',
    title: 'Prince Edward Island — Health PEI alerts (Latest News and Alerts, lite.princeedwardisland.ca)',
    publisher: 'Health PEI',
    provinces: ['PE'],
    province: 'PE',
    url: PAGE_URL,
    intervalS: 900,
    licence: { name: 'Terms of use of the Government of Prince Edward Island (not confirmed)', url: null },
    attribution: { name: 'Health PEI / Government of Prince Edward Island', url: 'https://www.princeedwardisland.ca' },
    termsNote:
      'Terms not confirmed; public alerts quoted with attribution to Health PEI and a link to the government’s alert.',
  },
  items: healthAlerts,
  notice(alert: AlertLine, { fetchedAt }) {
    const url = absoluteUrl(alert.href, PAGE_URL);
    // The title is all the list says: it is the notice's text, not a heading apart from it.
    return {
      key: url,
      title: null,
      text: alert.title,
      publishedAt: dayInWords(alert.date, 'PE', fetchedAt),
      url,
      place: null,
      lang: 'en' as const,
    };
  },
});
