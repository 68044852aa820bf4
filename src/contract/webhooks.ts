// Push delivery for commercial keys: the event types, the payload every delivery carries, and
// the subscription resources of /api/v1/webhooks. Deliveries follow the Standard Webhooks
// scheme (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256, whsec_ secrets).
import { closureSchema, waitSchema } from './resources';
import { array, dateTime, type Infer, integer, literal, nullable, object, oneOf, text } from './schema';

/** Waits before the 2nd, 3rd… attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then 6 h (≈ 24 h in all). */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 21_600_000,
];

/** Endpoints one key may have. */
export const MAX_ENDPOINTS_PER_KEY = 10;

export const WEBHOOK_EVENT_TYPES = [
  'closure.started',
  'closure.updated',
  'closure.ended',
  'disruption.started',
  'disruption.ended',
  'wait.stale',
  'wait.live',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent on request (POST /api/v1/webhooks/{id}/test), never derived from data. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const WEBHOOK_EVENT_DESCRIPTIONS: Readonly<Record<WebhookEventType, string>> = {
  'closure.started': 'An ER closed. data is the Closure as /api/v1/closures shows it.',
  'closure.updated':
    'A closed or disrupted ER’s message or expected reopening changed. data is the Closure as /api/v1/closures shows it.',
  'closure.ended':
    'A closed ER reopened (or is now disrupted or unknown). data is the Closure as it was, with status closed.',
  'disruption.started': 'An ER’s service is disrupted. data is the Closure as /api/v1/closures shows it.',
  'disruption.ended': 'A disruption ended. data is the Closure as it was, with status disruption.',
  'wait.stale':
    'An ER’s live wait feed stopped: its latest reading is older than the staleness threshold. data is the Wait as /api/v1/waits shows it (basis no longer live).',
  'wait.live': 'An ER’s live wait feed resumed (or started). data is the Wait as /api/v1/waits shows it (basis live).',
};

const eventId = text({
  description: 'Unique per event, the same in every attempt to deliver it (webhook-id).',
  examples: ['evt_2YwQ…'],
});
const occurredAt = dateTime({ description: 'When the change took effect, as published (UTC, whole seconds).' });

/** Where a person reads the whole story of the event's ER. */
export const eventLinksSchema = object(
  {
    page: text({
      format: 'uri',
      description:
        'The ER’s public page (/er/{id}): its status now with its source, closures announced, and its history. Absolute, under the server’s public origin (ER_PUBLIC_URL).',
      examples: ['https://status.example.ca/er/ns_allsaintsspringhill'],
    }),
    page_fr: text({
      format: 'uri',
      description: 'The same page in French (/fr/er/{id}).',
      examples: ['https://status.example.ca/fr/er/ns_allsaintsspringhill'],
    }),
  },
  { title: 'EventLinks', description: 'Pages about the ER the event concerns, for a person to follow.' },
);
export type EventLinks = Infer<typeof eventLinksSchema>;

const closureEvent = (type: WebhookEventType) =>
  object(
    { id: eventId, type: literal(type), occurred_at: occurredAt, data: closureSchema, links: eventLinksSchema },
    { title: `Event ${type}` },
  );
const waitEvent = (type: WebhookEventType) =>
  object(
    { id: eventId, type: literal(type), occurred_at: occurredAt, data: waitSchema, links: eventLinksSchema },
    { title: `Event ${type}` },
  );

export const WEBHOOK_EVENT_SCHEMAS = {
  'closure.started': closureEvent('closure.started'),
  'closure.updated': closureEvent('closure.updated'),
  'closure.ended': closureEvent('closure.ended'),
  'disruption.started': closureEvent('disruption.started'),
  'disruption.ended': closureEvent('disruption.ended'),
  'wait.stale': waitEvent('wait.stale'),
  'wait.live': waitEvent('wait.live'),
} as const;

export const testEventSchema = object(
  {
    id: eventId,
    type: literal(TEST_EVENT_TYPE),
    occurred_at: occurredAt,
    data: object({ message: text(), endpoint_id: text() }),
  },
  { title: 'Event webhook.test' },
);

const endpointId = text({ description: 'The endpoint’s id.', examples: ['we_8c1f2a9d0b7e4d11'] });
const eventTypes = array(oneOf(WEBHOOK_EVENT_TYPES), {
  description: 'The event types delivered to this endpoint.',
});

export const webhookAttemptSchema = object(
  {
    event_id: eventId,
    event_type: text(),
    at: dateTime({ description: 'When the attempt was made.' }),
    outcome: oneOf(['delivered', 'failed'] as const),
    response_status: nullable(
      integer({ description: 'The receiver’s HTTP status; null when none came (timeout, refused).' }),
    ),
    error: nullable(text({ description: 'Why the attempt failed, when it did (never the secret).' })),
    duration_ms: integer({ minimum: 0 }),
  },
  { title: 'WebhookAttempt' },
);

export const webhookEndpointSchema = object(
  {
    id: endpointId,
    url: text({ format: 'uri', description: 'Where events are POSTed (https; see the decisions for local testing).' }),
    events: eventTypes,
    status: oneOf(['active', 'disabled'] as const, {
      description: 'disabled after every attempt to deliver one event failed for about 24 hours.',
    }),
    disabled_reason: nullable(text({ description: 'Why the endpoint was disabled, for its owner.' })),
    created_at: dateTime(),
    pending: integer({ minimum: 0, description: 'Events waiting to be delivered to it.' }),
    recent_attempts: array(webhookAttemptSchema, {
      description: 'The latest delivery attempts, newest first (at most 20).',
    }),
  },
  { title: 'WebhookEndpoint' },
);

export const webhookCreatedSchema = object(
  {
    endpoint: webhookEndpointSchema,
    secret: text({
      description:
        'The signing secret (whsec_…), shown only in this answer and when rotated: the server keeps it to sign, never shows it again.',
    }),
  },
  { title: 'WebhookCreated' },
);

export const webhookListSchema = object(
  { version: literal('v1'), count: integer({ minimum: 0 }), endpoints: array(webhookEndpointSchema) },
  { title: 'WebhookList' },
);

export type WebhookEndpoint = Infer<typeof webhookEndpointSchema>;
export type WebhookAttempt = Infer<typeof webhookAttemptSchema>;
