import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { Closure, ClosuresResponse } from '../contract/resources';
import { SAMPLE_ATTRIBUTION } from '../sources/sample';
import type { GoodAnswer } from './answers';
import { type Reopening, renderFeed } from './feed';

const answer = (source: GoodAnswer['source']): GoodAnswer => ({
  source,
  snapshotAt: null,
  fetchedAt: Date.UTC(2026, 10, 22, 5),
  payload: {
    version: 'v1',
    generated_at: '2026-11-22T05:00:00Z',
    attribution: 'Data from ERstat (https://erstat.ca)',
    count: 2,
    closures: [
      {
        id: 'ns_rosewayhospital',
        name: 'Roseway Hospital',
        city: 'Shelburne',
        province: 'NS',
        status: 'closed',
        message: 'Closed <b>until</b> Tuesday & beyond\u0007',
        updated_at: '2026-11-22T04:30:42Z',
        expected_reopen: '2026-11-24T12:00:00Z',
      },
      {
        id: 'bc_missionmemorialhospi',
        name: 'Mission Memorial Hospital',
        city: 'Mission',
        province: 'BC',
        status: 'disruption',
        message: null,
        updated_at: null,
        expected_reopen: null,
      },
    ],
  },
});

/** The live answer with only its first two closures, changed as given. */
function withFirstTwo(first: Partial<Closure>, second: Partial<Closure>): GoodAnswer {
  const changed = answer('live');
  const payload = changed.payload as ClosuresResponse;
  const [a, b] = payload.closures;
  changed.payload = {
    ...payload,
    closures: [
      { ...a, ...first },
      { ...b, ...second },
    ],
  } as ClosuresResponse;
  return changed;
}

/** The feed of `given`, fresh, for all of Canada, from a server with ER pages. */
const feedOf = (given: GoodAnswer, lang: 'en' | 'fr' = 'en', reopenings: Reopening[] = []) =>
  renderFeed({
    answer: given,
    stale: false,
    province: null,
    lang,
    siteUrl: 'https://er.example/',
    pages: true,
    reopenings,
  });

const feed = (source: GoodAnswer['source'], lang: 'en' | 'fr' = 'en', stale = false, pages = true) =>
  renderFeed({
    answer: answer(source),
    stale,
    province: null,
    lang,
    siteUrl: 'https://er.example/',
    pages,
    reopenings: [
      {
        id: 'pe_westernhospital',
        name: 'Western Hospital',
        city: 'Alberton',
        province: 'PE',
        at: '2026-11-22T03:00:00Z',
      },
    ],
  });

describe('RSS feed', () => {
  it('has one item per closure or disruption and per reopening, with stable guids', () => {
    const xml = feed('live');
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain('<title>Closed: Roseway Hospital (Shelburne, NS)</title>');
    expect(xml).toContain('<title>Disruption: Mission Memorial Hospital (Mission, BC)</title>');
    expect(xml).toContain('<guid isPermaLink="false">ns_rosewayhospital@2026-11-22T04:30:42Z</guid>');
    expect(xml).toContain('<pubDate>Sun, 22 Nov 2026 04:30:42 GMT</pubDate>');
    expect(xml).toContain('<title>Reopened: Western Hospital (Alberton, PE)</title>');
    expect(xml).toContain('Expected to reopen Tuesday, November 24 at 8:00 a.m. AST.');
    expect(xml).toContain('Reopening time not announced.');
  });

  it('carries the attribution in the channel and says when the data is not live', () => {
    expect(feed('live')).toContain('<copyright>Data from ERstat (https://erstat.ca)</copyright>');
    expect(feed('live')).toContain('<title>ER closures and disruptions — Canada</title>');
    expect(feed('sample')).toContain('<title>Sample data — not live: ER closures and disruptions — Canada</title>');
    expect(feed('dataset', 'en', true)).toContain(
      '<title>Saved snapshot — not live · Could not refresh — last data received: ER closures',
    );
  });

  it('escapes upstream text and drops characters XML forbids', () => {
    const xml = feed('live');
    expect(xml).toContain('Closed &amp;lt;b&amp;gt;until&amp;lt;/b&amp;gt; Tuesday &amp;amp; beyond —');
    expect(xml).not.toContain('\u0007');
    expect(xml).not.toContain('<b>');
  });

  it('escapes markup in a message: a script or an attribute breakout stays text in the XML', () => {
    const hostile = withFirstTwo(
      { message: '<script>alert(1)</script>' },
      { name: '"><img src=x onerror=alert(1)>', message: '"><img src=x onerror=alert(1)>' },
    );
    const xml = feedOf(hostile);
    expect(xml).toContain('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;');
    expect(xml).toContain('&quot;&amp;gt;&amp;lt;img src=x onerror=alert(1)&amp;gt;');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('"><img');
  });

  it('keeps markup inert in a reader that takes the decoded text as HTML, in every field', () => {
    const img = '<img src=x onerror=alert(1)>';
    const hostile = answer('live');
    const payload = hostile.payload as ClosuresResponse;
    const [first, second] = payload.closures;
    hostile.payload = {
      ...payload,
      attribution: `Data from ${img}`,
      closures: [
        { ...first, message: `Closed ${img} & <b>bold</b> &lt;i&gt;` },
        { ...second, name: `Mission ${img}`, city: `<svg onload=alert(1)>` },
      ],
    } as ClosuresResponse;
    const xml = feedOf(hostile, 'en', [
      { id: 'pe_x', name: img, city: img, province: 'PE', at: '2026-11-22T03:00:00Z' },
    ]);
    // What a reader does: decode the XML once, then render each text as HTML.
    const rss = parseDocument(xml, { xmlMode: true });
    const shown = ['title', 'description', 'copyright'].flatMap((tag) =>
      getElementsByTagName(tag, rss).map((element) => textContent(element)),
    );
    expect(shown).toHaveLength(3 * 2 + 3);
    for (const text of shown) {
      const html = parseDocument(text);
      expect(
        getElementsByTagName(() => true, html),
        text,
      ).toEqual([]);
    }
    const description = textContent(getElementsByTagName('description', rss)[1] ?? rss);
    expect(textContent(parseDocument(description))).toContain(`Closed ${img} & <b>bold</b> &lt;i&gt;`);
    expect(shown).toContain('Disruption: Mission ‹img src=x onerror=alert(1)› (‹svg onload=alert(1)›, BC)');
  });

  it('writes French times as a Canadian notice does: "23 h", never "23 h 00"', () => {
    const xml = feed('live', 'fr');
    expect(xml).toMatch(/\b23 h\b/);
    expect(xml).not.toMatch(/\d h 00\b/);
  });

  it('drops bidi controls from every text, so a message cannot reverse the words after it', () => {
    const hostile = withFirstTwo(
      { message: 'Closed \u202etonight\u202c; \u2067go\u2069 to Yarmouth 🏥' },
      { name: 'Mission \u202dMemorial' },
    );
    const xml = feedOf(hostile);
    const rss = parseDocument(xml, { xmlMode: true });
    const shown = ['title', 'description'].flatMap((tag) =>
      getElementsByTagName(tag, rss).map((element) => textContent(element)),
    );
    expect(shown.join('\n')).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(shown.some((text) => text.includes('Closed tonight; go to Yarmouth 🏥'))).toBe(true);
    expect(shown).toContain('Disruption: Mission Memorial (Mission, BC)');
  });

  it('is in French on request', () => {
    const xml = feed('sample', 'fr');
    expect(xml).toContain('<language>fr-ca</language>');
    expect(xml).toContain('Données d’exemple — pas en direct\u00a0: Fermetures et perturbations des urgences — Canada');
    expect(xml).toContain('<title>Fermée\u00a0: Roseway Hospital (Shelburne, NS)</title>');
    expect(xml).toContain('Heure de réouverture non annoncée.');
  });

  it('links each item to its ER’s page in the feed’s language, and the channel to the closures page', () => {
    const links = (lang: 'en' | 'fr') =>
      [...feed('live', lang).matchAll(/<item>.*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
    expect(links('en')).toEqual([
      'https://er.example/er/ns_rosewayhospital',
      'https://er.example/er/bc_missionmemorialhospi',
      'https://er.example/er/pe_westernhospital',
    ]);
    expect(links('fr')).toEqual([
      'https://er.example/fr/er/ns_rosewayhospital',
      'https://er.example/fr/er/bc_missionmemorialhospi',
      'https://er.example/fr/er/pe_westernhospital',
    ]);
    const channelLink = (xml: string) => xml.match(/<channel>\n<title>.*\n<link>(.*?)<\/link>/)?.[1];
    expect(channelLink(feed('live', 'en'))).toBe('https://er.example/closures');
    expect(channelLink(feed('live', 'fr'))).toBe('https://er.example/fr/closures');
    const novaScotia = renderFeed({
      answer: answer('live'),
      stale: false,
      province: 'NS',
      lang: 'fr',
      siteUrl: 'https://er.example/',
      pages: true,
      reopenings: [],
    });
    expect(channelLink(novaScotia)).toBe('https://er.example/fr/closures/ns');
  });

  it('keeps an item’s guid to its change, so a new status of the same ER is a new item', () => {
    const guids = (xml: string) => [...xml.matchAll(/<guid isPermaLink="false">(.*?)<\/guid>/g)].map((m) => m[1]);
    const later = withFirstTwo({ updated_at: '2026-11-22T06:00:00Z' }, {});
    expect(guids(feedOf(later))[0]).toBe('ns_rosewayhospital@2026-11-22T06:00:00Z');
    expect(guids(feedOf(answer('live')))[0]).toBe('ns_rosewayhospital@2026-11-22T04:30:42Z');
  });

  it('links each item, where the server has no ER pages (a relay), to the /embed page of its province opened at the ER', () => {
    const relay = feed('live', 'fr', false, false);
    const links = [...relay.matchAll(/<item>.*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe('https://er.example/embed?province=NS&amp;views=closures&amp;lang=fr#ns_rosewayhospital');
    expect(relay).toMatch(/<channel>\n<title>.*\n<link>https:\/\/er.example\/<\/link>/);
  });

  it('says in French only, in the French feed, that the sample is not live (an operator’s credit kept)', () => {
    const sample = answer('sample');
    (sample.payload as ClosuresResponse).attribution = `${SAMPLE_ATTRIBUTION} Hosted by Example Health.`;
    const render = (lang: 'en' | 'fr') => feedOf(sample, lang);
    expect(render('fr')).not.toContain('SAMPLE DATA');
    expect(render('fr')).not.toContain('call 911');
    expect(render('fr')).toContain(
      '<copyright>DONNÉES D’EXEMPLE, PAS EN DIRECT\u00a0: de vraies urgences, avec des états et des temps d’attente inventés, pour démonstration seulement. Ne vous en servez pas pour choisir une urgence; en cas d’urgence, composez le 911. Hosted by Example Health.</copyright>',
    );
    expect(render('en')).toContain(`<copyright>${SAMPLE_ATTRIBUTION} Hosted by Example Health.</copyright>`);
  });

  it('gives the French words of a status stated in both languages to the French feed only', () => {
    const both = answer('live');
    const [roseway] = (both.payload as ClosuresResponse).closures;
    Object.assign(roseway as object, { source: 'desk', message: 'Closed tonight.', message_fr: 'Fermée ce soir.' });
    const render = (lang: 'en' | 'fr') => feedOf(both, lang);
    expect(render('fr')).toContain('Fermée ce soir.');
    expect(render('fr')).not.toContain('Closed tonight.');
    expect(render('en')).toContain('Closed tonight.');
    expect(render('en')).not.toContain('Fermée ce soir.');
  });
});
