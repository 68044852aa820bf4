// The nb-vitalite, mb, pe and nl pages as the runtime polls them (notice-feed.ts): what the
// feed says of itself, and that a page's refusal reaches the poll with its code (feed health),
// whatever the interpreter makes of the notices.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { noticeFeed } from '../notice-feed';
import type { NoticePage } from '../notice-page';
import { mbPage } from './mb';
import { vitalitePage } from './nb-vitalite';
import { nlPage } from './nl';
import { pePage } from './pe';

const PAGES: { page: NoticePage; fixture: string; redesign: (text: string) => string }[] = [
  {
    page: vitalitePage,
    fixture: 'nb-vitalite-public-notices.rss',
    redesign: (text) => text.replaceAll('<channel>', '<feed>').replaceAll('</channel>', '</feed>'),
  },
  {
    page: mbPage,
    fixture: 'mb-pmh-er-service-disruptions.html',
    redesign: (text) => text.replace('itemprop="articleBody"', 'class="article-body"'),
  },
  {
    page: pePage,
    fixture: 'pe-lite-latest-news-and-alerts.html',
    redesign: (text) => text.replace('Latest News and Alerts', 'News'),
  },
  {
    page: nlPage,
    fixture: 'nl-service-updates.html',
    redesign: (text) => text.replace('entry-content', 'post-body'),
  },
];

const ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
const FETCHED_AT = Date.parse('2026-02-12T19:30:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(PAGES)('the $page.id page polled as a feed', ({ page, fixture, redesign }) => {
  const feed = noticeFeed(page);
  const text = readFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');

  it('is named, placed and polled every 10 to 15 minutes, with its publisher credited', () => {
    expect(feed).toMatchObject({ id: page.id, url: page.url, provinces: [page.province] });
    expect(feed.intervalS).toBeGreaterThanOrEqual(600);
    expect(feed.intervalS).toBeLessThanOrEqual(900);
    expect(feed.attribution.url).toMatch(/^https:\/\//);
    expect(page.termsNote).toMatch(/not confirmed/);
  });

  it('fails the poll as unexpected_shape when the page is redesigned', () => {
    expect(feedErrorOf(() => feed.parse(bytes(redesign(text)), FETCHED_AT)).code).toBe('unexpected_shape');
  });

  it('fails the poll as html_error_page when the server answers with an error page', () => {
    expect(feedErrorOf(() => feed.parse(bytes(ERROR_PAGE), FETCHED_AT)).code).toBe('html_error_page');
  });
});
