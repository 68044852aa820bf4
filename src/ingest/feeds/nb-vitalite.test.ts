import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf } from '../../testing/feed-errors';
import type { PageNotice } from '../notice-page';
import { vitalitePage } from './nb-vitalite';

const FEED = readFileSync(new URL('./fixtures/nb-vitalite-public-notices.rss', import.meta.url), 'utf8');
/** The morning after the newest notice, in Moncton (AST). */
const FETCHED_AT = Date.parse('2025-03-04T16:00:00Z');

const read = (xml: string) => vitalitePage.readPage(new TextEncoder().encode(xml), FETCHED_AT);
const refusal = (xml: string) => feedErrorOf(() => read(xml));

/** A feed of the given items, written as Joomla writes its channel. */
function feed(items: string, language = 'en-gb'): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Public notices</title>
<link>https://vitalitenb.ca/en/health-network/communications/public-notices</link>
<atom:link rel="self" type="application/rss+xml" href="https://vitalitenb.ca/x?format=feed&amp;type=rss"/>
<language>${language}</language>${items}</channel></rss>`;
}

const item = (pubDate: string, title = 'Notice') =>
  `<item><title>${title}</title><description>Text.</description><pubDate>${pubDate}</pubDate></item>`;

describe('Vitalité public notices (RSS)', () => {
  const notices = read(FEED);
  const [nightClosure, tracadie, overnightVisits, saintQuentin] = notices as [
    PageNotice,
    PageNotice,
    PageNotice,
    PageNotice,
  ];

  it('reads one notice per item, in the feed order', () => {
    expect(notices.map((notice) => notice.title ?? notice.text)).toEqual([
      'Temporary Night Closure of the Emergency Department at Stella-Maris-de-Kent Hospital',
      'Hôpital de Tracadie : heures de l’urgence',
      'The Network asks to reduce overnight Emergency Department visits at Stella-Maris-de-Kent Hospital',
      'Manque de personnel aux urgences de Saint-Quentin et de Sainte-Anne-de-Kent',
    ]);
  });

  it('gives the words of the description as a person reads them, one line per paragraph and list item', () => {
    expect(nightClosure.text).toBe(
      [
        'Vitalité Health Network is informing the residents of Kent about a temporary change in the operating hours of the emergency department at Stella-Maris-de-Kent Hospital.',
        'Starting March 3, 2025, the emergency department will be closed at night on Mondays, Tuesdays, and Wednesdays. Patients will be admitted until 5:00 p.m., and services will resume at 8:00 a.m. the following day.',
        'In case of a medical emergency, please call 911 or go to the nearest hospital:',
        'Dr. Georges-L.-Dumont University Hospital Centre – Moncton',
        'Miramichi Regional Hospital',
        'The Moncton Hospital',
      ].join('\n'),
    );
  });

  it('links each notice, keys it by its guid, and names no place apart from the text', () => {
    expect(nightClosure).toMatchObject({
      key: 'https://vitalitenb.ca/en/news/temporary-night-closure-of-the-emergency-department-at-stella-maris-de-kent-hospital',
      url: 'https://vitalitenb.ca/en/news/temporary-night-closure-of-the-emergency-department-at-stella-maris-de-kent-hospital',
      place: null,
    });
    expect(tracadie.key).toBe('vitalite-public-notice-4127');
  });

  it('resolves a relative link against the feed', () => {
    expect(tracadie.url).toBe('https://vitalitenb.ca/en/news/hopital-de-tracadie-heures-de-l-urgence');
  });

  it('keeps an item without a description, its title standing as its text (and not twice)', () => {
    expect(tracadie).toMatchObject({ title: null, text: 'Hôpital de Tracadie : heures de l’urgence' });
  });

  it('decodes HTML escaped inside the XML, entities escaped twice included', () => {
    expect(overnightVisits.text).toBe(
      [
        'Sainte-Anne-de-Kent, Friday, December 10, 2021 – Vitalité Health Network asks that the public limit overnight visits to the Emergency department of Stella-Maris-de-Kent Hospital, except in cases of an emergency.',
        'Stella-Maris-de-Kent Hospital, this will be in effect:',
        'From Friday, December 10, 2021 to Saturday, December 11, 2021, between 8 p.m. and 8 a.m.',
        'From Saturday, December 11, 2021 to Sunday, December 12, 2021, between 8 p.m. and 8 a.m.',
      ].join('\n'),
    );
  });

  it('keeps French accents, whether written as characters or as HTML entities in CDATA', () => {
    expect(saintQuentin.text).toBe(
      [
        'Le Réseau de santé Vitalité demande à la population de limiter les visites aux services d’urgence de l’Hôpital Stella-Maris-de-Kent et de l’Hôtel-Dieu Saint-Joseph de Saint-Quentin.',
        'L’invitation d’éviter l’urgence de l’Hôpital Stella-Maris est en vigueur de vendredi à 20h jusqu’à samedi à 8h, et de dimanche à 8h jusqu’à lundi matin à Saint-Quentin.',
      ].join('\n'),
    );
  });

  it('reads each pubDate with its zone: an offset, AST, GMT and ADT', () => {
    expect(notices.map((notice) => new Date(notice.publishedAt ?? Number.NaN).toISOString())).toEqual([
      '2025-03-03T13:15:00.000Z',
      '2025-03-01T01:40:00.000Z',
      '2021-12-10T18:05:00.000Z',
      '2021-09-03T19:30:00.000Z',
    ]);
  });

  it('says French for the French items of the English feed and English for the others', () => {
    expect(notices.map((notice) => notice.lang)).toEqual(['en', 'fr', 'en', 'fr']);
  });

  it('takes the language an item states over its words and the channel', () => {
    const [notice] = read(feed('<item xml:lang="fr-CA"><title>Avis</title><description>The</description></item>'));
    expect(notice?.lang).toBe('fr');
  });

  it('returns no notices for a channel that honestly has no items', () => {
    expect(read(feed(''))).toEqual([]);
  });

  it('leaves the date unknown when an item gives none or one that is not RFC 822', () => {
    const items = `${item('2025-03-03T09:15:00')}<item><title>No date</title></item>`;
    expect(read(feed(items)).map((notice) => notice.publishedAt)).toEqual([null, null]);
  });

  it('reads two-digit years and a dateless day name, as RFC 822 allows', () => {
    const [notice] = read(feed(item('3 Mar 25 09:15 EST')));
    expect(new Date(notice?.publishedAt ?? Number.NaN).toISOString()).toBe('2025-03-03T14:15:00.000Z');
  });

  it('refuses a feed cut short', () => {
    const cut = FEED.slice(0, FEED.indexOf('</channel>') - 200);
    const error = refusal(cut);
    expect(error.code).toBe('truncated');
    expect(error.message).toMatch(/cut short/);
  });

  it('refuses XML whose elements do not nest', () => {
    expect(refusal(feed('<item><title>Notice</item>')).code).toBe('parse_failed');
  });

  it('refuses an HTML error page served in place of the feed', () => {
    const page = '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body></body></html>';
    expect(refusal(page).code).toBe('html_error_page');
  });

  it('refuses XML that is not an RSS channel (the feed changed)', () => {
    const atom = '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>';
    expect(refusal(atom)).toMatchObject({ code: 'unexpected_shape', message: expect.stringMatching(/<rss><channel>/) });
    expect(refusal('Service unavailable').code).toBe('unexpected_shape');
  });

  it('refuses an empty answer', () => {
    expect(refusal('').code).toBe('empty_body');
  });
});
