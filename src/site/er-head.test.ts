import { getAttributeValue, getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { closuresHead, type ErHeadInput, erHead, type HeadEr } from './er-head';
import { HeadTags } from './HeadTags';
import { renderHead } from './page-head';

const ORIGIN = 'https://status.example.ca';
const springhill: HeadEr = {
  id: 'ns_allsaintsspringhill',
  name: 'All Saints Springhill Hospital',
  city: 'Springhill',
  province: 'NS',
  lat: 45.65,
  lng: -64.06,
};

const head = (input: Partial<ErHeadInput> = {}) =>
  erHead({ origin: ORIGIN, lang: 'en', er: springhill, status: 'closed', source: 'live', ...input });

/** What a browser and a crawler read of the rendered head. */
function read(html: string) {
  const document = parseDocument(`<head>${html}</head>`);
  const meta = (attribute: string, value: string) => {
    const element = getElementsByTagName('meta', document).find((e) => getAttributeValue(e, attribute) === value);
    return element && getAttributeValue(element, 'content');
  };
  const links = getElementsByTagName('link', document);
  const scripts = getElementsByTagName('script', document);
  return {
    elements: getElementsByTagName(() => true, document).map((element) => element.name),
    title: textContent(getElementsByTagName('title', document)),
    description: meta('name', 'description'),
    og: (property: string) => meta('property', property),
    canonical: links
      .filter((link) => getAttributeValue(link, 'rel') === 'canonical')
      .map((l) => getAttributeValue(l, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((link) => getAttributeValue(link, 'rel') === 'alternate' && getAttributeValue(link, 'hreflang'))
        .map((link) => [getAttributeValue(link, 'hreflang'), getAttributeValue(link, 'href')]),
    ),
    feeds: links
      .filter((link) => getAttributeValue(link, 'type') === 'application/rss+xml')
      .map((link) => ({ title: getAttributeValue(link, 'title'), href: getAttributeValue(link, 'href') })),
    scripts: scripts.map((script) => ({ type: getAttributeValue(script, 'type'), text: textContent(script) })),
    pages: links
      .filter((link) => ['prev', 'next'].includes(getAttributeValue(link, 'rel') ?? ''))
      .map((link) => `${getAttributeValue(link, 'rel')} ${getAttributeValue(link, 'href')}`),
  };
}

describe('an ER page’s head', () => {
  it('names the ER and its status in words, in the page’s language, with the 911 line', () => {
    const en = read(renderHead(head()));
    expect(en.title).toBe('All Saints Springhill Hospital: ER closed — er-status');
    expect(en.description).toBe(
      'All Saints Springhill Hospital emergency department (Springhill, Nova Scotia): closed. Its status now with its source and age, closures announced, and its closure history. In an emergency, call 911.',
    );
    const fr = read(renderHead(head({ lang: 'fr' })));
    expect(fr.title).toBe('All Saints Springhill Hospital\u00a0: urgence fermée — er-status');
    expect(fr.description).toContain(
      'Urgence de l’établissement All Saints Springhill Hospital (Springhill, Nouvelle-Écosse)\u00a0: fermée.',
    );
    expect(fr.description).toContain('En cas d’urgence, composez le 911.');
    expect(read(renderHead(head({ status: 'disruption' }))).title).toBe(
      'All Saints Springhill Hospital: ER service disrupted — er-status',
    );
    expect(read(renderHead(head({ status: 'open', lang: 'fr' }))).title).toBe(
      'All Saints Springhill Hospital\u00a0: urgence ouverte — er-status',
    );
  });

  it('never calls an ER closed on an unconfirmed notice: it says the times are not confirmed', () => {
    const en = read(renderHead(head({ status: 'unsure' })));
    expect(en.title).toBe('All Saints Springhill Hospital: ER notice, times not confirmed — er-status');
    expect(en.description).toContain('Times not confirmed — read the notice.');
    expect(`${en.title} ${en.description}`).not.toMatch(/closed\b(?! announced)|\bclosed\./);
    const fr = read(renderHead(head({ status: 'unsure', lang: 'fr' })));
    expect(fr.description).toContain('Heures non confirmées — lisez l’avis.');
    expect(fr.title).not.toContain('fermée');
  });

  it('says sample and saved data are not live, in the title and the description', () => {
    const sample = read(renderHead(head({ source: 'sample' })));
    expect(sample.title).toBe('All Saints Springhill Hospital: ER closed (sample data, not live) — er-status');
    expect(sample.description).toMatch(/^Sample data, not live: statuses and history are invented/);
    expect(sample.og('og:title')).toContain('(sample data, not live)');
    const saved = read(renderHead(head({ source: 'dataset', lang: 'fr' })));
    expect(saved.title).toContain('(instantané enregistré, pas en direct)');
    expect(saved.description).toMatch(/^Instantané enregistré, pas en direct\./);
  });

  it('points to itself and to the other language under the public origin: canonical, hreflang and x-default', () => {
    const alternates = {
      en: `${ORIGIN}/er/ns_allsaintsspringhill`,
      fr: `${ORIGIN}/fr/er/ns_allsaintsspringhill`,
      'x-default': `${ORIGIN}/er/ns_allsaintsspringhill`,
    };
    const en = read(renderHead(head()));
    expect(en.canonical).toEqual([alternates.en]);
    expect(en.alternates).toEqual(alternates);
    const fr = read(renderHead(head({ lang: 'fr' })));
    expect(fr.canonical).toEqual([alternates.fr]);
    expect(fr.alternates).toEqual(alternates);
  });

  it('offers feed readers the ER’s own RSS feed, in the page’s language', () => {
    expect(read(renderHead(head())).feeds).toEqual([
      {
        title: 'All Saints Springhill Hospital — RSS',
        href: 'https://status.example.ca/feed.xml?er=ns_allsaintsspringhill&lang=en',
      },
    ]);
    expect(read(renderToString(HeadTags({ head: head({ lang: 'fr' }) }))).feeds).toEqual([
      {
        title: 'All Saints Springhill Hospital — RSS',
        href: 'https://status.example.ca/feed.xml?er=ns_allsaintsspringhill&lang=fr',
      },
    ]);
  });

  it('gives Open Graph its title, description, address, type and locale', () => {
    const fr = read(renderHead(head({ lang: 'fr' })));
    expect(fr.og('og:title')).toBe('All Saints Springhill Hospital\u00a0: urgence fermée');
    expect(fr.og('og:description')).toBe(fr.description);
    expect(fr.og('og:url')).toBe(`${ORIGIN}/fr/er/ns_allsaintsspringhill`);
    expect(fr.og('og:type')).toBe('website');
    expect(fr.og('og:locale')).toBe('fr_CA');
    expect(fr.og('og:locale:alternate')).toBe('en_CA');
    expect(fr.og('og:site_name')).toBe('er-status');
  });

  it('describes the ER to schema.org as a Hospital with emergency medicine, where it is, and no status', () => {
    const [script] = read(renderHead(head({ lang: 'fr' }))).scripts;
    expect(script?.type).toBe('application/ld+json');
    expect(JSON.parse(script?.text ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      '@id': `${ORIGIN}/er/ns_allsaintsspringhill#hospital`,
      name: 'All Saints Springhill Hospital',
      url: `${ORIGIN}/fr/er/ns_allsaintsspringhill`,
      inLanguage: 'fr-CA',
      medicalSpecialty: 'https://schema.org/Emergency',
      address: { '@type': 'PostalAddress', addressLocality: 'Springhill', addressRegion: 'NS', addressCountry: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: 45.65, longitude: -64.06 },
    });
    const placeless = JSON.parse(
      read(renderHead(head({ er: { ...springhill, lat: null, lng: null } }))).scripts[0]?.text ?? '',
    );
    expect(placeless).not.toHaveProperty('geo');
  });

  it('keeps a hostile name as words: it closes no script, opens no element and breaks no attribute', () => {
    const name = '</script><script>alert(1)</script><!-- "><img src=x onerror=alert(2)> \u2028 & \u202eevil';
    const html = renderHead(head({ er: { ...springhill, name, city: '"><b>town</b>' } }));
    const seen = read(html);
    expect(seen.elements.filter((element) => !['head', 'title', 'meta', 'link'].includes(element))).toEqual(['script']);
    expect(seen.scripts).toHaveLength(1);
    expect(JSON.parse(seen.scripts[0]?.text ?? '').name).toBe(
      '</script><script>alert(1)</script><!-- "><img src=x onerror=alert(2)> & evil',
    );
    expect(seen.title).toBe(
      '</script><script>alert(1)</script><!-- "><img src=x onerror=alert(2)> & evil: ER closed — er-status',
    );
    expect(seen.description).toContain('("><b>town</b>, Nova Scotia)');
    expect(seen.og('og:title')).toContain('<img src=x onerror=alert(2)>');
    expect(html).not.toMatch(/[\u202e\u2028]/);
  });

  it('keeps an id with path characters inside its own page address', () => {
    const seen = read(renderHead(head({ er: { ...springhill, id: '../desk?x=1#y' } })));
    expect(seen.canonical).toEqual([`${ORIGIN}/er/..%2Fdesk%3Fx%3D1%23y`]);
  });
});

describe('a closures page’s head', () => {
  it('names the province and how many of its ERs are closed and disrupted, in both languages', () => {
    const counts = { total: 38, closed: 3, disruption: 1 };
    const en = read(renderHead(closuresHead({ origin: ORIGIN, lang: 'en', province: 'NS', counts, source: 'live' })));
    expect(en.title).toBe('Nova Scotia: ER closures and disruptions — er-status');
    expect(en.description).toBe(
      'Nova Scotia: 3 of 38 emergency rooms closed and 1 disrupted now. Each with its 90-day history and a link to its page, and hours closed per month. In an emergency, call 911.',
    );
    const fr = read(renderHead(closuresHead({ origin: ORIGIN, lang: 'fr', province: 'NS', counts, source: 'live' })));
    expect(fr.title).toBe('Nouvelle-Écosse\u00a0: fermetures et perturbations des urgences — er-status');
    expect(fr.description).toMatch(/^Nouvelle-Écosse\u00a0: 3 urgences fermées et 1 perturbée sur 38 en ce moment\./);
    const none = closuresHead({
      origin: ORIGIN,
      lang: 'fr',
      province: 'PE',
      counts: { total: 1, closed: 0, disruption: 0 },
      source: 'live',
    });
    expect(none.description).toMatch(
      /^Île-du-Prince-Édouard\u00a0: 0 urgence fermée et 0 perturbée sur 1 en ce moment\./,
    );
    expect(
      closuresHead({
        origin: ORIGIN,
        lang: 'en',
        province: 'PE',
        counts: { total: 1, closed: 1, disruption: 0 },
        source: 'live',
      }).description,
    ).toMatch(/^Prince Edward Island: 1 of 1 emergency room closed/);
  });

  it('points to the province’s page in both languages, and Canada’s without a province', () => {
    const counts = { total: 700, closed: 12, disruption: 9 };
    const ns = read(renderHead(closuresHead({ origin: ORIGIN, lang: 'fr', province: 'NS', counts, source: 'live' })));
    expect(ns.canonical).toEqual([`${ORIGIN}/fr/closures/ns`]);
    expect(ns.alternates).toEqual({
      en: `${ORIGIN}/closures/ns`,
      fr: `${ORIGIN}/fr/closures/ns`,
      'x-default': `${ORIGIN}/closures/ns`,
    });
    const canada = read(
      renderHead(closuresHead({ origin: ORIGIN, lang: 'en', province: null, counts, source: 'sample' })),
    );
    expect(canada.title).toBe('Canada: ER closures and disruptions (sample data, not live) — er-status');
    expect(canada.canonical).toEqual([`${ORIGIN}/closures`]);
    expect(canada.og('og:url')).toBe(`${ORIGIN}/closures`);
    expect(JSON.parse(canada.scripts[0]?.text ?? '')).toMatchObject({
      '@type': 'CollectionPage',
      url: `${ORIGIN}/closures`,
    });
    expect(canada.pages).toEqual([]);
  });

  it('names a later page of a province’s list by its number, with its own address and its neighbours', () => {
    const counts = { total: 82, closed: 3, disruption: 1 };
    const input = { origin: ORIGIN, province: 'NS', counts, source: 'live' } as const;
    const second = read(renderHead(closuresHead({ ...input, lang: 'fr', page: { number: 2, count: 4 } })));
    expect(second.title).toBe(
      'Nouvelle-Écosse\u00a0: fermetures et perturbations des urgences, page 2 sur 4 — er-status',
    );
    expect(second.canonical).toEqual([`${ORIGIN}/fr/closures/ns?page=2`]);
    expect(second.alternates).toMatchObject({
      en: `${ORIGIN}/closures/ns?page=2`,
      fr: `${ORIGIN}/fr/closures/ns?page=2`,
    });
    expect(second.pages).toEqual([`prev ${ORIGIN}/fr/closures/ns`, `next ${ORIGIN}/fr/closures/ns?page=3`]);
    const first = read(renderHead(closuresHead({ ...input, lang: 'en', page: { number: 1, count: 4 } })));
    expect(first.title).toBe('Nova Scotia: ER closures and disruptions — er-status');
    expect(first.pages).toEqual([`next ${ORIGIN}/closures/ns?page=2`]);
    const last = read(renderHead(closuresHead({ ...input, lang: 'en', page: { number: 4, count: 4 } })));
    expect(last.title).toBe('Nova Scotia: ER closures and disruptions, page 4 of 4 — er-status');
    expect(last.pages).toEqual([`prev ${ORIGIN}/closures/ns?page=3`]);
  });
});

describe('the head as Preact elements', () => {
  it('reads as renderHead’s HTML does, a hostile name kept as words in both', () => {
    const name = '</script><script>alert(1)</script> "quoted" & <b>';
    for (const lang of ['en', 'fr'] as const) {
      const given = head({ lang, status: 'unsure', er: { ...springhill, name } });
      const elements = read(renderToString(HeadTags({ head: given })));
      const written = read(renderHead(given));
      const openGraph = (seen: typeof written) => given.openGraph.map(([property]) => seen.og(property));
      expect({ ...elements, og: openGraph(elements) }).toEqual({ ...written, og: openGraph(written) });
      expect(openGraph(elements)).toEqual(given.openGraph.map(([, content]) => content));
      expect(elements.scripts).toHaveLength(1);
      expect(JSON.parse(elements.scripts[0]?.text ?? '').name).toBe(name);
    }
  });
});
