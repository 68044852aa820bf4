// One JSON line per request: method, path, status, duration and, on proxied answers, how the
// cache served it. A `key` query parameter is removed before the path is written down, and so
// is the one-time token of a desk enrolment link (`/desk/enrol/…`). This
// runs on every request, so it reads no response header on success: building a response's
// Headers object just to read it cost more than the rest of the line.
import type { MiddlewareHandler } from 'hono';
import { cacheOutcomes } from '../proxy/app';

type Log = (fields: Record<string, unknown>) => void;

const KEY_PARAM = /(^|&)key=/;
const ENROLMENT = '/desk/enrol/';

/** The request path and query without any `key` parameter or enrolment token. */
export function loggablePath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start < 0 ? '/' : url.slice(start);
  if (path.startsWith(ENROLMENT) || (path.includes('%') && decoded(path).startsWith(ENROLMENT))) {
    return `${ENROLMENT}…`;
  }
  const q = path.indexOf('?');
  if (q < 0 || !KEY_PARAM.test(path.slice(q + 1))) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  params.delete('key');
  const query = params.toString();
  return query ? `${path.slice(0, q)}?${query}` : path.slice(0, q);
}

/** The path as the router reads it (`/desk/%65nrol/…` is an enrolment link too). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function accessLog(log: Log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { status } = c.res;
    const cache = cacheOutcomes.get(c.req.raw);
    // The service logs a failure's cause under its request id; the access line points to it.
    const requestId = status >= 400 ? c.res.headers.get('X-Request-Id') : null;
    log({
      event: 'request',
      method: c.req.method,
      path: loggablePath(c.req.url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(cache ? { cache } : {}),
      ...(requestId ? { request_id: requestId } : {}),
    });
  };
}
