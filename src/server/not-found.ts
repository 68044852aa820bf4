// What an address that names nothing answers: JSON with a code for programs (`/api/*`; the
// proxy and the v1 service answer their own), a page for people, in French under /fr/ or when
// the browser prefers it, that says so plainly and leads back to the ER status.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { errorBody } from '../contract/errors';
import type { Lang } from '../contract/provinces';
import { preferredLang } from '../http/language';

const PAGE: Record<Lang, { title: string; heading: string; text: string; home: string; href: string; urgent: string }> =
  {
    en: {
      title: 'Page not found – ER status',
      heading: 'Page not found',
      text: 'There is no page at this address. It may have moved, or the address may be mistyped.',
      home: 'Go to the ER status home page',
      href: '/',
      urgent: 'In an emergency, call 911.',
    },
    fr: {
      title: 'Page introuvable – État des urgences',
      heading: 'Page introuvable',
      text: 'Il n’y a pas de page à cette adresse. Elle a peut-être été déplacée, ou l’adresse contient une erreur.',
      home: 'Aller à l’accueil de l’état des urgences',
      href: '/fr/',
      urgent: 'En cas d’urgence, composez le 911.',
    },
  };

const STYLE =
  'body{font:1.125rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color-scheme:light dark}';

/** The page's one inline style, allowed by its hash: nothing else may run or load but the icon. */
const styleHash = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function page(lang: Lang): string {
  const t = PAGE[lang];
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${t.title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${STYLE}</style></head>`,
    `<body><main><h1>${t.heading}</h1><p>${t.text}</p><p><a href="${t.href}">${t.home}</a></p>`,
    `<p><strong>${t.urgent}</strong></p></main></body></html>`,
  ].join('\n');
}

/** `/fr` and `/fr/…` are French; elsewhere the browser's preference decides. */
function langOf(c: Context): Lang {
  return /^\/fr(\/|$)/.test(c.req.path) ? 'fr' : preferredLang(c.req.header('Accept-Language'));
}

export function notFoundJson(c: Context): Response {
  return c.json(errorBody('not_found', `Nothing is served at ${c.req.path}.`), 404, {
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
}

export function notFoundPage(c: Context): Response {
  const lang = langOf(c);
  return c.html(page(lang), 404, {
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Language',
    'Content-Language': lang,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src '${styleHash}'; frame-ancestors 'self'; base-uri 'none'`,
  });
}
