// The shell of the ER and province pages: head, skip link, home and language links, the sample
// banner when the data is invented, the 911 line, then the page's own content. No script: the
// pages read the same with JavaScript off, and the policy allows only our stylesheet.
import type { Lang } from '../../contract/provinces';
import { esc } from './html';
import { ER_PAGE_STRINGS } from './strings';

export interface Shell {
  lang: Lang;
  title: string;
  /** The same page in the other language (a path). */
  otherPath: string;
  /**
   * The head builder's elements (title, description, hreflang, canonical, OpenGraph, JSON-LD:
   * site/er-head.ts through heads.ts), in place of the plain title; escaped by whoever writes it.
   */
  head?: string;
  sample: boolean;
  main: string;
}

export const STYLESHEET = '/er-page.css';

export function shell(page: Shell): string {
  const t = ER_PAGE_STRINGS[page.lang];
  const other = page.lang === 'en' ? 'fr' : 'en';
  return [
    '<!doctype html>',
    `<html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    page.head ?? `<title>${esc(page.title)}</title>`,
    `<link rel="stylesheet" href="${STYLESHEET}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>`,
    `<body><a class="skip" href="#main">${esc(t.skip)}</a>`,
    `<header class="top"><a href="${page.lang === 'fr' ? '/fr/' : '/'}">${esc(t.siteName)}</a>`,
    `<a href="${esc(page.otherPath)}" lang="${other}" hreflang="${other}">${esc(t.otherLanguage)}</a></header>`,
    page.sample ? `<p class="sample" role="note">${esc(t.sample)}</p>` : '',
    `<main id="main">${page.main}</main>`,
    `<footer><p class="emergency"><strong>${esc(t.emergency)}</strong></p></footer>`,
    '</body></html>',
  ].join('\n');
}
