import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { nsPage } from './ns';

const FIXTURE = readFileSync(new URL('./fixtures/ns-service-statuses.html', import.meta.url), 'utf8');
/** 2025-02-14 14:00 in Halifax (AST), the day the notices were on the page. */
const FETCHED_AT = Date.UTC(2025, 1, 14, 18, 0);

const read = (html: string) => nsPage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

describe('the Nova Scotia Health service statuses list (ns)', () => {
  it('reads one notice per row, in page order, with its service as the title', () => {
    const notices = read(FIXTURE);
    expect(notices.map((notice) => notice.title)).toEqual([
      'All Saints Springhill Hospital — Emergency Department',
      'Blood Collection Clinic',
      'Driver Evaluation Program',
      'Emergency Department',
      'Emergency Department',
      'Emergency Department',
    ]);
  });

  it('gives a notice its words line by line, its community and its facility link; no date (the page has none)', () => {
    const strait = read(FIXTURE)[4];
    expect(strait).toEqual({
      key: '/locations-and-facilities/strait-richmond-hospital#Emergency Department',
      title: 'Emergency Department',
      text:
        'The emergency department at Strait Richmond Hospital in Evanston will be closed:\n' +
        'Friday, Feb. 14 from 4 p.m. to Monday, Feb. 17 at 10 a.m.\n' +
        'Wednesday, Feb. 19 from 7 a.m. to Thursday, Feb. 20 at 10 a.m.\n' +
        'Friday, Feb. 21 from 7 a.m. to 10 a.m.',
      publishedAt: null,
      url: 'https://www.nshealth.ca/locations-and-facilities/strait-richmond-hospital',
      place: 'Evanston',
      lang: 'en',
    });
  });

  it('names the facility in the title when the words name it otherwise (the link says "All Saints")', () => {
    const springhill = read(FIXTURE)[0];
    expect(springhill?.title).toBe('All Saints Springhill Hospital — Emergency Department');
    expect(springhill?.text).toBe(
      'All Saint Springhill Hospital’s Collaborative Emergency Centre is temporarily closed. A virtual urgent care service will be available onsite daily. Please check the schedule here.',
    );
  });

  it('reads a row without a facility link or community (a program) with neither', () => {
    expect(read(FIXTURE)[2]).toMatchObject({ key: null, url: null, place: null, title: 'Driver Evaluation Program' });
  });

  it('reads a list whose count is 0 as no notices', () => {
    const empty = FIXTURE.replace(/<div class="view-content">[\s\S]*?<nav/, '<nav').replace(
      '<strong>6</strong>',
      '<strong>0</strong>',
    );
    expect(read(empty)).toEqual([]);
  });

  it('refuses a page whose rows are gone without a count of 0 (the list changed), rather than reading nothing', () => {
    const changed = FIXTURE.replaceAll('views-row', 'status-card');
    expect(refusal(changed)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/\.views-row/) });
  });

  it('refuses a row without its service heading as a changed list', () => {
    const headless = FIXTURE.replace('<h3>Driver Evaluation Program</h3>', '<h4>Driver Evaluation Program</h4>');
    expect(refusal(headless)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/Row 3/) });
  });

  it('refuses the firewall’s challenge page served in place of the list as an error page', () => {
    const challenge =
      '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser</h1></body></html>';
    expect(refusal(challenge).code).toBe('html_error_page');
    const unavailable = '<html><head><title>Service Unavailable</title></head><body>Try again later.</body></html>';
    expect(refusal(unavailable).code).toBe('html_error_page');
  });
});
