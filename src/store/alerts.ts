// The alert tables: people's subscriptions (personal data, deleted on unsubscribe), the changes
// to tell them of (the email channel of the outbox, `outbox.ts`) and reminders waiting until
// due. Times of subscriptions are seconds; outbox times are milliseconds.
import type { Lang, ProvinceCode } from '../contract/provinces';
import type { Db } from './db';
import { type Outbox, type OutboxBacklog, type OutboxChannel, outboxTable } from './outbox';

export type SubscriptionState = 'pending' | 'confirmed' | 'paused';

export interface SubscriptionRow {
  id: string;
  email: string;
  lang: Lang;
  province: ProvinceCode | null;
  state: SubscriptionState;
  confirm_digest: string | null;
  created_at: number;
  confirmed_at: number | null;
  /** 1 when the person asked to be reminded before a closure announced for later starts. */
  remind: number;
}

/** A reminder waiting until it is due (ms): the announced closure's change, told again. */
export interface WaitingReminder {
  hospital_id: string;
  start_at: number;
  province: string;
  body: string;
  due_at: number;
}

export interface Subscription extends SubscriptionRow {
  /** The ERs followed (none when a province is). */
  hospitalIds: string[];
}

export interface AlertCounts extends OutboxBacklog {
  confirmed: number;
  pending: number;
  paused: number;
}

/** Email goes to confirmed addresses, of changes since their confirmation; reminders to those who asked. */
const EMAIL_CHANNEL: OutboxChannel = { prefix: 'alert', confirmedOnly: true, since: 'confirmed_at', reminders: true };

/** Who follows what: sign-ups, confirmations, choices, pauses and deletions. */
function subscriptionsTable(db: Db) {
  const insert = db.prepare<SubscriptionRow>(`
    INSERT INTO alert_subscriptions (id, email, lang, province, state, confirm_digest, created_at, confirmed_at, remind)
    VALUES (@id, @email, @lang, @province, @state, @confirm_digest, @created_at, @confirmed_at, @remind)`);
  const follow = db.prepare<[string, string]>(
    'INSERT INTO alert_follows (hospital_id, subscription_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const unfollowAll = db.prepare<[string]>('DELETE FROM alert_follows WHERE subscription_id = ?');
  const byId = db.prepare<[string], SubscriptionRow>('SELECT * FROM alert_subscriptions WHERE id = ?');
  const byDigest = db.prepare<[string], SubscriptionRow>(
    "SELECT * FROM alert_subscriptions WHERE confirm_digest = ? AND state = 'pending'",
  );
  const byEmail = db.prepare<[string], SubscriptionRow>(
    'SELECT * FROM alert_subscriptions WHERE email = ? ORDER BY created_at, id',
  );
  const all = db.prepare<[], SubscriptionRow>('SELECT * FROM alert_subscriptions ORDER BY email, created_at');
  const followsOf = db.prepare<[string], { hospital_id: string }>(
    'SELECT hospital_id FROM alert_follows WHERE subscription_id = ? ORDER BY hospital_id',
  );
  const confirm = db.prepare<[number, string]>(
    "UPDATE alert_subscriptions SET state = 'confirmed', confirm_digest = NULL, confirmed_at = ? WHERE id = ?",
  );
  const others = db.prepare<[string, string]>('DELETE FROM alert_subscriptions WHERE email = ? AND id <> ?');
  const remove = db.prepare<[string]>('DELETE FROM alert_subscriptions WHERE id = ?');
  const removeEmail = db.prepare<[string]>('DELETE FROM alert_subscriptions WHERE email = ?');
  const setChoice = db.prepare<[Lang, ProvinceCode | null, number, string]>(
    'UPDATE alert_subscriptions SET lang = ?, province = ?, remind = ? WHERE id = ?',
  );
  const pause = db.prepare<[string]>("UPDATE alert_subscriptions SET state = 'paused' WHERE id = ?");
  const dropQueue = db.prepare<[string]>('DELETE FROM alert_deliveries WHERE subscription_id = ?');
  const expire = db.prepare<[number]>("DELETE FROM alert_subscriptions WHERE state = 'pending' AND created_at < ?");
  const followed = db.prepare<[string, string], { one: number }>(`
    SELECT 1 AS one FROM alert_subscriptions s WHERE s.state = 'confirmed' AND (s.province = ?
      OR EXISTS (SELECT 1 FROM alert_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?)) LIMIT 1`);
  const withFollows = (row: SubscriptionRow): Subscription => ({
    ...row,
    hospitalIds: followsOf.all(row.id).map((f) => f.hospital_id),
  });

  return {
    /** A new sign-up, pending until its confirmation. */
    add(row: Omit<SubscriptionRow, 'remind'> & { remind?: number }, hospitalIds: readonly string[]): void {
      db.transaction(() => {
        insert.run({ remind: 0, ...row });
        for (const id of hospitalIds) follow.run(id, row.id);
      }).immediate();
    },
    get: (id: string) => {
      const row = byId.get(id);
      return row ? withFollows(row) : null;
    },
    pendingWithDigest: (digest: string) => {
      const row = byDigest.get(digest);
      return row ? withFollows(row) : null;
    },
    ofEmail: (email: string) => byEmail.all(email).map(withFollows),
    all: () => all.all().map(withFollows),
    /** Confirms one sign-up; it replaces the address's earlier ones (one subscription per address). */
    confirm(id: string, nowS: number, email: string): void {
      db.transaction(() => {
        confirm.run(nowS, id);
        others.run(email, id);
      }).immediate();
    },
    /** Changes what a subscription follows and its language. */
    choose(
      id: string,
      lang: Lang,
      province: ProvinceCode | null,
      hospitalIds: readonly string[],
      remind = false,
    ): void {
      db.transaction(() => {
        setChoice.run(lang, province, remind ? 1 : 0, id);
        unfollowAll.run(id);
        for (const hospitalId of hospitalIds) follow.run(hospitalId, id);
      }).immediate();
    },
    /** Deletes a subscription and everything kept for it. */
    remove: (id: string) => remove.run(id).changes > 0,
    removeEmail: (email: string) => removeEmail.run(email).changes,
    /** After a permanent failure: nothing more is sent, what was waiting is dropped. */
    pause(id: string): void {
      db.transaction(() => {
        pause.run(id);
        dropQueue.run(id);
      }).immediate();
    },
    /** Deletes sign-ups never confirmed that were made before `beforeS`. */
    expire: (beforeS: number) => expire.run(beforeS).changes,

    /** Whether a confirmed subscription follows the ER or its province (a change nobody follows is not kept). */
    followed: (hospitalId: string, province: string) => followed.get(province, hospitalId) !== undefined,
  };
}

/** What the email channel adds to its outbox: routine hours, and counts by subscription state. */
function emailOutbox(db: Db) {
  const outbox = outboxTable(db, EMAIL_CHANNEL);
  // The same change at the same ER a day earlier, within half an hour: a standing routine.
  const dayBefore = db.prepare<[string, string, string | null, number, number], { one: number }>(`
    SELECT 1 AS one FROM status_events WHERE hospital_id = ? AND status = ? AND message IS NOT DISTINCT FROM ?
      AND at BETWEEN ? AND ? LIMIT 1`);
  const states = db.prepare<[], Omit<AlertCounts, keyof OutboxBacklog>>(`
    SELECT
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'confirmed') AS confirmed,
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'pending') AS pending,
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'paused') AS paused`);

  return {
    ...outbox,
    /** Whether the ER took the same status with the same words about a day before `atS` (routine hours). */
    sameDayBefore: (hospitalId: string, status: string, message: string | null, atS: number) =>
      dayBefore.get(hospitalId, status, message, atS - 86_400 - 1800, atS - 86_400 + 1800) !== undefined,
    counts: (): AlertCounts => ({ ...(states.get() as Omit<AlertCounts, keyof OutboxBacklog>), ...outbox.backlog() }),
  };
}

/** Reminders of announced closures, waiting until they are due; then outbox changes. */
function remindersTable(db: Db, outbox: Outbox) {
  const remindLater = db.prepare<WaitingReminder>(`
    INSERT INTO alert_reminders (hospital_id, start_at, province, body, due_at)
    VALUES (@hospital_id, @start_at, @province, @body, @due_at) ON CONFLICT DO NOTHING`);
  const dueReminders = db.prepare<[number], WaitingReminder>(
    'SELECT * FROM alert_reminders WHERE due_at <= ? ORDER BY due_at LIMIT 100',
  );
  const dropReminder = db.prepare<[string, number]>(
    'DELETE FROM alert_reminders WHERE hospital_id = ? AND start_at = ?',
  );
  const nextReminder = db.prepare<[], { due: number | null }>('SELECT MIN(due_at) AS due FROM alert_reminders');
  return {
    /** Keeps a reminder of an announced closure until `due_at` (once per ER and start). */
    remindLater: (reminder: WaitingReminder) => remindLater.run(reminder),
    dueReminders: (nowMs: number) => dueReminders.all(nowMs),
    /** A due reminder leaves the waiting list; `body` (when given) goes to the outbox, for those who asked. */
    fireReminder(reminder: WaitingReminder, body: string | null, nowMs: number): void {
      db.transaction(() => {
        if (body !== null) outbox.record(reminder.hospital_id, reminder.province, body, nowMs, true);
        dropReminder.run(reminder.hospital_id, reminder.start_at);
      }).immediate();
    },
    nextReminder: () => nextReminder.get()?.due ?? null,
  };
}

export function alertsTable(db: Db) {
  const outbox = emailOutbox(db);
  const reminders = remindersTable(db, outbox);
  const dues = () => [outbox.nextDue(), reminders.nextReminder()].filter((due): due is number => due !== null);
  return {
    ...subscriptionsTable(db),
    ...outbox,
    ...reminders,
    /** When the next waiting message or reminder is due (ms), or null when none waits. */
    nextDue: () => (dues().length === 0 ? null : Math.min(...dues())),
  };
}
