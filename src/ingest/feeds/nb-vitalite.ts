// Vitalité Health Network (New Brunswick) publishes each closure, restriction or service change
// as a "public notice" article; its Joomla site serves the list as an RSS 2.0 feed
// (`?format=feed&type=rss`). One item is one notice: its title, its description (HTML: its words
// are the notice), its pubDate and its link. The network works in French and English and the
// English feed carries French items too, so an item's language is read from the item.

import { declaredPage } from '../declared-page';
import type { Element } from '../html';
import { absoluteUrl } from '../notice-html';
import { channelLanguage, RSS_ITEMS, type RssItem, readRssPage, rssItem } from '../read/rss';
import { select } from '../select';

const FEED_URL = 'https://vitalitenb.ca/en/health-network/communications/public-notices?format=feed&type=rss';

const FRENCH_WORDS = new Set(
  'le la les des du et est sera seront au aux une pour dans sur avec à par ne pas de réseau urgence fermée fermé'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and of to is will be at in for on with from until network emergency closed'.split(' '),
);

/** 'fr' or 'en' from a language tag ("fr-CA", "en-gb"), else null. */
function languageOfTag(tag: string | null): 'en' | 'fr' | null {
  const base = tag?.trim().toLowerCase().slice(0, 2);
  return base === 'en' || base === 'fr' ? base : null;
}

/** The language most of the notice's common words are in, when they say so plainly. */
function languageOfWords(text: string): 'en' | 'fr' | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const french = words.filter((word) => FRENCH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (french === english) return null;
  return french > english ? 'fr' : 'en';
}

/**
 * The item's own language tag first; then its words, because a French notice on the English
 * feed inherits "en-gb" from the channel; the channel's language last.
 */
function languageOf(item: RssItem, channelLang: string | null, text: string): 'en' | 'fr' | undefined {
  return (
    languageOfTag(item.lang) ??
    languageOfWords(`${item.title ?? ''} ${text}`) ??
    languageOfTag(channelLang) ??
    undefined
  );
}

export const vitalitePage = declaredPage({
  source: {
    id: 'nb-vitalite',
    title: 'New Brunswick — Vitalité Health Network public notices (RSS)',
    publisher: 'Vitalité public notices',
    provinces: ['NB'],
    province: 'NB',
    url: FEED_URL,
    intervalS: 600,
    licence: { name: 'Terms of use of Vitalité Health Network (not confirmed)', url: null },
    attribution: { name: 'Vitalité Health Network', url: 'https://vitalitenb.ca' },
    termsNote:
      'Terms not confirmed; public notices quoted with attribution to Vitalité Health Network, with a link to each notice.',
  },
  read: readRssPage,
  items: (page) => select(page, RSS_ITEMS, { what: "the feed's items", min: 0 }),
  notice(element: Element, { page }) {
    const item = rssItem(element);
    // A description-less item is still a notice: its title is all the feed says, and stands as its
    // text (not also as its title: the interpreter reads and shows the title and the text together).
    const text = item.description ?? item.title;
    // An item with neither a title nor a description says nothing to read.
    if (text === null) return [];
    const lang = languageOf(item, channelLanguage(page), text);
    return {
      key: item.guid ?? item.link,
      title: item.description === null ? null : item.title,
      text,
      publishedAt: item.pubDate,
      url: absoluteUrl(item.link, FEED_URL) ?? absoluteUrl(item.guid, FEED_URL),
      place: null,
      ...(lang ? { lang } : {}),
    };
  },
});
