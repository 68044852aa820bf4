// Saskatchewan Health Authority's service disruptions: a Drupal search view of teasers, newest
// first (July 2022 markup, corpus html/sk/). The list shows no body: a notice's words are its
// title and its tags. Since late 2025 SHA lists ER disruptions otherwise (publishers.md).

import { declaredPage } from '../declared-page';
import { attribute, type Element, first, textOf } from '../html';
import { absoluteUrl } from '../notice-html';
import { select, selectWords } from '../select';

const PAGE_URL = 'https://www.saskhealthauthority.ca/news-events/service-disruptions';

/** "Showing 11 - 20 of 36 Service Disruptions"; a count of 0 lists nothing. */
const COUNT_LINE = '.c-search-top__showing';
const TEASER = 'div.views-row > article';
const TITLE_LINK = '.c-teaser__title a';
/** Facility, disruption type, [region,] community. */
const TAG = '.c-teaser__tags .c-tag';
const POSTED = 'time[datetime]';

export const skPage = declaredPage({
  source: {
    id: 'sk',
    title: 'Saskatchewan — Saskatchewan Health Authority service disruptions',
    publisher: 'the Saskatchewan Health Authority service disruptions list',
    provinces: ['SK'],
    province: 'SK',
    url: PAGE_URL,
    intervalS: 900,
    licence: { name: 'Terms not confirmed', url: null },
    attribution: { name: 'Saskatchewan Health Authority', url: 'https://www.saskhealthauthority.ca' },
    termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  },
  items: (page) =>
    select(page, TEASER, {
      what: 'the list of service disruptions (.views-row teasers)',
      emptyWhen: () => /\b0\b|\bno\b/i.test(textOf(first(COUNT_LINE, page))),
    }),
  notice(teaser: Element, { index }) {
    const { element: link, words: title } = selectWords(teaser, TITLE_LINK, `Teaser ${index + 1}'s title`);
    const tags = select(teaser, TAG, { what: 'tags', min: 0 }).map((tag) => textOf(tag, { lines: false }));
    const time = first(POSTED, teaser);
    const posted = time ? Date.parse(attribute(time, 'datetime') ?? '') : Number.NaN;
    return {
      key: attribute(teaser, 'about') ?? attribute(link, 'href'),
      title,
      text: [title, tags.join(' · ')].filter((part) => part !== '').join('\n'),
      publishedAt: Number.isFinite(posted) ? posted : null,
      url: absoluteUrl(attribute(link, 'href'), PAGE_URL),
      place: tags.length >= 3 ? (tags.at(-1) ?? null) : null,
      lang: 'en' as const,
    };
  },
});
