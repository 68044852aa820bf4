import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { nbHorizonPage } from './nb-horizon';

const FIXTURE = readFileSync(new URL('./fixtures/nb-horizon-service-interruptions.html', import.meta.url), 'utf8');
/** 2022-12-21 14:00 in Moncton (AST), the day Horizon announced the holiday closures. */
const FETCHED_AT = Date.UTC(2022, 11, 21, 18, 0);
/** "Last updated: December 21, 2022": the start of that day in New Brunswick. */
const UPDATED = Date.UTC(2022, 11, 21, 4, 0);

const read = (html: string, fetchedAt = FETCHED_AT) =>
  nbHorizonPage.readPage(new TextEncoder().encode(html), fetchedAt);
const refusal = (html: string) => feedErrorOf(() => read(html));

describe('the Horizon Health Network service interruptions page (nb-horizon)', () => {
  it('reads one notice per banner, its words up to the divider, dated by the page’s "Last updated" day', () => {
    const notices = read(FIXTURE);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Oromocto Public Hospital',
      'Sackville Memorial Hospital',
      'Physiotherapy',
    ]);
    expect(notices[0]).toEqual({
      key: null,
      title: 'Oromocto Public Hospital',
      text:
        'The Oromocto Public Hospital emergency room will be closed Christmas Eve, Christmas Day and Boxing Day.\n' +
        'The ER will re-open at 8 a.m. on Dec. 27.',
      publishedAt: UPDATED,
      url: 'https://horizonnb.ca/news/temporary-service-interruptions-and-closure-notices/',
      place: null,
      lang: 'en',
    });
  });

  it('keeps a list in a notice’s words, and a banner that is a service rather than a facility', () => {
    expect(read(FIXTURE)[2]?.text).toBe(
      'Outpatient physiotherapy at the Sussex Health Centre is not available this week.\nPatients with appointments will be called to reschedule.',
    );
  });

  it('reads notices as published at the fetch when the page has no "Last updated" line', () => {
    const undated = FIXTURE.replace(/<p><strong>Last updated:<\/strong>[^<]*<\/p>/, '');
    expect(read(undated).map((notice) => notice.publishedAt)).toEqual([null, null, null]);
  });

  it('reads a widget that says there are no interruptions as no notices', () => {
    const none = FIXTURE.replace(
      /<div class="content">[\s\S]*?<\/ul>/,
      '<div class="content"><p>There are currently no temporary service interruptions or closures.</p>',
    );
    expect(read(none)).toEqual([]);
  });

  it('refuses a widget without banners that does not say it is empty', () => {
    const bannerless = FIXTURE.replaceAll(/<table>[\s\S]*?<\/table>/g, '<h4>Banner</h4>');
    expect(refusal(bannerless).code).toBe('unexpected_shape');
  });

  it('refuses a page without the notices widget (the page was redesigned)', () => {
    const redesigned = FIXTURE.replace('colourful-widget', 'notice-list');
    expect(refusal(redesigned)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/widget/) });
  });

  it('refuses a "Service Unavailable" page as an error page', () => {
    const unavailable =
      '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body><h1>Service Temporarily Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>';
    expect(refusal(unavailable)).toMatchObject({
      code: 'html_error_page',
      message: expect.stringContaining('Service Unavailable'),
    });
  });
});
