// The outbox of a channel of alerts (email, web push): changes written in the transaction of the
// change, fanned out to each subscription following the ER then, sent, retried with backoff,
// forgotten. One module for both channels and both engines: a channel names its tables and who
// among its subscriptions receives. Times are milliseconds.
import type { Db } from './db';

export interface OutboxChannel {
  /** The tables' prefix: `<prefix>_changes`, `_deliveries`, `_sends`, `_subscriptions`, `_follows`. */
  prefix: 'alert' | 'push';
  /** Only subscriptions in the `confirmed` state receive (email); push has no states. */
  confirmedOnly: boolean;
  /** The subscription's time (seconds) from which it receives changes. */
  since: 'confirmed_at' | 'created_at';
}

/** One change waiting in a subscription's queue. */
export interface QueuedChange {
  seq: number;
  body: string;
  due_at: number;
  attempts: number;
}

/** Messages waiting (one per subscription and change) and when the oldest change was recorded (ms). */
export interface OutboxBacklog {
  queued: number;
  oldest: number | null;
}

interface ToFanOut {
  seq: number;
  hospital_id: string;
  province: string;
  recorded_at: number;
  reminder: number;
  routine: number;
}

/** The statements of one channel's outbox (table names come from the channel, never from input). */
function statements(db: Db, channel: OutboxChannel) {
  const { prefix } = channel;
  const [changes, deliveries, sends] = [`${prefix}_changes`, `${prefix}_deliveries`, `${prefix}_sends`];
  const receives = [
    channel.confirmedOnly ? "s.state = 'confirmed'" : null,
    `s.${channel.since} * 1000 <= ?`,
    // A reminder goes only to those who asked for reminders, a routine change to those who asked for routine hours.
    '(? = 0 OR s.remind = 1) AND (? = 0 OR s.routine = 1)',
  ].filter((condition) => condition !== null);
  return {
    insertChange: db.prepare<[string, string, string, number, number]>(
      `INSERT INTO ${changes} (hospital_id, province, body, recorded_at, routine) VALUES (?, ?, ?, ?, ?)`,
    ),
    toFanOut: db.prepare<[number], ToFanOut>(`
      SELECT seq, hospital_id, province, recorded_at, reminder, routine
      FROM ${changes} WHERE fanned_out = 0 ORDER BY seq LIMIT ?`),
    fanOut: db.prepare<unknown[]>(`
      INSERT INTO ${deliveries} (subscription_id, change_seq, due_at)
      SELECT s.id, ?, ? FROM ${prefix}_subscriptions s WHERE ${receives.join(' AND ')} AND (s.province = ?
        OR EXISTS (SELECT 1 FROM ${prefix}_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?))
      ON CONFLICT DO NOTHING`),
    fannedOut: db.prepare<[number]>(`UPDATE ${changes} SET fanned_out = 1 WHERE seq = ?`),
    dueRecipients: db.prepare<[number, number], { subscription_id: string }>(`
      SELECT subscription_id FROM ${deliveries} GROUP BY subscription_id HAVING MIN(due_at) <= ?
      ORDER BY MIN(due_at) LIMIT ?`),
    nextDue: channel.confirmedOnly
      ? db.prepare<[], { due: number | null }>(`
          SELECT MIN(due_at) AS due FROM ${deliveries} d JOIN ${prefix}_subscriptions s ON s.id = d.subscription_id
          WHERE s.state = 'confirmed'`)
      : db.prepare<[], { due: number | null }>(`SELECT MIN(due_at) AS due FROM ${deliveries}`),
    queueOf: db.prepare<[string], QueuedChange>(`
      SELECT d.change_seq AS seq, c.body, d.due_at, d.attempts FROM ${deliveries} d
      JOIN ${changes} c ON c.seq = d.change_seq WHERE d.subscription_id = ? ORDER BY d.change_seq`),
    delivered: db.prepare<[string, number]>(`DELETE FROM ${deliveries} WHERE subscription_id = ? AND change_seq <= ?`),
    sent: db.prepare<[string, number]>(`INSERT INTO ${sends} (subscription_id, at) VALUES (?, ?)`),
    retry: db.prepare<[number, number, string, number]>(
      `UPDATE ${deliveries} SET attempts = ?, due_at = ? WHERE subscription_id = ? AND change_seq <= ?`,
    ),
    sendsSince: db.prepare<[string, number], { n: number; first: number | null }>(
      `SELECT COUNT(*) AS n, MIN(at) AS first FROM ${sends} WHERE subscription_id = ? AND at > ?`,
    ),
    trimSends: db.prepare<[number]>(`DELETE FROM ${sends} WHERE at < ?`),
    prune: db.prepare<[number]>(`
      DELETE FROM ${changes} WHERE fanned_out = 1 AND recorded_at < ?
        AND NOT EXISTS (SELECT 1 FROM ${deliveries} d WHERE d.change_seq = ${changes}.seq)`),
    backlog: db.prepare<[], OutboxBacklog>(`
      SELECT (SELECT COUNT(*) FROM ${deliveries}) AS queued,
        (SELECT MIN(c.recorded_at) FROM ${changes} c WHERE c.fanned_out = 0
          OR EXISTS (SELECT 1 FROM ${deliveries} d WHERE d.change_seq = c.seq)) AS oldest`),
  };
}

export function outboxTable(db: Db, channel: OutboxChannel) {
  const sql = statements(db, channel);
  return {
    /**
     * Adds a change to the outbox (`routine`: only for those who asked for routine hours): call it
     * inside the transaction of the change. Reminders come in by `alert-reminders.ts`.
     */
    record(hospitalId: string, province: string, body: string, nowMs: number, routine = false): void {
      sql.insertChange.run(hospitalId, province, body, nowMs, routine ? 1 : 0);
    },
    /**
     * Queues each change not yet fanned out for every subscription following it then, due
     * `holdMs` after it was recorded (changes within that time go out as one message). Returns
     * how many changes it took.
     */
    fanOut(holdMs: number, max = 200): number {
      const changes = sql.toFanOut.all(max);
      if (changes.length === 0) return 0;
      db.transaction(() => {
        for (const change of changes) {
          const { seq, recorded_at: at } = change;
          sql.fanOut.run(seq, at + holdMs, at, change.reminder, change.routine, change.province, change.hospital_id);
          sql.fannedOut.run(seq);
        }
      }).immediate();
      return changes.length;
    },
    dueRecipients: (nowMs: number, limit: number) => sql.dueRecipients.all(nowMs, limit).map((r) => r.subscription_id),
    queueOf: (subscriptionId: string) => sql.queueOf.all(subscriptionId),
    /** When the next waiting message is due (ms), or null when none waits. */
    nextDue: () => sql.nextDue.get()?.due ?? null,
    /** The message holding changes up to `lastSeq` went out. */
    sent(subscriptionId: string, lastSeq: number, nowMs: number): void {
      db.transaction(() => {
        sql.delivered.run(subscriptionId, lastSeq);
        sql.sent.run(subscriptionId, nowMs);
      }).immediate();
    },
    /** Drops the changes up to `lastSeq` without a send (the message itself was refused). */
    dropped: (subscriptionId: string, lastSeq: number) => sql.delivered.run(subscriptionId, lastSeq),
    /** Holds the subscription's changes up to `lastSeq` until `dueAt`, counting `attempts` made. */
    later: (subscriptionId: string, lastSeq: number, dueAt: number, attempts: number) =>
      sql.retry.run(attempts, dueAt, subscriptionId, lastSeq),
    /** Messages sent to a subscription since `sinceMs`, and when the first of them went. */
    sendsSince: (subscriptionId: string, sinceMs: number) =>
      sql.sendsSince.get(subscriptionId, sinceMs) as { n: number; first: number | null },
    /** Forgets sends and told changes older than `beforeMs`. */
    prune(beforeMs: number): void {
      sql.trimSends.run(beforeMs);
      sql.prune.run(beforeMs);
    },
    backlog: () => sql.backlog.get() as OutboxBacklog,
  };
}

export type Outbox = ReturnType<typeof outboxTable>;
