// The desk's HTTP rules in one place: security headers, the language, the session cookie, and
// the guard every change passes (same origin, a live session, the session's CSRF token).
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Lang } from '../../contract/provinces';
import type { Store } from '../../store/store';
import type { DeskCore, DeskSession, DeskStatements, RequestContext } from '../contract';
import { STRINGS, type Strings } from './strings';

export interface DeskParts {
  store: Store;
  core: DeskCore;
  statements: DeskStatements;
  /** ER_PUBLIC_URL: the origin people reach the desk at; a change from any other origin is refused. */
  publicUrl: string;
  /** The built browser script (dist/desk/desk.js), served at /desk/desk.js; null when not built. */
  script: ((c: Context) => Response | null) | null;
  /** The client's address, for sign-in limits and the audit log. */
  address: (c: Context) => string;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
  /** The desk's own time zone, for what names no ER (sign-ins, people): the server's (TZ) by default. */
  zone?: string;
  /** One JSON line per event worth a look (a refused body); none by default. */
  log?: (fields: Record<string, unknown>) => void;
}

export type DeskEnv = {
  Variables: {
    lang: Lang;
    t: Strings;
    ctx: RequestContext;
    session: DeskSession | null;
    sessionId: string | undefined;
  };
};

export type DeskContext = Context<DeskEnv>;

const LANG_COOKIE = 'er_desk_lang';

export const cookieName = (publicUrl: string) =>
  new URL(publicUrl).protocol === 'https:' ? '__Host-er_desk' : 'er_desk';

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** Headers on every desk answer; pages and JSON are never stored by any cache. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/** `?lang=fr|en` switches and is remembered; else the cookie; else the browser's first choice. */
function chooseLang(c: Context): Lang {
  const asked = c.req.query('lang');
  if (asked === 'fr' || asked === 'en') {
    setCookie(c, LANG_COOKIE, asked, { path: '/desk', sameSite: 'Lax', maxAge: 31_536_000 });
    return asked;
  }
  const kept = getCookie(c, LANG_COOKIE);
  if (kept === 'fr' || kept === 'en') return kept;
  return /^\s*fr\b/i.test(c.req.header('Accept-Language') ?? '') ? 'fr' : 'en';
}

export function deskContext(parts: DeskParts): MiddlewareHandler<DeskEnv> {
  const name = cookieName(parts.publicUrl);
  return async (c, next) => {
    const lang = chooseLang(c);
    const ctx = { address: parts.address(c), now: parts.now?.() ?? Math.floor(Date.now() / 1000) };
    const sessionId = getCookie(c, name);
    c.set('lang', lang);
    c.set('t', STRINGS[lang]);
    c.set('ctx', ctx);
    c.set('sessionId', sessionId);
    const session = sessionId ? parts.core.session(sessionId, ctx) : null;
    c.set('session', session);
    // The cookie lives as long as the session does (idle expiry, slid at each request, within
    // the absolute one); a handler that signs in or out sets it again after this.
    if (session && sessionId) setSessionCookie(c, parts, sessionId, session, ctx.now);
    await next();
  };
}

export function setSessionCookie(c: Context, parts: DeskParts, sessionId: string, session: DeskSession, now: number) {
  setCookie(c, cookieName(parts.publicUrl), sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(parts.publicUrl).protocol === 'https:',
    maxAge: Math.max(0, session.expires_at - now),
  });
}

export function clearSessionCookie(c: Context, parts: DeskParts) {
  const secure = new URL(parts.publicUrl).protocol === 'https:';
  deleteCookie(c, cookieName(parts.publicUrl), { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
}

/** False when the request says it comes from another site (Origin, or Sec-Fetch-Site when Origin is absent). */
export function sameOrigin(c: Context, publicUrl: string): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) return origin === new URL(publicUrl).origin;
  const site = c.req.header('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

export const wantsJson = (c: Context) =>
  (c.req.header('Content-Type') ?? '').startsWith('application/json') ||
  (c.req.header('Accept') ?? '').startsWith('application/json');

/** The form field or header carrying the CSRF token. */
export async function csrfOf(c: Context): Promise<string | undefined> {
  const header = c.req.header('X-CSRF-Token');
  if (header) return header;
  if (!(c.req.header('Content-Type') ?? '').includes('form')) return undefined;
  const value = (await c.req.parseBody()).csrf;
  return typeof value === 'string' ? value : undefined;
}

export type Refusal = 'origin' | 'session' | 'csrf';

/** What stops a change: another origin, no live session, or a missing or wrong CSRF token. */
export async function refusal(c: DeskContext, parts: DeskParts): Promise<Refusal | null> {
  if (!sameOrigin(c, parts.publicUrl)) return 'origin';
  const session = c.get('session');
  if (!session) return 'session';
  return parts.core.checkCsrf(session, await csrfOf(c)) ? null : 'csrf';
}

/** A form's text field, trimmed; '' when absent or not text. */
export async function field(c: Context, name: string): Promise<string> {
  const value = (await c.req.parseBody())[name];
  return typeof value === 'string' ? value.trim() : '';
}
