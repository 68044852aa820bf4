// Signing in and out, and enrolment from a one-time link. Before sign-in there is no session to
// carry a CSRF token: these posts are refused from another origin (Origin, Sec-Fetch-Site), and
// the JSON ones need a JSON body, which no plain cross-site form can send.
import { Hono } from 'hono';
import type { SignInResult } from '../contract';
import {
  clearSessionCookie,
  type DeskContext,
  type DeskEnv,
  type DeskParts,
  field,
  refusal,
  sameOrigin,
  setSessionCookie,
} from './http';
import { EnrolPage } from './pages/Enrol';
import { RefusedPage } from './pages/Refused';
import { SignInPage } from './pages/SignIn';
import { page } from './render';

type EnrolResult = SignInResult | { ok: false; reason: 'weak_password' | 'bad_code' | 'invalid' };

const lockedMinutes = (result: SignInResult) =>
  Math.max(1, Math.ceil((!result.ok && result.retryAfterS ? result.retryAfterS : 60) / 60));

/** A new session replaces whatever cookie came in (never reused: no fixation). */
function startSession(c: DeskContext, parts: DeskParts, result: Extract<SignInResult, { ok: true }>) {
  const previous = c.get('sessionId');
  if (previous && previous !== result.sessionId) parts.core.signOut(previous, c.get('ctx'));
  setSessionCookie(c, parts, result.sessionId, result.session, c.get('ctx').now);
}

function failureMessage(c: DeskContext, result: EnrolResult): string {
  const t = c.get('t');
  if (result.ok) return '';
  if (result.reason === 'locked') return t.locked(lockedMinutes(result));
  return t.passkeyFailed;
}

/** A JSON body's object, or null. */
async function jsonBody(c: DeskContext): Promise<Record<string, unknown> | null> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('application/json')) return null;
  try {
    const body = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function passkeyAnswer(c: DeskContext, parts: DeskParts, result: SignInResult) {
  if (result.ok) {
    startSession(c, parts, result);
    return c.json({ ok: true, redirect: '/desk' });
  }
  return c.json({ ok: false, message: failureMessage(c, result) }, result.reason === 'locked' ? 429 : 401);
}

export function signInRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { core } = parts;
  const view = (c: DeskContext) => ({ lang: c.get('lang'), t: c.get('t'), session: c.get('session') });
  const foreign = (c: DeskContext) => page(c, RefusedPage({ ...view(c), here: '/desk' }), 403);

  app.get('/signin', (c) => {
    if (c.get('session')) return c.redirect('/desk', 303);
    const done = c.req.query('signedout') === '1' ? c.get('t').signedOut : null;
    return page(c, SignInPage({ ...view(c), done }));
  });

  app.post('/signin', async (c) => {
    if (!sameOrigin(c, parts.publicUrl)) return foreign(c);
    const [email, password, totp] = [await field(c, 'email'), await field(c, 'password'), await field(c, 'totp')];
    const result = await core.signInWithPassword(email, password, totp, c.get('ctx'));
    if (result.ok) {
      startSession(c, parts, result);
      return c.redirect('/desk', 303);
    }
    const t = c.get('t');
    const message = result.reason === 'locked' ? t.locked(lockedMinutes(result)) : t.invalid;
    const props = { ...view(c), session: null, here: '/desk/signin', email, errors: [{ field: 'email', message }] };
    return page(c, SignInPage(props), result.reason === 'locked' ? 429 : 400);
  });

  app.post('/passkey/options', async (c) => {
    if (!sameOrigin(c, parts.publicUrl) || !(await jsonBody(c))) return c.json({ ok: false }, 403);
    const started = await core.passkeyAuthenticationOptions(c.get('ctx'));
    if ('refused' in started) {
      const t = c.get('t');
      const message = started.refused === 'busy' ? t.ceremoniesBusy : t.tooMany;
      return c.json({ ok: false, message }, 429, { 'Retry-After': String(started.retryAfterS) });
    }
    return c.json(started);
  });

  app.post('/passkey/verify', async (c) => {
    const body = await jsonBody(c);
    if (!sameOrigin(c, parts.publicUrl) || !body) return c.json({ ok: false }, 403);
    const ceremony = typeof body.ceremony === 'string' ? body.ceremony : '';
    return passkeyAnswer(c, parts, await core.finishPasskeyAuthentication(ceremony, body.response, c.get('ctx')));
  });

  app.post('/signout', async (c) => {
    const refused = await refusal(c, parts);
    if (refused === 'session') return c.redirect('/desk/signin', 303);
    if (refused) return foreign(c);
    const id = c.get('sessionId');
    if (id) core.signOut(id, c.get('ctx'));
    clearSessionCookie(c, parts);
    return c.redirect('/desk/signin?signedout=1', 303);
  });

  app.get('/enrol/:token', (c) => {
    const found = core.enrolment(c.req.param('token'), c.get('ctx'));
    if (!found) return page(c, EnrolPage({ ...view(c), step: 'gone' }), 404);
    return page(c, EnrolPage({ ...view(c), step: 'choose', email: found.user.email }));
  });

  app.post('/enrol/:token', async (c) => {
    if (!sameOrigin(c, parts.publicUrl)) return foreign(c);
    const token = c.req.param('token');
    const ctx = c.get('ctx');
    const found = core.enrolment(token, ctx);
    const json = await jsonBody(c);
    if (json) {
      if (!found) return c.json({ ok: false, message: c.get('t').enrolGone }, 404);
      if (json.step === 'options') {
        const options = await core.passkeyRegistrationOptions(token, ctx);
        return options ? c.json(options) : c.json({ ok: false, message: c.get('t').enrolGone }, 404);
      }
      const ceremony = typeof json.ceremony === 'string' ? json.ceremony : '';
      return passkeyAnswer(c, parts, await core.finishPasskeyRegistration(token, ceremony, json.response, ctx));
    }
    if (!found) return page(c, EnrolPage({ ...view(c), step: 'gone' }), 404);
    const email = found.user.email;
    if ((await field(c, 'step')) === 'password') {
      const secret = core.startPasswordEnrolment(token, ctx);
      if (!secret) return page(c, EnrolPage({ ...view(c), step: 'gone' }), 404);
      return page(c, EnrolPage({ ...view(c), step: 'secret', email, ...secret }));
    }
    const result = await core.finishPasswordEnrolment(token, await field(c, 'password'), await field(c, 'totp'), ctx);
    if (result.ok) {
      startSession(c, parts, result);
      return c.redirect('/desk', 303);
    }
    const t = c.get('t');
    const errors =
      result.reason === 'weak_password'
        ? [{ field: 'new-password', message: t.weakPassword }]
        : result.reason === 'bad_code'
          ? [{ field: 'totp', message: t.badCode }]
          : result.reason === 'locked'
            ? [{ field: 'totp', message: t.locked(lockedMinutes(result)) }]
            : null;
    if (!errors) return page(c, EnrolPage({ ...view(c), step: 'gone' }), 404);
    const props = { ...view(c), step: 'secret' as const, email, otpauthUri: null, secret: null, errors };
    return page(c, EnrolPage(props), result.reason === 'locked' ? 429 : 400);
  });

  return app;
}
