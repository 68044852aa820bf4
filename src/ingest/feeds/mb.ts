// Manitoba's ER service disruptions, as Prairie Mountain Health lists them in one Joomla article:
// one line per community, "Treherne: ER and hospital admissions temporarily suspended." (Other
// Manitoba regions publish news releases, not such a page: fixtures/README.md.)
import { declaredPage } from '../declared-page';
import { all, attribute, type Document, type Element, first, textOf } from '../html';
import { absoluteUrl } from '../notice-html';
import { isoInstant, momentInWords } from '../read/page-times';
import { required, selectOne } from '../select';

const PAGE_URL = 'https://www.prairiemountainhealth.ca/public-alerts/emergency-department-service-disruptions';
const ZONE = 'America/Winnipeg';

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

function updatedAt(page: Document): number | null {
  const time = first(UPDATED_TIME, page);
  if (!time) return null;
  return isoInstant(attribute(time, 'datetime')) ?? momentInWords(textOf(time), ZONE);
}

function disruptionLines(page: Document): Element[] {
  const body = selectOne(page, ARTICLE_BODY, 'the article body ([itemprop=articleBody])');
  const lines = all(DISRUPTION_LINE, body).filter((line) => textOf(line) !== '');
  if (lines.length === 0 && NOTHING_DISRUPTED.test(textOf(body, { lines: false }))) return [];
  return required(
    lines.length > 0 ? lines : null,
    'a list of disruptions (ul > li), or the article saying there are none',
  );
}

export const mbPage = declaredPage({
  source: {
    id: 'mb',
    title: 'Manitoba — Prairie Mountain Health emergency department service disruptions',
    publisher: 'Prairie Mountain Health',
    provinces: ['MB'],
    province: 'MB',
    url: PAGE_URL,
    intervalS: 900,
    licence: { name: 'Terms of use of Prairie Mountain Health (not confirmed)', url: null },
    attribution: { name: 'Prairie Mountain Health', url: 'https://www.prairiemountainhealth.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution to Prairie Mountain Health.',
  },
  items: disruptionLines,
  notice(line: Element, { page }) {
    const text = textOf(line, { lines: false });
    const link = first('a[href]', line);
    return {
      key: null,
      title: null,
      text,
      publishedAt: updatedAt(page),
      url: absoluteUrl(link ? attribute(link, 'href') : null, PAGE_URL) ?? PAGE_URL,
      place: placeOf(text),
      lang: 'en' as const,
    };
  },
});
