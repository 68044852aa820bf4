// The alert tables: people's subscriptions (personal data, deleted on unsubscribe), the changes
// to tell them of (the outbox, written in the transaction of the change) and each person's
// messages still to send. Times of subscriptions are seconds; outbox times are milliseconds.
import type { Lang, ProvinceCode } from '../contract/provinces';
import { remindersTable } from './alert-reminders';
import type { Db } from './db';

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
  /** 1 when the person asked to be told of routine hours too (a standing overnight closure, each day). */
  routine: number;
}

/** What a person asked for beyond the changes everyone is told of. */
export interface Extras {
  remind?: boolean;
  routine?: boolean;
}

export interface Subscription extends SubscriptionRow {
  /** The ERs followed (none when a province is). */
  hospitalIds: string[];
}

/** One change waiting in a person's queue. */
export interface QueuedChange {
  seq: number;
  body: string;
  due_at: number;
  attempts: number;
}

export interface AlertCounts {
  confirmed: number;
  pending: number;
  paused: number;
  /** Messages waiting (one per person and change) and when the oldest change was recorded (ms). */
  queued: number;
  oldest: number | null;
}

/** Who follows what: sign-ups, confirmations, choices, pauses and deletions. */
function subscriptionsTable(db: Db) {
  const insert = db.prepare<SubscriptionRow>(`
    INSERT INTO alert_subscriptions (id, email, lang, province, state, confirm_digest, created_at, confirmed_at, remind, routine)
    VALUES (@id, @email, @lang, @province, @state, @confirm_digest, @created_at, @confirmed_at, @remind, @routine)`);
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
  const setChoice = db.prepare<[Lang, ProvinceCode | null, number, number, string]>(
    'UPDATE alert_subscriptions SET lang = ?, province = ?, remind = ?, routine = ? WHERE id = ?',
  );
  const pause = db.prepare<[string]>("UPDATE alert_subscriptions SET state = 'paused' WHERE id = ?");
  const dropQueue = db.prepare<[string]>('DELETE FROM alert_deliveries WHERE subscription_id = ?');
  const expire = db.prepare<[number]>("DELETE FROM alert_subscriptions WHERE state = 'pending' AND created_at < ?");
  const followed = db.prepare<[number, string, string], { one: number }>(`
    SELECT 1 AS one FROM alert_subscriptions s WHERE s.state = 'confirmed' AND (? = 0 OR s.routine = 1) AND (s.province = ?
      OR EXISTS (SELECT 1 FROM alert_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?)) LIMIT 1`);
  const withFollows = (row: SubscriptionRow): Subscription => ({
    ...row,
    hospitalIds: followsOf.all(row.id).map((f) => f.hospital_id),
  });

  return {
    /** A new sign-up, pending until its confirmation. */
    add(
      row: Omit<SubscriptionRow, 'remind' | 'routine'> & { remind?: number; routine?: number },
      hospitalIds: readonly string[],
    ): void {
      db.transaction(() => {
        insert.run({ remind: 0, routine: 0, ...row });
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
    /** Changes what a subscription follows, its language and what else it asked for. */
    choose(
      id: string,
      lang: Lang,
      province: ProvinceCode | null,
      hospitalIds: readonly string[],
      extras: Extras = {},
    ): void {
      db.transaction(() => {
        setChoice.run(lang, province, extras.remind ? 1 : 0, extras.routine ? 1 : 0, id);
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

    /**
     * Whether a confirmed subscription follows the ER or its province (a change nobody follows is
     * not kept); with `routine`, one that asked for routine hours too.
     */
    followed: (hospitalId: string, province: string, routine = false) =>
      followed.get(routine ? 1 : 0, province, hospitalId) !== undefined,
  };
}

/** The outbox: changes recorded, fanned out to each person's queue, sent, retried, forgotten. */
function outboxTable(db: Db) {
  const insertChange = db.prepare<[string, string, string, number, number, number]>(
    'INSERT INTO alert_changes (hospital_id, province, body, recorded_at, reminder, routine) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const toFanOut = db.prepare<
    [number],
    { seq: number; hospital_id: string; province: string; recorded_at: number; reminder: number; routine: number }
  >(
    'SELECT seq, hospital_id, province, recorded_at, reminder, routine FROM alert_changes WHERE fanned_out = 0 ORDER BY seq LIMIT ?',
  );
  // A reminder goes only to those who asked for reminders, a routine change to those who asked for routine hours.
  const fanOut = db.prepare<[number, number, number, number, number, string, string]>(`
    INSERT INTO alert_deliveries (subscription_id, change_seq, due_at)
    SELECT s.id, ?, ? FROM alert_subscriptions s WHERE s.state = 'confirmed' AND s.confirmed_at * 1000 <= ?
      AND (? = 0 OR s.remind = 1) AND (? = 0 OR s.routine = 1) AND (s.province = ?
        OR EXISTS (SELECT 1 FROM alert_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?))
    ON CONFLICT DO NOTHING`);
  const fannedOut = db.prepare<[number]>('UPDATE alert_changes SET fanned_out = 1 WHERE seq = ?');
  const dueRecipients = db.prepare<[number, number], { subscription_id: string }>(`
    SELECT subscription_id FROM alert_deliveries GROUP BY subscription_id HAVING MIN(due_at) <= ?
    ORDER BY MIN(due_at) LIMIT ?`);
  const nextDue = db.prepare<[], { due: number | null }>(`
    SELECT MIN(due_at) AS due FROM alert_deliveries d JOIN alert_subscriptions s ON s.id = d.subscription_id
    WHERE s.state = 'confirmed'`);
  const queueOf = db.prepare<[string], QueuedChange>(`
    SELECT d.change_seq AS seq, c.body, d.due_at, d.attempts FROM alert_deliveries d
    JOIN alert_changes c ON c.seq = d.change_seq WHERE d.subscription_id = ? ORDER BY d.change_seq`);
  const delivered = db.prepare<[string, number]>(
    'DELETE FROM alert_deliveries WHERE subscription_id = ? AND change_seq <= ?',
  );
  const sent = db.prepare<[string, number]>('INSERT INTO alert_sends (subscription_id, at) VALUES (?, ?)');
  const retry = db.prepare<[number, number, string, number]>(
    'UPDATE alert_deliveries SET attempts = ?, due_at = ? WHERE subscription_id = ? AND change_seq <= ?',
  );
  const sendsSince = db.prepare<[string, number], { n: number; first: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM alert_sends WHERE subscription_id = ? AND at > ?',
  );
  const trimSends = db.prepare<[number]>('DELETE FROM alert_sends WHERE at < ?');
  const prune = db.prepare<[number]>(`
    DELETE FROM alert_changes WHERE fanned_out = 1 AND recorded_at < ?
      AND NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.change_seq = alert_changes.seq)`);
  // The same change at the same ER a day earlier, within half an hour: a standing routine.
  const dayBefore = db.prepare<[string, string, string | null, number, number], { one: number }>(`
    SELECT 1 AS one FROM status_events WHERE hospital_id = ? AND status = ? AND message IS NOT DISTINCT FROM ?
      AND at BETWEEN ? AND ? LIMIT 1`);
  const counts = db.prepare<[], AlertCounts>(`
    SELECT
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'confirmed') AS confirmed,
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'pending') AS pending,
      (SELECT COUNT(*) FROM alert_subscriptions WHERE state = 'paused') AS paused,
      (SELECT COUNT(*) FROM alert_deliveries) AS queued,
      (SELECT MIN(c.recorded_at) FROM alert_changes c WHERE c.fanned_out = 0
        OR EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.change_seq = c.seq)) AS oldest`);

  return {
    /** Whether the ER took the same status with the same words about a day before `atS` (routine hours). */
    sameDayBefore: (hospitalId: string, status: string, message: string | null, atS: number) =>
      dayBefore.get(hospitalId, status, message, atS - 86_400 - 1800, atS - 86_400 + 1800) !== undefined,
    /** Adds a change to the outbox (`routine`: for those who asked for routine hours): call it inside the transaction of the change. */
    record: (hospitalId: string, province: string, body: string, nowMs: number, routine = false) =>
      insertChange.run(hospitalId, province, body, nowMs, 0, routine ? 1 : 0),
    /**
     * Queues each change not yet fanned out for every person following it then, due `holdMs`
     * after it was recorded (changes within that time go out as one message). Returns how many
     * changes it took.
     */
    fanOut(holdMs: number, max = 200): number {
      const changes = toFanOut.all(max);
      if (changes.length === 0) return 0;
      db.transaction(() => {
        for (const change of changes) {
          const { seq, recorded_at: at } = change;
          fanOut.run(seq, at + holdMs, at, change.reminder, change.routine, change.province, change.hospital_id);
          fannedOut.run(change.seq);
        }
      }).immediate();
      return changes.length;
    },
    dueRecipients: (nowMs: number, limit: number) => dueRecipients.all(nowMs, limit).map((r) => r.subscription_id),
    queueOf: (subscriptionId: string) => queueOf.all(subscriptionId),
    /** When the next waiting message is due (ms), or null when none waits. */
    nextDue: () => nextDue.get()?.due ?? null,
    /** The message holding changes up to `lastSeq` went out. */
    sent(subscriptionId: string, lastSeq: number, nowMs: number): void {
      db.transaction(() => {
        delivered.run(subscriptionId, lastSeq);
        sent.run(subscriptionId, nowMs);
      }).immediate();
    },
    /** Holds the person's changes up to `lastSeq` until `dueAt`, counting `attempts` made. */
    later: (subscriptionId: string, lastSeq: number, dueAt: number, attempts: number) =>
      retry.run(attempts, dueAt, subscriptionId, lastSeq),
    /** Messages sent to a person since `sinceMs`, and when the first of them went. */
    sendsSince: (subscriptionId: string, sinceMs: number) =>
      sendsSince.get(subscriptionId, sinceMs) as { n: number; first: number | null },
    /** Forgets sends and told changes older than `beforeMs`. */
    prune(beforeMs: number): void {
      trimSends.run(beforeMs);
      prune.run(beforeMs);
    },
    counts: () => counts.get() as AlertCounts,
  };
}

export function alertsTable(db: Db) {
  const outbox = outboxTable(db);
  const reminders = remindersTable(db);
  const dues = () => [outbox.nextDue(), reminders.nextReminder()].filter((due): due is number => due !== null);
  return {
    ...subscriptionsTable(db),
    ...outbox,
    ...reminders,
    /** When the next waiting message or reminder is due (ms), or null when none waits. */
    nextDue: () => (dues().length === 0 ? null : Math.min(...dues())),
  };
}
