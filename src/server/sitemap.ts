// /sitemap.xml: the landing pages and, where this server has ER pages, Canada's and every
// province's closures page and every ER's page, each in English with its French alternate
// (hreflang, and x-default the English one), all under the public origin.
import { createHash } from 'node:crypto';
import { absoluteUrl, closuresPagePath, erPagePath, landingPagePath, pageCount } from '../contract/page-paths';
import { type Lang, PROVINCE_CODES } from '../contract/provinces';

/** What the sitemap needs of an ER that has a page. */
export interface PageListing {
  id: string;
  province: string;
}

export interface Sitemap {
  body: string;
  etag: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page in both languages: an entry for each, both naming the other as its alternate. */
function pageEntries(origin: string, pathIn: (lang: Lang) => string): string[] {
  const en = escapeXml(absoluteUrl(origin, pathIn('en')));
  const fr = escapeXml(absoluteUrl(origin, pathIn('fr')));
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
    `<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
  ].join('');
  return [en, fr].map((loc) => `<url><loc>${loc}</loc>${alternates}</url>`);
}

/**
 * `ers` null: a relay, which serves no ER or closures pages, lists its landing pages only.
 * Province pages are listed for the provinces that have an ER, in the order of their codes, each
 * with all its pages (`?page=2`…).
 */
export function renderSitemap(origin: string, ers: readonly PageListing[] | null): Sitemap {
  const entries = pageEntries(origin, landingPagePath);
  if (ers) {
    const sizes = new Map<string, number>();
    for (const er of ers) sizes.set(er.province, (sizes.get(er.province) ?? 0) + 1);
    const listed = PROVINCE_CODES.filter((code) => sizes.has(code));
    entries.push(...pageEntries(origin, (lang) => closuresPagePath(null, lang)));
    // Every page of a province's list: each lists its own ERs, in an order no status moves.
    for (const province of listed) {
      for (let page = 1; page <= pageCount(sizes.get(province) ?? 0); page++)
        entries.push(...pageEntries(origin, (lang) => closuresPagePath(province, lang, page)));
    }
    for (const er of ers) entries.push(...pageEntries(origin, (lang) => erPagePath(er.id, lang)));
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * The sitemap made once per origin and list of ERs, not per request: the list (the registry's
 * array) is replaced, never changed in place, when the store's ERs change.
 */
export function sitemapCache(ers: (() => readonly PageListing[]) | null) {
  let made: { origin: string; ers: readonly PageListing[] | null; sitemap: Sitemap }[] = [];
  return (origin: string): Sitemap => {
    const listed = ers?.() ?? null;
    const found = made.find((entry) => entry.origin === origin && entry.ers === listed);
    if (found) return found.sitemap;
    const sitemap = renderSitemap(origin, listed);
    // A few origins at most (ER_TRUST_PROXY's forwarded hosts): the newest few are kept.
    made = [{ origin, ers: listed, sitemap }, ...made.filter((entry) => entry.ers === listed)].slice(0, 4);
    return sitemap;
  };
}
