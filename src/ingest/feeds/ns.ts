// Nova Scotia Health's "Service Statuses, Closures, and Cancellations": a Drupal Views list,
// newest edits first (markup as other readers describe it, fixtures/README.md). The page gives
// no date per notice: each is read as published when fetched.
import type { ChildNode } from 'domhandler';
import { declaredPage } from '../declared-page';
import { all, attribute, type Document, type Element, first, textOf } from '../html';
import { foldName } from '../match';
import { absoluteUrl } from '../notice-html';
import { required, select, selectOne } from '../select';

const PAGE_URL = 'https://www.nshealth.ca/service-statuses-closures-and-cancellations';
/** One notice: a type line, the facility link, "(Community, NS)", an h3 service, then its words. */
const ROW = '.views-row';
/** "Emergency Department", "After Hours Clinics", "Blood Collection Clinic" … */
const SERVICE = 'h3';
const FACILITY = 'a[href*="/locations-and-facilities/"]';
/** "<strong>14</strong> Service Statuses, Closures, and Cancellations"; 0 (or Drupal's .view-empty) lists nothing. */
const COUNT = /(\d+)\s+Service Statuses/i;
/** "(Shelburne, NS)", alone or after the facility's name on its line. */
const COMMUNITY = /\(([^()]+),\s*N\.?S\.?\)$/;

const listsNone = (page: Document) =>
  all('h2', page)
    .map((heading) => COUNT.exec(textOf(heading, { lines: false })))
    .find((match) => match !== null)?.[1] === '0' || first('.view-empty', page) !== null;

/** What the row shows before its service heading (type, facility, community). */
function before(heading: Element): ChildNode[] {
  const shown: ChildNode[] = [];
  for (let previous = heading.previousSibling; previous; previous = previous.previousSibling) shown.unshift(previous);
  return shown;
}

/** The h3's following siblings, up to the next heading. */
function wordsAfter(heading: Element): ChildNode[] {
  const words: ChildNode[] = [];
  for (let next = heading.nextSibling; next; next = next.nextSibling) {
    if ('name' in next && /^h[1-3]$/.test(next.name)) break;
    words.push(next);
  }
  return words;
}

export const nsPage = declaredPage({
  source: {
    id: 'ns',
    title: 'Nova Scotia — Nova Scotia Health service statuses, closures and cancellations',
    publisher: "Nova Scotia Health's service statuses, closures and cancellations",
    provinces: ['NS'],
    province: 'NS',
    url: PAGE_URL,
    intervalS: 600,
    licence: { name: 'Terms not confirmed', url: null },
    attribution: { name: 'Nova Scotia Health', url: 'https://www.nshealth.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  },
  items: (page) => select(page, ROW, { what: 'the list of service statuses', emptyWhen: () => listsNone(page) }),
  notice(row: Element, { index }) {
    const service = selectOne(row, SERVICE, `Row ${index + 1}'s service heading`);
    const words = required(textOf(wordsAfter(service)), `Row ${index + 1}'s words after its heading`);
    const facility = first(FACILITY, row);
    const facilityName = textOf(facility, { lines: false });
    // The facility link's name leads the title when the words do not name it themselves.
    const named = facilityName !== '' && !foldName(words).includes(foldName(facilityName));
    const community = textOf(before(service))
      .split('\n')
      .map((line) => COMMUNITY.exec(line))
      .find((match) => match !== null);
    return {
      key: facility ? `${attribute(facility, 'href')}#${textOf(service, { lines: false })}` : null,
      title: [named ? facilityName : '', textOf(service, { lines: false })].filter((part) => part !== '').join(' — '),
      text: words,
      publishedAt: null,
      url: absoluteUrl(facility ? attribute(facility, 'href') : null, PAGE_URL),
      place: community?.[1]?.trim() ?? null,
      lang: 'en' as const,
    };
  },
});
