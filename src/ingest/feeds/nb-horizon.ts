// Horizon Health Network's "Temporary service interruptions and closure notices": one WordPress
// page edited by hand (markup as other readers describe it, fixtures/README.md). Every notice is
// read as published on the page's "Last updated" day (the fetch time when it is today).
import type { ChildNode } from 'domhandler';
import { declaredPage } from '../declared-page';
import { all, type Document, type Element, textOf } from '../html';
import { dayInWords } from '../notice-html';
import { required, selectOne } from '../select';

const PAGE_URL = 'https://horizonnb.ca/news/temporary-service-interruptions-and-closure-notices/';
/** The notices one after another: a one-cell table as a notice's banner, its words, a "__" divider. */
const WIDGET = '.entry-content .colourful-widget .content';
const DIVIDER = /^_+$/;
const NONE_LISTED = /\bno (?:current )?(?:temporary )?(?:service )?(?:interruptions|closures)\b/i;

interface Entry {
  banner: string;
  words: ChildNode[];
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

function entries(page: Document): Entry[] {
  const widget = selectOne(page, WIDGET, 'the notices widget (.colourful-widget)');
  const found = entriesOf(widget);
  if (found.length === 0 && NONE_LISTED.test(textOf(widget, { lines: false }))) return [];
  return required(
    found.length > 0 ? found : null,
    'a notice banner (table) in the widget, or its saying there are none',
  );
}

export const nbHorizonPage = declaredPage({
  source: {
    id: 'nb-horizon',
    title: 'New Brunswick — Horizon Health Network temporary service interruptions and closures',
    publisher: "Horizon Health Network's temporary service interruptions page",
    provinces: ['NB'],
    province: 'NB',
    url: PAGE_URL,
    intervalS: 900,
    licence: { name: 'Terms not confirmed', url: null },
    attribution: { name: 'Horizon Health Network', url: 'https://horizonnb.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  },
  items: entries,
  notice({ banner, words }: Entry, { page, fetchedAt }) {
    const updated = all('.entry-content p', page).find((p) => /last updated/i.test(textOf(p, { lines: false })));
    const publishedAt = updated ? dayInWords(textOf(updated, { lines: false }), 'NB', fetchedAt) : null;
    const text = required(textOf(words), `the words of the notice under "${banner}"`);
    return { key: null, title: banner, text, publishedAt, url: PAGE_URL, place: null, lang: 'en' as const };
  },
});
