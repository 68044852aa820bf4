// NL Health Services' service updates: one WordPress page whose content has an H3 section per
// active disruption ("Temporary Closure – Dr. Walter Templeman Health Care Centre, Bell Island",
// "Virtual ER – Central Zone"), its words in the paragraphs below, down to the next heading.
// A section that covers several sites gives each its own paragraph led by the site in bold
// ("A.M. Guy Memorial Health Centre, Buchans" then its dates): each such paragraph is a notice.
import { nextElementSibling } from 'domutils';
import { declaredPage } from '../declared-page';
import { all, attribute, type Document, type Element, first, textOf } from '../html';
import type { PageNotice } from '../notice-page';
import { isoInstant, momentInWords } from '../read/page-times';
import { required, selectOne } from '../select';

const PAGE_URL = 'https://nlhealthservices.ca/service-updates/';
const ZONE = 'America/St_Johns';

const CONTENT = '.entry-content';
const SECTION_HEADING = 'h3';
/** What ends a section: the next heading of its rank or above, or a rule. */
const SECTION_END = new Set(['h1', 'h2', 'h3', 'hr']);
/** Yoast's modified time, else the page's own "last updated on:" line. */
const MODIFIED_META = 'meta[property="article:modified_time"]';
const UPDATED_LINE = /last updated on:?\s*(.+)$/im;
/** What the content says when no service is disrupted. */
const NOTHING_DISRUPTED = /\bno (current |active )*(temporary )?(service )?(updates|disruptions|closures|changes)\b/i;
/** "Type – Place" or "Type: Place" in a section heading. */
const HEADING_PLACE = /^[^–—:-]+\s*[–—:-]\s+(.+)$/;

/**
 * The community of "Facility, Community" (the site's city, which a notice's words often leave
 * out: the facility is in them); a name without a comma as written.
 */
function placeOf(named: string | null | undefined): string | null {
  const place = named?.slice(named.lastIndexOf(',') + 1).trim();
  return place ? place : null;
}

function sectionBody(heading: Element): Element[] {
  const body: Element[] = [];
  for (let next = nextElementSibling(heading); next && !SECTION_END.has(next.name); next = nextElementSibling(next)) {
    body.push(next);
  }
  return body;
}

/** A site's name in bold: words, no figures (a bold date is not a site), no label's colon ("Please note:"). */
const SITE_NAME = /^[^\d:]+$/;

/** The site a paragraph opens with in bold, when more of the paragraph follows it. */
function leadingSite(paragraph: Element): string | null {
  const lead = paragraph.children.find((node) => !('data' in node) || node.data.trim() !== '');
  if (!lead || !('name' in lead) || (lead.name !== 'strong' && lead.name !== 'b')) return null;
  const site = textOf(lead, { lines: false });
  return SITE_NAME.test(site) && textOf(paragraph, { lines: false }).length > site.length ? site : null;
}

function pageUpdatedAt(page: Document, content: Element): number | null {
  const meta = first(MODIFIED_META, page);
  const modified = meta ? isoInstant(attribute(meta, 'content')) : null;
  if (modified !== null) return modified;
  const line = UPDATED_LINE.exec(textOf(content))?.[1];
  return line ? momentInWords(line, ZONE) : null;
}

function sectionNotices(heading: Element, publishedAt: number | null): PageNotice[] {
  const title = textOf(heading, { lines: false });
  const id = attribute(heading, 'id');
  const common = { key: id, title, publishedAt, url: id ? `${PAGE_URL}#${id}` : PAGE_URL, lang: 'en' as const };
  const body = sectionBody(heading);
  const sites = body.filter((element) => element.name === 'p' && leadingSite(element) !== null);
  if (sites.length > 0) {
    // One notice per site: the site's own lines; what the section says around them is its title's kind.
    return sites.map((paragraph) => ({
      ...common,
      key: null,
      text: textOf(paragraph, { lines: false }),
      place: placeOf(leadingSite(paragraph)),
    }));
  }
  const text = textOf(body);
  const place = placeOf(HEADING_PLACE.exec(title)?.[1]);
  // A heading without paragraphs is the notice's only words: its text, not a title apart from it.
  return [text === '' ? { ...common, title: null, text: title, place } : { ...common, text, place }];
}

interface Section {
  heading: Element;
  publishedAt: number | null;
}

/** The content's sections; none only when the content says nothing is disrupted. */
function sections(page: Document): Section[] {
  const content = selectOne(page, CONTENT, 'the page content (.entry-content)');
  const headings = all(SECTION_HEADING, content);
  if (headings.length === 0 && NOTHING_DISRUPTED.test(textOf(content, { lines: false }))) return [];
  required(headings.length > 0 ? headings : null, 'a section per disruption (h3), or the page saying there are none');
  const publishedAt = pageUpdatedAt(page, content);
  return headings.map((heading) => ({ heading, publishedAt }));
}

export const nlPage = declaredPage({
  source: {
    id: 'nl',
    title: 'Newfoundland and Labrador — NL Health Services service updates',
    publisher: 'NL Health Services',
    provinces: ['NL'],
    province: 'NL',
    url: PAGE_URL,
    intervalS: 600,
    licence: { name: 'Terms of use of NL Health Services (not confirmed)', url: null },
    attribution: { name: 'NL Health Services', url: 'https://nlhealthservices.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution to NL Health Services.',
  },
  items: sections,
  notice: ({ heading, publishedAt }: Section) => sectionNotices(heading, publishedAt),
});
