// Saskatchewan Health Authority's service disruptions: a Drupal search view, ten teasers a page,
// newest first. Built against the real markup (July 2022, in the shared corpus, html/sk/):
//
//   .c-search-top__showing         "Showing 11 - 20 of 36 Service Disruptions" (the count line)
//   div.views-row > article[about="/news-events/service-disruptions/<slug>"]   one notice
//     .c-teaser__title a > span    its title ("Kindersley: Temporary Disruption to Emergency Services")
//     time.datetime[datetime]      when it was posted (UTC)
//     .c-teaser__tags > .c-tag     facility, disruption type, [region,] community
//
// The list shows no body: a notice's words are its title and its tags, as the teaser shows them.
// A page without teasers lists nothing when its count line says 0; without teasers and without
// such a count line, the page has changed. Since late 2025 SHA lists ER disruptions otherwise
// (community links, publishers.md): this reader refuses that page until it is recorded and read.
import { FeedError } from '../adapter';
import { all, attribute, type Element, first, textOf } from '../html';
import { absoluteUrl, missingContainer, readNoticeHtml } from '../notice-html';
import type { NoticePage, PageNotice } from '../notice-page';

const PAGE_URL = 'https://www.saskhealthauthority.ca/news-events/service-disruptions';
const PUBLISHER = 'the Saskatchewan Health Authority service disruptions list';

function readPage(bytes: Uint8Array): PageNotice[] {
  const page = readNoticeHtml(bytes, PUBLISHER);
  const count = first('.c-search-top__showing', page);
  const teasers = all('div.views-row > article', page);
  if (teasers.length === 0) {
    if (count && /\b0\b|\bno\b/i.test(textOf(count))) return [];
    throw missingContainer(page, PUBLISHER, 'list of service disruptions (.views-row teasers)');
  }
  return teasers.map(noticeOf);
}

function noticeOf(teaser: Element, index: number): PageNotice {
  const link = first('.c-teaser__title a', teaser);
  const title = textOf(link, { lines: false });
  if (!link || title === '') {
    throw new FeedError('unexpected_shape', `Teaser ${index + 1} has no title: the list's markup has changed.`);
  }
  const tags = all('.c-teaser__tags .c-tag', teaser).map((tag) => textOf(tag, { lines: false }));
  const time = first('time[datetime]', teaser);
  const posted = time ? Date.parse(attribute(time, 'datetime') ?? '') : Number.NaN;
  const slug = attribute(teaser, 'about') ?? attribute(link, 'href');
  return {
    key: slug,
    title,
    text: [title, tags.join(' · ')].filter((part) => part !== '').join('\n'),
    publishedAt: Number.isFinite(posted) ? posted : null,
    url: absoluteUrl(attribute(link, 'href'), PAGE_URL),
    // The community is the last tag (facility, type, [region,] community).
    place: tags.length >= 3 ? (tags.at(-1) ?? null) : null,
    lang: 'en',
  };
}

export const skPage: NoticePage = {
  id: 'sk',
  title: 'Saskatchewan — Saskatchewan Health Authority service disruptions',
  provinces: ['SK'],
  province: 'SK',
  url: PAGE_URL,
  intervalS: 900,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Saskatchewan Health Authority', url: 'https://www.saskhealthauthority.ca' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage,
};
