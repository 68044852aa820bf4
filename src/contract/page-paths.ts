// Where the public pages live, in one place: the RSS feed, webhooks, the sitemap, the desk and
// the pages' own heads all link to the same addresses, in the reader's language.
import type { Lang, ProvinceCode } from './provinces';

const prefix = (lang: Lang) => (lang === 'fr' ? '/fr' : '');

/** An ER's page: `/er/<id>`, `/fr/er/<id>` in French; the id is a path segment, escaped as one. */
export function erPagePath(id: string, lang: Lang): string {
  return `${prefix(lang)}/er/${encodeURIComponent(id)}`;
}

/** How many ERs a province's page lists by name on each of its pages. */
export const ERS_PER_PAGE = 20;

/**
 * A province's closures page (`/closures/ns`, its second page `/closures/ns?page=2`), or
 * Canada's (`/closures`) when `province` is null; the first page has no `?page`.
 */
export function closuresPagePath(province: ProvinceCode | null, lang: Lang, page = 1): string {
  return `${prefix(lang)}/closures${province ? `/${province.toLowerCase()}` : ''}${page > 1 ? `?page=${page}` : ''}`;
}

/** How many pages a province's list of `ers` ERs takes (at least one). */
export const pageCount = (ers: number): number => Math.max(1, Math.ceil(ers / ERS_PER_PAGE));

/** The landing page: `/`, `/fr/`. */
export const landingPagePath = (lang: Lang): string => `${prefix(lang)}/`;

/** `path` made absolute under `origin` (`https://status.example.ca`, no trailing path). */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href;
