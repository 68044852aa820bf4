// Where the public pages live, in one place: the RSS feed, webhooks, the sitemap, the desk and
// the pages' own heads all link to the same addresses, in the reader's language.
import type { Lang, ProvinceCode } from './provinces';

const prefix = (lang: Lang) => (lang === 'fr' ? '/fr' : '');

/** An ER's page: `/er/<id>`, `/fr/er/<id>` in French; the id is a path segment, escaped as one. */
export function erPagePath(id: string, lang: Lang): string {
  return `${prefix(lang)}/er/${encodeURIComponent(id)}`;
}

/** A province's closures page (`/closures/ns`), or Canada's (`/closures`) when `province` is null. */
export function closuresPagePath(province: ProvinceCode | null, lang: Lang): string {
  return `${prefix(lang)}/closures${province ? `/${province.toLowerCase()}` : ''}`;
}

/** The landing page: `/`, `/fr/`. */
export const landingPagePath = (lang: Lang): string => `${prefix(lang)}/`;

/** `path` made absolute under `origin` (`https://status.example.ca`, no trailing path). */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href;
