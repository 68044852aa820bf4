// Password + TOTP sign-in. Every failure — unknown email, revoked user, wrong password, wrong
// or replayed code — gives the same answer after the same work (an argon2 verification), and
// counts against the account and the address; a locked account or address is answered without
// looking at the password.
import type { RequestContext, SignInResult } from '../contract';
import { appendAudit } from './audit';
import type { DeskDeps } from './deps';
import { passwordMatches } from './passwords';
import { startSession } from './sessions';
import { lockedFor, recordFailure } from './throttle';
import { totpStep } from './totp';
import { normalEmail, shownEmail } from './users';

export function refuse(
  deps: DeskDeps,
  who: { email: string | null; userId: string | null },
  method: string,
  ctx: RequestContext,
): SignInResult {
  // A passkey failure is no guess at a password: it counts against the address only.
  recordFailure(deps.tables, method === 'password' ? who.email : null, ctx.address, ctx.now);
  const email = shownEmail(who.email);
  appendAudit(
    deps.tables,
    {
      user_id: who.userId,
      email,
      action: 'signin.failed',
      hospital_id: null,
      before: null,
      after: JSON.stringify({ method }),
      address: ctx.address,
    },
    ctx.now,
  );
  deps.log({ event: 'desk.signin.failed', user: who.userId, email, method });
  return { ok: false, reason: 'invalid' };
}

/**
 * A locked attempt is answered without looking at the password. The first one of a lock-out is
 * written to the audit log; the further ones from the same address until it ends only count on
 * that row, so a locked client cannot flood the log.
 */
export function locked(deps: DeskDeps, typed: string | null, method: string, ctx: RequestContext): SignInResult | null {
  const retryAfterS = lockedFor(deps.tables, typed, ctx.address, ctx.now);
  if (retryAfterS === null) return null;
  const email = shownEmail(typed);
  const subject = `addr:${ctx.address}`;
  if (!deps.tables.auditRepeats.repeat(subject, ctx.now)) {
    const id = appendAudit(
      deps.tables,
      {
        user_id: null,
        email,
        action: 'signin.locked',
        hospital_id: null,
        before: null,
        after: JSON.stringify({ method }),
        address: ctx.address,
      },
      ctx.now,
    );
    deps.tables.auditRepeats.start(id, subject, ctx.now + retryAfterS);
    deps.log({ event: 'desk.signin.locked', email, method, retry_after_s: retryAfterS });
  }
  return { ok: false, reason: 'locked', retryAfterS };
}

export async function signInWithPassword(
  deps: DeskDeps,
  emailInput: string,
  password: string,
  totpCode: string,
  ctx: RequestContext,
): Promise<SignInResult> {
  const email = normalEmail(String(emailInput ?? ''));
  const lock = locked(deps, email, 'password', ctx);
  if (lock) return lock;
  const user = email ? deps.tables.users.byEmail(email) : null;
  const passwordOk = await passwordMatches(user?.password_hash ?? null, String(password ?? ''));
  const usable = user !== null && user.revoked_at === null && user.totp_secret !== null;
  const step = usable && passwordOk ? totpStep(user.totp_secret as string, String(totpCode ?? ''), ctx.now) : null;
  if (!usable || !passwordOk || step === null || !deps.tables.users.claimTotpStep(user.id, step)) {
    return refuse(deps, { email: email || null, userId: user?.id ?? null }, 'password', ctx);
  }
  return startSession(deps, user, 'password', ctx);
}
