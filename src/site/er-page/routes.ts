// The routes of the ER pages and province pages (English, and French under /fr), their
// downloads and their stylesheet. A page is built once per change of its data and per minute,
// then served from memory with its ETag (304 when unchanged), in brotli or gzip when the client
// takes it: browsers revalidate each time, a shared cache may keep it for as long as the
// closures answer.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import { etagMatches } from '../../contract/etag';
import type { Lang } from '../../contract/provinces';
import { type PageProblem, type PageType, pageAnswers, provinceOf } from './answers';
import { BuiltPages, encodedFor } from './built-pages';
import { esc } from './html';
import { STYLESHEET, shell } from './layout';
import type { PageData } from './page-data';
import { ER_PAGE_STRINGS } from './strings';

const CSS = ['../tokens.css', './er-page.css']
  .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
  .join('\n');
const CSS_ETAG = `"${createHash('sha256').update(CSS).digest('base64url').slice(0, 22)}"`;
/** No inline script or style on these pages: our stylesheet, the icon, nothing else. */
const POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const TYPES: Record<PageType, string> = {
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

function headersFor(type: PageType, key: string, etag: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': TYPES[type],
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-if-error=86400',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (type === 'html') {
    headers['Content-Security-Policy'] = POLICY;
    headers['X-Frame-Options'] = 'SAMEORIGIN';
  } else {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Content-Disposition'] = `attachment; filename="${key.replace(/[^\w.-]+/g, '-')}"`;
  }
  return headers;
}

function notFound(c: Context, lang: Lang, problem?: PageProblem): Response {
  const t = ER_PAGE_STRINGS[lang];
  const title = problem ? t[problem.title] : t.notFoundTitle;
  const text = problem ? problem.text : t.notFoundText;
  // A wrong page number keeps the list's own address, its first page, as the way back.
  const back = problem ? c.req.path : lang === 'fr' ? '/fr/closures' : '/closures';
  const main = `<h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="${esc(back)}">${esc(problem ? t.pageNumber(1) : t.canadaTitle)}</a></p>`;
  const html = shell({
    lang,
    title: `${title} — ${t.siteName}`,
    otherPath: lang === 'fr' ? '/closures' : '/fr/closures',
    sample: false,
    main,
    head: `<title>${esc(title)} — ${esc(t.siteName)}</title><meta name="robots" content="noindex">`,
  });
  return c.html(html, problem?.status ?? 404, {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
  });
}

function stylesheet(c: Context): Response {
  const headers = { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache', ETag: CSS_ETAG };
  if (etagMatches(c.req.header('If-None-Match'), CSS_ETAG)) return c.body(null, 304, headers);
  return c.body(CSS, 200, headers);
}

/** `origin`: the public origin (ER_PUBLIC_URL or the configured host), for canonical and hreflang links. */
export function erPageRoutes(data: PageData, origin: string): Hono {
  const pages = new BuiltPages();

  /** The stamp of everything a page shows: the store's data, the closures answer, the minute. */
  async function stampOf(): Promise<string> {
    const closures = await data.closures();
    return `${data.generation}.${closures?.stamp ?? 0}.${Math.floor(data.now() / 60_000)}`;
  }

  async function serve(c: Context, key: string, type: PageType, make: () => Promise<string>) {
    const page = await pages.get(key, await stampOf(), make);
    const headers = headersFor(type, key, page.etag);
    if (etagMatches(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
    const { bytes, encoding } = encodedFor(page, c.req.header('Accept-Encoding'));
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(bytes.byteLength);
    return c.body(bytes, 200, headers);
  }

  const answer = pageAnswers(data, origin, serve, notFound);
  const app = new Hono();
  app.get(STYLESHEET, stylesheet);
  app.get('/er/:id/history.csv', (c) => answer.erExport(c, 'csv'));
  app.get('/er/:id/history.json', (c) => answer.erExport(c, 'json'));
  app.get('/er/:id', (c) => answer.er(c, 'en'));
  app.get('/fr/er/:id', (c) => answer.er(c, 'fr'));
  app.get('/closures/history.csv', (c) => answer.provinceExport(c, null, 'csv'));
  app.get('/closures/:province/history.csv', (c) => answer.provinceExport(c, provinceOf(c), 'csv'));
  app.get('/closures', (c) => answer.province(c, 'en'));
  app.get('/fr/closures', (c) => answer.province(c, 'fr'));
  app.get('/closures/:province', (c) => answer.province(c, 'en'));
  app.get('/fr/closures/:province', (c) => answer.province(c, 'fr'));
  return app;
}
