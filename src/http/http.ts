// The headers and bodies every /api/v1 answer shares (the desk's and the proxy's errors too).
// Responses carry plain header objects, which @hono/node-server writes straight to the socket.
import { Buffer } from 'node:buffer';
import { ERRORS, type ErrorCode, errorBody } from '../contract/errors';
import { etagMatches } from '../contract/etag';

export const API_KEY_HEADER = 'X-API-Key';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** What a browser script may read of our answers, beyond the basic headers. */
const EXPOSED = 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Request-Id, X-Data-Source';

export interface RequestContext {
  requestId: string;
  /** The RateLimit-* headers of a keyed request; null before the key is known. */
  rate: Record<string, string> | null;
  /** The key's prefix, for logs; null before the key is known. */
  keyPrefix: string | null;
}

export type HeaderMap = Record<string, string>;

/** CORS, request id, rate limits and Vary: on every answer, errors and preflight included. */
export function baseHeaders(context: RequestContext, cacheControl: string): HeaderMap {
  const headers: HeaderMap = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    'Cache-Control': cacheControl,
    // A keyed answer differs by key (`licensed_to`, the limits): no cache may reuse it for another key.
    Vary: API_KEY_HEADER,
    [REQUEST_ID_HEADER]: context.requestId,
    // Data, never to be guessed into a script or a page by a browser.
    'X-Content-Type-Options': 'nosniff',
  };
  // Assigned rather than spread: on the hot path, copying header objects showed in the profile.
  for (const name in context.rate) headers[name] = context.rate[name] as string;
  return headers;
}

/**
 * An error answer: `{ error, message }` (and `licensing` on a commercial_license_required 403), never stored by
 * any cache (a 429 or a 503 must not outlive its cause).
 */
export function errorResponse(
  context: RequestContext,
  code: ErrorCode,
  extra: { licensing?: string; headers?: HeaderMap; message?: string } = {},
): Response {
  const body = { ...errorBody(code, extra.message), ...(extra.licensing ? { licensing: extra.licensing } : {}) };
  return new Response(JSON.stringify(body), {
    status: ERRORS[code].status,
    headers: {
      ...baseHeaders(context, 'no-store'),
      'Content-Type': 'application/json; charset=utf-8',
      ...extra.headers,
    },
  });
}

/** The 204 answer to a CORS preflight of a path that allows `methods` and the request `headers`. */
export function preflightResponse(context: RequestContext, methods: string, headers: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...baseHeaders(context, 'no-store'),
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': headers,
      'Access-Control-Max-Age': '86400',
    },
  });
}

/** The 200, or a 304 when `If-None-Match` names the current ETag (then `body` is never made). */
export function cachedResponse(
  ifNoneMatch: string | undefined,
  etag: string,
  body: BodyInit | (() => BodyInit),
  headers: HeaderMap,
): Response {
  // `headers` is made for this answer alone: completed in place rather than copied.
  headers.ETag = etag;
  if (etagMatches(ifNoneMatch, etag)) {
    delete headers['Content-Type'];
    delete headers['Content-Disposition'];
    return new Response(null, { status: 304, headers });
  }
  const made = typeof body === 'function' ? body() : body;
  // Said outright so that HEAD, which Hono answers from the GET without its body, says it too.
  // A stream (the history CSV) has no length before it ends.
  const length =
    made instanceof Uint8Array ? made.byteLength : typeof made === 'string' ? Buffer.byteLength(made) : null;
  if (length !== null) headers['Content-Length'] = String(length);
  return new Response(made, { status: 200, headers });
}
