// The status desk's core: people, sessions, sign-in (passkey, or password + TOTP) and the audit
// log, kept in the store so that every instance shares them. The web routes use it through
// `DeskCore` (contract.ts); the operator's CLI through core/people.ts.
import type { Store } from '../store/store';
import type { DeskCore } from './contract';
import { appendAudit, readAudit } from './core/audit';
import type { DeskCoreOptions, DeskDeps } from './core/deps';
import { enrolment, finishPasswordEnrolment, startPasswordEnrolment } from './core/enrolment';
import {
  finishPasskeyAuthentication,
  finishPasskeyRegistration,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
} from './core/passkeys';
import { canSee } from './core/scope';
import { csrfMatches, endSession, findSession } from './core/sessions';
import { signInWithPassword } from './core/signin';

export type { DeskCoreOptions } from './core/deps';

export function createDeskCore(store: Pick<Store, 'db' | 'desk'>, options: DeskCoreOptions): DeskCore {
  const log = options.log ?? (() => {});
  const deps: DeskDeps = {
    db: store.db,
    tables: store.desk,
    options: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600, ...options },
    log,
  };
  return {
    session: (sessionId, ctx) => findSession(deps, sessionId, ctx),
    signOut: (sessionId, ctx) => endSession(deps, sessionId, ctx),
    enrolment: (token, ctx) => enrolment(deps, token, ctx),
    startPasswordEnrolment: (token, ctx) => startPasswordEnrolment(deps, token, ctx),
    finishPasswordEnrolment: (token, password, code, ctx) => finishPasswordEnrolment(deps, token, password, code, ctx),
    passkeyRegistrationOptions: (token, ctx) => passkeyRegistrationOptions(deps, token, ctx),
    finishPasskeyRegistration: (token, ceremony, response, ctx) =>
      finishPasskeyRegistration(deps, token, ceremony, response, ctx),
    signInWithPassword: (email, password, code, ctx) => signInWithPassword(deps, email, password, code, ctx),
    passkeyAuthenticationOptions: (ctx) => passkeyAuthenticationOptions(deps, ctx),
    finishPasskeyAuthentication: (ceremony, response, ctx) =>
      finishPasskeyAuthentication(deps, ceremony, response, ctx),
    checkCsrf: (session, csrf) => csrfMatches(session, csrf),
    canSee,
    audit: (entry) => {
      appendAudit(deps.tables, entry);
    },
    auditLog: (query) => readAudit(deps.tables, query),
  };
}
