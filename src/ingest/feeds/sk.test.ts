import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import { skPage } from './sk';

const FIXTURE = readFileSync(new URL('./fixtures/sk-service-disruptions.html', import.meta.url), 'utf8');
/** 2021-09-27 15:00 in Saskatchewan (CST all year): after the newest notice was posted. */
const FETCHED_AT = Date.UTC(2021, 8, 27, 21, 0);
const CORPUS_SK = resolve(import.meta.dirname, '../../../../shared/corpus/notices/html/sk');

const read = (html: string) => skPage.readPage(new TextEncoder().encode(html), FETCHED_AT);
const refusal = (html: string) => feedErrorOf(() => read(html));

describe('the Saskatchewan Health Authority service disruptions list (sk)', () => {
  it('reads every teaser as a notice: its title, its tags as the teaser shows them, its posting time and link', () => {
    const notices = read(FIXTURE);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toEqual({
      key: '/news-events/service-disruptions/kindersley-temporary-disruption-emergency-and-obstetrical-services',
      title:
        'Kindersley: Temporary Disruption to Emergency and Obstetrical Services – Sept. 27 and 28 from 10 p.m. to 6 a.m.',
      text:
        'Kindersley: Temporary Disruption to Emergency and Obstetrical Services – Sept. 27 and 28 from 10 p.m. to 6 a.m.\n' +
        'Kindersley Hospital · Local Service Disruptions · Kindersley',
      publishedAt: Date.UTC(2021, 8, 27, 18, 12, 40),
      url: 'https://www.saskhealthauthority.ca/news-events/service-disruptions/kindersley-temporary-disruption-emergency-and-obstetrical-services',
      place: 'Kindersley',
      lang: 'en',
    });
  });

  it('takes the community from the last tag when a region tag comes between, and decodes entities', () => {
    const leader = read(FIXTURE)[1];
    expect(leader?.place).toBe('Leader');
    expect(leader?.text).toContain(
      'Leader & District Healthcare Facility · Local Service Disruptions · Southwest · Leader',
    );
  });

  it('reads a list that honestly shows no disruption as no notices', () => {
    const empty = FIXTURE.replace(/<div class="views-row">[\s\S]*<\/article>\s*<\/div>/, '').replace(
      'Showing 1 - 3 of 3 Service Disruptions',
      'Showing 0 Service Disruptions',
    );
    expect(empty).not.toContain('views-row');
    expect(read(empty)).toEqual([]);
  });

  it('refuses a redesigned list (no teasers, no count of zero) as a changed page', () => {
    const redesigned = FIXTURE.replaceAll('views-row', 'search-result');
    const error = refusal(redesigned);
    expect(error.code).toBe('unexpected_shape');
    expect(error.message).toMatch(/service disruptions/);
  });

  it('refuses a teaser without its title link as a changed page rather than a notice without words', () => {
    const untitled = FIXTURE.replace(/<div class="c-teaser__title">[\s\S]*?<\/div>/, '');
    expect(refusal(untitled)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/Teaser 1/) });
  });

  it('refuses an error page served in place of the list, saying it is an error page', () => {
    const unavailable =
      '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
    const error = refusal(unavailable);
    expect(error.code).toBe('html_error_page');
    expect(error.message).toContain('503 Service Unavailable');
  });

  it('refuses a body that is not HTML at all', () => {
    expect(refusal('{"disruptions": []}').code).toBe('unexpected_shape');
  });
});

const corpusPresent = existsSync(CORPUS_SK);
if (!corpusPresent) console.warn(`sk corpus pages: skipped, the shared corpus is absent (looked for ${CORPUS_SK})`);

describe.skipIf(!corpusPresent)('the sk reader on the two real list pages of July 2022 (shared corpus)', () => {
  const real = (name: string) => skPage.readPage(readFileSync(join(CORPUS_SK, name)), Date.UTC(2022, 6, 30, 12, 0));

  it('reads the ten teasers of the second page, as the page states them', () => {
    const notices = real('sha-service-disruptions-page-1-2022-07.html');
    expect(notices).toHaveLength(10);
    expect(notices.map((notice) => notice.title).slice(0, 2)).toEqual([
      'Gainsborough: Appointments Required for Lab/X-Ray',
      'Midale: Appointments Required for Lab Services',
    ]);
    const estevan = notices.at(-1);
    expect(estevan?.text).toBe(
      "Estevan: Appointments Required for Lab/X-Ray\nSt. Joseph's Hospital · Local Service Disruptions · Estevan",
    );
    expect(estevan?.publishedAt).toBe(Date.parse('2021-06-21T21:54:59Z'));
    expect(estevan?.place).toBe('Estevan');
  });

  it('reads the six teasers of the last page, with their links', () => {
    const notices = real('sha-service-disruptions-page-3-2022-07.html');
    expect(notices).toHaveLength(6);
    expect(notices[0]?.url).toBe(
      'https://www.saskhealthauthority.ca/news-events/service-disruptions/willow-bunch-appointment-required-lab-services',
    );
    expect(notices.every((notice) => notice.publishedAt !== null && notice.place !== null)).toBe(true);
  });
});
