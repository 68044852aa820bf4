import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { nlPage } from './nl';

const PAGE = readFileSync(new URL('./fixtures/nl-service-updates.html', import.meta.url), 'utf8');
/** A few minutes after the page's last update (St. John's, NST). */
const FETCHED_AT = Date.parse('2026-02-12T19:30:00Z');
const PAGE_URL = nlPage.url;

const read = (html: string) => nlPage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

/** A WordPress page around the given content, without Yoast's modified time. */
const wordpress = (content: string) =>
  `<!DOCTYPE html><html><head><title>Service Updates - NL Health Services</title></head><body>
  <article class="page"><div class="entry-content">${content}</div></article></body></html>`;

describe('NL Health Services service updates', () => {
  const notices = read(PAGE);

  it('reads one notice per site of a section that lists sites, and one per section otherwise, the community as its place', () => {
    expect(notices.map(({ title, place }) => ({ title, place }))).toEqual([
      { title: 'Virtual ER – Central Zone', place: 'Buchans' },
      { title: 'Virtual ER – Central Zone', place: 'Baie Verte' },
      { title: 'Temporary Closure – Dr. Walter Templeman Health Care Centre, Bell Island', place: 'Bell Island' },
      { title: 'Visitor Precaution – Carbonear General Hospital', place: 'Carbonear General Hospital' },
    ]);
  });

  it('gives a site its own lines as its text', () => {
    expect(notices.slice(0, 2).map((notice) => notice.text)).toEqual([
      'A.M. Guy Memorial Health Centre, Buchans Friday, February 13 at 8:00 a.m. until Tuesday, February 17 at 4:00 p.m.',
      'Baie Verte Peninsula Health Centre, Baie Verte Saturday, February 14 at 8:00 a.m. until Sunday, February 15 at 8:00 a.m.',
    ]);
  });

  it('takes neither a bold date nor a bold label for a site', () => {
    const content =
      '<h3>Virtual ER – Baie Verte Peninsula Health Centre</h3><p><strong>Please note:</strong> hours change.</p><p><strong>Monday, January 15</strong><br>Virtual ER at 12:00 a.m. (midnight) until 8:00 a.m.</p>';
    const found = read(wordpress(content));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      place: 'Baie Verte Peninsula Health Centre',
      text: 'Please note: hours change.\nMonday, January 15\nVirtual ER at 12:00 a.m. (midnight) until 8:00 a.m.',
    });
  });

  it('gives a one-site section every paragraph down to the next heading, one per line', () => {
    expect(notices[2]?.text).toBe(
      [
        'Emergency services at the Dr. Walter Templeman Health Care Centre on Bell Island will be temporarily closed today beginning at 8:00 p.m. and will reopen Thursday at 8:00 a.m.',
        'Patients with a medical emergency who require an ambulance should call 911. Those who feel they have a serious or urgent medical problem should proceed to their nearest emergency department.',
      ].join('\n'),
    );
    expect(notices[3]?.text).toBe(
      'Visitors to the Carbonear General Hospital are asked to wear a mask in patient care areas.',
    );
  });

  it('links a section by its anchor, in English, dated at the page’s modified time', () => {
    expect(notices[2]).toMatchObject({
      key: 'temporary-closure-bell-island',
      url: `${PAGE_URL}#temporary-closure-bell-island`,
      lang: 'en',
      publishedAt: Date.parse('2026-02-12T19:05:41Z'),
    });
    expect(notices[0]).toMatchObject({ key: null, url: `${PAGE_URL}#virtual-er-central-zone` });
  });

  it('reads the "last updated on" line on St. John’s clock when the page has no modified time', () => {
    const content =
      '<p>This page was last updated on: December 20, 2024 at 2:22 p.m.</p><h3>Disruption – Fogo Island Health Centre</h3><p>Laboratory services unavailable.</p>';
    const [notice] = read(wordpress(content));
    expect(new Date(notice?.publishedAt ?? Number.NaN).toISOString()).toBe('2024-12-20T17:52:00.000Z');
    expect(notice).toMatchObject({ key: null, url: PAGE_URL, place: 'Fogo Island Health Centre' });
  });

  it('keeps a section without paragraphs, its heading standing as its text', () => {
    const [notice] = read(wordpress('<h3>Temporary Closure: Mundy Pond Community Walk-In Clinic</h3>'));
    expect(notice).toMatchObject({
      title: null,
      text: 'Temporary Closure: Mundy Pond Community Walk-In Clinic',
      place: 'Mundy Pond Community Walk-In Clinic',
      publishedAt: null,
    });
  });

  it('returns no notices when the page says there are no service disruptions', () => {
    expect(read(wordpress('<p>There are currently no service disruptions.</p>'))).toEqual([]);
  });

  it('refuses content with no section and no word that nothing is disrupted (the page changed)', () => {
    const error = refusal(wordpress('<h4>Temporary Closure – Bell Island</h4><p>Closed today.</p>'));
    expect(error.code).toBe('unexpected_shape');
  });

  it('refuses a page without WordPress content (a redesign)', () => {
    const redesigned = PAGE.replace('class="entry-content"', 'class="page-body"');
    expect(refusal(redesigned)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/content/) });
  });

  it('refuses a "Service unavailable" page with its own code', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body><h1>503 Service Unavailable</h1><p>No server is available to handle this request.</p></body></html>';
    expect(refusal(page).code).toBe('html_error_page');
  });
});
