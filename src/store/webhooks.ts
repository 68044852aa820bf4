// The webhook tables. Times here are milliseconds since the epoch (retries come seconds
// apart), except an event's occurred_at, which is the seconds of the change, as statuses keep it.
import type { Db } from './db';

export interface EndpointRow {
  id: string;
  key_digest: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  secret: string;
  created_at: number;
  disabled_at: number | null;
  disabled_reason: string | null;
}

/** A delivery that is due: the oldest pending event of an endpoint, with what sending needs. */
export interface DueDelivery {
  endpoint_id: string;
  event_seq: number;
  attempts: number;
  event_id: string;
  event_type: string;
  body: string;
  url: string;
  secret: string;
}

export interface AttemptRow {
  endpoint_id: string;
  event_id: string;
  event_type: string;
  at: number;
  outcome: 'delivered' | 'failed';
  response_status: number | null;
  error: string | null;
  duration_ms: number;
}

/** One attempt to record, with when to try again (null: delivered, or given up). */
export interface Settled {
  delivery: DueDelivery;
  attempt: AttemptRow;
  retryAt: number | null;
}

export interface WaitStateRow {
  hospital_id: string;
  live: number;
  reading_at: number | null;
}

/** Attempts kept per endpoint for its owner to see (at least). */
const ATTEMPTS_KEPT = 50;

const subscribedTo = (endpoints: readonly { id: string; events: string }[], type: string) =>
  endpoints
    .filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type))
    .map((endpoint) => endpoint.id);

/** Endpoints as their owners manage them, and what became of their deliveries. */
function webhookEndpoints(db: Db) {
  const insertEndpoint = db.prepare<EndpointRow>(`
    INSERT INTO webhook_endpoints (id, key_digest, url, events, secret, created_at, disabled_at, disabled_reason)
    VALUES (@id, @key_digest, @url, @events, @secret, @created_at, @disabled_at, @disabled_reason)`);
  const endpointsOf = db.prepare<[string], EndpointRow>(
    'SELECT * FROM webhook_endpoints WHERE key_digest = ? ORDER BY created_at, id',
  );
  const endpoint = db.prepare<[string], EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = ?');
  const deleteEndpoint = db.prepare<[string]>('DELETE FROM webhook_endpoints WHERE id = ?');
  const setSecret = db.prepare<[string, string]>('UPDATE webhook_endpoints SET secret = ? WHERE id = ?');
  const disable = db.prepare<[number, string, string]>(
    'UPDATE webhook_endpoints SET disabled_at = ?, disabled_reason = ? WHERE id = ? AND disabled_at IS NULL',
  );
  // Whether an endpoint of a valid key takes this type (events is a JSON list of quoted types):
  // asked for every change, so without parsing every endpoint's list.
  const anySubscriber = db.prepare<[string], { one: number }>(`
    SELECT 1 AS one FROM webhook_endpoints w JOIN api_keys k ON k.digest = w.key_digest
    WHERE w.disabled_at IS NULL AND k.revoked_at IS NULL AND w.events LIKE ? LIMIT 1`);
  const recentAttempts = db.prepare<[string, number], AttemptRow>(
    'SELECT * FROM webhook_attempts WHERE endpoint_id = ? ORDER BY id DESC LIMIT ?',
  );
  const pendingCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?',
  );
  const summary = db.prepare<[], { active: number; disabled: number; pending: number; oldest: number | null }>(`
    SELECT
      (SELECT COUNT(*) FROM webhook_endpoints WHERE disabled_at IS NULL) AS active,
      (SELECT COUNT(*) FROM webhook_endpoints WHERE disabled_at IS NOT NULL) AS disabled,
      (SELECT COUNT(*) FROM webhook_deliveries) AS pending,
      (SELECT MIN(recorded_at) FROM webhook_events e JOIN webhook_deliveries d ON d.event_seq = e.seq) AS oldest`);

  return {
    addEndpoint: (row: EndpointRow) => insertEndpoint.run(row),
    endpointsOf: (keyDigest: string) => endpointsOf.all(keyDigest),
    endpoint: (id: string) => endpoint.get(id) ?? null,
    deleteEndpoint: (id: string) => deleteEndpoint.run(id).changes > 0,
    setSecret: (id: string, secret: string) => setSecret.run(secret, id).changes > 0,
    disable: (id: string, at: number, reason: string) => disable.run(at, reason, id).changes > 0,
    pending: (id: string) => pendingCount.get(id)?.n ?? 0,
    recentAttempts: (id: string, limit = 20) => recentAttempts.all(id, limit),

    /** Whether an active endpoint takes this event type: an event nobody wants is not recorded. */
    wants: (type: string) => anySubscriber.all(`%"${type}"%`).length > 0,

    /** Endpoints active and disabled, deliveries pending and when the oldest of them was recorded (ms). */
    summary: () => summary.get() as { active: number; disabled: number; pending: number; oldest: number | null },
  };
}

/** The outbox: events recorded in the transaction of their change, fanned out to deliveries later. */
function webhookEvents(db: Db) {
  const insertEvent = db.prepare<[string, string, number, string, number, number], { seq: number }>(
    'INSERT INTO webhook_events (id, type, occurred_at, body, recorded_at, fanned_out) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq',
  );
  const toFanOut = db.prepare<[number], { seq: number; type: string; recorded_at: number }>(
    'SELECT seq, type, recorded_at FROM webhook_events WHERE fanned_out = 0 ORDER BY seq LIMIT ?',
  );
  const fannedOut = db.prepare<[number]>('UPDATE webhook_events SET fanned_out = 1 WHERE seq = ?');
  const subscribersSince = db.prepare<[number], { id: string; events: string }>(`
    SELECT w.id, w.events FROM webhook_endpoints w JOIN api_keys k ON k.digest = w.key_digest
    WHERE w.disabled_at IS NULL AND k.revoked_at IS NULL AND w.created_at <= ?`);
  const insertDelivery = db.prepare<[string, number, number]>(
    'INSERT INTO webhook_deliveries (endpoint_id, event_seq, next_attempt_at) VALUES (?, ?, ?)',
  );
  const prune = db.prepare<[number]>(`
    DELETE FROM webhook_events WHERE occurred_at < ? AND fanned_out = 1
      AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_seq = webhook_events.seq)`);

  return {
    /**
     * Adds an event to the outbox (or for `only`, a test event, delivered to that endpoint
     * alone). Call it inside the transaction of the change it reports; the deliveries are made
     * by `fanOut`.
     */
    record(event: { id: string; type: string; occurredAt: number; body: string }, nowMs: number, only?: string): void {
      const inserted = insertEvent.get(event.id, event.type, event.occurredAt, event.body, nowMs, only ? 1 : 0);
      if (only && inserted) insertDelivery.run(only, inserted.seq, nowMs);
    },

    /**
     * Makes the deliveries of events not yet fanned out, in their order: one per endpoint
     * subscribed to the type when the event was recorded. Returns how many events it took.
     * The delivery thread does it, so that a change with many subscribers stays a short write.
     */
    fanOut(nowMs: number, maxDeliveries = 500): number {
      if (toFanOut.all(1).length === 0) return 0;
      // A few hundred rows a write: the API's own writes never wait long for the lock.
      const write = db.transaction(() => {
        let made = 0;
        let events = 0;
        for (const event of toFanOut.all(maxDeliveries)) {
          if (made >= maxDeliveries) break;
          for (const id of subscribedTo(subscribersSince.all(event.recorded_at), event.type)) {
            insertDelivery.run(id, event.seq, nowMs);
            made += 1;
          }
          fannedOut.run(event.seq);
          events += 1;
        }
        return events;
      });
      return write.immediate();
    },

    /** Removes events delivered to every endpoint (or given up on) that occurred before `beforeS`. */
    prune: (beforeS: number) => prune.run(beforeS).changes,
  };
}

/** The deliveries due, one endpoint's queue, and the attempts made. */
function webhookDeliveries(db: Db) {
  // Per endpoint, only its oldest pending event is ever due: events reach an endpoint in order.
  const due = db.prepare<{ now: number; limit: number }, DueDelivery>(`
    SELECT d.endpoint_id, d.event_seq, d.attempts, e.id AS event_id, e.type AS event_type, e.body, w.url, w.secret
    FROM (SELECT endpoint_id, MIN(event_seq) AS event_seq FROM webhook_deliveries GROUP BY endpoint_id) head
    JOIN webhook_deliveries d ON d.endpoint_id = head.endpoint_id AND d.event_seq = head.event_seq
    JOIN webhook_events e ON e.seq = d.event_seq
    JOIN webhook_endpoints w ON w.id = d.endpoint_id
    JOIN api_keys k ON k.digest = w.key_digest
    WHERE d.next_attempt_at <= @now AND w.disabled_at IS NULL AND k.revoked_at IS NULL
    ORDER BY d.next_attempt_at LIMIT @limit`);
  const queueOf = db.prepare<{ endpoint: string; limit: number }, DueDelivery & { next_attempt_at: number }>(`
    SELECT d.endpoint_id, d.event_seq, d.attempts, d.next_attempt_at, e.id AS event_id, e.type AS event_type, e.body,
      w.url, w.secret
    FROM webhook_deliveries d
    JOIN webhook_events e ON e.seq = d.event_seq
    JOIN webhook_endpoints w ON w.id = d.endpoint_id
    JOIN api_keys k ON k.digest = w.key_digest
    WHERE d.endpoint_id = @endpoint AND w.disabled_at IS NULL AND k.revoked_at IS NULL
    ORDER BY d.event_seq LIMIT @limit`);
  const deleteDelivery = db.prepare<[string, number]>(
    'DELETE FROM webhook_deliveries WHERE endpoint_id = ? AND event_seq = ?',
  );
  const retryLater = db.prepare<[number, string, number]>(
    'UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = ? WHERE endpoint_id = ? AND event_seq = ?',
  );
  const insertAttempt = db.prepare<AttemptRow, { id: number }>(`
    INSERT INTO webhook_attempts (endpoint_id, event_id, event_type, at, outcome, response_status, error, duration_ms)
    VALUES (@endpoint_id, @event_id, @event_type, @at, @outcome, @response_status, @error, @duration_ms) RETURNING id`);
  const trimAttempts = db.prepare<[string, string, number]>(`
    DELETE FROM webhook_attempts WHERE endpoint_id = ? AND id <= (
      SELECT id FROM webhook_attempts WHERE endpoint_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);

  return {
    due: (nowMs: number, limit: number) => due.all({ now: nowMs, limit }),
    /** The endpoint's pending deliveries in order, the first one due (one indexed read, for the endpoint just served). */
    queueOf(endpointId: string, nowMs: number, limit: number): DueDelivery[] {
      const queue = queueOf.all({ endpoint: endpointId, limit });
      return queue[0] && queue[0].next_attempt_at <= nowMs ? queue : [];
    },

    /**
     * Records attempts, in one write: a delivered event leaves the queue, a failed one waits
     * until `retryAt` (null: given up).
     */
    settle(settled: readonly Settled[]): void {
      db.transaction(() => {
        for (const { delivery, attempt, retryAt } of settled) {
          const inserted = insertAttempt.get(attempt);
          // Trimmed now and then, not at every attempt: an endpoint keeps 50 to 70.
          if (inserted && inserted.id % 20 === 0) {
            trimAttempts.run(delivery.endpoint_id, delivery.endpoint_id, ATTEMPTS_KEPT);
          }
          if (attempt.outcome === 'delivered' || retryAt === null) {
            deleteDelivery.run(delivery.endpoint_id, delivery.event_seq);
          } else {
            retryLater.run(retryAt, delivery.endpoint_id, delivery.event_seq);
          }
        }
      }).immediate();
    },
  };
}

/** The last live state seen per ER, so that a restart does not repeat a wait event. */
function webhookWaitState(db: Db) {
  const waitStates = db.prepare<[], WaitStateRow>('SELECT * FROM webhook_wait_state');
  const saveWaitState = db.prepare<WaitStateRow>(`
    INSERT INTO webhook_wait_state (hospital_id, live, reading_at) VALUES (@hospital_id, @live, @reading_at)
    ON CONFLICT (hospital_id) DO UPDATE SET live = excluded.live, reading_at = excluded.reading_at`);

  return {
    waitStates: () => waitStates.all(),
    saveWaitState: (row: WaitStateRow) => saveWaitState.run(row),
  };
}

export function webhooksTable(db: Db) {
  return { ...webhookEndpoints(db), ...webhookEvents(db), ...webhookDeliveries(db), ...webhookWaitState(db) };
}
