// A commercial key's webhook endpoints: create (the secret shown once), list, show, delete,
// rotate the secret, send a test event. Shared by /api/v1/webhooks and `npm run keys -- webhooks`.

import { randomBytes } from 'node:crypto';
import { formatTimestamp } from '../contract/time';
import {
  MAX_ENDPOINTS_PER_KEY,
  TEST_EVENT_TYPE,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../contract/webhooks';
import type { Store } from '../store/store';
import type { EndpointRow } from '../store/webhooks';
import { eventBody, newEventId } from './events';
import { newSecret } from './signing';
import { checkWebhookUrl } from './ssrf';

export type ManageFailure = {
  ok: false;
  code: 'invalid_webhook' | 'webhook_url_refused' | 'webhook_limit_reached';
  message: string;
};

export interface ManageOptions {
  /** ER_WEBHOOK_ALLOW_PRIVATE: http and private or loopback addresses (local development and tests). */
  allowPrivate: boolean;
  now?: () => number;
  /** Told when a test event was recorded, so that it goes out at once. */
  onRecorded?: () => void;
}

export function webhookManager(store: Store, options: ManageOptions) {
  const now = options.now ?? Date.now;
  const webhooks = store.webhooks;

  function describe(row: EndpointRow): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      events: JSON.parse(row.events) as WebhookEventType[],
      status: row.disabled_at === null ? 'active' : 'disabled',
      disabled_reason: row.disabled_reason,
      created_at: formatTimestamp(row.created_at),
      pending: webhooks.pending(row.id),
      recent_attempts: webhooks.recentAttempts(row.id).map((attempt) => ({
        event_id: attempt.event_id,
        event_type: attempt.event_type,
        at: formatTimestamp(attempt.at),
        outcome: attempt.outcome,
        response_status: attempt.response_status,
        error: attempt.error,
        duration_ms: attempt.duration_ms,
      })),
    };
  }

  const owned = (keyDigest: string, id: string) => {
    const row = webhooks.endpoint(id);
    return row && row.key_digest === keyDigest ? row : null;
  };

  return {
    create(keyDigest: string, input: unknown): { ok: true; endpoint: WebhookEndpoint; secret: string } | ManageFailure {
      const fields = input as { url?: unknown; events?: unknown } | null;
      if (typeof fields !== 'object' || fields === null || typeof fields.url !== 'string') {
        return { ok: false, code: 'invalid_webhook', message: 'url is required: the https address to POST events to.' };
      }
      const events = fields.events;
      const known = WEBHOOK_EVENT_TYPES as readonly unknown[];
      if (!Array.isArray(events) || events.length === 0 || !events.every((type) => known.includes(type))) {
        return {
          ok: false,
          code: 'invalid_webhook',
          message: `events must be a non-empty list of: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
        };
      }
      const checked = checkWebhookUrl(fields.url, options.allowPrivate);
      if (!checked.ok) return { ok: false, code: 'webhook_url_refused', message: checked.reason };
      if (webhooks.endpointsOf(keyDigest).length >= MAX_ENDPOINTS_PER_KEY) {
        return {
          ok: false,
          code: 'webhook_limit_reached',
          message: `A key may have ${MAX_ENDPOINTS_PER_KEY} webhook endpoints; delete one first.`,
        };
      }
      const secret = newSecret();
      const row: EndpointRow = {
        id: `we_${randomBytes(8).toString('hex')}`,
        key_digest: keyDigest,
        url: checked.url.href,
        events: JSON.stringify([...new Set(events as WebhookEventType[])]),
        secret,
        created_at: now(),
        disabled_at: null,
        disabled_reason: null,
      };
      webhooks.addEndpoint(row);
      return { ok: true, endpoint: describe(row), secret };
    },

    list: (keyDigest: string) => webhooks.endpointsOf(keyDigest).map(describe),

    get(keyDigest: string, id: string): WebhookEndpoint | null {
      const row = owned(keyDigest, id);
      return row ? describe(row) : null;
    },

    remove: (keyDigest: string, id: string) => owned(keyDigest, id) !== null && webhooks.deleteEndpoint(id),

    /** A new secret, shown once; deliveries from now on are signed with it. */
    rotate(keyDigest: string, id: string): { endpoint: WebhookEndpoint; secret: string } | null {
      const row = owned(keyDigest, id);
      if (!row) return null;
      const secret = newSecret();
      webhooks.setSecret(id, secret);
      return { endpoint: describe({ ...row, secret }), secret };
    },

    /** Queues a webhook.test event for this endpoint alone; returns its id. */
    test(keyDigest: string, id: string): string | null {
      if (!owned(keyDigest, id)) return null;
      const eventId = newEventId();
      const nowMs = now();
      const occurredAt = Math.floor(nowMs / 1000);
      const data = {
        message: 'A test event from er-status: your endpoint receives and can verify its webhooks.',
        endpoint_id: id,
      };
      const body = eventBody(eventId, TEST_EVENT_TYPE, occurredAt, data);
      store.db
        .transaction(() => webhooks.record({ id: eventId, type: TEST_EVENT_TYPE, occurredAt, body }, nowMs, id))
        .immediate();
      options.onRecorded?.();
      return eventId;
    },
  };
}

export type WebhookManager = ReturnType<typeof webhookManager>;
