// The status desk at /desk: server-rendered pages (Preact to HTML), English and French, that
// work without JavaScript except for passkeys (/desk/desk.js). Mounted by the server with
// `app.route('/desk', deskRoutes(parts))`. Any page takes `?lang=fr` or `?lang=en`, which a
// cookie then remembers (else the browser's Accept-Language). Routes:
//   GET  /desk/signin, POST /desk/signin (password + TOTP), POST /desk/signout
//   POST /desk/passkey/options, /desk/passkey/verify (JSON, desk.js)
//   GET  /desk/enrol/<token>; POST to the same address (form: password + TOTP; JSON: passkey)
//   GET  /desk (the ERs in scope, ?q= &province=), GET /desk/er/<id>
//   POST /desk/er/<id>/{status,schedule,cancel,confirm,notice,notice/publish}
//   GET  /desk/review, POST /desk/er/<id>/review/<review>/{confirm,dismiss} (notices to review)
//   GET  /desk/audit (?before=<id>), /desk/audit.csv (admins)
//   GET  /desk/desk.css, /desk/desk.js
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
