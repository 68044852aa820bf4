// Versioned schema changes, applied in order at start. `PRAGMA user_version` records how many
// have run; a migration is never edited once released, only followed by a new one.
import type { Database } from 'better-sqlite3';

/** Timestamps are whole seconds since the epoch (UTC); minutes are whole minutes. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE hospitals (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT NOT NULL,
    province TEXT NOT NULL,
    lat REAL,
    lng REAL,
    data_source TEXT
  );
  CREATE TABLE statuses (
    hospital_id TEXT PRIMARY KEY REFERENCES hospitals (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('open', 'closed', 'disruption', 'unknown')),
    message TEXT,
    updated_at INTEGER,
    expected_reopen INTEGER
  );
  CREATE TABLE status_events (
    id INTEGER PRIMARY KEY,
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    message TEXT,
    at INTEGER NOT NULL,
    expected_reopen INTEGER
  );
  CREATE INDEX status_events_by_time ON status_events (at);
  CREATE TABLE readings (
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    minutes INTEGER NOT NULL CHECK (minutes >= 0),
    observed_at INTEGER NOT NULL,
    PRIMARY KEY (hospital_id, observed_at)
  ) WITHOUT ROWID;
  CREATE INDEX readings_by_time ON readings (observed_at);
  CREATE TABLE wait_patterns (
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    day_of_week INTEGER NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
    hour_of_day INTEGER NOT NULL CHECK (hour_of_day BETWEEN 0 AND 23),
    typical_minutes REAL NOT NULL CHECK (typical_minutes >= 0),
    sample_size INTEGER NOT NULL CHECK (sample_size > 0),
    PRIMARY KEY (hospital_id, day_of_week, hour_of_day)
  ) WITHOUT ROWID;
  CREATE TABLE coverage (
    province TEXT PRIMARY KEY,
    ers INTEGER NOT NULL CHECK (ers >= 0),
    reporting_live INTEGER NOT NULL CHECK (reporting_live >= 0),
    pct INTEGER NOT NULL CHECK (pct BETWEEN 0 AND 100),
    as_of INTEGER
  );
  CREATE TABLE api_keys (
    digest TEXT PRIMARY KEY,
    prefix TEXT NOT NULL UNIQUE,
    tier TEXT NOT NULL CHECK (tier IN ('free', 'commercial')),
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE TABLE source (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    kind TEXT NOT NULL,
    detail TEXT,
    loaded_at INTEGER NOT NULL
  );
  `,
  // Live ingestion: which registry ER each feed's site is, the loads Québec publishes, and
  // each feed's state (its last success and error), which `npm run sources` reads.
  `
  CREATE TABLE feed_sites (
    feed TEXT NOT NULL,
    site_key TEXT NOT NULL,
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    matched_by TEXT NOT NULL CHECK (matched_by IN ('feed', 'registry_id', 'registry_name', 'new')),
    PRIMARY KEY (feed, site_key)
  ) WITHOUT ROWID;
  CREATE INDEX feed_sites_by_hospital ON feed_sites (hospital_id);
  CREATE TABLE loads (
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    observed_at INTEGER NOT NULL,
    patients_present INTEGER,
    patients_waiting INTEGER,
    stretchers_functional INTEGER,
    stretchers_occupied INTEGER,
    over_24h INTEGER,
    over_48h INTEGER,
    stay_stretcher_minutes INTEGER,
    stay_ambulatory_minutes INTEGER,
    PRIMARY KEY (hospital_id, observed_at)
  ) WITHOUT ROWID;
  CREATE TABLE feed_state (
    feed TEXT PRIMARY KEY,
    state TEXT NOT NULL
  );
  `,
  // Webhooks: endpoints of commercial keys, the outbox of events (written in the transaction
  // of the change that caused them), one delivery per endpoint and event until it succeeds,
  // the attempts an owner can see, and the live state of each ER's wait feed.
  `
  CREATE TABLE webhook_endpoints (
    id TEXT PRIMARY KEY,
    key_digest TEXT NOT NULL REFERENCES api_keys (digest),
    url TEXT NOT NULL,
    events TEXT NOT NULL,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    disabled_at INTEGER,
    disabled_reason TEXT
  );
  CREATE INDEX webhook_endpoints_by_key ON webhook_endpoints (key_digest);
  CREATE TABLE webhook_events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    occurred_at INTEGER NOT NULL,
    body TEXT NOT NULL,
    recorded_at INTEGER NOT NULL,
    fanned_out INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX webhook_events_to_fan_out ON webhook_events (fanned_out, seq);
  CREATE TABLE webhook_deliveries (
    endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_seq INTEGER NOT NULL REFERENCES webhook_events (seq),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    PRIMARY KEY (endpoint_id, event_seq)
  ) WITHOUT ROWID;
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at);
  CREATE TABLE webhook_attempts (
    id INTEGER PRIMARY KEY,
    endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    at INTEGER NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
    response_status INTEGER,
    error TEXT,
    duration_ms INTEGER NOT NULL
  );
  CREATE INDEX webhook_attempts_by_endpoint ON webhook_attempts (endpoint_id, id);
  CREATE TABLE webhook_wait_state (
    hospital_id TEXT PRIMARY KEY,
    live INTEGER NOT NULL,
    reading_at INTEGER
  ) WITHOUT ROWID;
  -- Counts writes of data (store.write) and of keys: a server reloads its answers when another
  -- process wrote data, and forgets cached keys when one made or revoked a key, not when the
  -- webhook thread recorded a delivery.
  CREATE TABLE generations (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    data INTEGER NOT NULL,
    keys INTEGER NOT NULL
  );
  INSERT INTO generations (id, data, keys) VALUES (1, 0, 0);
  `,
  // Several instances (PostgreSQL, see pg/migrations.ts): the source as the loading instance
  // describes it, which api instances answer with, and per-key request counts shared by every
  // instance. A SQLite store serves one process, which counts in memory: the table stays empty.
  `
  ALTER TABLE source ADD COLUMN info TEXT;
  CREATE TABLE rate_counts (
    digest TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (digest, window_start)
  ) WITHOUT ROWID;
  `,
  // Scheduled windows: what each notice feed says will close (or disrupt) an ER, and when
  // (start_at null: already in effect; end_at null: no reopening announced), and per ER how
  // far the scheduler has applied them, so that a restart neither misses nor repeats a
  // boundary; \`deciding\` is 1 while the ER's current closure is the scheduler's own.
  `
  CREATE TABLE scheduled_windows (
    id INTEGER PRIMARY KEY,
    feed TEXT NOT NULL,
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    start_at INTEGER,
    end_at INTEGER,
    status TEXT NOT NULL CHECK (status IN ('closed', 'disruption')),
    message TEXT NOT NULL,
    published_at INTEGER,
    CHECK (start_at IS NULL OR end_at IS NULL OR end_at > start_at)
  );
  CREATE INDEX scheduled_windows_by_hospital ON scheduled_windows (hospital_id, feed);
  CREATE INDEX scheduled_windows_by_start ON scheduled_windows (start_at);
  CREATE INDEX scheduled_windows_by_end ON scheduled_windows (end_at);
  CREATE TABLE schedule_state (
    hospital_id TEXT PRIMARY KEY REFERENCES hospitals (id) ON DELETE CASCADE,
    evaluated_through INTEGER NOT NULL,
    deciding INTEGER NOT NULL CHECK (deciding IN (0, 1))
  ) WITHOUT ROWID;
  `,
  // Where each status came from and when a person last confirmed it: \`source\` is \`desk\`,
  // \`feed:<id>\`, \`notice:<id>\`, \`sample\` or \`dataset\` (null: written before this column);
  // \`message_fr\` is the French words of a status stated in both languages (the desk's).
  // Each feed's last word per ER (\`last_status\`), so that a feed's repeated word does not
  // undo a newer statement of the desk, while a change of its word does.
  `
  ALTER TABLE statuses ADD COLUMN source TEXT;
  ALTER TABLE statuses ADD COLUMN confirmed_at INTEGER;
  ALTER TABLE statuses ADD COLUMN message_fr TEXT;
  ALTER TABLE status_events ADD COLUMN source TEXT;
  ALTER TABLE scheduled_windows ADD COLUMN message_fr TEXT;
  ALTER TABLE feed_sites ADD COLUMN last_status TEXT;
  `,
  // The status desk: its people (scope is \`all\` or a comma list of provinces and ER ids),
  // their passkeys, one-time enrolment links and WebAuthn ceremonies (digests only), sessions
  // (the digest of the id, never the id), sign-in failures per account and per address, and the
  // audit log, which no statement may change or delete (the triggers refuse).
  `
  CREATE TABLE desk_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
    scope TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER,
    password_hash TEXT,
    totp_secret TEXT,
    totp_last_step INTEGER
  );
  CREATE TABLE desk_passkeys (
    credential_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE INDEX desk_passkeys_by_user ON desk_passkeys (user_id);
  CREATE TABLE desk_enrolments (
    digest TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE desk_ceremonies (
    digest TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    user_id TEXT,
    challenge TEXT NOT NULL,
    data TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE desk_sessions (
    digest TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
    csrf TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX desk_sessions_by_user ON desk_sessions (user_id);
  CREATE TABLE desk_failures (
    subject TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX desk_failures_by_subject ON desk_failures (subject, at);
  CREATE TABLE desk_audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    user_id TEXT,
    email TEXT,
    action TEXT NOT NULL,
    hospital_id TEXT,
    before TEXT,
    after TEXT,
    address TEXT
  );
  CREATE INDEX desk_audit_by_time ON desk_audit (at);
  CREATE TRIGGER desk_audit_no_update BEFORE UPDATE ON desk_audit
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER desk_audit_no_delete BEFORE DELETE ON desk_audit
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  `,
  // Who confirmed a desk status, as the public may read it: each desk user's organisation (an
  // existing user's is the domain of their email until an operator names it), copied onto the
  // status and the desk's windows when they state or confirm; and the facts a server records of
  // itself for the operator's tools (the public origin it serves the desk at).
  `
  ALTER TABLE desk_users ADD COLUMN organisation TEXT NOT NULL DEFAULT '';
  UPDATE desk_users SET organisation = substr(email, instr(email, '@') + 1);
  ALTER TABLE statuses ADD COLUMN confirmed_by TEXT;
  ALTER TABLE scheduled_windows ADD COLUMN confirmed_by TEXT;
  CREATE TABLE server_facts (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // The audit log refuses REPLACE too: SQLite deletes the replaced row without firing the delete
  // trigger (unless recursive_triggers is on), so an insert naming an existing id is refused
  // first. And a lock-out's further attempts are counted on its one row, not written each.
  `
  CREATE TRIGGER desk_audit_no_replace BEFORE INSERT ON desk_audit
    WHEN EXISTS (SELECT 1 FROM desk_audit WHERE id = NEW.id)
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TABLE desk_audit_repeats (
    audit_id INTEGER PRIMARY KEY,
    subject TEXT NOT NULL,
    until INTEGER NOT NULL,
    attempts INTEGER NOT NULL
  );
  CREATE INDEX desk_audit_repeats_by_subject ON desk_audit_repeats (subject, until);
  `,
  // A notice the reader is unsure of: its window, and the status it sets, say so with the
  // notice's link, publisher and publication time, so that no client takes its times as fact.
  `
  ALTER TABLE scheduled_windows ADD COLUMN certainty TEXT CHECK (certainty IN ('unsure'));
  ALTER TABLE scheduled_windows ADD COLUMN notice_url TEXT;
  ALTER TABLE scheduled_windows ADD COLUMN notice_publisher TEXT;
  ALTER TABLE scheduled_windows ADD COLUMN notice_published_at INTEGER;
  ALTER TABLE statuses ADD COLUMN certainty TEXT CHECK (certainty IN ('unsure'));
  ALTER TABLE statuses ADD COLUMN notice_url TEXT;
  ALTER TABLE statuses ADD COLUMN notice_publisher TEXT;
  ALTER TABLE statuses ADD COLUMN notice_published_at INTEGER;
  `,
  // An ER's page reads that ER's status events, oldest first.
  `
  CREATE INDEX status_events_by_hospital ON status_events (hospital_id, at);
  `,
  // Notices the reader was unsure of, for the desk to confirm or dismiss (notice-reviews.ts):
  // one row per ER and notice words (\`words_key\`), kept after the decision. \`proposal\` and
  // \`doubts\` are JSON.
  `
  CREATE TABLE notice_reviews (
    id INTEGER PRIMARY KEY,
    hospital_id TEXT NOT NULL REFERENCES hospitals (id) ON DELETE CASCADE,
    words_key TEXT NOT NULL,
    feed TEXT NOT NULL,
    words TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('en', 'fr')),
    url TEXT,
    publisher TEXT,
    published_at INTEGER,
    proposal TEXT NOT NULL,
    doubts TEXT NOT NULL,
    queued_at INTEGER NOT NULL,
    decision TEXT CHECK (decision IN ('confirmed', 'dismissed')),
    decided_at INTEGER,
    decided_by TEXT,
    UNIQUE (hospital_id, words_key)
  );
  CREATE INDEX notice_reviews_waiting ON notice_reviews (decision, queued_at);
  `,
  // Alerts for people (email): who follows which ERs or province, the changes to tell them of
  // (written in the transaction of the change, as webhook events are), and each person's
  // messages still to send. Personal data: a subscription and all its rows go on unsubscribe.
  // And the events of the calendar feeds, kept so that a cancelled closure stays, cancelled.
  `
  CREATE TABLE alert_subscriptions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('en', 'fr')),
    province TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'paused')),
    confirm_digest TEXT,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER
  );
  CREATE INDEX alert_subscriptions_by_email ON alert_subscriptions (email);
  CREATE INDEX alert_subscriptions_by_province ON alert_subscriptions (province, state);
  CREATE TABLE alert_follows (
    hospital_id TEXT NOT NULL,
    subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    PRIMARY KEY (hospital_id, subscription_id)
  );
  CREATE INDEX alert_follows_by_subscription ON alert_follows (subscription_id);
  CREATE TABLE alert_changes (
    seq INTEGER PRIMARY KEY,
    hospital_id TEXT NOT NULL,
    province TEXT NOT NULL,
    body TEXT NOT NULL,
    recorded_at INTEGER NOT NULL,
    fanned_out INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX alert_changes_to_fan_out ON alert_changes (fanned_out, seq);
  CREATE TABLE alert_deliveries (
    subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    change_seq INTEGER NOT NULL REFERENCES alert_changes (seq),
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (subscription_id, change_seq)
  );
  CREATE INDEX alert_deliveries_due ON alert_deliveries (due_at);
  CREATE TABLE alert_sends (
    subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    at INTEGER NOT NULL
  );
  CREATE INDEX alert_sends_by_subscription ON alert_sends (subscription_id, at);
  CREATE TABLE calendar_events (
    uid TEXT PRIMARY KEY,
    hospital_id TEXT NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER,
    status TEXT NOT NULL,
    message TEXT NOT NULL,
    source TEXT NOT NULL,
    sequence INTEGER NOT NULL DEFAULT 0,
    cancelled INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX calendar_events_by_hospital ON calendar_events (hospital_id, start_at);
  `,
  // Web push: a browser's subscription (its push service endpoint and keys: personal data, gone
  // on unsubscribe or when the push service says 404/410), what it follows, and its own outbox,
  // written in the transaction of the change as the email outbox is.
  `
  CREATE TABLE push_subscriptions (
    id TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('en', 'fr')),
    province TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX push_subscriptions_by_province ON push_subscriptions (province);
  CREATE TABLE push_follows (
    hospital_id TEXT NOT NULL,
    subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    PRIMARY KEY (hospital_id, subscription_id)
  );
  CREATE INDEX push_follows_by_subscription ON push_follows (subscription_id);
  CREATE TABLE push_changes (
    seq INTEGER PRIMARY KEY,
    hospital_id TEXT NOT NULL,
    province TEXT NOT NULL,
    body TEXT NOT NULL,
    recorded_at INTEGER NOT NULL,
    fanned_out INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX push_changes_to_fan_out ON push_changes (fanned_out, seq);
  CREATE TABLE push_deliveries (
    subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    change_seq INTEGER NOT NULL REFERENCES push_changes (seq),
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (subscription_id, change_seq)
  );
  CREATE INDEX push_deliveries_due ON push_deliveries (due_at);
  CREATE TABLE push_sends (
    subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    at INTEGER NOT NULL
  );
  CREATE INDEX push_sends_by_subscription ON push_sends (subscription_id, at);
  `,
  // Reminders (opt-in): a person may ask to be reminded a set time before a closure announced
  // for later starts. A reminder waits here from the announcement (once per ER and start) until
  // it is due; it then becomes an outbox change told only to those who asked (\`reminder\`).
  `
  ALTER TABLE alert_subscriptions ADD COLUMN remind INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE alert_changes ADD COLUMN reminder INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE alert_reminders (
    hospital_id TEXT NOT NULL,
    start_at INTEGER NOT NULL,
    province TEXT NOT NULL,
    body TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    PRIMARY KEY (hospital_id, start_at)
  );
  CREATE INDEX alert_reminders_due ON alert_reminders (due_at);
  `,
  // Routine hours on request: a change that repeats the day before's (a standing overnight
  // closure) is kept only for those who asked for routine hours too (\`routine\`), by email or push.
  `
  ALTER TABLE alert_subscriptions ADD COLUMN routine INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE alert_changes ADD COLUMN routine INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE push_subscriptions ADD COLUMN routine INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE push_changes ADD COLUMN routine INTEGER NOT NULL DEFAULT 0;
  `,
  // Reminders by web push too: a browser may ask for them (\`remind\`), and a reminder in the push
  // outbox (\`reminder\`) goes only to those that did.
  `
  ALTER TABLE push_subscriptions ADD COLUMN remind INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE push_changes ADD COLUMN reminder INTEGER NOT NULL DEFAULT 0;
  `,
];

export function migrate(db: Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(`The database is at schema version ${applied}, newer than this code (${MIGRATIONS.length}).`);
  }
  MIGRATIONS.slice(applied).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + i + 1}`);
    })();
  });
}
