// The alert tables: people's subscriptions (personal data, deleted on unsubscribe), the changes
// to tell them of (the email channel of the outbox, `outbox.ts`) and reminders waiting until
// due. Times of subscriptions are seconds; outbox times are milliseconds.
import type { Lang, ProvinceCode } from '../contract/provinces';
import { remindersTable } from './alert-reminders';
import type { Db } from './db';
import { type OutboxBacklog, type OutboxChannel, outboxTable } from './outbox';

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

export interface AlertCounts extends OutboxBacklog {
  confirmed: number;
  pending: number;
  paused: number;
}

/** Email goes to confirmed addresses, of changes since their confirmation; reminders to those who asked. */
const EMAIL_CHANNEL: OutboxChannel = { prefix: 'alert', confirmedOnly: true, since: 'confirmed_at' };

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

export function alertsTable(db: Db) {
  const outbox = emailOutbox(db);
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
