// What the desk reads of a request's body: at most a size fitting the form or ceremony it
// carries, refused with 413 as soon as more arrives (the rest is never read: a declared
// Content-Length is judged up front, a stream is counted as it comes), and a form that cannot
// be parsed is a 400, before any handler sees it.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DeskContext, DeskEnv, DeskParts } from './http';
import { wantsJson } from './http';
import { BadBodyPage, TooLargePage } from './pages/Refused';
import { page } from './render';

const KB = 1024;

/** Bytes a POST to a desk address may carry: the largest honest body, with room to spare. */
export function bodyLimitFor(path: string): number {
  if (/\/desk\/(signin|signout)$/.test(path)) return 4 * KB;
  if (path.endsWith('/desk/passkey/options')) return 1 * KB;
  // An assertion, or an attestation with its certificate chain.
  if (path.endsWith('/desk/passkey/verify')) return 16 * KB;
  if (/\/desk\/enrol\/[^/]+$/.test(path)) return 64 * KB;
  // A notice's text (10,000 characters) is the largest desk form: URL-encoded, a character
  // such as ’ takes 9 bytes.
  if (/\/desk\/er\//.test(path)) return 128 * KB;
  return 4 * KB;
}

const view = (c: DeskContext) => ({ lang: c.get('lang'), t: c.get('t'), session: c.get('session'), here: '/desk' });

function tooLarge(c: DeskContext, parts: DeskParts, limit: number): Response {
  parts.log?.({ event: 'desk.body.too_large', path: c.req.path, limit_bytes: limit, address: c.get('ctx').address });
  const kb = Math.round(limit / KB);
  const response = wantsJson(c)
    ? c.json({ ok: false, code: 'body_too_large', message: c.get('t').tooLarge(kb) }, 413)
    : page(c, TooLargePage({ ...view(c), kb }), 413);
  // The client may still be sending: the connection ends with this answer.
  response.headers.set('Connection', 'close');
  return response;
}

function unreadable(c: DeskContext, parts: DeskParts, error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error);
  parts.log?.({ event: 'desk.body.unreadable', path: c.req.path, reason, address: c.get('ctx').address });
  if (wantsJson(c)) return c.json({ ok: false, code: 'body_unreadable', message: c.get('t').badBody }, 400);
  return page(c, BadBodyPage(view(c)), 400);
}

const isForm = (type: string) =>
  type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');

/** Every desk POST: its size limit, then (for a form or JSON) one parse whose failure is a 400. */
export function bodyLimits(parts: DeskParts): MiddlewareHandler<DeskEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'PUT' && c.req.method !== 'PATCH') return next();
    const limit = bodyLimitFor(c.req.path);
    const limited = bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c as DeskContext, parts, limit) });
    let within = false;
    const refused = await limited(c, async () => {
      within = true;
    });
    if (!within) return refused as Response;
    const type = c.req.header('Content-Type') ?? '';
    try {
      // Hono keeps what it parsed: the handlers read it from there.
      if (isForm(type)) await c.req.parseBody();
      else if (type.startsWith('application/json')) await c.req.json();
    } catch (error) {
      return unreadable(c, parts, error);
    }
    await next();
  };
}
