import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { mbPage } from './mb';

const PAGE = readFileSync(new URL('./fixtures/mb-pmh-er-service-disruptions.html', import.meta.url), 'utf8');
/** The afternoon of the page's last update (Winnipeg, CDT). */
const FETCHED_AT = Date.parse('2022-07-01T19:00:00Z');
const PAGE_URL = mbPage.url;

const read = (html: string) => mbPage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

/** A Joomla article page around the given body. */
const article = (body: string, info = '') =>
  `<!DOCTYPE html><html><head><title>Emergency Department Service Disruptions</title></head><body>
  <div class="item-page">${info}<div itemprop="articleBody">${body}</div></div></body></html>`;

describe('Manitoba ER service disruptions (Prairie Mountain Health)', () => {
  const notices = read(PAGE);

  it('reads one notice per community line, the community before the colon as its place', () => {
    expect(notices.map(({ place, text }) => ({ place, text }))).toEqual([
      { place: 'Treherne', text: 'Treherne: ER and hospital admissions temporarily suspended.' },
      {
        place: 'Grandview',
        text: 'Grandview: ER services available Monday to Friday, 8 a.m. to 8 p.m.; overnight and weekend ER services temporarily suspended as of July 8.',
      },
      { place: 'Melita', text: 'Melita: ER and hospital admissions temporarily suspended as of June 30.' },
      {
        place: 'Souris',
        text: 'Souris: ER services remain available 24 hours per day, except Mondays and Wednesdays, when services will be suspended as of July 4.',
      },
    ]);
  });

  it('dates every line at the page’s last update, in English, read on the page itself, without a title or key', () => {
    for (const notice of notices) {
      expect(notice).toMatchObject({ key: null, title: null, url: PAGE_URL, lang: 'en' });
      expect(new Date(notice.publishedAt ?? Number.NaN).toISOString()).toBe('2022-07-01T14:30:00.000Z');
    }
  });

  it('leaves out the paragraphs around the list, which are not about one ER', () => {
    expect(notices.some((notice) => notice.text.includes('Laboratory'))).toBe(false);
  });

  it('reads the day of a "Last Updated" line that has no machine-readable time, on Winnipeg’s clock', () => {
    const info =
      '<dl class="article-info"><dd><time itemprop="dateModified">Last Updated: 16 February 2024</time></dd></dl>';
    const [notice] = read(article('<ul><li>Ste. Anne: ER closed.</li></ul>', info));
    expect(new Date(notice?.publishedAt ?? Number.NaN).toISOString()).toBe('2024-02-16T06:00:00.000Z');
    expect(notice?.place).toBe('Ste. Anne');
  });

  it('names no place for a line that does not start with a community, and keeps its link', () => {
    const line = '<ul><li>ER hours at 8:00 a.m. change: <a href="/news/123-er-hours">read more</a></li></ul>';
    const [notice] = read(article(line));
    expect(notice).toMatchObject({
      place: null,
      url: 'https://www.prairiemountainhealth.ca/news/123-er-hours',
      publishedAt: null,
    });
  });

  it('returns no notices when the article says there are no disruptions', () => {
    expect(read(article('<p>There are currently no emergency department service disruptions.</p>'))).toEqual([]);
  });

  it('refuses an article with neither a list nor a word that nothing is disrupted (the page changed)', () => {
    const error = refusal(article('<p>Treherne ER and hospital admissions temporarily suspended.</p>'));
    expect(error.code).toBe('unexpected_shape');
  });

  it('refuses a page without the article body (a redesign)', () => {
    const redesigned = PAGE.replace('itemprop="articleBody"', 'class="com-content-article__body"');
    expect(refusal(redesigned)).toMatchObject({
      code: 'unexpected_shape',
      message: expect.stringMatching(/article body/),
    });
  });

  it('refuses a server error page with its own code', () => {
    const page =
      '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
    expect(refusal(page)).toMatchObject({ code: 'html_error_page', message: expect.stringMatching(/503/) });
  });

  it('refuses text that is not a page', () => {
    expect(refusal('upstream connect error').code).toBe('unexpected_shape');
  });
});
