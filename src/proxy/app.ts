// The keyless /embed/api handler: what the widget reads. It holds no key itself; the
// upstream does. Client keys are never read or passed on.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Credit } from '../contract/embed';
import { ERRORS, type ErrorCode, errorBody } from '../contract/errors';
import { etagMatches } from '../contract/etag';
import { formatTimestamp } from '../contract/time';
import { requestHeader } from '../http/request-header';
import { AnswerCache, type CacheStatus, type Failure, type GoodAnswer, type Served } from './answers';
import { ClientLimiter, clientAddress } from './client-limit';
import { ENDPOINTS } from './endpoints';
import { normaliseQuery, PROXY_ENDPOINTS, type ProxyEndpoint, type ProxyQuery } from './query';
import { type HospitalRegistry, registryPayload } from './registry';
import { render } from './render';
import type { Upstream } from './upstream';

export type KeyTier = 'free' | 'commercial' | 'unknown';

export interface ProxyOptions {
  upstream: Upstream;
  credit: Credit;
  /** ER_EXPOSE_WAITS: offer /waits to the widget (needs a commercial key). */
  exposeWaits: boolean;
  /** The key's tier when known (service mode); learned from the upstream otherwise. */
  keyTier: KeyTier;
  registry: HospitalRegistry | null;
  staleIfErrorS: number;
  timeoutMs: number;
  clientRatePerMinute: number;
  trustProxy: boolean;
  /** The socket peer address of a request (the server knows how to read it). */
  peerAddress: (c: Context) => string | undefined;
  log: (fields: Record<string, unknown>) => void;
  now?: () => number;
}

export interface EmbedProxy {
  app: Hono;
  answers: AnswerCache;
  /**
   * The same answers, for the RSS feed: the good answer for the request's query, or the error
   * answer /embed/api would give (client over its budget, which the two share; invalid query;
   * upstream failure with no good answer kept).
   */
  served(
    c: Context,
    endpoint: ProxyEndpoint,
  ): Promise<{ query: ProxyQuery; good: GoodAnswer; stale: boolean } | Response>;
}

const ALLOW = 'GET, HEAD, OPTIONS';

/** How the cache served each request, for the server's access log (also sent as X-Cache). */
export const cacheOutcomes = new WeakMap<Request, CacheStatus>();

/** The hospital list from the local registry, for a key whose tier does not include locations. */
class RegistryAnswers {
  private readonly answers = new Map<string, GoodAnswer>();
  constructor(private readonly registry: HospitalRegistry | null) {}

  answer(query: ProxyQuery): Served | null {
    const registry = this.registry;
    if (!registry) return null;
    let good = this.answers.get(query.cacheKey);
    // A registry that follows live feeds is replaced when an ER is added: built again then.
    if (!good || good.fetchedAt !== registry.loadedAt) {
      const generatedAt = formatTimestamp(registry.loadedAt);
      good = {
        payload: registryPayload(registry, query.province, generatedAt),
        fetchedAt: registry.loadedAt,
        source: registry.source,
        snapshotAt: registry.snapshotAt,
      };
      this.answers.set(query.cacheKey, good);
    }
    return { ok: true, good, stale: false, cache: 'hit', freshForS: ENDPOINTS.hospitals.windowS };
  }
}

/**
 * On every answer of /embed/api. Answers are made with plain header objects, which
 * @hono/node-server writes straight to the socket: with c.header() a Web Headers object is
 * built and then read back into a plain one for every request (measured: 15 µs of 89 per answer).
 */
const EMBED_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Preflights answered, other methods than reads refused, and the client's budget taken. */
function readsOnly(overLimit: (c: Context) => Response | null): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...EMBED_HEADERS,
        Allow: ALLOW,
        'Access-Control-Allow-Methods': ALLOW,
        'Access-Control-Max-Age': '86400',
      });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return fail(c, 'method_not_allowed', undefined, { Allow: ALLOW });
    return overLimit(c) ?? next();
  };
}

export function createProxy(options: ProxyOptions): EmbedProxy {
  const now = options.now ?? Date.now;
  const answers = new AnswerCache({
    upstream: options.upstream,
    staleIfErrorS: options.staleIfErrorS,
    timeoutMs: options.timeoutMs,
    now,
    log: options.log,
  });
  const limiter = new ClientLimiter(options.clientRatePerMinute, now);
  let keyTier = options.keyTier;
  const registryAnswers = new RegistryAnswers(options.registry);

  /** One budget per client address for /embed/api and the RSS feed alike: a 429 once it is spent. */
  function overLimit(c: Context): Response | null {
    const forwardedFor = options.trustProxy ? c.req.header('X-Forwarded-For') : undefined;
    const client = clientAddress(options.peerAddress(c), forwardedFor, options.trustProxy);
    const retryAfter = limiter.take(client);
    return retryAfter === null ? null : fail(c, 'rate_limited', retryAfter);
  }

  const waitsOffered = () => options.exposeWaits && keyTier !== 'free';

  /** The answer or the refusal; at once (no promise) when the answer is held fresh. */
  function serve(query: ProxyQuery): Served | ErrorCode | Promise<Served | ErrorCode> {
    if (query.endpoint === 'waits' && !waitsOffered()) return 'waits_not_exposed';
    if (query.endpoint === 'hospitals' && keyTier === 'free') return registryAnswers.answer(query) ?? 'not_found';
    const served = answers.get(query);
    return served instanceof Promise
      ? served.then((done) => retriedIfUnlicensed(query, done))
      : retriedIfUnlicensed(query, served);
  }

  function retriedIfUnlicensed(query: ProxyQuery, served: Served): Served | ErrorCode | Promise<Served | ErrorCode> {
    if (served.ok || !served.failure.licence) return served;
    // The upstream says our key is not commercial: waits are out, locations come from the registry.
    keyTier = 'free';
    return serve(query);
  }

  const app = new Hono();

  app.use('*', readsOnly(overLimit));

  app.get('/:endpoint', async (c) => {
    const endpoint = c.req.param('endpoint') as ProxyEndpoint;
    if (!PROXY_ENDPOINTS.includes(endpoint)) return fail(c, 'not_found');
    const query = normaliseQuery(endpoint, searchOf(c.req.url));
    if (typeof query === 'string') return fail(c, query);
    let served = serve(query);
    if (served instanceof Promise) served = await served;
    if (typeof served === 'string') return fail(c, served, undefined, {}, waitsRefusal(served, options.exposeWaits));
    return respond(c, served, ENDPOINTS[endpoint].windowS);
  });

  app.all('*', (c) => fail(c, 'not_found'));

  async function respond(c: Context, served: Served, windowS: number): Promise<Response> {
    cacheOutcomes.set(c.req.raw, served.cache);
    if (!served.ok) return failUpstream(c, served.failure, { 'X-Cache': served.cache });
    let rendered = render(served.good, served.stale, options.credit, waitsOffered(), served.staleReason);
    if (rendered instanceof Promise) rendered = await rendered;
    const maxAge = served.freshForS;
    // Written out rather than spread from EMBED_HEADERS: a spread made this object 20 times slower to build.
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': '*',
      'Timing-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'X-Cache': served.cache,
      'Cache-Control': served.stale
        ? `public, max-age=0, s-maxage=0, stale-if-error=${options.staleIfErrorS}`
        : `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${windowS}, stale-if-error=${options.staleIfErrorS}`,
      ETag: rendered.etag,
    };
    if (etagMatches(requestHeader(c, 'if-none-match'), rendered.etag))
      return new Response(null, { status: 304, headers });
    headers['Content-Type'] = 'application/json; charset=utf-8';
    // Said outright so that HEAD, answered from the GET without its body, says it too.
    headers['Content-Length'] = String(rendered.bytes.byteLength);
    return new Response(rendered.bytes, { status: 200, headers });
  }

  /** An upstream failure with no good answer to fall back on: its code, and when to ask again. */
  function failUpstream(c: Context, failure: Failure, headers: Record<string, string> = {}): Response {
    return fail(c, failure.code, Math.max(1, Math.ceil((failure.retryAt - now()) / 1000)), headers);
  }

  return {
    app,
    answers,
    async served(c, endpoint) {
      const limited = overLimit(c);
      if (limited) return limited;
      const query = normaliseQuery(endpoint, searchOf(c.req.url));
      if (typeof query === 'string') return fail(c, query);
      const served = await serve(query);
      if (typeof served === 'string') return fail(c, served);
      if (!served.ok) return failUpstream(c, served.failure);
      return { query, good: served.good, stale: served.stale };
    },
  };
}

function waitsRefusal(code: ErrorCode, exposeWaits: boolean): string | undefined {
  if (code !== 'waits_not_exposed') return undefined;
  return exposeWaits
    ? "Wait times are not offered here: this server's API key has no commercial licence."
    : 'Wait times are not offered here: the operator has not enabled them (ER_EXPOSE_WAITS).';
}

const NO_QUERY: URLSearchParams = new URLSearchParams();

/** The query of a request URL; most have none, and then no URL is parsed. */
function searchOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return start < 0 ? NO_QUERY : new URLSearchParams(url.slice(start + 1));
}

function fail(
  c: Context,
  code: ErrorCode,
  retryAfterS?: number,
  headers: Record<string, string> = {},
  message?: string,
): Response {
  const extra: Record<string, string> = { ...EMBED_HEADERS, 'Cache-Control': 'no-store', ...headers };
  if (retryAfterS !== undefined) extra['Retry-After'] = String(retryAfterS);
  return c.json(errorBody(code, message), ERRORS[code].status, extra);
}
