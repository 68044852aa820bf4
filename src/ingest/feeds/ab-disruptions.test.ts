import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { abDisruptionsPage } from './ab-disruptions';

const FIXTURE = readFileSync(new URL('./fixtures/ab-disruptions.html', import.meta.url), 'utf8');
/** 2026-08-08 09:33 in Edmonton (MDT), when ERstat's snapshot held these notices. */
const FETCHED_AT = Date.UTC(2026, 7, 8, 15, 33);

const read = (html: string) => abDisruptionsPage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

describe('the AHS temporary service disruptions page (ab-disruptions)', () => {
  it('reads one notice per disruption: two facilities with one each, one with two split at the rule', () => {
    const notices = read(FIXTURE);
    expect(notices.map((notice) => [notice.title, notice.place, notice.key])).toEqual([
      ['Beaverlodge Municipal Hospital', 'Beaverlodge', 'beaverlodge-municipal-hospital#1'],
      ['Hardisty Health Centre', 'Hardisty', 'hardisty-health-centre#1'],
      ['Hardisty Health Centre', 'Hardisty', 'hardisty-health-centre#2'],
      ['Two Hills Health Centre', 'Two Hills', 'two-hills-health-centre#1'],
    ]);
  });

  it('gives a disruption its labelled fields as lines, undated (AHS dates none), linked to the page', () => {
    expect(read(FIXTURE)[1]).toEqual({
      key: 'hardisty-health-centre#1',
      title: 'Hardisty Health Centre',
      text:
        'Program or Service: Emergency Department\n' +
        'Bed or Space Reduction: Emergency department closed Fridays, Saturdays and Sundays. Nursing staff remain on site, starting December 5 (7am)\n' +
        'Reason: Due to clinical personnel shortage\n' +
        'Start Date: December 5, 2025\n' +
        'Anticipated End Date: TBD',
      publishedAt: null,
      url: 'https://www.albertahealthservices.ca/br/Page17594.aspx',
      place: 'Hardisty',
      lang: 'en',
    });
  });

  it('reads a value given as a list after its label', () => {
    expect(read(FIXTURE)[2]?.text).toContain('Bed or Space Reduction: 4 of 10 acute care beds closed\nReason:');
  });

  it('reads a page that says it lists no disruptions as no notices', () => {
    const none = FIXTURE.replace(
      /<h1 class="in-header-teal">[\s\S]*<\/div>\s*<\/form>/,
      '<p>There are no temporary service disruptions at this time.</p></div></form>',
    );
    expect(none).not.toContain('modal');
    expect(read(none)).toEqual([]);
  });

  it('refuses a page without modals that does not say so (the page changed)', () => {
    const redesigned = FIXTURE.replaceAll('role="dialog"', 'role="region"');
    expect(refusal(redesigned)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/modal/) });
  });

  it('refuses a facility whose disruption has no labelled field (the fields were renamed)', () => {
    const renamed = FIXTURE.replaceAll('<strong>', '<b>').replaceAll('</strong>', '</b>');
    expect(refusal(renamed)).toMatchObject({
      code: 'unexpected_shape',
      message: 'Beaverlodge Municipal Hospital: disruption 1 has no labelled field.',
    });
  });

  it('refuses an error page served in place of the disruptions as an error page', () => {
    const error =
      "<!DOCTYPE html><html><head><title>Server Error in '/' Application.</title></head><body><h1>Server Error in '/' Application.</h1></body></html>";
    expect(refusal(error).code).toBe('html_error_page');
  });
});
