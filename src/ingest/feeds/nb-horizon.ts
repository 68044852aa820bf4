// Horizon Health Network's "Temporary service interruptions and closure notices": one WordPress
// page edited by hand. Markup not seen from here (see fixtures/README.md); as other readers
// describe it:
//
//   article .entry-content
//     h3 "Current temporary service interruptions or closures"
//     p "Last updated: May 15, 2026"           the page's only date (a day)
//     .colourful-widget > .content             the notices, one after another:
//       table (one cell)                       a notice's banner: a facility or a service
//       p, ul …                                its words
//       p "__"                                 the divider before the next
//
// Every notice is read as published on the "Last updated" day (the fetch time when it is today).
// A widget with no banner that says there are no interruptions lists nothing; a page without
// the widget, or a widget with neither, has changed.
import type { ChildNode } from 'domhandler';
import { FeedError } from '../adapter';
import { all, type Element, first, textOf } from '../html';
import { dayInWords, missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';

const PAGE_URL = 'https://horizonnb.ca/news/temporary-service-interruptions-and-closure-notices/';
const PUBLISHER = "Horizon Health Network's temporary service interruptions page";
const DIVIDER = /^_+$/;
const NONE_LISTED = /\bno (?:current )?(?:temporary )?(?:service )?(?:interruptions|closures)\b/i;

interface Entry {
  banner: string;
  words: ChildNode[];
}

function readPage(bytes: Uint8Array, fetchedAt: number): PageNotice[] {
  const page = readNoticeHtml(bytes, PUBLISHER);
  const content = first('.entry-content .colourful-widget .content', page);
  if (!content) throw missingContainer(page, PUBLISHER, 'notices widget (.entry-content .colourful-widget)');
  const entries = entriesOf(content);
  if (entries.length === 0) {
    if (NONE_LISTED.test(textOf(content, { lines: false }))) return [];
    throw new FeedError('unexpected_shape', 'The notices widget has no banner (table) and does not say it is empty.');
  }
  const updated = all('.entry-content p', page).find((p) => /last updated/i.test(textOf(p, { lines: false })));
  const publishedAt = updated ? dayInWords(textOf(updated, { lines: false }), 'NB', fetchedAt) : null;
  return entries.map(({ banner, words }) => {
    const text = textOf(words);
    if (text === '') throw new FeedError('unexpected_shape', `The notice under "${banner}" has no words.`);
    return { key: null, title: banner, text, publishedAt, url: PAGE_URL, place: null, lang: 'en' as const };
  });
}

/** The widget's children as notices: each top-level table opens one, a "__" line closes it. */
function entriesOf(content: Element): Entry[] {
  const entries: Entry[] = [];
  let open: Entry | null = null;
  for (const child of content.children) {
    const name = 'name' in child ? child.name : null;
    if (name === 'table') {
      open = { banner: textOf(child, { lines: false }), words: [] };
      entries.push(open);
    } else if (name === 'p' && DIVIDER.test(textOf(child, { lines: false }))) {
      open = null;
    } else {
      open?.words.push(child);
    }
  }
  return entries;
}

export const nbHorizonPage: NoticePage = {
  id: 'nb-horizon',
  title: 'New Brunswick — Horizon Health Network temporary service interruptions and closures',
  provinces: ['NB'],
  province: 'NB',
  url: PAGE_URL,
  intervalS: 900,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Horizon Health Network', url: 'https://horizonnb.ca' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage,
};
