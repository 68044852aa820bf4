// Nova Scotia Health's "Service Statuses, Closures, and Cancellations": a Drupal Views list, the
// newest edits first, ten rows a page. Markup not seen from here (see fixtures/README.md); as
// other readers of the page describe it:
//
//   h2 "<strong>14</strong> Service Statuses, Closures, and Cancellations"   the count
//   .views-row                                   one notice
//     a bare text line                           its type: Disruption, Advisory, As Scheduled …
//     a[href*="/locations-and-facilities/"]      the facility (its slug), when the row names one
//     an element reading "(Shelburne, NS)"       the community
//     the first h3                               the service: "Emergency Department",
//                                                "After Hours Clinics", "Blood Collection Clinic" …
//     what follows the h3                        the notice's words
//
// The page gives no date per notice: each is read as published when fetched. A list whose count
// is 0 (or Drupal's .view-empty) lists nothing; no rows and no count means the page changed.
import type { ChildNode } from 'domhandler';
import { FeedError } from '../adapter';
import { all, attribute, type Element, first, textOf } from '../html';
import { foldName } from '../match';
import { absoluteUrl, missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';

const PAGE_URL = 'https://www.nshealth.ca/service-statuses-closures-and-cancellations';
const PUBLISHER = "Nova Scotia Health's service statuses, closures and cancellations";
const COUNT = /(\d+)\s+Service Statuses/i;
/** "(Shelburne, NS)", alone or after the facility's name on its line. */
const COMMUNITY = /\(([^()]+),\s*N\.?S\.?\)$/;

function readPage(bytes: Uint8Array): PageNotice[] {
  const page = readNoticeHtml(bytes, PUBLISHER);
  const rows = all('.views-row', page);
  if (rows.length === 0) {
    const count = all('h2', page)
      .map((heading) => COUNT.exec(textOf(heading, { lines: false })))
      .find((match) => match !== null);
    if (count?.[1] === '0' || first('.view-empty', page)) return [];
    throw missingContainer(page, PUBLISHER, 'list of service statuses (.views-row)');
  }
  return rows.map(noticeOf);
}

function noticeOf(row: Element, index: number): PageNotice {
  const service = first('h3', row);
  if (!service)
    throw new FeedError('unexpected_shape', `Row ${index + 1} has no service heading (h3): the list changed.`);
  const words = textOf(wordsAfter(service));
  if (words === '') throw new FeedError('unexpected_shape', `Row ${index + 1} has no words after its heading.`);
  const facility = first('a[href*="/locations-and-facilities/"]', row);
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
    lang: 'en',
  };
}

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

export const nsPage: NoticePage = {
  id: 'ns',
  title: 'Nova Scotia — Nova Scotia Health service statuses, closures and cancellations',
  provinces: ['NS'],
  province: 'NS',
  url: PAGE_URL,
  intervalS: 600,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Nova Scotia Health', url: 'https://www.nshealth.ca' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage,
};
