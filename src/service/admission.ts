// Admission of a keyed request: the key, then its rate limit, then its tier, in that order.
// Each v1 route names the tier it needs; a refusal answers here and the route never runs.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse, type RequestContext } from '../http/http';
import { requestHeader } from '../http/request-header';

import type { Tier } from '../store/rows';
import type { KeyHolder } from './key-cache';
import type { RateLimiter } from './rate-limit';

/** What the v1 routes keep per request: its context (id, limits, key prefix) and, once admitted, the key's holder. */
export type V1Env = { Variables: { context: RequestContext; holder: KeyHolder } };

export interface AdmissionParts {
  keys: { lookup(key: string): KeyHolder | null };
  limiter: RateLimiter;
  /** Where a commercial licence is offered, for a refusal that asks for one. */
  licensing: (request: Request) => string;
  /** Runs once a request is admitted, before its answer (the answers are rebuilt when due). */
  admitted: () => void;
}

/** The request's context, made on first use (every answer, errors included, carries its id). */
export function contextOf(c: Context<V1Env>): RequestContext {
  let context = c.get('context') as RequestContext | undefined;
  if (!context) {
    context = { requestId: randomUUID(), rate: null, keyPrefix: null };
    c.set('context', context);
  }
  return context;
}

/** A middleware that lets through the holders of a key of `tier` (or better). */
export function admission(parts: AdmissionParts, tier: Tier): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const context = contextOf(c);
    const holder = parts.keys.lookup(requestHeader(c, 'x-api-key') || c.req.query('key') || '');
    if (!holder) return errorResponse(context, 'api_key_required');
    context.keyPrefix = holder.prefix;
    const decision = await parts.limiter.take(holder.digest, holder.tier);
    context.rate = decision.headers;
    if (decision.limited) {
      return errorResponse(context, 'rate_limited', { headers: { 'Retry-After': String(decision.reset) } });
    }
    if (tier === 'commercial' && holder.tier !== 'commercial') {
      // Every refusal for want of a commercial licence says where to get one (/waits, /history, webhooks).
      return errorResponse(context, 'commercial_license_required', { licensing: parts.licensing(c.req.raw) });
    }
    parts.admitted();
    c.set('holder', holder);
    await next();
  };
}
