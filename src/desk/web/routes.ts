// The status desk at /desk: server-rendered pages in English and French that work without
// JavaScript except for passkeys. Its routes are listed in docs/desk.md.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { auditRoutes } from './audit-routes';
import { bodyLimits } from './body-limits';
import { erRoutes } from './er-routes';
import { type DeskEnv, type DeskParts, deskContext, securityHeaders } from './http';
import { NotFoundPage } from './pages/Refused';
import { page } from './render';
import { reviewRoutes } from './review-routes';
import { signInRoutes } from './signin-routes';

export type { DeskParts } from './http';

/** The landing page's colours and fonts, then the desk's own rules. */
const CSS = ['../../site/tokens.css', './desk.css', './review.css']
  .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
  .join('\n');
const CSS_ETAG = `"${createHash('sha256').update(CSS).digest('base64url').slice(0, 22)}"`;

export function deskRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.use('*', securityHeaders);

  app.get('/desk.css', (c) => {
    const headers = { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache', ETag: CSS_ETAG };
    if (c.req.header('If-None-Match') === CSS_ETAG) return c.body(null, 304, headers);
    return c.body(CSS, 200, headers);
  });
  app.get('/desk.js', (c) => parts.script?.(c) ?? c.text('The desk script is not built: run npm run build.', 404));

  app.use('*', deskContext(parts));
  app.use('*', bodyLimits(parts));
  app.route('/', signInRoutes(parts));
  app.route('/', auditRoutes(parts));
  app.route('/', reviewRoutes(parts));
  app.route('/', erRoutes(parts));
  // Last: any other address under /desk (a mounted app's notFound would not be reached).
  app.all('*', (c) =>
    page(c, NotFoundPage({ lang: c.get('lang'), t: c.get('t'), session: c.get('session'), here: '/desk' }), 404),
  );
  return app;
}
