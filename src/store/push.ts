// The web push tables: browsers' subscriptions (an endpoint at a push service and its keys:
// personal data, deleted on unsubscribe or when the push service answers 404/410), what each
// follows, and the push channel of the outbox (`outbox.ts`). Subscription times are seconds;
// outbox times are milliseconds.
import type { Lang, ProvinceCode } from '../contract/provinces';
import type { Db } from './db';
import { type OutboxBacklog, type OutboxChannel, outboxTable } from './outbox';

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

export type PushCounts = OutboxBacklog & { subscriptions: number };

/** A browser receives the changes made since it subscribed; push has no states. */
const PUSH_CHANNEL: OutboxChannel = { prefix: 'push', confirmedOnly: false, since: 'created_at' };

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
  const subscriptions = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM push_subscriptions');
  const outbox = outboxTable(db, PUSH_CHANNEL);

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
    ...outbox,
    counts: (): PushCounts => ({ subscriptions: (subscriptions.get() as { n: number }).n, ...outbox.backlog() }),
  };
}
