// The OpenAPI 3.1 document served at /api/v1/openapi.json, generated from the contract's
// schemas (the same objects the tests validate answers with), error table and cache windows.
import { CACHE_WINDOWS, type CachedEndpoint } from '../contract/cache-windows';
import { DATA_SOURCE_HEADER } from '../contract/embed';
import { ERRORS, type ErrorCode } from '../contract/errors';
import { PROVINCE_CODES } from '../contract/provinces';
import {
  closureSchema,
  closuresResponseSchema,
  coverageResponseSchema,
  errorBodySchema,
  historyResponseSchema,
  provinceCoverageSchema,
  statusEventSchema,
  waitAggregateSchema,
  waitSchema,
  waitsResponseSchema,
} from '../contract/resources';
import type { JsonSchema } from '../contract/schema';
import { BASES } from '../contract/values';
import type { ServiceConfig } from './config';
import { decisions } from './decisions';
import { HISTORY_CSV_COLUMNS } from './history';
import { API_KEY_HEADER, REQUEST_ID_HEADER } from './http';
import { DEFAULT_PERIOD_DAYS, PERIOD_PATTERN } from './params';

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

const preflight = {
  summary: 'CORS preflight',
  security: [],
  responses: {
    204: {
      description: 'Preflight accepted.',
      headers: {
        ...COMMON_HEADERS,
        'Access-Control-Allow-Methods': header('GET, HEAD, OPTIONS'),
        'Access-Control-Allow-Headers': header(`${API_KEY_HEADER}, If-None-Match`),
        'Access-Control-Max-Age': header('Seconds a browser may reuse this preflight.', whole),
      },
    },
  },
};

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
          403: {
            ...errorResponse(['commercial_license_required'], true),
            ...(operation.endpoint === 'history'
              ? {
                  description: `commercial_license_required, with licensing: ${config.licensingUrl ?? 'the licensing section of this server’s landing page (/#licensing)'}.`,
                }
              : {}),
          },
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

export function openApiDocument(config: ServiceConfig) {
  const decided = decisions(config);
  const decisionTable = decided.map(({ topic, decision }) => `| ${topic} | ${decision} |`).join('\n');
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Canadian Emergency-Room Status Service',
      version: 'v1',
      description: [
        'Read-only JSON interface for Canadian emergency-room data: closures and disruptions, per-province coverage (free key), per-hospital waits with the basis of every figure, and history (commercial key).',
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
    },
    'x-decisions': decided,
    servers: [{ url: '/' }],
    tags: [
      { name: 'free', description: 'Free key: non-commercial use, with attribution.' },
      { name: 'commercial', description: 'Commercial licence key.' },
      { name: 'public', description: 'No key.' },
    ],
    paths: {
      '/api/v1/closures': keyedPath(
        {
          endpoint: 'closures',
          summary: 'ERs closed or under a service disruption',
          description: 'Every ER currently closed or disrupted, updated_at descending.',
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
          description: 'Per province, pct descending; national sums the rows.',
          commercial: false,
          parameters: [],
          ok: json(coverageResponseSchema),
          badRequest: [],
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
    },
    components: {
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'Preferred.' },
        ApiKeyQuery: { type: 'apiKey', in: 'query', name: 'key', description: 'Used when the header is absent.' },
      },
      schemas: {
        Closure: closureSchema,
        ClosuresResponse: closuresResponseSchema,
        ProvinceCoverage: provinceCoverageSchema,
        CoverageResponse: coverageResponseSchema,
        Wait: waitSchema,
        WaitsResponse: waitsResponseSchema,
        StatusEvent: statusEventSchema,
        WaitAggregate: waitAggregateSchema,
        HistoryResponse: historyResponseSchema,
        Error: errorBodySchema,
      },
      responses: {
        NotFound: errorResponse(['not_found'], false),
      },
    },
  };
}
