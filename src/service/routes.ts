// The v1 routes: /api/v1/* answered from the prebuilt answers, behind admission (key, rate
// limit, tier), with the headers of the decisions table.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { CACHE_WINDOWS } from '../contract/cache-windows';
import { DATA_SOURCE_HEADER } from '../contract/embed';
import { parseBasisParam, parseProvinceParam } from '../contract/params';
import {
  ALLOWED_METHODS,
  API_KEY_HEADER,
  baseHeaders,
  cachedResponse,
  errorResponse,
  type HeaderMap,
  preflightResponse,
  type RequestContext,
} from '../http/http';
import { requestHeader } from '../http/request-header';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import type { WebhookManager } from '../webhooks/manage';
import { type AdmissionParts, admission, contextOf, type V1Env } from './admission';
import type { ServiceConfig } from './config';
import { describe, historyAnswer, logContext } from './history-route';
import type { LiveAnswers } from './live-answers';
import { openApiDocument } from './openapi';
import { mountWebhookRoutes } from './webhook-routes';

export interface V1RouteParts extends AdmissionParts {
  store: Store;
  source: SourceInfo;
  config: ServiceConfig;
  live: LiveAnswers;
  webhooks: WebhookManager;
  now: () => number;
  log: (fields: Record<string, unknown>) => void;
}

const ENDPOINTS = ['closures', 'coverage', 'waits', 'history', 'openapi.json'];
const JSON_TYPE = 'application/json; charset=utf-8';

export function v1Routes(parts: V1RouteParts): Hono<V1Env> {
  const { live, log } = parts;
  const free = admission(parts, 'free');
  const commercial = admission(parts, 'commercial');
  const headers = dataHeaders(parts);
  const ifNoneMatch = (c: Parameters<typeof requestHeader>[0]) => requestHeader(c, 'if-none-match');
  const app = new Hono<V1Env>();

  app.get('/api/v1/closures', free, (c) => {
    const context = c.get('context');
    const province = parseProvinceParam(c.req.queries('province') ?? []);
    if (!province.ok) return errorResponse(context, province.code);
    const { body, etag } = live.answers.closures(province.value).render();
    return cachedResponse(ifNoneMatch(c), etag, body, headers(context, 'closures'));
  });

  app.get('/api/v1/coverage', free, (c) => {
    const context = c.get('context');
    // Checked as everywhere; coverage is one table for all of Canada, which a province does not narrow.
    const province = parseProvinceParam(c.req.queries('province') ?? []);
    if (!province.ok) return errorResponse(context, province.code);
    const { body, etag } = live.answers.coverage().render();
    return cachedResponse(ifNoneMatch(c), etag, body, headers(context, 'coverage'));
  });

  app.get('/api/v1/waits', commercial, (c) => {
    const context = c.get('context');
    const province = parseProvinceParam(c.req.queries('province') ?? []);
    if (!province.ok) return errorResponse(context, province.code);
    const basis = parseBasisParam(c.req.queries('basis') ?? []);
    if (!basis.ok) return errorResponse(context, basis.code);
    const { body, etag } = live.answers.waits(province.value, basis.value).render(c.get('holder'));
    return cachedResponse(ifNoneMatch(c), etag, body, headers(context, 'waits'));
  });

  const history = { ...parts, headers: (context: RequestContext) => headers(context, 'history') };
  app.get('/api/v1/history', commercial, (c) => historyAnswer(history, c));

  const openApi = new TextEncoder().encode(JSON.stringify(openApiDocument(parts.config)));
  const openApiTag = `"${createHash('sha1').update(openApi).digest('base64url')}"`;
  app.get('/api/v1/openapi.json', (c) =>
    cachedResponse(ifNoneMatch(c), openApiTag, openApi, {
      ...baseHeaders(contextOf(c), 'public, max-age=300'),
      'Content-Type': JSON_TYPE,
    }),
  );

  mountWebhookRoutes(app, { commercial, manager: parts.webhooks });

  app.options('/api/v1/*', (c) => preflightResponse(contextOf(c), ALLOWED_METHODS, `${API_KEY_HEADER}, If-None-Match`));
  app.all('/api/v1/*', (c) => {
    const endpoint = c.req.path.slice('/api/v1/'.length);
    if (!ENDPOINTS.includes(endpoint)) return errorResponse(contextOf(c), 'not_found');
    return errorResponse(contextOf(c), 'method_not_allowed', { headers: { Allow: ALLOWED_METHODS } });
  });
  app.notFound((c) => errorResponse(contextOf(c), 'not_found'));
  app.onError((error, c) => {
    const context = contextOf(c);
    log({ event: 'server_error', ...logContext(context), error: describe(error) });
    return errorResponse(context, 'server_error');
  });
  return app;
}

/** The headers of a data answer: private caching for its window, the data source, and Age while the store is out of reach. */
function dataHeaders(parts: V1RouteParts) {
  const { source, store } = parts;
  // `dataset; snapshot_at=…` lets a relay say when the snapshot was taken.
  const dataSource = source.snapshotAt ? `${source.kind}; snapshot_at=${source.snapshotAt}` : source.kind;
  return (context: RequestContext, endpoint: keyof typeof CACHE_WINDOWS): HeaderMap => {
    const headers = baseHeaders(context, `private, max-age=${CACHE_WINDOWS[endpoint]}`);
    headers['Content-Type'] = JSON_TYPE;
    headers[DATA_SOURCE_HEADER] = dataSource;
    // The store cannot be reached: these answers were current when it last could (RFC 9111 Age).
    const health = store.health();
    if (!health.reachable && health.since !== undefined) {
      headers.Age = String(Math.max(0, Math.floor((Date.now() - health.since) / 1000)));
    }
    return headers;
  };
}
