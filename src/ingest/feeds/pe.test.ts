import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { pePage } from './pe';

const PAGE = readFileSync(new URL('./fixtures/pe-lite-latest-news-and-alerts.html', import.meta.url), 'utf8');
/** The morning of the newest alert (Charlottetown, ADT). */
const FETCHED_AT = Date.parse('2026-10-01T10:40:00Z');

const read = (html: string) => pePage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

const withList = (lines: string) =>
  `<!DOCTYPE html><html><head><title>Government of Prince Edward Island - Lite</title></head><body>
  <h2>Latest News and Alerts</h2><ul>${lines}</ul><h2>Services</h2><ul><li><a href="/s">All services</a></li></ul></body></html>`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('Health PEI alerts (lite.princeedwardisland.ca)', () => {
  const notices = read(PAGE);

  it('reads the Health lines of "Latest News and Alerts" as notices, and no other category', () => {
    expect(notices.map((notice) => notice.text)).toEqual([
      'Western Hospital Emergency Department Closed',
      'KCMH Emergency Department Closing Early',
      "Kings County Memorial Hospital's emergency department is closed",
    ]);
  });

  it('gives the title as the text (no title apart from it), linked and keyed by the alert’s address, in English, without a place', () => {
    expect(notices[0]).toEqual({
      key: 'https://www.princeedwardisland.ca/en/alert/western-hospital-emergency-department-closed',
      title: null,
      text: 'Western Hospital Emergency Department Closed',
      publishedAt: Date.parse('2026-10-01T03:00:00Z'),
      url: 'https://www.princeedwardisland.ca/en/alert/western-hospital-emergency-department-closed',
      place: null,
      lang: 'en',
    });
  });

  it('dates each alert at the start of its day on Island time (ADT)', () => {
    expect(notices.map((notice) => iso(notice.publishedAt))).toEqual([
      '2026-10-01T03:00:00.000Z',
      '2026-09-27T03:00:00.000Z',
      '2026-08-08T03:00:00.000Z',
    ]);
  });

  it('resolves a link relative to the lite site', () => {
    expect(notices[1]?.url).toBe('https://lite.princeedwardisland.ca/en/alert/kcmh-emergency-department-closing-early');
  });

  it('returns no notices when the list holds no Health alert, or nothing at all', () => {
    expect(read(withList('<li><a href="/t">Route 2 lane closure</a> | Traffic | September 30, 2026</li>'))).toEqual([]);
    expect(read(withList(''))).toEqual([]);
  });

  it('keeps a Health alert whose date cannot be read, its date unknown', () => {
    const [notice] = read(withList('<li><a href="/a">Souris Hospital ER</a> | Health | yesterday</li>'));
    expect(notice).toMatchObject({ text: 'Souris Hospital ER', publishedAt: null });
  });

  it('refuses a list whose lines no longer read "Title | Category | Date"', () => {
    const error = refusal(withList('<li><a href="/a">Western Hospital ED</a> — Health — October 1, 2026</li>'));
    expect(error).toMatchObject({
      code: 'unexpected_shape',
      message: expect.stringMatching(/Title \| Category \| Date/),
    });
  });

  it('refuses a page without the "Latest News and Alerts" list (a redesign)', () => {
    const redesigned = PAGE.replace('<h2>Latest News and Alerts</h2>', '<h2>What’s new</h2>');
    expect(refusal(redesigned)).toMatchObject({
      code: 'unexpected_shape',
      message: expect.stringMatching(/Latest News/),
    });
  });

  it('refuses the firewall’s block page with its own code', () => {
    const blocked =
      '<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><h1>Sorry, you have been blocked</h1></body></html>';
    expect(refusal(blocked).code).toBe('html_error_page');
  });

  it('refuses a "Service unavailable" page with its own code', () => {
    const page = '<html><head><title>Service Unavailable</title></head><body><p>Try again later.</p></body></html>';
    expect(refusal(page).code).toBe('html_error_page');
  });
});
