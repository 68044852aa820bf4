// Alberta Health Services' "AHS Facilities: Temporary Service Disruptions" (AHS.ca/FacilityStatus):
// an ASP.NET page, updated twice a week, one Bootstrap modal per facility under a community
// heading. Markup not seen from here (see fixtures/README.md); as other readers describe it:
//
//   h1.in-header-teal                    a community ("Beaverlodge")
//   div.modal[role=dialog]               a facility's disruptions
//     h4.modal-title                     the facility ("Beaverlodge Municipal Hospital")
//     .modal-body, split at <hr>         one disruption per part, in labelled fields:
//       <p><strong>LABEL</strong> value</p> (a list may follow a label): Program or Service,
//       Bed or Space Reduction, Reason, Start Date, Anticipated End Date
//
// A notice is one disruption: its facility as the title, its fields as "Label: value" lines.
// AHS dates no disruption: each is read as published when fetched. A page without modals that
// says there are no disruptions lists nothing; any other page without modals has changed.
import type { ChildNode } from 'domhandler';
import { FeedError } from '../adapter';
import { all, attribute, type Element, first, textOf } from '../html';
import { missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';

const PAGE_URL = 'https://www.albertahealthservices.ca/br/Page17594.aspx';
const PUBLISHER = "Alberta Health Services' temporary service disruptions page";
const LABELS = ['Program or Service', 'Bed or Space Reduction', 'Reason', 'Start Date', 'Anticipated End Date'];
const NONE_LISTED = /\bno (?:current |temporary )*(?:service )?disruptions\b/i;

function readPage(bytes: Uint8Array): PageNotice[] {
  const page = readNoticeHtml(bytes, PUBLISHER);
  const notices: PageNotice[] = [];
  let community: string | null = null;
  let facilities = 0;
  for (const element of all('h1.in-header-teal, div.modal[role="dialog"]', page)) {
    if (element.name === 'h1') {
      community = textOf(element, { lines: false }) || null;
      continue;
    }
    facilities += 1;
    notices.push(...facilityNotices(element, community, facilities));
  }
  if (facilities === 0) {
    if (NONE_LISTED.test(textOf(first('body', page) ?? page, { lines: false }))) return [];
    throw missingContainer(page, PUBLISHER, 'facility disruptions (div.modal[role=dialog])');
  }
  return notices;
}

function facilityNotices(modal: Element, community: string | null, number: number): PageNotice[] {
  const facility = textOf(first('.modal-title', modal), { lines: false });
  const body = first('.modal-body', modal);
  if (facility === '' || !body) {
    throw new FeedError('unexpected_shape', `Facility ${number} has no title or body: the page's modals changed.`);
  }
  return disruptionParts(body).map((part, index) => {
    const text = fieldLines(part);
    if (text === '') {
      throw new FeedError('unexpected_shape', `${facility}: disruption ${index + 1} has no labelled field.`);
    }
    return {
      key: `${attribute(modal, 'id') ?? facility}#${index + 1}`,
      title: facility,
      text,
      publishedAt: null,
      url: PAGE_URL,
      place: community,
      lang: 'en' as const,
    };
  });
}

/** The body's children in parts, one per disruption, split at each <hr>. */
function disruptionParts(body: Element): ChildNode[][] {
  const parts: ChildNode[][] = [[]];
  for (const child of body.children) {
    if ('name' in child && child.name === 'hr') parts.push([]);
    else parts.at(-1)?.push(child);
  }
  return parts.filter((part) => textOf(part) !== '');
}

/** "Label: value" per field; a list after a label belongs to its value. */
function fieldLines(part: ChildNode[]): string {
  const lines: string[] = [];
  for (const node of part) {
    const strong = 'name' in node && node.name === 'p' ? first('strong', node) : null;
    const label = textOf(strong, { lines: false }).replace(/:$/, '');
    if (strong && LABELS.includes(label)) {
      const value = textOf(node, { lines: false }).slice(textOf(strong, { lines: false }).length);
      lines.push(`${label}: ${value.replace(/^\s*:?\s*/, '')}`.trimEnd());
    } else if (lines.length > 0) {
      const more = textOf(node, { lines: false });
      if (more !== '') lines[lines.length - 1] += ` ${more}`;
    }
  }
  return lines.join('\n');
}

export const abDisruptionsPage: NoticePage = {
  id: 'ab-disruptions',
  title: 'Alberta — AHS facilities: temporary service disruptions',
  provinces: ['AB'],
  province: 'AB',
  url: PAGE_URL,
  intervalS: 900,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Alberta Health Services', url: 'https://www.albertahealthservices.ca' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage,
};
