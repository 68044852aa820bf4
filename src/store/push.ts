// The web push tables: browsers' subscriptions (an endpoint at a push service and its keys:
// personal data, deleted on unsubscribe or when the push service answers 404/410), what each
// follows, and the push outbox (changes written in the transaction of the change, then queued
// per subscription). Subscription times are seconds; outbox times are milliseconds.
import type { Lang, ProvinceCode } from '../contract/provinces';
import type { AlertCounts, QueuedChange } from './alerts';
import type { Db } from './db';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: Lang;
  province: ProvinceCode | null;
  created_at: number;
  /** 1 when the person asked to be told of routine hours too (a standing overnight closure, each day). */
  routine: number;
  /** 1 when the person asked to be reminded before a closure announced for later starts. */
  remind: number;
}

export interface PushSubscription extends PushSubscriptionRow {
  hospitalIds: string[];
}

type ChangeToFanOut = { seq: number; hospital_id: string; province: string; recorded_at: number } & {
  routine: number;
  reminder: number;
};

export type PushCounts = Pick<AlertCounts, 'queued' | 'oldest'> & { subscriptions: number };

export function pushTable(db: Db) {
  const insert = db.prepare<PushSubscriptionRow>(`
    INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, lang, province, created_at, routine, remind)
    VALUES (@id, @endpoint, @p256dh, @auth, @lang, @province, @created_at, @routine, @remind)`);
  const follow = db.prepare<[string, string]>(
    'INSERT INTO push_follows (hospital_id, subscription_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const byId = db.prepare<[string], PushSubscriptionRow>('SELECT * FROM push_subscriptions WHERE id = ?');
  const all = db.prepare<[], PushSubscriptionRow>('SELECT * FROM push_subscriptions ORDER BY created_at, id');
  const followsOf = db.prepare<[string], { hospital_id: string }>(
    'SELECT hospital_id FROM push_follows WHERE subscription_id = ? ORDER BY hospital_id',
  );
  const remove = db.prepare<[string]>('DELETE FROM push_subscriptions WHERE id = ?');
  const removeEndpoint = db.prepare<[string]>('DELETE FROM push_subscriptions WHERE endpoint = ?');
  const followed = db.prepare<[number, string, string], { one: number }>(`
    SELECT 1 AS one FROM push_subscriptions s WHERE (? = 0 OR s.routine = 1) AND (s.province = ?
      OR EXISTS (SELECT 1 FROM push_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?)) LIMIT 1`);
  const insertChange = db.prepare<[string, string, string, number, number]>(
    'INSERT INTO push_changes (hospital_id, province, body, recorded_at, routine) VALUES (?, ?, ?, ?, ?)',
  );
  const toFanOut = db.prepare<[number], ChangeToFanOut>(
    'SELECT seq, hospital_id, province, recorded_at, routine, reminder FROM push_changes WHERE fanned_out = 0 ORDER BY seq LIMIT ?',
  );
  const fanOut = db.prepare<[number, number, number, number, number, string, string]>(`
    INSERT INTO push_deliveries (subscription_id, change_seq, due_at) SELECT s.id, ?, ? FROM push_subscriptions s
    WHERE s.created_at * 1000 <= ? AND (? = 0 OR s.routine = 1) AND (? = 0 OR s.remind = 1) AND (
      s.province = ? OR EXISTS (SELECT 1 FROM push_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?))
    ON CONFLICT DO NOTHING`);
  const fannedOut = db.prepare<[number]>('UPDATE push_changes SET fanned_out = 1 WHERE seq = ?');
  const dueRecipients = db.prepare<[number, number], { subscription_id: string }>(`
    SELECT subscription_id FROM push_deliveries GROUP BY subscription_id HAVING MIN(due_at) <= ?
    ORDER BY MIN(due_at) LIMIT ?`);
  const nextDue = db.prepare<[], { due: number | null }>('SELECT MIN(due_at) AS due FROM push_deliveries');
  const queueOf = db.prepare<[string], QueuedChange>(`
    SELECT d.change_seq AS seq, c.body, d.due_at, d.attempts FROM push_deliveries d
    JOIN push_changes c ON c.seq = d.change_seq WHERE d.subscription_id = ? ORDER BY d.change_seq`);
  const delivered = db.prepare<[string, number]>(
    'DELETE FROM push_deliveries WHERE subscription_id = ? AND change_seq <= ?',
  );
  const sent = db.prepare<[string, number]>('INSERT INTO push_sends (subscription_id, at) VALUES (?, ?)');
  const retry = db.prepare<[number, number, string, number]>(
    'UPDATE push_deliveries SET attempts = ?, due_at = ? WHERE subscription_id = ? AND change_seq <= ?',
  );
  const sendsSince = db.prepare<[string, number], { n: number; first: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM push_sends WHERE subscription_id = ? AND at > ?',
  );
  const trimSends = db.prepare<[number]>('DELETE FROM push_sends WHERE at < ?');
  const prune = db.prepare<[number]>(`
    DELETE FROM push_changes WHERE fanned_out = 1 AND recorded_at < ?
      AND NOT EXISTS (SELECT 1 FROM push_deliveries d WHERE d.change_seq = push_changes.seq)`);
  const counts = db.prepare<[], PushCounts>(`
    SELECT
      (SELECT COUNT(*) FROM push_subscriptions) AS subscriptions,
      (SELECT COUNT(*) FROM push_deliveries) AS queued,
      (SELECT MIN(c.recorded_at) FROM push_changes c WHERE c.fanned_out = 0
        OR EXISTS (SELECT 1 FROM push_deliveries d WHERE d.change_seq = c.seq)) AS oldest`);

  const withFollows = (row: PushSubscriptionRow): PushSubscription => ({
    ...row,
    hospitalIds: followsOf.all(row.id).map((f) => f.hospital_id),
  });

  return {
    /** A browser's subscription; the same endpoint subscribing again replaces its earlier choice. */
    add(row: PushSubscriptionRow, hospitalIds: readonly string[]): void {
      db.transaction(() => {
        removeEndpoint.run(row.endpoint);
        insert.run(row);
        for (const id of hospitalIds) follow.run(id, row.id);
      }).immediate();
    },
    get: (id: string) => {
      const row = byId.get(id);
      return row ? withFollows(row) : null;
    },
    all: () => all.all().map(withFollows),
    /** Deletes a subscription and everything waiting for it. */
    remove: (id: string) => remove.run(id).changes > 0,
    removeEndpoint: (endpoint: string) => removeEndpoint.run(endpoint).changes > 0,

    /** Whether a subscription follows the ER or its province (`routine`: and asked for routine hours). */
    followed: (hospitalId: string, province: string, routine = false) =>
      followed.get(Number(routine), province, hospitalId) !== undefined,
    /** Adds a change to the push outbox (`routine`: only for those who asked for routine hours): call it inside the transaction of the change. */
    record: (hospitalId: string, province: string, body: string, nowMs: number, routine = false) =>
      insertChange.run(hospitalId, province, body, nowMs, routine ? 1 : 0),
    /** Queues each change not yet fanned out for every subscription following it then, due `holdMs` after it. */
    fanOut(holdMs: number, max = 200): number {
      const changes = toFanOut.all(max);
      if (changes.length === 0) return 0;
      db.transaction(() => {
        for (const { seq, recorded_at: at, routine, reminder, province, hospital_id } of changes) {
          fanOut.run(seq, at + holdMs, at, routine, reminder, province, hospital_id);
          fannedOut.run(seq);
        }
      }).immediate();
      return changes.length;
    },
    dueRecipients: (nowMs: number, limit: number) => dueRecipients.all(nowMs, limit).map((r) => r.subscription_id),
    queueOf: (subscriptionId: string) => queueOf.all(subscriptionId),
    nextDue: () => nextDue.get()?.due ?? null,
    sent(subscriptionId: string, lastSeq: number, nowMs: number): void {
      db.transaction(() => {
        delivered.run(subscriptionId, lastSeq);
        sent.run(subscriptionId, nowMs);
      }).immediate();
    },
    /** Drops the changes up to `lastSeq` without a send (the push service refused the message itself). */
    dropped: (subscriptionId: string, lastSeq: number) => delivered.run(subscriptionId, lastSeq),
    later: (subscriptionId: string, lastSeq: number, dueAt: number, attempts: number) =>
      retry.run(attempts, dueAt, subscriptionId, lastSeq),
    sendsSince: (subscriptionId: string, sinceMs: number) =>
      sendsSince.get(subscriptionId, sinceMs) as { n: number; first: number | null },
    prune(beforeMs: number): void {
      trimSends.run(beforeMs);
      prune.run(beforeMs);
    },
    counts: () => counts.get() as PushCounts,
  };
}
