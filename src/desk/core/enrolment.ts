// One-time enrolment links (`desk users create/reset` print them) and enrolment by password +
// TOTP. The store keeps a link's digest; the TOTP secret shown at the start waits in a ceremony
// row until a code from it proves the person's app has it, and only then is anything saved.
import type { DeskTables, DeskUserRow } from '../../store/desk';
import type { DeskUser, RequestContext, SignInResult } from '../contract';
import { appendAudit } from './audit';
import type { DeskDeps } from './deps';
import { hashPassword, passwordProblem } from './passwords';
import { digest, randomToken } from './secrets';
import { startSession } from './sessions';
import { locked } from './signin';
import { recordFailure } from './throttle';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { deskUser } from './users';

export const ENROLMENT_TTL_S = 72 * 3600;
const TOTP_CEREMONY_TTL_S = 30 * 60;
const TOTP_PURPOSE = 'totp-enrolment';

/** A new link token for the user; the store keeps its digest, valid 72 hours, once. */
export function issueEnrolment(tables: DeskTables, userId: string, now: number): string {
  const token = randomToken();
  tables.enrolments.insert(digest(token), userId, now + ENROLMENT_TTL_S);
  return token;
}

/** The user of a live link, when that user is not revoked. */
export function enrolmentUser(tables: DeskTables, token: string | undefined, now: number): DeskUserRow | null {
  if (typeof token !== 'string' || token === '') return null;
  const userId = tables.enrolments.live(digest(token), now);
  const user = userId === null ? null : tables.users.byId(userId);
  return user && user.revoked_at === null ? user : null;
}

export function enrolment(deps: DeskDeps, token: string, ctx: RequestContext): { user: DeskUser } | null {
  const user = enrolmentUser(deps.tables, token, ctx.now);
  return user ? { user: deskUser(user) } : null;
}

const totpCeremony = (token: string) => digest(`${TOTP_PURPOSE}:${token}`);

export function startPasswordEnrolment(
  deps: DeskDeps,
  token: string,
  ctx: RequestContext,
): { otpauthUri: string; secret: string } | null {
  const user = enrolmentUser(deps.tables, token, ctx.now);
  if (!user) return null;
  const secret = newTotpSecret();
  deps.tables.ceremonies.prune(ctx.now);
  deps.tables.ceremonies.save({
    digest: totpCeremony(token),
    purpose: TOTP_PURPOSE,
    user_id: user.id,
    challenge: '-',
    data: secret,
    expires_at: ctx.now + TOTP_CEREMONY_TTL_S,
  });
  return { otpauthUri: totpUri(secret, user.email), secret };
}

export async function finishPasswordEnrolment(
  deps: DeskDeps,
  token: string,
  password: string,
  totpCode: string,
  ctx: RequestContext,
): Promise<SignInResult | { ok: false; reason: 'weak_password' | 'bad_code' | 'invalid' }> {
  const lock = locked(deps, null, 'enrolment', ctx);
  if (lock) return lock;
  const { tables } = deps;
  const user = enrolmentUser(tables, token, ctx.now);
  const ceremony = user ? tables.ceremonies.peek(totpCeremony(token), TOTP_PURPOSE, ctx.now) : null;
  if (!user || !ceremony || ceremony.user_id !== user.id || !ceremony.data) return { ok: false, reason: 'invalid' };
  if (passwordProblem(String(password ?? ''), user.email)) return { ok: false, reason: 'weak_password' };
  const secret = ceremony.data;
  const step = totpStep(secret, String(totpCode ?? ''), ctx.now);
  if (step === null) {
    recordFailure(tables, null, ctx.address, ctx.now);
    return { ok: false, reason: 'bad_code' };
  }
  const hash = await hashPassword(String(password));
  const saved = deps.db
    .transaction(() => {
      if (!tables.enrolments.use(digest(token), ctx.now)) return false;
      tables.users.setPassword(user.id, hash, secret, step);
      tables.ceremonies.take(totpCeremony(token), TOTP_PURPOSE, ctx.now);
      return true;
    })
    .immediate();
  if (!saved) return { ok: false, reason: 'invalid' };
  appendAudit(
    tables,
    {
      user_id: user.id,
      email: user.email,
      action: 'enrol.password',
      hospital_id: null,
      before: null,
      after: null,
      address: ctx.address,
    },
    ctx.now,
  );
  deps.log({ event: 'desk.enrolled', user: user.id, email: user.email, method: 'password' });
  const enrolled = tables.users.byId(user.id) as DeskUserRow;
  return startSession(deps, enrolled, 'enrolment', ctx);
}
