// The proxy's cache of upstream answers (lru-cache `fetch()`): concurrent misses share one
// upstream call; an answer is fresh for its endpoint's window. A request past the window waits
// for the refresh (bounded by the upstream timeout) and gets the new answer: a quiet minute
// with no reader never makes an answer stale. Only a failed refresh serves the last good
// answer, for up to `staleIfErrorS`, marked stale with what failed. Failures back off: per
// answer after a fault, and for every answer when the upstream says 429 or refuses the key.
import { LRUCache } from 'lru-cache';
import { DATA_SOURCE_HEADER, DATA_SOURCES, type DataSource } from '../contract/embed';
import type { ErrorCode } from '../contract/errors';
import { normalizeTimestamp } from '../contract/time';
import { ENDPOINTS, type EndpointSpec } from './endpoints';
import { type ProxyQuery, upstreamParams } from './query';
import type { Upstream } from './upstream';

export type UpstreamErrorCode = Extract<
  ErrorCode,
  | 'upstream_timeout'
  | 'upstream_unavailable'
  | 'upstream_bad_response'
  | 'upstream_auth_failed'
  | 'upstream_rate_limited'
>;

export interface GoodAnswer {
  /** The decoded v1 answer, normalised. */
  payload: object;
  /** When the proxy received it (ms since the epoch). */
  fetchedAt: number;
  source: DataSource;
  snapshotAt: string | null;
}

export interface Failure {
  code: UpstreamErrorCode;
  /** No upstream call for this answer before this time (ms since the epoch). */
  retryAt: number;
  /** Consecutive failures, for the back-off. */
  count: number;
  /** The upstream refused the key for this endpoint only (a free key asking for waits). */
  licence?: boolean;
}

interface Slot {
  good: GoodAnswer | null;
  failure: Failure | null;
}

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'revalidate';

export type Served =
  | {
      ok: true;
      good: GoodAnswer;
      stale: boolean;
      /** What failed, when the answer is the last good one kept because a refresh failed. */
      staleReason?: UpstreamErrorCode;
      cache: CacheStatus;
      freshForS: number;
    }
  | { ok: false; failure: Failure; cache: CacheStatus };

export interface AnswerCacheOptions {
  upstream: Upstream;
  staleIfErrorS: number;
  timeoutMs: number;
  now: () => number;
  log: (fields: Record<string, unknown>) => void;
  maxEntries?: number;
}

const FIRST_BACKOFF_MS = 2_000;
const AUTH_BACKOFF_MS = 60_000;
const DEFAULT_RETRY_AFTER_S = 60;

export class AnswerCache {
  private readonly cache: LRUCache<string, Slot, ProxyQuery>;
  /** Upstream-wide block after a 429 or a refused key: no call at all before this time. */
  private blocked: { until: number; code: UpstreamErrorCode } | null = null;
  private lastAuthLog = Number.NEGATIVE_INFINITY;
  /** When the upstream last said its data changed (ms): answers fetched before then are asked again. */
  private changedAt = Number.NEGATIVE_INFINITY;
  upstreamCalls = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.cache = new LRUCache<string, Slot, ProxyQuery>({
      max: options.maxEntries ?? 1000,
      ignoreFetchAbort: true,
      allowStaleOnFetchAbort: true,
      fetchMethod: (_key, previous, { context }) => this.refresh(context, previous),
    });
  }

  /** The answer for `query`; at once (no promise) when it is held fresh or the upstream is backed off. */
  get(query: ProxyQuery): Served | Promise<Served> {
    const windowMs = ENDPOINTS[query.endpoint].windowS * 1000;
    const now = this.options.now();
    const slot = this.cache.peek(query.cacheKey, { allowStale: true });
    // An answer older than the upstream's last change is asked for again at once, not served
    // until its window ends; the last good one still stands in if that call fails.
    const current = slot?.good && slot.good.fetchedAt > this.changedAt ? slot.good : null;
    const age = slot?.good ? now - slot.good.fetchedAt : Number.POSITIVE_INFINITY;
    if (current && age < windowMs) return this.fresh(current, 'hit', windowMs, now);
    if (slot?.failure && now < slot.failure.retryAt) return this.fallback(slot, query, now, 'stale');
    return this.revalidate(query, windowMs, current !== null);
  }

  /**
   * Revalidated on read: the reader past the window waits for the new answer rather than
   * being shown the old one as if the upstream had failed.
   */
  private async revalidate(query: ProxyQuery, windowMs: number, held: boolean): Promise<Served> {
    const next = await this.fetch(query);
    const later = this.options.now();
    if (!next.failure && next.good) return this.fresh(next.good, held ? 'revalidate' : 'miss', windowMs, later);
    return this.fallback(next, query, later, 'miss');
  }

  /**
   * The upstream's data changed (our own service rebuilt its answers after a write): every
   * answer fetched until now is asked for again at its next request.
   */
  upstreamChanged(): void {
    this.changedAt = this.options.now();
  }

  /** Ages of what is cached, for /healthz. */
  entries(): { key: string; age_s: number | null; failing: string | null }[] {
    const now = this.options.now();
    return [...this.cache.entries()].map(([key, slot]) => ({
      key,
      age_s: slot.good ? Math.round((now - slot.good.fetchedAt) / 1000) : null,
      failing: slot.failure?.code ?? null,
    }));
  }

  private fresh(good: GoodAnswer, cache: CacheStatus, windowMs: number, now: number): Served {
    const freshForS = Math.max(0, Math.floor((good.fetchedAt + windowMs - now) / 1000));
    return { ok: true, good, stale: false, cache, freshForS };
  }

  private fallback(slot: Slot, query: ProxyQuery, now: number, cache: CacheStatus): Served {
    const failure = slot.failure ?? { code: 'upstream_unavailable', retryAt: now, count: 1 };
    const maxAgeMs = (ENDPOINTS[query.endpoint].windowS + this.options.staleIfErrorS) * 1000;
    if (slot.good && now - slot.good.fetchedAt < maxAgeMs && !failure.licence) {
      return { ok: true, good: slot.good, stale: true, staleReason: failure.code, cache: 'stale', freshForS: 0 };
    }
    return { ok: false, failure, cache };
  }

  private fetch(query: ProxyQuery): Promise<Slot> {
    const spec = ENDPOINTS[query.endpoint];
    const ttl = (spec.windowS + this.options.staleIfErrorS) * 1000;
    return this.cache.fetch(query.cacheKey, {
      context: query,
      forceRefresh: true,
      allowStale: false,
      ttl,
    }) as Promise<Slot>;
  }

  /** One upstream call. Never throws: a failure keeps the previous good answer. */
  private async refresh(query: ProxyQuery, previous: Slot | undefined): Promise<Slot> {
    const keep = previous?.good ?? null;
    const now = this.options.now();
    if (this.blocked && now < this.blocked.until) {
      return { good: keep, failure: { code: this.blocked.code, retryAt: this.blocked.until, count: 1 } };
    }
    const spec = ENDPOINTS[query.endpoint];
    const outcome = await this.call(spec, query);
    if ('payload' in outcome) return { good: outcome, failure: null };
    const count = (previous?.failure?.count ?? 0) + 1;
    const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** (count - 1), spec.windowS * 1000);
    const retryAt = outcome.retryAt ?? this.options.now() + backoff;
    this.options.log({ event: 'upstream_error', endpoint: query.endpoint, code: outcome.code, attempt: count });
    return {
      good: keep,
      failure: { code: outcome.code, retryAt, count, ...(outcome.licence ? { licence: true } : {}) },
    };
  }

  private async call(
    spec: EndpointSpec,
    query: ProxyQuery,
  ): Promise<GoodAnswer | { code: UpstreamErrorCode; retryAt?: number; licence?: boolean }> {
    this.upstreamCalls++;
    let response: Response;
    try {
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      response = await this.options.upstream.request(spec.upstreamPath, upstreamParams(query), signal);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { code: timedOut ? 'upstream_timeout' : 'upstream_unavailable' };
    }
    const now = this.options.now();
    if (response.status === 429) {
      const until = now + retryAfterSeconds(response.headers.get('Retry-After')) * 1000;
      this.blocked = { until, code: 'upstream_rate_limited' };
      return { code: 'upstream_rate_limited', retryAt: until };
    }
    if (response.status === 403 && spec.upstreamPath === 'waits') {
      // A valid key without a commercial licence: waits stay unavailable, nothing else is wrong.
      return { code: 'upstream_auth_failed', retryAt: now + AUTH_BACKOFF_MS, licence: true };
    }
    if (response.status === 401 || response.status === 403) {
      this.blocked = { until: now + AUTH_BACKOFF_MS, code: 'upstream_auth_failed' };
      if (now - this.lastAuthLog >= 60_000) {
        this.lastAuthLog = now;
        this.options.log({
          event: 'upstream_auth_failed',
          upstream: this.options.upstream.apiUrl,
          status: response.status,
          hint: 'The upstream refused our API key: check ERSTAT_API_KEY.',
        });
      }
      return { code: 'upstream_auth_failed', retryAt: now + AUTH_BACKOFF_MS };
    }
    if (response.status >= 500 || (response.status >= 300 && response.status < 400)) {
      return { code: 'upstream_unavailable' };
    }
    if (response.status !== 200) return { code: 'upstream_bad_response' };
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return { code: 'upstream_bad_response' };
    }
    const decoded = spec.decode(json);
    if (!decoded.ok) {
      this.options.log({ event: 'upstream_bad_envelope', endpoint: query.endpoint, field: decoded.error.field });
      return { code: 'upstream_bad_response' };
    }
    const dropped = decoded.problems.filter((problem) => problem.action === 'dropped');
    if (dropped.length > 0) {
      // Said apart: a bad announced window is not a lost closure.
      const scheduled = dropped.filter((problem) => problem.list === 'scheduled').length;
      this.options.log({
        event: 'upstream_rows_dropped',
        endpoint: query.endpoint,
        count: dropped.length,
        ...(scheduled > 0 ? { scheduled } : {}),
      });
    }
    // An upstream answering from a copy says how old it is (Age): the data is that much older.
    const age = Number(response.headers.get('age'));
    const fetchedAt = this.options.now() - (Number.isFinite(age) && age > 0 ? age * 1000 : 0);
    return { payload: decoded.value, fetchedAt, ...dataSourceOf(response.headers) };
  }
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date; 60 when absent or unreadable. */
function retryAfterSeconds(value: string | null, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_AFTER_S;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = Date.parse(value);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_S : Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * `X-Data-Source: dataset; snapshot_at=2026-09-01T15:54:53Z`. Absent: a live upstream. A
 * value we do not know is never taken for live: it counts as a snapshot.
 */
function dataSourceOf(headers: Headers): { source: DataSource; snapshotAt: string | null } {
  const header = headers.get(DATA_SOURCE_HEADER);
  if (header === null) return { source: 'live', snapshotAt: null };
  const [kind = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const source = (DATA_SOURCES as readonly string[]).includes(kind) ? (kind as DataSource) : 'dataset';
  const snapshot = params.find((param) => param.startsWith('snapshot_at='));
  return { source, snapshotAt: snapshot ? normalizeTimestamp(snapshot.slice('snapshot_at='.length)) : null };
}
