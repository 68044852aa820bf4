// Passkeys (WebAuthn through SimpleWebAuthn): registration from an enrolment link, sign-in with
// a discoverable credential (no email asked). Each ceremony's challenge waits in the store under
// the digest of a random ceremony id the client carries, so any instance can finish what another
// began; a ceremony is finished at most once, within 5 minutes.

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { RequestContext, SignInResult } from '../contract';
import { appendAudit } from './audit';
import { type CeremonyRefusal, ceremonyRefusal } from './ceremony-limits';
import type { DeskDeps } from './deps';
import { enrolmentUser } from './enrolment';
import { digest, randomToken } from './secrets';
import { startSession } from './sessions';
import { locked, refuse } from './signin';
import { recordFailure } from './throttle';

const CEREMONY_TTL_S = 5 * 60;
const REGISTRATION = 'registration';
const AUTHENTICATION = 'authentication';

const userHandle = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

function saveCeremony(deps: DeskDeps, purpose: string, userId: string | null, challenge: string, now: number) {
  const ceremony = randomToken();
  deps.tables.ceremonies.prune(now);
  deps.tables.ceremonies.save({
    digest: digest(ceremony),
    purpose,
    user_id: userId,
    challenge,
    data: null,
    expires_at: now + CEREMONY_TTL_S,
  });
  return ceremony;
}

export async function passkeyRegistrationOptions(deps: DeskDeps, token: string, ctx: RequestContext) {
  const user = enrolmentUser(deps.tables, token, ctx.now);
  if (!user) return null;
  const { options: settings } = deps;
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userName: user.email,
    userDisplayName: user.email,
    userID: new Uint8Array(Buffer.from(user.id, 'utf8')),
    attestationType: 'none',
    excludeCredentials: deps.tables.passkeys.ofUser(user.id).map((passkey) => ({ id: passkey.credential_id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return {
    options: options as unknown,
    ceremony: saveCeremony(deps, REGISTRATION, user.id, options.challenge, ctx.now),
  };
}

function enrolmentFailed(
  deps: DeskDeps,
  user: { id: string; email: string } | null,
  ctx: RequestContext,
): SignInResult {
  recordFailure(deps.tables, null, ctx.address, ctx.now);
  appendAudit(
    deps.tables,
    {
      user_id: user?.id ?? null,
      email: user?.email ?? null,
      action: 'enrol.failed',
      hospital_id: null,
      before: null,
      after: JSON.stringify({ method: 'passkey' }),
      address: ctx.address,
    },
    ctx.now,
  );
  deps.log({ event: 'desk.enrol.failed', user: user?.id ?? null, email: user?.email ?? null, method: 'passkey' });
  return { ok: false, reason: 'invalid' };
}

export async function finishPasskeyRegistration(
  deps: DeskDeps,
  token: string,
  ceremony: string,
  response: unknown,
  ctx: RequestContext,
): Promise<SignInResult> {
  const lock = locked(deps, null, 'enrolment', ctx);
  if (lock) return lock;
  const { tables, options } = deps;
  const user = enrolmentUser(tables, token, ctx.now);
  const saved = typeof ceremony === 'string' ? tables.ceremonies.take(digest(ceremony), REGISTRATION, ctx.now) : null;
  if (!user || !saved || saved.user_id !== user.id) return enrolmentFailed(deps, user, ctx);
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: saved.challenge,
    expectedOrigin: options.origins,
    expectedRPID: options.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return enrolmentFailed(deps, user, ctx);
  const { credential } = verification.registrationInfo;
  const added = deps.db
    .transaction(() => {
      if (!tables.enrolments.use(digest(token), ctx.now)) return false;
      if (tables.passkeys.byCredential(credential.id)) return false;
      tables.passkeys.insert({
        credential_id: credential.id,
        user_id: user.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        created_at: ctx.now,
        last_used_at: null,
      });
      return true;
    })
    .immediate();
  if (!added) return enrolmentFailed(deps, user, ctx);
  appendAudit(
    tables,
    {
      user_id: user.id,
      email: user.email,
      action: 'passkey.add',
      hospital_id: null,
      before: null,
      after: null,
      address: ctx.address,
    },
    ctx.now,
  );
  deps.log({ event: 'desk.enrolled', user: user.id, email: user.email, method: 'passkey' });
  return startSession(deps, tables.users.byId(user.id) ?? user, 'enrolment', ctx);
}

export async function passkeyAuthenticationOptions(
  deps: DeskDeps,
  ctx: RequestContext,
): Promise<{ options: unknown; ceremony: string } | CeremonyRefusal> {
  const refusal = ceremonyRefusal(deps.tables, ctx.address, ctx.now);
  if (refusal) {
    deps.log({ event: 'desk.passkey.options_refused', reason: refusal.refused, retry_after_s: refusal.retryAfterS });
    return refusal;
  }
  const options = await generateAuthenticationOptions({
    rpID: deps.options.rpId,
    allowCredentials: [],
    userVerification: 'preferred',
  });
  return {
    options: options as unknown,
    ceremony: saveCeremony(deps, AUTHENTICATION, null, options.challenge, ctx.now),
  };
}

export async function finishPasskeyAuthentication(
  deps: DeskDeps,
  ceremony: string,
  response: unknown,
  ctx: RequestContext,
): Promise<SignInResult> {
  const lock = locked(deps, null, 'passkey', ctx);
  if (lock) return lock;
  const { tables, options } = deps;
  const saved = typeof ceremony === 'string' ? tables.ceremonies.take(digest(ceremony), AUTHENTICATION, ctx.now) : null;
  const answer = response as AuthenticationResponseJSON | null;
  const passkey = typeof answer?.id === 'string' ? tables.passkeys.byCredential(answer.id) : null;
  const user = passkey ? tables.users.byId(passkey.user_id) : null;
  const who = { email: user?.email ?? null, userId: user?.id ?? null };
  const handle = answer?.response?.userHandle;
  if (!saved || !passkey || !user || user.revoked_at !== null || (handle && handle !== userHandle(user.id))) {
    return refuse(deps, who, 'passkey', ctx);
  }
  const verification = await verifyAuthenticationResponse({
    response: answer as AuthenticationResponseJSON,
    expectedChallenge: saved.challenge,
    expectedOrigin: options.origins,
    expectedRPID: options.rpId,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.counter),
      transports: passkey.transports ? JSON.parse(passkey.transports) : undefined,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return refuse(deps, who, 'passkey', ctx);
  tables.passkeys.used(passkey.credential_id, verification.authenticationInfo.newCounter, ctx.now);
  return startSession(deps, user, 'passkey', ctx);
}
