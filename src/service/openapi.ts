// The OpenAPI 3.1 document served at /api/v1/openapi.json, generated from the contract's
// schemas (the same objects the tests validate answers with), error table and cache windows.
import { CACHE_WINDOWS, type CachedEndpoint } from '../contract/cache-windows';
import { DATA_SOURCE_HEADER } from '../contract/embed';
import { ERRORS, type ErrorCode } from '../contract/errors';
import { DEFAULT_PERIOD_DAYS, PERIOD_PATTERN } from '../contract/params';
import { PROVINCE_CODES } from '../contract/provinces';
import {
  closureSchema,
  closuresResponseSchema,
  coverageResponseSchema,
  errorBodySchema,
  historyResponseSchema,
  provinceCoverageSchema,
  scheduledClosureSchema,
  statusEventSchema,
  waitAggregateSchema,
  waitSchema,
  waitsResponseSchema,
} from '../contract/resources';
import { type JsonSchema, object, text as textSchema } from '../contract/schema';
import { BASES } from '../contract/values';
import {
  MAX_ENDPOINTS_PER_KEY,
  RETRY_SCHEDULE_MS,
  TEST_EVENT_TYPE,
  testEventSchema,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_TYPES,
  webhookAttemptSchema,
  webhookCreatedSchema,
  webhookEndpointSchema,
  webhookListSchema,
} from '../contract/webhooks';
import { API_KEY_HEADER, REQUEST_ID_HEADER } from '../http/http';
import type { ServiceConfig } from './config';
import { decisions, WEBHOOK_RETRIES } from './decisions';
import { HISTORY_CSV_COLUMNS } from './history';

const text = { type: 'string' };
const whole = { type: 'integer', minimum: 0 };
const header = (description: string, schema: JsonSchema = text) => ({ description, schema });

const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': header('Always *: every answer may be read from any origin.'),
  [REQUEST_ID_HEADER]: header('Identifies this request in our logs; quote it when reporting a problem.'),
  'Cache-Control': header('private, max-age=<window> on 200 and 304; no-store on errors and preflights.'),
};
const RATE_HEADERS = {
  'RateLimit-Limit': header('Requests allowed per minute for this key.', whole),
  'RateLimit-Remaining': header('Requests left in the current minute.', whole),
  'RateLimit-Reset': header('Seconds until the current minute ends.', whole),
};
const DATA_HEADERS = {
  ETag: header('Entity tag of the answer; send it back in If-None-Match to get a 304.'),
  [DATA_SOURCE_HEADER]: header(
    'Where the data comes from: live (the provinces’ public feeds, read by this server), sample (the built-in sample, never live) or dataset (a saved snapshot, not live), the latter followed by `; snapshot_at=` and the snapshot time when it is known. A relay must not present sample or dataset as live.',
    { type: 'string', pattern: '^(live|sample|dataset(; snapshot_at=\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z)?)$' },
  ),
  Vary: header('X-API-Key: an answer to one key is never reused for another.'),
  Age: header(
    'Present only while the service cannot reach its database (PostgreSQL stopped): the answer is the last one built, and this many seconds have passed since the database was last reached.',
    whole,
  ),
};

function errorResponse(codes: readonly ErrorCode[], keyed: boolean, extraHeaders: object = {}) {
  const schema = {
    ...errorBodySchema,
    properties: { ...(errorBodySchema.properties as object), error: { type: 'string', enum: codes } },
  };
  return {
    description: codes.map((code) => `\`${code}\`: ${ERRORS[code].message}`).join(' '),
    headers: { ...COMMON_HEADERS, ...(keyed ? RATE_HEADERS : {}), ...extraHeaders },
    content: { 'application/json': { schema } },
  };
}

const notModified = (keyed: boolean) => ({
  description: 'Not modified: the If-None-Match header names the current ETag.',
  headers: { ...COMMON_HEADERS, ...DATA_HEADERS, ...(keyed ? RATE_HEADERS : {}) },
});

const ALLOW = { Allow: header('GET, HEAD, OPTIONS') };

const parameters = {
  province: {
    name: 'province',
    in: 'query',
    required: false,
    description: `Two-letter code, any case, one of ${PROVINCE_CODES.join(', ')}. Omitted: all of Canada. Anything else → 400 invalid_province.`,
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  },
  basis: {
    name: 'basis',
    in: 'query',
    required: false,
    description: `Comma-separated basis values to include, from ${BASES.join(', ')} (whitespace and case tolerated). Omitted: every row. Anything else → 400 invalid_basis.`,
    schema: { type: 'string', examples: ['live,predicted,typical'] },
  },
  period: {
    name: 'period',
    in: 'query',
    required: false,
    description: 'Look-back window in days, 1d to 3650d. Anything else → 400 invalid_period.',
    schema: { type: 'string', pattern: PERIOD_PATTERN, default: `${DEFAULT_PERIOD_DAYS}d` },
  },
  format: {
    name: 'format',
    in: 'query',
    required: false,
    description: 'json (default) or csv (streamed, for bulk use). Anything else → 400 invalid_format.',
    schema: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  },
  ifNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'An ETag from an earlier answer: a 304 comes back while the answer is unchanged.',
    schema: text,
  },
};

/** The OPTIONS answer of a path that allows `methods` and the request `headers`. */
const preflightFor = (methods: string, headers: string) => ({
  summary: 'CORS preflight',
  security: [],
  responses: {
    204: {
      description: 'Preflight accepted.',
      headers: {
        ...COMMON_HEADERS,
        'Access-Control-Allow-Methods': header(methods),
        'Access-Control-Allow-Headers': header(headers),
        'Access-Control-Max-Age': header('Seconds a browser may reuse this preflight.', whole),
      },
    },
  },
});

const preflight = preflightFor('GET, HEAD, OPTIONS', `${API_KEY_HEADER}, If-None-Match`);

interface Operation {
  endpoint: CachedEndpoint;
  summary: string;
  description: string;
  commercial: boolean;
  parameters: object[];
  ok: object;
  badRequest: ErrorCode[];
  extra?: Record<string, object>;
}

/** The 403 of a key that is not commercial: always with where to get a licence. */
function licenceRequired(config: ServiceConfig) {
  const refusal = errorResponse(['commercial_license_required'], true);
  const { schema } = refusal.content['application/json'];
  return {
    ...refusal,
    description: `commercial_license_required, with licensing: ${config.licensingUrl ?? 'the licensing section of this server’s landing page (/#licensing)'}.`,
    content: { 'application/json': { schema: { ...schema, required: ['error', 'message', 'licensing'] } } },
  };
}

function keyedPath(operation: Operation, config: ServiceConfig) {
  const window = CACHE_WINDOWS[operation.endpoint];
  const keyless401 = errorResponse(['api_key_required'], false);
  const responses: Record<string, object> = {
    200: {
      description: `OK. Cache-Control: private, max-age=${window}.`,
      headers: { ...COMMON_HEADERS, ...DATA_HEADERS, ...RATE_HEADERS },
      content: operation.ok,
    },
    304: notModified(true),
    ...(operation.badRequest.length > 0 ? { 400: errorResponse(operation.badRequest, true) } : {}),
    401: keyless401,
    ...(operation.commercial
      ? {
          403: licenceRequired(config),
        }
      : {}),
    405: errorResponse(['method_not_allowed'], false, ALLOW),
    429: errorResponse(['rate_limited'], true, { 'Retry-After': header('Seconds to wait.', whole) }),
    500: errorResponse(['server_error'], false),
    ...operation.extra,
  };
  return {
    get: {
      operationId: operation.endpoint,
      summary: operation.summary,
      description: `${operation.description} Needs a ${operation.commercial ? 'commercial' : 'free or commercial'} key. Edge-cached for about ${window} seconds.`,
      tags: [operation.commercial ? 'commercial' : 'free'],
      security: [{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }],
      parameters: [...operation.parameters, parameters.ifNoneMatch],
      responses,
    },
    options: preflight,
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

// Webhooks: the subscription routes (/api/v1/webhooks, commercial keys) and the deliveries
// they subscribe to (the top-level `webhooks` object of OpenAPI 3.1).

const RETRY_HOURS = Math.round(RETRY_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0) / 3_600_000);

const WEBHOOK_DELIVERY = [
  'Each event is POSTed as JSON ({id, type, occurred_at, data}) to every active endpoint of a commercial key subscribed to its type, signed by the Standard Webhooks scheme (https://www.standardwebhooks.com): verify it with a Standard Webhooks library, such as the standardwebhooks npm package (`new Webhook(secret).verify(rawBody, headers)`), or compute the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed with the base64-decoded part of the secret after whsec_, compare it in constant time with the value after `v1,` in webhook-signature, and refuse a webhook-timestamp more than 5 minutes from your clock. Verify the raw bytes, before parsing them.',
  `An answer 2xx within 10 seconds delivers the event. Anything else (another status, a timeout, a refused connection, a redirect, which is never followed) fails the attempt, retried after ${WEBHOOK_RETRIES} (about ${RETRY_HOURS} hours in all); when the last retry fails too, the endpoint is disabled, with the reason in its disabled_reason (GET /api/v1/webhooks/{id}), and nothing more is sent to it.`,
  'Each endpoint receives its events in order: the next one waits until the one before is delivered. Delivery is at least once: an event may arrive more than once (a retry after an answer that was lost, a restart), always with the same webhook-id, so de-duplicate by webhook-id. Events come from changes made while the server runs (its live feeds); a source loaded at start-up is the starting state, not a change. A relay serves no /api/v1 and so no webhooks.',
].join(' ');

/** The three signature headers of a delivery, as operation parameters (in: header). */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'The event’s id (the body’s id): the same in every attempt to deliver it. De-duplicate by it: delivery is at least once.',
    schema: { type: 'string', pattern: '^evt_[A-Za-z0-9_-]+$' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description:
      'When this attempt was signed, in whole seconds since 1970 (UTC). Refuse one too far from your clock (5 minutes).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` followed by the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the endpoint’s secret after whsec_. Standard Webhooks allows several space-separated signatures (as during a key change): accept the delivery when any v1 one matches.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$' },
  },
];

function delivery(type: string, description: string, schema: JsonSchema) {
  return {
    post: {
      operationId: `webhook_${type.replace('.', '_')}`,
      summary: type,
      description: `${description}\n\n${WEBHOOK_DELIVERY}`,
      tags: ['webhooks'],
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: { required: true, description: 'The event, signed as its headers say.', content: json(schema) },
      responses: {
        '2XX': {
          description:
            'Delivered: the event is not sent again. Answer within 10 seconds, once the event is safely stored.',
        },
        default: {
          description: `Not delivered (a redirect included, which is not followed): retried after ${WEBHOOK_RETRIES}, then the endpoint is disabled.`,
        },
      },
    },
  };
}

const webhookDeliveries = () => ({
  ...Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      delivery(type, WEBHOOK_EVENT_DESCRIPTIONS[type], WEBHOOK_EVENT_SCHEMAS[type]),
    ]),
  ),
  [TEST_EVENT_TYPE]: delivery(
    TEST_EVENT_TYPE,
    'Sent on request (POST /api/v1/webhooks/{id}/test) to that endpoint alone, never derived from data: check that your endpoint receives and verifies deliveries.',
    testEventSchema,
  ),
});

const webhookRequestSchema = {
  type: 'object',
  title: 'WebhookRequest',
  required: ['url', 'events'],
  properties: {
    url: {
      type: 'string',
      format: 'uri',
      description:
        'Where to POST the events: https, to a public address (http and private addresses only where the server sets ER_WEBHOOK_ALLOW_PRIVATE=1). Anything else → 400 webhook_url_refused.',
    },
    events: {
      type: 'array',
      items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
      minItems: 1,
      description: 'The event types to deliver to it; a repeated one counts once.',
    },
  },
  examples: [{ url: 'https://example.com/er-webhooks', events: ['closure.started', 'closure.ended'] }],
};

const testQueuedSchema = object(
  { event_id: textSchema({ description: 'The webhook.test event’s id: its webhook-id when it arrives.' }) },
  { title: 'WebhookTestQueued' },
);

const endpointIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The endpoint’s id, as its creation answered. Not an endpoint of this key → 404 not_found.',
  schema: { type: 'string', examples: ['we_8c1f2a9d0b7e4d11'] },
};

const WEBHOOK_ANSWER_HEADERS = {
  ...COMMON_HEADERS,
  'Cache-Control': header('no-store: a subscription is never cached.'),
  Vary: DATA_HEADERS.Vary,
  ...RATE_HEADERS,
};

interface WebhookOperation {
  operationId: string;
  summary: string;
  description: string;
  /** The methods the path allows, for its 405 and its preflight. */
  allowed: string;
  ok: { status: number; description: string; schema?: JsonSchema };
  byId: boolean;
  requestBody?: object;
  badRequest?: ErrorCode[];
  conflict?: boolean;
}

function webhookOperation(operation: WebhookOperation, config: ServiceConfig) {
  const { ok } = operation;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `${operation.description} Needs a commercial key; the endpoints are those of the key that asks. Never cached (no-store).`,
    tags: ['commercial', 'webhooks'],
    security: [{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }],
    parameters: operation.byId ? [endpointIdParameter] : [],
    ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
    responses: {
      [ok.status]: {
        description: ok.description,
        headers: WEBHOOK_ANSWER_HEADERS,
        ...(ok.schema ? { content: json(ok.schema) } : {}),
      },
      ...(operation.badRequest ? { 400: errorResponse(operation.badRequest, true) } : {}),
      401: errorResponse(['api_key_required'], false),
      403: licenceRequired(config),
      ...(operation.byId
        ? {
            404: {
              ...errorResponse(['not_found'], true),
              description: '`not_found`: no webhook endpoint of this key has this id.',
            },
          }
        : {}),
      405: {
        ...errorResponse(['method_not_allowed'], false, { Allow: header(operation.allowed) }),
        description: `\`method_not_allowed\`: allowed here: ${operation.allowed}.`,
      },
      ...(operation.conflict ? { 409: errorResponse(['webhook_limit_reached'], true) } : {}),
      ...(operation.requestBody ? { 413: errorResponse(['body_too_large'], true) } : {}),
      429: errorResponse(['rate_limited'], true, { 'Retry-After': header('Seconds to wait.', whole) }),
      500: errorResponse(['server_error'], false),
    },
  };
}

const webhookPreflight = (allowed: string) => preflightFor(allowed, `${API_KEY_HEADER}, Content-Type`);

const SECRET_ONCE = 'The secret (whsec_…) is in this answer only: keep it where your receiver reads it.';

function webhookPaths(config: ServiceConfig) {
  const list = 'GET, POST, OPTIONS';
  const one = 'GET, DELETE, OPTIONS';
  const post = 'POST, OPTIONS';
  return {
    '/api/v1/webhooks': {
      get: webhookOperation(
        {
          operationId: 'webhooks_list',
          summary: 'This key’s webhook endpoints',
          description:
            'Every webhook endpoint of the key, oldest first, with its status, pending events and latest attempts.',
          allowed: list,
          byId: false,
          ok: { status: 200, description: 'OK.', schema: webhookListSchema },
        },
        config,
      ),
      post: webhookOperation(
        {
          operationId: 'webhooks_create',
          summary: 'Subscribe an endpoint to events',
          description: `Creates a webhook endpoint: events of the listed types are POSTed to url from now on (see the webhooks of this document). At most ${MAX_ENDPOINTS_PER_KEY} per key. The body is JSON, at most 8 KB.`,
          allowed: list,
          byId: false,
          requestBody: { required: true, content: json(webhookRequestSchema) },
          ok: { status: 201, description: `Created. ${SECRET_ONCE}`, schema: webhookCreatedSchema },
          badRequest: ['invalid_webhook', 'webhook_url_refused'],
          conflict: true,
        },
        config,
      ),
      options: webhookPreflight(list),
    },
    '/api/v1/webhooks/{id}': {
      get: webhookOperation(
        {
          operationId: 'webhooks_show',
          summary: 'One webhook endpoint',
          description:
            'The endpoint, its status (disabled, with disabled_reason, once every attempt to deliver one event failed for about 24 hours), its pending events and its latest attempts. Never its secret.',
          allowed: one,
          byId: true,
          ok: { status: 200, description: 'OK.', schema: webhookEndpointSchema },
        },
        config,
      ),
      delete: webhookOperation(
        {
          operationId: 'webhooks_delete',
          summary: 'Delete a webhook endpoint',
          description: 'Deletes the endpoint and its pending events: nothing more is sent to it.',
          allowed: one,
          byId: true,
          ok: { status: 204, description: 'Deleted.' },
        },
        config,
      ),
      options: webhookPreflight(one),
    },
    '/api/v1/webhooks/{id}/rotate-secret': {
      post: webhookOperation(
        {
          operationId: 'webhooks_rotate_secret',
          summary: 'Rotate an endpoint’s secret',
          description:
            'Makes a new signing secret: every delivery from now on, retries included, is signed with it alone.',
          allowed: post,
          byId: true,
          ok: { status: 200, description: `OK. ${SECRET_ONCE}`, schema: webhookCreatedSchema },
        },
        config,
      ),
      options: webhookPreflight(post),
    },
    '/api/v1/webhooks/{id}/test': {
      post: webhookOperation(
        {
          operationId: 'webhooks_test',
          summary: 'Send a test event',
          description:
            'Queues a webhook.test event for this endpoint alone, delivered (and retried) like any other, after the events already pending for it.',
          allowed: post,
          byId: true,
          ok: { status: 202, description: 'Accepted: the event is queued.', schema: testQueuedSchema },
        },
        config,
      ),
      options: webhookPreflight(post),
    },
  };
}

export function openApiDocument(config: ServiceConfig) {
  const decided = decisions(config);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: documentInfo(config, decided),
    'x-decisions': decided,
    servers: [{ url: '/' }],
    tags: [
      { name: 'free', description: 'Free key: non-commercial use, with attribution.' },
      { name: 'commercial', description: 'Commercial licence key.' },
      { name: 'public', description: 'No key.' },
      {
        name: 'webhooks',
        description:
          'Signed webhooks (Standard Webhooks): the subscription routes, for commercial keys, and the events they deliver.',
      },
    ],
    paths: {
      ...dataPaths(config),
      '/api/v1/openapi.json': {
        get: {
          operationId: 'openapi',
          summary: 'This document',
          tags: ['public'],
          security: [],
          parameters: [parameters.ifNoneMatch],
          responses: {
            200: {
              description: 'OK. Cache-Control: public, max-age=300.',
              headers: { ...COMMON_HEADERS, ETag: DATA_HEADERS.ETag },
              content: json({ type: 'object' }),
            },
            304: { description: 'Not modified.', headers: { ...COMMON_HEADERS, ETag: DATA_HEADERS.ETag } },
            405: errorResponse(['method_not_allowed'], false, ALLOW),
            500: errorResponse(['server_error'], false),
          },
        },
        options: preflight,
      },
      ...webhookPaths(config),
    },
    webhooks: webhookDeliveries(),
    components: components(),
  };
}

/** The document's info: what the interface is, and the table of decisions where it is silent. */
function documentInfo(config: ServiceConfig, decided: ReturnType<typeof decisions>) {
  const decisionTable = decided.map(({ topic, decision }) => `| ${topic} | ${decision} |`).join('\n');
  return {
    title: 'Canadian Emergency-Room Status Service',
    version: 'v1',
    description: [
      'Read-only JSON interface for Canadian emergency-room data: closures and disruptions, per-province coverage (free key), per-hospital waits with the basis of every figure, and history (commercial key).',
      `A commercial key may also subscribe up to ${MAX_ENDPOINTS_PER_KEY} https endpoints to signed webhooks (/api/v1/webhooks; the deliveries are the webhooks of this document). Those subscription routes are the only ones that are not GET (POST to create, rotate a secret or send a test event, DELETE to unsubscribe): a subscription is the key holder’s own configuration, not data, so the read-only rule of the data endpoints does not cover it, and their answers are never cached.`,
      `Every wait row has a basis: ${BASES.join(', ')} (typical: a per-province baseline with a wide range and low confidence, where the model abstains). live_updated_at says when the last live value was published; after ${config.staleMinutes} minutes it is no longer live and the row moves to predicted, keeping live_wait_minutes and live_updated_at.`,
      'Unknown paths under /api/v1 answer 404 not_found (components.responses.NotFound).',
      '',
      '## Decisions where the interface is silent',
      '',
      '| Topic | Decision |',
      '|---|---|',
      decisionTable,
    ].join('\n'),
    license: { name: 'Code: MIT. Data: see the attribution field of each answer.', identifier: 'MIT' },
  };
}

/** The data endpoints: closures, coverage (free key), waits and history (commercial key). */
function dataPaths(config: ServiceConfig) {
  return {
    '/api/v1/closures': keyedPath(
      {
        endpoint: 'closures',
        summary: 'ERs closed or under a service disruption',
        description:
          'Every ER currently closed or disrupted, updated_at descending; expected_reopen is the end of the scheduled window when a notice announced one. Extension: scheduled lists the closures and disruptions announced for the next 7 days (see ClosuresResponse.scheduled).',
        commercial: false,
        parameters: [parameters.province],
        ok: json(closuresResponseSchema),
        badRequest: ['invalid_province'],
      },
      config,
    ),
    '/api/v1/coverage': keyedPath(
      {
        endpoint: 'coverage',
        summary: 'ERs per province and how many report live',
        description:
          'Per province, pct descending; national sums the rows. The answer is always the whole table: a province parameter does not narrow it, but is checked as on the other endpoints (anything but one of the 13 codes → 400 invalid_province).',
        commercial: false,
        parameters: [],
        ok: json(coverageResponseSchema),
        badRequest: ['invalid_province'],
      },
      config,
    ),
    '/api/v1/waits': keyedPath(
      {
        endpoint: 'waits',
        summary: 'Current wait of every tracked ER, with its basis',
        description: 'One row per ER, by province then name.',
        commercial: true,
        parameters: [parameters.province, parameters.basis],
        ok: json(waitsResponseSchema),
        badRequest: ['invalid_province', 'invalid_basis'],
      },
      config,
    ),
    '/api/v1/history': keyedPath(
      {
        endpoint: 'history',
        summary: 'Status events and hourly wait aggregates',
        description: 'History within the period, optionally for one province; format=csv streams it.',
        commercial: true,
        parameters: [parameters.period, parameters.province, parameters.format],
        ok: {
          ...json(historyResponseSchema),
          'text/csv': {
            schema: {
              type: 'string',
              description: `With format=csv. One table, CRLF line ends, header row: ${HISTORY_CSV_COLUMNS.join(',')}. record is status_event or wait_aggregate; cells that do not apply to a record are empty. Cells are the data as it is, for programs: a message that begins with =, +, - or @ is not altered, so open the file in a spreadsheet by importing its columns as text.`,
            },
          },
        },
        badRequest: ['invalid_period', 'invalid_province', 'invalid_format'],
        extra: { 503: errorResponse(['history_unavailable'], true) },
      },
      config,
    ),
  };
}

/** The security schemes, the schemas and the shared responses. */
function components() {
  return {
    securitySchemes: {
      ApiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'Preferred.' },
      ApiKeyQuery: { type: 'apiKey', in: 'query', name: 'key', description: 'Used when the header is absent.' },
    },
    schemas: {
      Closure: closureSchema,
      ClosuresResponse: closuresResponseSchema,
      ScheduledClosure: scheduledClosureSchema,
      ProvinceCoverage: provinceCoverageSchema,
      CoverageResponse: coverageResponseSchema,
      Wait: waitSchema,
      WaitsResponse: waitsResponseSchema,
      StatusEvent: statusEventSchema,
      WaitAggregate: waitAggregateSchema,
      HistoryResponse: historyResponseSchema,
      Error: errorBodySchema,
      WebhookEndpoint: webhookEndpointSchema,
      WebhookAttempt: webhookAttemptSchema,
      WebhookCreated: webhookCreatedSchema,
      WebhookList: webhookListSchema,
      WebhookRequest: webhookRequestSchema,
      WebhookTestQueued: testQueuedSchema,
      ...Object.fromEntries(
        [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].map((type) => [
          `Event_${type.replace('.', '_')}`,
          type === TEST_EVENT_TYPE
            ? testEventSchema
            : WEBHOOK_EVENT_SCHEMAS[type as keyof typeof WEBHOOK_EVENT_SCHEMAS],
        ]),
      ),
    },
    responses: {
      NotFound: errorResponse(['not_found'], false),
    },
  };
}
