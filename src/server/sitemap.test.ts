import { getAttributeValue, getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';
import { renderSitemap } from './sitemap';

let built: BuiltServer | null = null;
afterEach(async () => {
  await built?.close();
  built = null;
});

function server(env: Record<string, string> = {}): BuiltServer {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), PORT: '8123', ...env }), () => {});
  return built;
}

interface Entry {
  loc: string;
  alternates: Record<string, string>;
}

/** What a crawler reads: each <url>'s address and its alternates by language. */
function entriesOf(xml: string): Entry[] {
  const document = parseDocument(xml, { xmlMode: true });
  const [urlset] = getElementsByTagName('urlset', document);
  expect(urlset && getAttributeValue(urlset, 'xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset && getAttributeValue(urlset, 'xmlns:xhtml')).toBe('http://www.w3.org/1999/xhtml');
  return getElementsByTagName('url', document).map((url) => ({
    loc: textContent(getElementsByTagName('loc', url)),
    alternates: Object.fromEntries(
      getElementsByTagName('xhtml:link', url).map((link) => [
        getAttributeValue(link, 'hreflang'),
        getAttributeValue(link, 'href'),
      ]),
    ),
  }));
}

const ORIGIN = 'https://er.example.ca';
const pair = (en: string, fr: string) => ({
  en: `${ORIGIN}${en}`,
  fr: `${ORIGIN}${fr}`,
  'x-default': `${ORIGIN}${en}`,
});

describe('/sitemap.xml', () => {
  it('lists every ER of the sample in English and French, each naming the other, under the public origin', async () => {
    const { app, v1 } = server({ ER_PUBLIC_URL: ORIGIN });
    const answer = await app.request('http://evil.example/sitemap.xml', { headers: { Host: 'evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).not.toContain('evil.example');
    const entries = entriesOf(xml);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
    const ers = v1?.store.hospitals.all() ?? [];
    expect(ers.length).toBeGreaterThan(10);
    for (const er of ers) {
      const alternates = pair(`/er/${er.id}`, `/fr/er/${er.id}`);
      expect(byLoc.get(alternates.en), er.id).toEqual(alternates);
      expect(byLoc.get(alternates.fr), er.id).toEqual(alternates);
    }
    expect(byLoc.get(`${ORIGIN}/`)).toEqual(pair('/', '/fr/'));
    expect(byLoc.get(`${ORIGIN}/fr/closures`)).toEqual(pair('/closures', '/fr/closures'));
    const provinces = [...new Set(ers.map((er) => er.province.toLowerCase()))];
    for (const province of provinces) {
      expect(byLoc.get(`${ORIGIN}/closures/${province}`)).toEqual(
        pair(`/closures/${province}`, `/fr/closures/${province}`),
      );
    }
    expect(entries).toHaveLength(2 * (1 + 1 + provinces.length + ers.length));
    for (const { loc } of entries) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('is cached as the feed is, and a crawler that has it gets a 304', async () => {
    const { app } = server({ ER_PUBLIC_URL: ORIGIN });
    const first = await app.request('/sitemap.xml');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/sitemap.xml', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('behind a trusted proxy without ER_PUBLIC_URL, names the forwarded host and says it varies by it', async () => {
    const { app } = server({ ER_TRUST_PROXY: '1' });
    const forwarded = { 'X-Forwarded-Host': 'status.example.ca', 'X-Forwarded-Proto': 'https' };
    const answer = await app.request('/sitemap.xml', { headers: forwarded });
    expect(answer.headers.get('Vary')).toBe('X-Forwarded-Host, X-Forwarded-Proto');
    const locs = entriesOf(await answer.text()).map((entry) => entry.loc);
    for (const loc of locs) expect(loc.startsWith('https://status.example.ca/')).toBe(true);
    const direct = entriesOf(await (await app.request('/sitemap.xml')).text());
    expect(direct[0]?.loc).toBe('http://127.0.0.1:8123/');
  });

  it('lists only the landing pages where the server has no ER pages (a relay)', () => {
    const entries = entriesOf(renderSitemap(ORIGIN, null).body);
    expect(entries.map((entry) => entry.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/fr/`]);
  });

  it('lists every page of a province’s list of ERs, each in both languages, the first without ?page', () => {
    const ers = Array.from({ length: 60 }, (_, i) => ({ id: `ns_er${i}`, province: 'NS' }));
    const entries = entriesOf(renderSitemap(ORIGIN, [...ers, { id: 'pe_one', province: 'PE' }]).body);
    const lists = entries.map((entry) => entry.loc).filter((loc) => loc.includes('/closures/'));
    expect(lists).toEqual([
      `${ORIGIN}/closures/ns`,
      `${ORIGIN}/fr/closures/ns`,
      `${ORIGIN}/closures/ns?page=2`,
      `${ORIGIN}/fr/closures/ns?page=2`,
      `${ORIGIN}/closures/ns?page=3`,
      `${ORIGIN}/fr/closures/ns?page=3`,
      `${ORIGIN}/closures/pe`,
      `${ORIGIN}/fr/closures/pe`,
    ]);
    const third = entries.find((entry) => entry.loc === `${ORIGIN}/fr/closures/ns?page=3`);
    expect(third?.alternates).toEqual(pair('/closures/ns?page=3', '/fr/closures/ns?page=3'));
  });

  it('escapes what an id could carry, so the XML stays whole and each address stays one page', () => {
    const { body } = renderSitemap(ORIGIN, [{ id: `a&b"<c>'/d`, province: 'NS' }]);
    const ers = entriesOf(body).filter((entry) => entry.loc.includes('/er/'));
    expect(ers.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/er/a%26b%22%3Cc%3E'%2Fd`,
      `${ORIGIN}/fr/er/a%26b%22%3Cc%3E'%2Fd`,
    ]);
  });
});

describe('/robots.txt', () => {
  it('allows crawling the pages, not the APIs, and points to the sitemap at the public origin', async () => {
    const { app } = server({ ER_PUBLIC_URL: ORIGIN });
    const answer = await app.request('http://evil.example/robots.txt', { headers: { Host: 'evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /embed/api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2);
  });
});
