// The status desk's tables: people, passkeys, enrolment links, WebAuthn ceremonies, sessions,
// sign-in failures and the audit log. Plain statements on the database (no `write()`): none of
// this changes what the public sees. Secrets are kept as SHA-256 digests by the callers; the
// single-use rows (enrolments, ceremonies, TOTP steps) are claimed by one conditional statement,
// so that two instances cannot both use the same one.
import type { Db } from './db';

export interface DeskUserRow {
  id: string;
  email: string;
  role: 'editor' | 'admin';
  /** Who the person confirms for, as the public reads it (a hospital, an authority, a newsroom). */
  organisation: string;
  /** `all`, or a comma list of province codes and ER ids. */
  scope: string;
  created_at: number;
  revoked_at: number | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  /** 1 when the user has at least one passkey. */
  passkeys: number;
}

export interface DeskPasskeyRow {
  credential_id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transports, or null. */
  transports: string | null;
  created_at: number;
  last_used_at: number | null;
}

export interface DeskCeremonyRow {
  digest: string;
  purpose: string;
  user_id: string | null;
  challenge: string;
  data: string | null;
  expires_at: number;
}

export interface DeskSessionRow {
  digest: string;
  user_id: string;
  csrf: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface DeskAuditRow {
  id: number;
  at: number;
  user_id: string | null;
  email: string | null;
  action: string;
  hospital_id: string | null;
  before: string | null;
  after: string | null;
  address: string | null;
}

/** An audit row as read: with how many attempts it stands for when it counts repeats (a lock-out). */
export type DeskAuditEntryRow = DeskAuditRow & { attempts: number | null };

type NewDeskUser = { id: string; email: string; role: string; organisation: string; scope: string; created_at: number };

const USER = `SELECT u.*, CASE WHEN EXISTS (SELECT 1 FROM desk_passkeys p WHERE p.user_id = u.id) THEN 1 ELSE 0 END AS passkeys
  FROM desk_users u`;

function usersTable(db: Db) {
  const insert = db.prepare<NewDeskUser>(
    `INSERT INTO desk_users (id, email, role, organisation, scope, created_at)
     VALUES (@id, @email, @role, @organisation, @scope, @created_at)`,
  );
  const setOrganisation = db.prepare<[string, string]>('UPDATE desk_users SET organisation = ? WHERE id = ?');
  const byEmail = db.prepare<[string], DeskUserRow>(`${USER} WHERE u.email = ?`);
  const byId = db.prepare<[string], DeskUserRow>(`${USER} WHERE u.id = ?`);
  const all = db.prepare<[], DeskUserRow>(`${USER} ORDER BY u.created_at, u.email`);
  const revoke = db.prepare<[number, string]>(
    'UPDATE desk_users SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const clearCredentials = db.prepare<[string]>(
    'UPDATE desk_users SET revoked_at = NULL, password_hash = NULL, totp_secret = NULL, totp_last_step = NULL WHERE id = ?',
  );
  const setPassword = db.prepare<[string, string, number, string]>(
    'UPDATE desk_users SET password_hash = ?, totp_secret = ?, totp_last_step = ? WHERE id = ?',
  );
  const claimStep = db.prepare<[number, string, number]>(
    'UPDATE desk_users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
  );
  return {
    insert: (user: NewDeskUser) => insert.run(user),
    setOrganisation: (id: string, organisation: string) => setOrganisation.run(organisation, id),
    byEmail: (email: string) => byEmail.get(email) ?? null,
    byId: (id: string) => byId.get(id) ?? null,
    all: () => all.all(),
    /** False when the user was already revoked (or does not exist). */
    revoke: (id: string, now: number) => revoke.run(now, id).changes > 0,
    /** Removes the password and TOTP secret and lifts a revocation (passkeys: `passkeys.removeOf`). */
    clearCredentials: (id: string) => clearCredentials.run(id),
    setPassword: (id: string, hash: string, totpSecret: string, step: number) =>
      setPassword.run(hash, totpSecret, step, id),
    /** Records a TOTP step as used; false when it (or a later one) was used already: a replayed code. */
    claimTotpStep: (id: string, step: number) => claimStep.run(step, id, step).changes > 0,
  };
}

function passkeysTable(db: Db) {
  const insert = db.prepare<DeskPasskeyRow>(
    `INSERT INTO desk_passkeys (credential_id, user_id, public_key, counter, transports, created_at, last_used_at)
     VALUES (@credential_id, @user_id, @public_key, @counter, @transports, @created_at, @last_used_at)`,
  );
  const byCredential = db.prepare<[string], DeskPasskeyRow>('SELECT * FROM desk_passkeys WHERE credential_id = ?');
  const ofUser = db.prepare<[string], DeskPasskeyRow>(
    'SELECT * FROM desk_passkeys WHERE user_id = ? ORDER BY created_at, credential_id',
  );
  const used = db.prepare<[number, number, string]>(
    'UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?',
  );
  const removeOf = db.prepare<[string]>('DELETE FROM desk_passkeys WHERE user_id = ?');
  return {
    insert: (row: DeskPasskeyRow) => insert.run(row),
    byCredential: (id: string) => byCredential.get(id) ?? null,
    ofUser: (userId: string) => ofUser.all(userId),
    used: (id: string, counter: number, now: number) => used.run(counter, now, id),
    removeOf: (userId: string) => removeOf.run(userId),
  };
}

function enrolmentsTable(db: Db) {
  const insert = db.prepare<[string, string, number]>(
    'INSERT INTO desk_enrolments (digest, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const live = db.prepare<[string, number], { user_id: string }>(
    'SELECT user_id FROM desk_enrolments WHERE digest = ? AND used_at IS NULL AND expires_at > ?',
  );
  const use = db.prepare<[number, string, number]>(
    'UPDATE desk_enrolments SET used_at = ? WHERE digest = ? AND used_at IS NULL AND expires_at > ?',
  );
  const endOf = db.prepare<[number, string]>(
    'UPDATE desk_enrolments SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );
  return {
    insert: (digest: string, userId: string, expiresAt: number) => insert.run(digest, userId, expiresAt),
    /** The user of an unused, unexpired link; null otherwise. */
    live: (digest: string, now: number) => live.get(digest, now)?.user_id ?? null,
    /** Marks the link used; false when it was used already or has expired. */
    use: (digest: string, now: number) => use.run(now, digest, now).changes > 0,
    /** Ends every unused link of a user (a reset issues a new one). */
    endOf: (userId: string, now: number) => endOf.run(now, userId),
  };
}

function ceremoniesTable(db: Db) {
  const upsert = db.prepare<DeskCeremonyRow>(
    `INSERT INTO desk_ceremonies (digest, purpose, user_id, challenge, data, expires_at)
     VALUES (@digest, @purpose, @user_id, @challenge, @data, @expires_at)
     ON CONFLICT (digest) DO UPDATE SET purpose = excluded.purpose, user_id = excluded.user_id,
       challenge = excluded.challenge, data = excluded.data, expires_at = excluded.expires_at`,
  );
  const peek = db.prepare<[string, string, number], DeskCeremonyRow>(
    'SELECT * FROM desk_ceremonies WHERE digest = ? AND purpose = ? AND expires_at > ?',
  );
  const take = db.prepare<[string, string], DeskCeremonyRow>(
    'DELETE FROM desk_ceremonies WHERE digest = ? AND purpose = ? RETURNING *',
  );
  const prune = db.prepare<[number]>('DELETE FROM desk_ceremonies WHERE expires_at <= ?');
  const outstanding = db.prepare<[number], { count: number }>(
    'SELECT COUNT(*) AS count FROM desk_ceremonies WHERE expires_at > ?',
  );
  return {
    save: (row: DeskCeremonyRow) => upsert.run(row),
    /** The unexpired ceremony, left in place (it may be finished later). */
    peek: (digest: string, purpose: string, now: number) => peek.get(digest, purpose, now) ?? null,
    /** Removes the ceremony and returns it when it had not expired: each one is finished at most once. */
    take: (digest: string, purpose: string, now: number) => {
      const row = take.get(digest, purpose);
      return row && row.expires_at > now ? row : null;
    },
    prune: (now: number) => prune.run(now),
    /** How many ceremonies wait to be finished at `now`. */
    outstanding: (now: number) => Number(outstanding.get(now)?.count ?? 0),
  };
}

function sessionsTable(db: Db) {
  const insert = db.prepare<DeskSessionRow>(
    `INSERT INTO desk_sessions (digest, user_id, csrf, created_at, last_seen_at, expires_at)
     VALUES (@digest, @user_id, @csrf, @created_at, @last_seen_at, @expires_at)`,
  );
  const byDigest = db.prepare<[string], DeskSessionRow>('SELECT * FROM desk_sessions WHERE digest = ?');
  const seen = db.prepare<[number, string]>('UPDATE desk_sessions SET last_seen_at = ? WHERE digest = ?');
  const remove = db.prepare<[string]>('DELETE FROM desk_sessions WHERE digest = ?');
  const removeOf = db.prepare<[string]>('DELETE FROM desk_sessions WHERE user_id = ?');
  const prune = db.prepare<[number, number]>('DELETE FROM desk_sessions WHERE expires_at <= ? OR last_seen_at <= ?');
  return {
    insert: (row: DeskSessionRow) => insert.run(row),
    byDigest: (digest: string) => byDigest.get(digest) ?? null,
    seen: (digest: string, now: number) => seen.run(now, digest),
    remove: (digest: string) => remove.run(digest),
    /** Ends every session of a user; returns how many there were. */
    removeOf: (userId: string) => removeOf.run(userId).changes,
    /** Removes sessions past their absolute end or idle since `idleBefore`. */
    prune: (now: number, idleBefore: number) => prune.run(now, idleBefore),
  };
}

function failuresTable(db: Db) {
  const insert = db.prepare<[string, number]>('INSERT INTO desk_failures (subject, at) VALUES (?, ?)');
  const since = db.prepare<[string, number], { count: number; first: number | null }>(
    'SELECT COUNT(*) AS count, MIN(at) AS first FROM desk_failures WHERE subject = ? AND at > ?',
  );
  const clear = db.prepare<[string]>('DELETE FROM desk_failures WHERE subject = ?');
  const prune = db.prepare<[number]>('DELETE FROM desk_failures WHERE at <= ?');
  return {
    add: (subject: string, at: number) => insert.run(subject, at),
    /** How many failures of `subject` came after `after`, and when the first of them was. */
    since: (subject: string, after: number) => {
      const row = since.get(subject, after);
      return { count: Number(row?.count ?? 0), first: row?.first ?? null };
    },
    clear: (subject: string) => clear.run(subject),
    prune: (before: number) => prune.run(before),
  };
}

function auditTable(db: Db) {
  const insert = db.prepare<Omit<DeskAuditRow, 'id'>, { id: number }>(
    `INSERT INTO desk_audit (at, user_id, email, action, hospital_id, before, after, address)
     VALUES (@at, @user_id, @email, @action, @hospital_id, @before, @after, @address) RETURNING id`,
  );
  const page = db.prepare<[number, number], DeskAuditEntryRow>(
    `SELECT a.*, r.attempts FROM desk_audit a LEFT JOIN desk_audit_repeats r ON r.audit_id = a.id
     WHERE a.id < ? ORDER BY a.id DESC LIMIT ?`,
  );
  return {
    /** Appends a row; returns its id. */
    append: (row: Omit<DeskAuditRow, 'id'>) => Number(insert.get(row)?.id),
    /** Newest first, the rows with an id below `before`. */
    page: (before: number, limit: number) =>
      page.all(before, limit).map((row) => ({ ...row, attempts: row.attempts === null ? null : Number(row.attempts) })),
  };
}

/** How many attempts an audit row stands for (a lock-out's): a count beside the row, which stays as written. */
function auditRepeatsTable(db: Db) {
  const startRepeats = db.prepare<[number, string, number]>(
    'INSERT INTO desk_audit_repeats (audit_id, subject, until, attempts) VALUES (?, ?, ?, 1)',
  );
  const repeat = db.prepare<[string, number]>(
    'UPDATE desk_audit_repeats SET attempts = attempts + 1 WHERE subject = ? AND until > ?',
  );
  return {
    /** Row `auditId` stands for the attempts of `subject` until `until` (it counts the first). */
    start: (auditId: number, subject: string, until: number) => startRepeats.run(auditId, subject, until),
    /** Counts one more attempt on `subject`'s row; false when it has none running at `now`. */
    repeat: (subject: string, now: number) => repeat.run(subject, now).changes > 0,
  };
}

export function deskTables(db: Db) {
  return {
    users: usersTable(db),
    passkeys: passkeysTable(db),
    enrolments: enrolmentsTable(db),
    ceremonies: ceremoniesTable(db),
    sessions: sessionsTable(db),
    failures: failuresTable(db),
    audit: auditTable(db),
    auditRepeats: auditRepeatsTable(db),
  };
}

export type DeskTables = ReturnType<typeof deskTables>;
