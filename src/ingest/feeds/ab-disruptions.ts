// Alberta Health Services' "AHS Facilities: Temporary Service Disruptions": an ASP.NET page, one
// Bootstrap modal per facility under a community heading, one disruption per part of its body
// (split at <hr>). AHS dates no disruption: each is read as published when fetched.
import type { ChildNode } from 'domhandler';
import { FeedError } from '../adapter';
import { declaredPage, type ItemContext } from '../declared-page';
import { all, attribute, type Document, type Element, first, textOf } from '../html';
import type { PageNotice } from '../notice-page';
import { required, selectOne, selectWords } from '../select';

const PAGE_URL = 'https://www.albertahealthservices.ca/br/Page17594.aspx';
const LABELS = ['Program or Service', 'Bed or Space Reduction', 'Reason', 'Start Date', 'Anticipated End Date'];
const NONE_LISTED = /\bno (?:current |temporary )*(?:service )?disruptions\b/i;

/** A community heading ("Beaverlodge") above its facilities' modals. */
const COMMUNITY = 'h1.in-header-teal';
/** A facility's disruptions: its title, and a body of labelled fields ("<p><strong>Reason</strong> …"). */
const FACILITY = 'div.modal[role="dialog"]';

interface Facility {
  modal: Element;
  community: string | null;
}

/** Each facility's modal with the community heading above it; none only when the page says there are none. */
function facilities(page: Document): Facility[] {
  const found: Facility[] = [];
  let community: string | null = null;
  for (const element of all(`${COMMUNITY}, ${FACILITY}`, page)) {
    if (element.name === 'h1') community = textOf(element, { lines: false }) || null;
    else found.push({ modal: element, community });
  }
  if (found.length === 0 && NONE_LISTED.test(textOf(first('body', page) ?? page, { lines: false }))) return [];
  return required(found.length > 0 ? found : null, 'facility disruptions (div.modal[role=dialog])');
}

function facilityNotices({ modal, community }: Facility, { index: number }: ItemContext): PageNotice[] {
  const { words: facility } = selectWords(modal, '.modal-title', `Facility ${number + 1}'s title`);
  const body = selectOne(modal, '.modal-body', `Facility ${number + 1}'s body`);
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

export const abDisruptionsPage = declaredPage({
  source: {
    id: 'ab-disruptions',
    title: 'Alberta — AHS facilities: temporary service disruptions',
    publisher: "Alberta Health Services' temporary service disruptions page",
    provinces: ['AB'],
    province: 'AB',
    url: PAGE_URL,
    intervalS: 900,
    licence: { name: 'Terms not confirmed', url: null },
    attribution: { name: 'Alberta Health Services', url: 'https://www.albertahealthservices.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  },
  items: facilities,
  notice: facilityNotices,
});
