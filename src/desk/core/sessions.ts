// Sessions: an opaque random id for the cookie, of which the store keeps only the digest; a new
// one at every sign-in; ended after `idleSeconds` without a request or `absoluteSeconds` after
// sign-in; refused at once when the user is revoked. Each carries its own CSRF token.
import type { DeskUserRow } from '../../store/desk';
import type { DeskSession, RequestContext, SignInResult } from '../contract';
import { appendAudit } from './audit';
import type { DeskDeps } from './deps';
import { digest, randomToken, sameText } from './secrets';
import { forgetAccountFailures } from './throttle';
import { deskUser } from './users';

/** last_seen_at is written at most this often per session, so that reads stay reads. */
const TOUCH_EVERY_S = 60;

export function startSession(deps: DeskDeps, user: DeskUserRow, method: string, ctx: RequestContext): SignInResult {
  const { tables, options } = deps;
  const sessionId = randomToken();
  const expires = ctx.now + options.absoluteSeconds;
  tables.sessions.prune(ctx.now, ctx.now - options.idleSeconds);
  const row = {
    digest: digest(sessionId),
    user_id: user.id,
    csrf: randomToken(),
    created_at: ctx.now,
    last_seen_at: ctx.now,
    expires_at: expires,
  };
  tables.sessions.insert(row);
  forgetAccountFailures(tables, user.email);
  appendAudit(
    tables,
    {
      user_id: user.id,
      email: user.email,
      action: 'signin.ok',
      hospital_id: null,
      before: null,
      after: JSON.stringify({ method }),
      address: ctx.address,
    },
    ctx.now,
  );
  deps.log({ event: 'desk.signin.ok', user: user.id, email: user.email, method });
  const session: DeskSession = {
    user: deskUser(user),
    csrf: row.csrf,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    expires_at: Math.min(row.expires_at, ctx.now + options.idleSeconds),
  };
  return { ok: true, sessionId, session };
}

export function findSession(deps: DeskDeps, sessionId: string | undefined, ctx: RequestContext): DeskSession | null {
  if (!sessionId) return null;
  const { tables, options } = deps;
  const key = digest(sessionId);
  const row = tables.sessions.byDigest(key);
  if (!row) return null;
  const idleEnd = row.last_seen_at + options.idleSeconds;
  if (ctx.now >= row.expires_at || ctx.now >= idleEnd) {
    tables.sessions.remove(key);
    return null;
  }
  const user = tables.users.byId(row.user_id);
  if (!user || user.revoked_at !== null) {
    tables.sessions.remove(key);
    return null;
  }
  let lastSeen = row.last_seen_at;
  if (ctx.now - lastSeen >= TOUCH_EVERY_S) {
    tables.sessions.seen(key, ctx.now);
    lastSeen = ctx.now;
  }
  return {
    user: deskUser(user),
    csrf: row.csrf,
    created_at: row.created_at,
    last_seen_at: lastSeen,
    expires_at: Math.min(row.expires_at, lastSeen + options.idleSeconds),
  };
}

export function endSession(deps: DeskDeps, sessionId: string, ctx: RequestContext): void {
  const key = digest(sessionId);
  const row = deps.tables.sessions.byDigest(key);
  if (!row) return;
  deps.tables.sessions.remove(key);
  const user = deps.tables.users.byId(row.user_id);
  appendAudit(
    deps.tables,
    {
      user_id: row.user_id,
      email: user?.email ?? null,
      action: 'signout',
      hospital_id: null,
      before: null,
      after: null,
      address: ctx.address,
    },
    ctx.now,
  );
}

export const csrfMatches = (session: DeskSession, csrf: string | undefined): boolean =>
  typeof csrf === 'string' && sameText(session.csrf, csrf);
