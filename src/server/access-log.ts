// One JSON line per request: method, path, status, duration and, on proxied answers, how the
// cache served it. A `key` query parameter is removed before the path is written down.
import type { MiddlewareHandler } from 'hono';

type Log = (fields: Record<string, unknown>) => void;

/** The request path and query without any `key` parameter. */
export function loggablePath(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('key');
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

export function accessLog(log: Log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const cache = c.res.headers.get('X-Cache');
    log({
      event: 'request',
      method: c.req.method,
      path: loggablePath(c.req.url),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(cache ? { cache } : {}),
      ...(c.res.headers.get('X-Request-Id') ? { request_id: c.res.headers.get('X-Request-Id') } : {}),
    });
  };
}
