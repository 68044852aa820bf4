// The operator's side (`npm run desk -- users …`): create, list, revoke and reset desk users.
// Each change is written to the audit log; a revocation or reset ends the user's sessions at
// once, and the links printed are the only place an enrolment token ever appears.
import { randomUUID } from 'node:crypto';
import type { Store } from '../../store/store';
import type { DeskRole, DeskUser } from '../contract';
import { appendAudit } from './audit';
import { issueEnrolment } from './enrolment';
import { parseScope, scopeText } from './scope';
import { deskUser, isEmail, normalEmail } from './users';

export type PeopleError = {
  ok: false;
  code:
    | 'bad_email'
    | 'bad_role'
    | 'bad_organisation'
    | 'bad_scope'
    | 'duplicate_email'
    | 'unknown_email'
    | 'already_revoked';
  message: string;
};
export type Enrolled = { ok: true; user: DeskUser; link: string; expiresAt: number };

const ROLES: readonly DeskRole[] = ['editor', 'admin'];
const CLI = 'cli';

export const enrolmentLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/desk/enrol/${token}`;

function audit(store: Store, user: DeskUser, action: string, before: unknown, after: unknown, now: number) {
  appendAudit(
    store.desk,
    {
      user_id: user.id,
      email: user.email,
      action,
      hospital_id: null,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      address: CLI,
    },
    now,
  );
}

const summary = (user: DeskUser) => ({
  email: user.email,
  role: user.role,
  organisation: user.organisation,
  scope: scopeText(user.scope),
});

/** Shown to the public after "Confirmed by": long enough for a health authority's full name. */
export const ORGANISATION_MAX = 80;

/**
 * The organisation as the public will read it (spaces tidied), or an error: 2 to 80 characters,
 * no control characters, and no `@` — it is never a person's email.
 */
export function readOrganisation(input: string): { ok: true; organisation: string } | PeopleError {
  const organisation = input.replace(/\s+/g, ' ').trim();
  const bad = (why: string): PeopleError => ({
    ok: false,
    code: 'bad_organisation',
    message: `--organisation ${why}; got ${JSON.stringify(input)}.`,
  });
  if ([...organisation].length < 2 || [...organisation].length > ORGANISATION_MAX)
    return bad(
      `must name who the person confirms for in 2 to ${ORGANISATION_MAX} characters (e.g. "Nova Scotia Health")`,
    );
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(organisation)) return bad('must not hold control characters');
  if (organisation.includes('@')) return bad('is shown to the public: an organisation, never an email');
  return { ok: true, organisation };
}

function findUser(store: Store, emailInput: string): DeskUser | PeopleError {
  const email = normalEmail(emailInput);
  const row = store.desk.users.byEmail(email);
  return row ? deskUser(row) : { ok: false, code: 'unknown_email', message: `No desk user has the email ${email}.` };
}

export function createUser(
  store: Store,
  input: { email: string; role: string; organisation: string; scope: string },
  publicUrl: string,
  now: number,
): Enrolled | PeopleError {
  const email = normalEmail(input.email);
  if (!isEmail(email))
    return {
      ok: false,
      code: 'bad_email',
      message: `--email must be an email address; got ${JSON.stringify(input.email)}.`,
    };
  if (!ROLES.includes(input.role as DeskRole)) {
    return {
      ok: false,
      code: 'bad_role',
      message: `--role must be editor or admin; got ${JSON.stringify(input.role)}.`,
    };
  }
  const organisation = readOrganisation(input.organisation);
  if (!organisation.ok) return organisation;
  const scope = parseScope(input.scope, (id) => store.hospitals.get(id) !== null);
  if (!scope.ok) return scope;
  if (store.desk.users.byEmail(email)) {
    return {
      ok: false,
      code: 'duplicate_email',
      message: `A desk user with the email ${email} exists already (reset it instead).`,
    };
  }
  const id = randomUUID();
  const token = store.db
    .transaction(() => {
      store.desk.users.insert({
        id,
        email,
        role: input.role,
        organisation: organisation.organisation,
        scope: scopeText(scope.scope),
        created_at: now,
      });
      return issueEnrolment(store.desk, id, now);
    })
    .immediate();
  const user = deskUser(store.desk.users.byId(id) as NonNullable<ReturnType<Store['desk']['users']['byId']>>);
  audit(store, user, 'user.create', null, summary(user), now);
  return { ok: true, user, link: enrolmentLink(publicUrl, token), expiresAt: now + 72 * 3600 };
}

export const listUsers = (store: Store): DeskUser[] => store.desk.users.all().map(deskUser);

/** Revokes the user and ends their sessions: an open session is refused at its next request. */
export function revokeUser(
  store: Store,
  email: string,
  now: number,
): { ok: true; user: DeskUser; sessions: number } | PeopleError {
  const user = findUser(store, email);
  if ('ok' in user) return user;
  const sessions = store.db
    .transaction(() => {
      if (!store.desk.users.revoke(user.id, now)) return null;
      store.desk.enrolments.endOf(user.id, now);
      return store.desk.sessions.removeOf(user.id);
    })
    .immediate();
  if (sessions === null) return { ok: false, code: 'already_revoked', message: `${user.email} is revoked already.` };
  audit(store, user, 'user.revoke', { revoked_at: null }, { revoked_at: now }, now);
  return { ok: true, user: { ...user, revoked_at: now }, sessions };
}

/** Names who the person confirms for from now on (what they confirmed before keeps its name). */
export function setOrganisation(
  store: Store,
  email: string,
  input: string,
  now: number,
): { ok: true; user: DeskUser } | PeopleError {
  const user = findUser(store, email);
  if ('ok' in user) return user;
  const organisation = readOrganisation(input);
  if (!organisation.ok) return organisation;
  store.desk.users.setOrganisation(user.id, organisation.organisation);
  audit(
    store,
    user,
    'user.organisation',
    { organisation: user.organisation },
    { organisation: organisation.organisation },
    now,
  );
  return { ok: true, user: { ...user, organisation: organisation.organisation } };
}

/**
 * Removes the user's password, TOTP secret and passkeys, ends their sessions and links, lifts a
 * revocation, and issues a new link: the way back for a lost phone or a revoked-by-mistake user.
 */
export function resetUser(store: Store, email: string, publicUrl: string, now: number): Enrolled | PeopleError {
  const user = findUser(store, email);
  if ('ok' in user) return user;
  const token = store.db
    .transaction(() => {
      store.desk.users.clearCredentials(user.id);
      store.desk.passkeys.removeOf(user.id);
      store.desk.sessions.removeOf(user.id);
      store.desk.enrolments.endOf(user.id, now);
      return issueEnrolment(store.desk, user.id, now);
    })
    .immediate();
  const before = { revoked_at: user.revoked_at, has_password: user.has_password, has_passkey: user.has_passkey };
  audit(store, user, 'user.reset', before, { revoked_at: null, has_password: false, has_passkey: false }, now);
  const after = deskUser(store.desk.users.byId(user.id) as NonNullable<ReturnType<Store['desk']['users']['byId']>>);
  return { ok: true, user: after, link: enrolmentLink(publicUrl, token), expiresAt: now + 72 * 3600 };
}
