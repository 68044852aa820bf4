// The v1 service: a Hono app answering /api/v1/* from prebuilt answers, with key auth, tiers,
// rate limits and the headers of the decisions table. `createService` is all a server needs.

import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { CACHE_WINDOWS } from '../contract/cache-windows';
import { DATA_SOURCE_HEADER } from '../contract/embed';
import type { ErrorCode } from '../contract/errors';
import type { FeedAge } from '../contract/feed-age';
import type { ProvinceCode } from '../contract/provinces';
import { inlineLearner, workerLearner } from '../forecast/hour-learner';
import { loadOutlookReader } from '../forecast/load-outlook';
import { PgDb } from '../store/pg/sync-db';
import type { SourceInfo, Tier } from '../store/rows';
import type { Store } from '../store/store';
import { createDelivery } from '../webhooks/delivery';
import type { Send } from '../webhooks/dispatcher';
import { createEventRecorder } from '../webhooks/events';
import { webhookManager } from '../webhooks/manage';
import { createAnswers } from './answers';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from './config';
import { historyCsv, historyJson, windowStart } from './history';
import {
  ALLOWED_METHODS,
  API_KEY_HEADER,
  baseHeaders,
  cachedResponse,
  errorResponse,
  type HeaderMap,
  preflightResponse,
  type RequestContext,
} from './http';
import { createKeyCache, type KeyHolder } from './key-cache';
import { createKey, type NewKey, revokeKey, revokeKeysNamed } from './keys';
import { openApiDocument } from './openapi';
import { parseBasisParam, parseFormatParam, parsePeriodParam, parseProvinceParam } from './params';
import { createRateLimiter, type RateDecision } from './rate-limit';
import { createSharedRateLimiter } from './shared-rate-limit';
import { snapshotReader } from './snapshot';
import { mountWebhookRoutes } from './webhook-routes';

const HOUR_MS = 3_600_000;

export interface ServiceOptions {
  store: Store;
  /** What the store holds, as the source loader described it. */
  source: SourceInfo;
  config?: Partial<ServiceConfig>;
  /**
   * The origin of this server's own absolute URLs (the licensing link) for a request: the
   * server's public origin. Without it, the request's own (tests of the service alone).
   */
  origin?: (request: Request) => string;
  /**
   * The origin of the absolute URLs made without a request (the ER pages webhook events link
   * to): the configured public origin. Without it, http://localhost (tests of the service alone).
   */
  publicUrl?: string;
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
  /** One structured line per event; never given a key, only its prefix. */
  log?: (fields: Record<string, unknown>) => void;
  /**
   * Webhook delivery: how an attempt is sent (tests), the retry schedule, whether to deliver
   * at all here, and whether this instance records wait.stale / wait.live (one instance of a
   * service does: the one that ingests).
   */
  webhooks?: {
    send?: Send;
    retrySchedule?: readonly number[];
    deliver?: boolean;
    observeWaits?: boolean;
    now?: () => number;
  };
  /**
   * Where the forecaster learns each hour: a worker thread (the default: the main thread only
   * sends the hour and takes the forecasts back), or this thread (tests that move the clock and
   * read answers right after a write).
   */
  forecastThread?: 'worker' | 'inline';
  /** The live feeds the data comes from (the ingest runtime's health), for `data_as_of`. */
  feedAges?: () => readonly FeedAge[];
  /** Where a closure source is on (server/closure-coverage.ts), for `tracked_provinces`. */
  trackedProvinces?: () => readonly ProvinceCode[];
}

export type Service = ReturnType<typeof createService>;

const ENDPOINTS = ['closures', 'coverage', 'waits', 'history', 'openapi.json'];
const JSON_TYPE = 'application/json; charset=utf-8';

export function createService(options: ServiceOptions) {
  const { store, source } = options;
  const config: ServiceConfig = { ...DEFAULT_SERVICE_CONFIG, ...options.config };
  const now = options.now ?? Date.now;
  const originOf = options.origin ?? ((request: Request) => new URL(request.url).origin);
  const log = options.log ?? ((fields) => process.stdout.write(`${JSON.stringify(fields)}\n`));

  // Deliveries run on the wall clock (a test's clock may stand still): retries, attempts, signatures.
  const deliveryNow = options.webhooks?.now ?? Date.now;
  const dispatcher = createDelivery({
    store,
    log,
    allowPrivate: config.webhookAllowPrivate,
    retrySchedule: options.webhooks?.retrySchedule,
    send: options.webhooks?.send,
    now: options.webhooks?.now,
  });
  const recorder = createEventRecorder(store, {
    now: deliveryNow,
    staleMinutes: config.staleMinutes,
    publicUrl: options.publicUrl ?? 'http://localhost',
    onRecorded: () => dispatcher.kick(),
  });
  const webhooks = webhookManager(store, {
    allowPrivate: config.webhookAllowPrivate,
    now: deliveryNow,
    onRecorded: () => dispatcher.kick(),
  });
  const answers = createAnswers({
    attribution: source.attribution,
    staleMinutes: config.staleMinutes,
    now,
    feedAges: options.feedAges,
    trackedProvinces: options.trackedProvinces,
    onWaits: (waits) => {
      if (options.webhooks?.observeWaits === false) return;
      try {
        recorder.observeWaits(waits);
      } catch (error) {
        log({ event: 'webhook_wait_events_failed', error: String(error) });
      }
    },
  });
  // Data generations count writes; `boot` tells this process's generations from an earlier one's.
  const boot = randomUUID().slice(0, 8);
  let generation = 0;
  // The forecaster learns each hour in a worker thread; its forecasts, once back, rebuild the answers.
  const learner =
    options.forecastThread === 'inline'
      ? inlineLearner(15)
      : workerLearner(15, () => {
          if (closed) return;
          try {
            reload();
          } catch (error) {
            log({ event: 'forecast_reload_failed', error: String(error) });
          }
        });
  const readSnapshot = snapshotReader(store, config.staleMinutes, learner);
  const readOutlooks = loadOutlookReader(store.loads);
  const reloaded = new Set<() => void>();
  /** The hour (since the epoch) of the last snapshot: a new hour takes a new one. */
  let loadedHour = Number.NEGATIVE_INFINITY;
  const reload = () => {
    loadedHour = Math.floor(now() / HOUR_MS);
    const snapshot = readSnapshot(now());
    answers.load({ ...snapshot, outlooks: readOutlooks(snapshot.hospitals, now()) });
    generation += 1;
    for (const listener of reloaded) listener();
  };
  /**
   * Rebuilds the answers when due. In a new hour, from a new snapshot even without a write: the
   * forecasters then learn the hour just completed (when a feed has gone quiet, its last readings
   * are exactly what a predicted row needs). Tried once per hour; a store that cannot be read
   * leaves the answers as they were (the watch reloads when it comes back).
   */
  const refreshAnswers = () => {
    if (Math.floor(now() / HOUR_MS) !== loadedHour) {
      try {
        reload();
        return;
      } catch (error) {
        loadedHour = Math.floor(now() / HOUR_MS);
        log({ event: 'refresh_failed', error: String(error) });
      }
    }
    answers.refreshIfDue();
  };
  reload();
  const unsubscribe = store.onWrite(reload);
  const keys = createKeyCache(store, now);
  // One process counts in memory; instances sharing PostgreSQL count in it, together.
  const limiter: { take(digest: string, tier: Tier): RateDecision | Promise<RateDecision> } & { close?(): unknown } =
    store.db instanceof PgDb
      ? createSharedRateLimiter(store.db.url, config.rateLimits, Date.now, log)
      : createRateLimiter(config.rateLimits, now);

  // Data written and keys made or revoked by another process (an ingest instance, a loader,
  // the keys CLI) show up within a second; the webhook thread's writes are neither.
  let watchFailing = false;
  const unwatch = store.watch(
    (changed) => {
      try {
        if (changed.keys) keys.clear();
        if (changed.data) reload();
        watchFailing = false;
      } catch (error) {
        if (!watchFailing) log({ event: 'store_watch_failed', error: String(error) });
        watchFailing = true;
      }
    },
    (error) => {
      if (!watchFailing) log({ event: 'store_watch_failed', error: String(error) });
      watchFailing = true;
    },
  );
  // Rebuild when the next live reading goes stale, and at least once a minute.
  let refresh: NodeJS.Timeout | undefined;
  let closed = false;
  const scheduleRefresh = () => {
    if (closed) return;
    refresh = setTimeout(
      () => {
        try {
          refreshAnswers();
        } catch (error) {
          log({ event: 'refresh_failed', error: String(error) });
        }
        scheduleRefresh();
      },
      Math.min(Math.max(answers.expiresAt - now(), 50), 60_000),
    );
    refresh.unref();
  };
  scheduleRefresh();
  if (options.webhooks?.deliver !== false) dispatcher.start();

  const openApi = utf8(JSON.stringify(openApiDocument(config)));
  const openApiTag = `"${createHash('sha1').update(openApi).digest('base64url')}"`;
  // `dataset; snapshot_at=…` lets a relay say when the snapshot was taken.
  const dataSourceHeader = source.snapshotAt ? `${source.kind}; snapshot_at=${source.snapshotAt}` : source.kind;
  const dataHeaders = (context: RequestContext, endpoint: keyof typeof CACHE_WINDOWS): HeaderMap => {
    const headers = baseHeaders(context, `private, max-age=${CACHE_WINDOWS[endpoint]}`);
    headers['Content-Type'] = JSON_TYPE;
    headers[DATA_SOURCE_HEADER] = dataSourceHeader;
    // The store cannot be reached: these answers were current when it last could (RFC 9111 Age).
    const health = store.health();
    if (!health.reachable && health.since !== undefined) {
      headers.Age = String(Math.max(0, Math.floor((Date.now() - health.since) / 1000)));
    }
    return headers;
  };

  /** Key, rate limit and tier, in that order; a Response when the request stops there. */
  function admit(
    c: Context,
    context: RequestContext,
    tier: Tier,
  ): KeyHolder | Response | Promise<KeyHolder | Response> {
    const key = header(c, 'x-api-key') || c.req.query('key') || '';
    const holder = keys.lookup(key);
    if (!holder) return errorResponse(context, 'api_key_required');
    context.keyPrefix = holder.prefix;
    const decision = limiter.take(holder.digest, holder.tier);
    if (decision instanceof Promise) return decision.then((made) => decide(c, context, tier, holder, made));
    return decide(c, context, tier, holder, decision);
  }

  function decide(c: Context, context: RequestContext, tier: Tier, holder: KeyHolder, decision: RateDecision) {
    context.rate = decision.headers;
    if (decision.limited) {
      return errorResponse(context, 'rate_limited', { headers: { 'Retry-After': String(decision.reset) } });
    }
    if (tier === 'commercial' && holder.tier !== 'commercial') {
      // Every refusal for want of a commercial licence says where to get one (/waits, /history, webhooks).
      const licensing = config.licensingUrl ?? new URL('/#licensing', originOf(c.req.raw)).href;
      return errorResponse(context, 'commercial_license_required', { licensing });
    }
    refreshAnswers();
    return holder;
  }

  const startContext = (c: Context): RequestContext => {
    const context = { requestId: randomUUID(), rate: null, keyPrefix: null };
    c.set('context' as never, context as never);
    return context;
  };
  const fail = (context: RequestContext, code: ErrorCode) => errorResponse(context, code);
  const values = (c: Context, name: string) => c.req.queries(name) ?? [];
  /** A route for holders of a key of `tier` (or better); `answer` runs once the key is admitted. */
  const keyed =
    (tier: Tier, answer: (c: Context, context: RequestContext, holder: KeyHolder) => Response | Promise<Response>) =>
    (c: Context) => {
      const context = startContext(c);
      const admitted = admit(c, context, tier);
      const go = (holder: KeyHolder | Response) => (holder instanceof Response ? holder : answer(c, context, holder));
      return admitted instanceof Promise ? admitted.then(go) : go(admitted);
    };

  const app = new Hono();

  app.get(
    '/api/v1/closures',
    keyed('free', (c, context) => {
      const province = parseProvinceParam(values(c, 'province'));
      if (!province.ok) return fail(context, province.code);
      const { body, etag } = answers.closures(province.value).render();
      return cachedResponse(header(c, 'if-none-match'), etag, body, dataHeaders(context, 'closures'));
    }),
  );

  app.get(
    '/api/v1/coverage',
    keyed('free', (c, context) => {
      // Checked as everywhere; coverage is one table for all of Canada, which a province does not narrow.
      const province = parseProvinceParam(values(c, 'province'));
      if (!province.ok) return fail(context, province.code);
      const { body, etag } = answers.coverage().render();
      return cachedResponse(header(c, 'if-none-match'), etag, body, dataHeaders(context, 'coverage'));
    }),
  );

  app.get(
    '/api/v1/waits',
    keyed('commercial', (c, context, holder) => {
      const province = parseProvinceParam(values(c, 'province'));
      if (!province.ok) return fail(context, province.code);
      const basis = parseBasisParam(values(c, 'basis'));
      if (!basis.ok) return fail(context, basis.code);
      const { body, etag } = answers.waits(province.value, basis.value).render(holder);
      return cachedResponse(header(c, 'if-none-match'), etag, body, dataHeaders(context, 'waits'));
    }),
  );

  app.get(
    '/api/v1/history',
    keyed('commercial', (c, context, holder) => {
      const period = parsePeriodParam(values(c, 'period'));
      if (!period.ok) return fail(context, period.code);
      const province = parseProvinceParam(values(c, 'province'));
      if (!province.ok) return fail(context, province.code);
      const format = parseFormatParam(values(c, 'format'));
      if (!format.ok) return fail(context, format.code);
      const request = {
        days: period.value,
        province: province.value,
        format: format.value,
        licensee: holder.name,
        nowMs: now(),
      };
      // History changes only with writes and, at the start of its window, with the hour.
      const etag = `W/"${boot}.${generation}.${windowStart(request.days, request.nowMs)}.${request.days}.${request.province ?? 'CA'}.${request.format}.${holder.nameTag}"`;
      const headers = dataHeaders(context, 'history');
      const ifNoneMatch = header(c, 'if-none-match');
      try {
        if (request.format === 'json') {
          return cachedResponse(ifNoneMatch, etag, () => historyJson(store, request, source.attribution), headers);
        }
        const csvHeaders = {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="er-status-history-${request.days}d-${request.province ?? 'CA'}.csv"`,
        };
        const onStreamError = (error: unknown) =>
          log({ event: 'history_stream_failed', ...logContext(context), error: describe(error) });
        return cachedResponse(ifNoneMatch, etag, () => historyCsv(store, request, onStreamError), csvHeaders);
      } catch (error) {
        log({ event: 'history_unavailable', ...logContext(context), error: describe(error) });
        return fail(context, 'history_unavailable');
      }
    }),
  );

  app.get('/api/v1/openapi.json', (c) => {
    const context = startContext(c);
    return cachedResponse(header(c, 'if-none-match'), openApiTag, openApi, {
      ...baseHeaders(context, 'public, max-age=300'),
      'Content-Type': JSON_TYPE,
    });
  });

  mountWebhookRoutes(app, { keyed, startContext, manager: webhooks });

  app.options('/api/v1/*', (c) => {
    return preflightResponse(startContext(c), ALLOWED_METHODS, `${API_KEY_HEADER}, If-None-Match`);
  });

  app.all('/api/v1/*', (c) => {
    const context = startContext(c);
    const endpoint = c.req.path.slice('/api/v1/'.length);
    if (!ENDPOINTS.includes(endpoint)) return fail(context, 'not_found');
    return errorResponse(context, 'method_not_allowed', { headers: { Allow: ALLOWED_METHODS } });
  });

  app.notFound((c) => fail(startContext(c), 'not_found'));

  app.onError((error, c) => {
    const context = (c.get('context' as never) as RequestContext | undefined) ?? startContext(c);
    log({ event: 'server_error', ...logContext(context), error: describe(error) });
    return fail(context, 'server_error');
  });

  return {
    /** `env` is @hono/node-server's (`{ incoming, outgoing }`) when the server passes it on. */
    fetch: (request: Request, env?: unknown) => app.fetch(request, env),
    source,
    /** Creates a key in the store; it works at once in this process. */
    createKey(input: { tier: Tier; name: string }): NewKey {
      const created = createKey(store, input, now());
      // Known from the start, without a query: it keeps working while the store cannot be
      // reached (the proxy's own key).
      keys.remember(created.key, { prefix: created.prefix, tier: input.tier, name: input.name.trim() });
      return created;
    },
    revokeKey(prefix: string): boolean {
      const revoked = revokeKey(store, prefix, now());
      keys.clear();
      return revoked;
    },
    /** Revokes every active key of this licensee (the server's own `embed` keys of earlier runs). */
    revokeKeysNamed(name: string): string[] {
      const revoked = revokeKeysNamed(store, name, now());
      keys.clear();
      return revoked;
    },
    webhooks,
    /** Calls `listener` after the answers were rebuilt from the store (a write here or elsewhere). */
    onReload(listener: () => void): () => void {
      reloaded.add(listener);
      return () => reloaded.delete(listener);
    },
    /** Stops the timers and webhook delivery (attempts under way finish); the store stays open (its owner closes it). */
    close(): Promise<void> {
      closed = true;
      unwatch();
      void limiter.close?.();
      clearTimeout(refresh);
      unsubscribe();
      recorder.close();
      void learner.close();
      return dispatcher.stop();
    },
  };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A request header, from Node's own parsed headers when @hono/node-server passes them on:
 * building the Web Headers object costs more than the rest of a cached answer.
 */
function header(c: Context, name: 'x-api-key' | 'if-none-match'): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}

const logContext = (context: RequestContext) => ({ request_id: context.requestId, key_prefix: context.keyPrefix });

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
