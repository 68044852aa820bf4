// The status desk's seams: what its web routes (routes/pages) need of its core (people,
// sessions, sign-in, audit: `DeskCore`) and of the public path (statements that reach the
// store like any source's: `DeskStatements`). Types only; no behaviour here.
import type { ProvinceCode } from '../contract/provinces';
import type { WaitStatus } from '../contract/values';
import type { DeskAuditEntryRow } from '../store/desk';

export type DeskRole = 'editor' | 'admin';

/** `all`, or a set of provinces and/or ER ids (`--scope NS,bc_fortnelson`). */
export type DeskScope = { all: true } | { all: false; provinces: ProvinceCode[]; hospitals: string[] };

export interface DeskUser {
  id: string;
  /** Lower case, trimmed. */
  email: string;
  role: DeskRole;
  /**
   * Who the person confirms for, as the public reads it ("Confirmed by Nova Scotia Health"): a
   * hospital, a health authority, a newsroom. Never their name or email.
   */
  organisation: string;
  scope: DeskScope;
  /** Seconds since the epoch. */
  created_at: number;
  revoked_at: number | null;
  has_passkey: boolean;
  has_password: boolean;
}

/** A signed-in session as the routes see it; `id` is never logged or rendered. */
export interface DeskSession {
  user: DeskUser;
  /** The token every change must carry (form field `csrf`, or header `X-CSRF-Token`). */
  csrf: string;
  /** Seconds since the epoch. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** Who asks: the client's address (for limits and the audit log) and the time (seconds). */
export interface RequestContext {
  address: string;
  now: number;
}

/** Sign-in answers: one generic failure for a wrong email, a wrong password or a wrong code. */
export type SignInResult =
  | { ok: true; sessionId: string; session: DeskSession }
  | { ok: false; reason: 'invalid' | 'locked'; retryAfterS?: number };

/** One row of the audit log: who (user id, email, address), when, what (`status.set`,
 * `status.confirm`, `schedule.set`, `signin.ok`, `signin.failed`, `user.create`, …), and the
 * JSON text of what was before and after (null when not applicable); `attempts` when the row
 * stands for repeated attempts (a lock-out's, counted on its first row). */
export type AuditEntry = DeskAuditEntryRow;

/** People, sessions, sign-in and the audit log. Everything is kept in the store (both engines). */
export interface DeskCore {
  /** The session for a cookie's id, refreshed (idle expiry); null when unknown, expired or the user is revoked. */
  session(sessionId: string | undefined, ctx: RequestContext): DeskSession | null;
  signOut(sessionId: string, ctx: RequestContext): void;

  /** Enrolment: the one-time token from `desk users create/reset`. */
  enrolment(token: string, ctx: RequestContext): { user: DeskUser } | null;
  /** Password + TOTP enrolment: returns the TOTP secret's otpauth:// URI and base32 to show once. */
  startPasswordEnrolment(token: string, ctx: RequestContext): { otpauthUri: string; secret: string } | null;
  finishPasswordEnrolment(
    token: string,
    password: string,
    totpCode: string,
    ctx: RequestContext,
  ): Promise<SignInResult | { ok: false; reason: 'weak_password' | 'bad_code' | 'invalid' }>;
  /** Passkey enrolment (WebAuthn registration) for the token's user. */
  passkeyRegistrationOptions(
    token: string,
    ctx: RequestContext,
  ): Promise<{ options: unknown; ceremony: string } | null>;
  finishPasskeyRegistration(
    token: string,
    ceremony: string,
    response: unknown,
    ctx: RequestContext,
  ): Promise<SignInResult>;

  /** Password + TOTP sign-in. */
  signInWithPassword(email: string, password: string, totpCode: string, ctx: RequestContext): Promise<SignInResult>;
  /** Passkey sign-in (discoverable credentials: no email asked). */
  passkeyAuthenticationOptions(
    ctx: RequestContext,
  ): Promise<{ options: unknown; ceremony: string } | { refused: 'throttled' | 'busy'; retryAfterS: number }>;
  finishPasskeyAuthentication(ceremony: string, response: unknown, ctx: RequestContext): Promise<SignInResult>;

  /** Whether `csrf` is this session's token (constant-time). */
  checkCsrf(session: DeskSession, csrf: string | undefined): boolean;
  canSee(user: DeskUser, hospital: { id: string; province: ProvinceCode }): boolean;

  /** Appends to the audit log (append-only: no route and no SQL path updates or deletes a row). */
  audit(entry: Omit<AuditEntry, 'id' | 'at' | 'attempts'> & { at?: number }): void;
  /** Newest first; `before` is an entry's id (the entries older than it); `limit` 1 to 1000, default 100. */
  auditLog(options: { limit?: number; before?: number }): AuditEntry[];
}

/** A desk statement about one ER, in both official languages. */
export interface DeskStatement {
  hospitalId: string;
  status: Exclude<WaitStatus, 'unknown'>;
  messageEn: string | null;
  messageFr: string | null;
  /** Seconds; only for `closed` / `disruption`. With it, the closure is a window that ends then. */
  expectedReopen: number | null;
}

/** What the public saw before and sees after a statement, for the audit log. */
export interface StatementOutcome {
  before: unknown;
  after: unknown;
}

/**
 * Desk statements take the same path as any source: store, events, webhooks, RSS, answers rebuilt.
 * `by`: the organisation of the person who states or confirms it (DeskUser.organisation), which
 * the public sees as who confirmed it; null when no person is named (tests of the store's path).
 */
export interface DeskStatements {
  publish(statement: DeskStatement, now: number, by?: string | null): StatementOutcome;
  /** A future closure: closed (or disrupted) from `start` to `end` (null: not announced). */
  schedule(
    hospitalId: string,
    window: { start: number; end: number | null; status: 'closed' | 'disruption' },
    messages: { en: string | null; fr: string | null },
    now: number,
    by?: string | null,
  ): StatementOutcome;
  /** Withdraws the desk's scheduled windows of this ER. */
  cancelSchedule(hospitalId: string, now: number): StatementOutcome;
  /** "Still true": keeps the status, records that a person confirmed it now. */
  confirm(hospitalId: string, now: number, by?: string | null): StatementOutcome;
}
