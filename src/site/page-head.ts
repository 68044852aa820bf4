// A public page's <head> parts as data, and as HTML: title, description, canonical URL, the
// other language (hreflang), Open Graph and schema.org JSON-LD. The pages (the ER pages, the
// closures pages) give the data; this file alone decides how it is escaped.
import { withoutBidiControls } from '../contract/display-text';
import type { Lang } from '../contract/provinces';

export interface Alternate {
  hreflang: Lang | 'x-default';
  href: string;
}

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** The page's own absolute URL, in its language. */
  canonical: string;
  /** The page in each language, and x-default (the English one). */
  alternates: Alternate[];
  /** Open Graph, as [property, content] pairs in the order they are written. */
  openGraph: [property: string, content: string][];
  /** One schema.org object (its @context included). */
  jsonLd: Record<string, unknown>;
  /** The page's RSS feed, for feed readers that look in the head. */
  feed?: { title: string; href: string };
  /** A list's page before this one and after it (absolute URLs), when it has them. */
  prev?: string;
  next?: string;
}

export const SITE_NAME = 'er-status';
export const OG_LOCALE: Readonly<Record<Lang, string>> = { en: 'en_CA', fr: 'fr_CA' };

/** Text fit for a head: no bidi controls (a name cannot reverse what follows it), one line. */
export const headText = (text: string): string => withoutBidiControls(text).replace(/\s+/g, ' ').trim();

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON that cannot end its <script> element or open a comment there: every <, > and & (and the
 * two line separators older parsers took for line ends) written as a \u escape, which JSON
 * reads back as the same character.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The head's elements as HTML, to place inside <head> after the charset and viewport. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    ...(head.feed
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`,
        ]
      : []),
    ...(['prev', 'next'] as const)
      .filter((rel) => head[rel])
      .map((rel) => `<link rel="${rel}" href="${escapeHtml(head[rel] as string)}">`),
    ...head.openGraph.map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
    ),
    `<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`,
  ].join('\n');
}

/** `<title>`: what the page is about, then the site (which og:site_name says apart). */
export const titleOf = (subject: string): string => `${subject} — ${SITE_NAME}`;

/** The Open Graph of a page in `lang` about `subject`, offered in the other language too. */
export function openGraphOf(head: Pick<PageHead, 'lang' | 'description' | 'canonical'> & { subject: string }) {
  const other: Lang = head.lang === 'en' ? 'fr' : 'en';
  return [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:title', head.subject],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ['og:locale', OG_LOCALE[head.lang]],
    ['og:locale:alternate', OG_LOCALE[other]],
  ] satisfies [string, string][];
}
