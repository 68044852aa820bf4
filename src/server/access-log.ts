// One JSON line per request: method, path, status, duration and, on proxied answers, how the
// cache served it. No key reaches the log: a parameter named like one (`key`, `KEY`, `api_key`,
// `apikey`, `token`…) or whose value holds our key prefix is removed, a key anywhere in the path
// is cut to its prefix, and the one-time token of a desk enrolment link (`/desk/enrol/…`) goes
// too, as do the tokens and signatures of alert links (`/subscriptions/confirm/…`, `…/manage/…`). This runs on every request, so it reads no response header on success: building a
// response's Headers object just to read it cost more than the rest of the line.
import type { MiddlewareHandler } from 'hono';
import { cacheOutcomes } from '../proxy/app';
import { isoNow } from './log';

/** One request's line. */
export type RequestLine = {
  event: 'request';
  method: string;
  path: string;
  status: number;
  ms: number;
  cache?: string;
  request_id?: string;
};

export type RequestLog = (line: RequestLine) => void;

const ENROLMENT = '/desk/enrol/';
/** Alert links: a confirmation token, or a subscription id with its signature. */
const ALERT_LINK = /^\/subscriptions\/(confirm|manage|unsubscribe)\//;
/** Our keys are `ers_` and 32 base62 characters; any spelling of the prefix is treated as one. */
const KEY_PREFIX = /ers_/i;
const KEY_TEXT = /ers_[a-z0-9]*/gi;
/** Parameter names a key is sent under, by us or by habit, in any case. */
const KEY_NAME = /^(?:x[-_]?)?(?:api[-_]?)?(?:key|token)$|^(?:access|auth|bearer)[-_]?token$/i;
/** Whether a query may name such a parameter: the fast path skips parsing when it cannot. */
const MAYBE_KEY_NAME = /key|token/i;

/** The request path and query without any key or enrolment token. */
export function loggablePath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start < 0 ? '/' : url.slice(start);
  const encoded = path.includes('%');
  if (path.startsWith(ENROLMENT) || (encoded && decoded(path).startsWith(ENROLMENT))) {
    return `${ENROLMENT}…`;
  }
  const alertLink = ALERT_LINK.exec(encoded ? decoded(path) : path);
  if (alertLink) return `/subscriptions/${alertLink[1]}/…`;
  const q = path.indexOf('?');
  const query = q < 0 ? '' : path.slice(q + 1);
  if (!encoded && !KEY_PREFIX.test(path) && !MAYBE_KEY_NAME.test(query)) return path;
  const where = q < 0 ? path : path.slice(0, q);
  const plainWhere = encoded ? decoded(where) : where;
  const loggedWhere = KEY_PREFIX.test(plainWhere) ? plainWhere.replace(KEY_TEXT, 'ers_…') : where;
  if (q < 0) return loggedWhere;
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  let removed = false;
  for (const [name, value] of params) {
    if (KEY_NAME.test(name) || KEY_PREFIX.test(name) || KEY_PREFIX.test(value)) removed = true;
    else kept.append(name, value);
  }
  if (!removed) return `${loggedWhere}?${query}`;
  const rest = kept.toString();
  return rest ? `${loggedWhere}?${rest}` : loggedWhere;
}

/** The path as the router reads it (`/desk/%65nrol/…` is an enrolment link too). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Told of each answer's time too (the API load), from the line's own clock readings. */
type AnswerTimes = { took(start: number, end: number): void };

export function accessLog(log: RequestLog, times?: AnswerTimes): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ended = performance.now();
    times?.took(started, ended);
    const { status } = c.res;
    const cache = cacheOutcomes.get(c.req.raw);
    // The service logs a failure's cause under its request id; the access line points to it.
    const requestId = status >= 400 ? c.res.headers.get('X-Request-Id') : null;
    const line: RequestLine = {
      event: 'request',
      method: c.req.method,
      path: loggablePath(c.req.url),
      status,
      ms: Math.round((ended - started) * 10) / 10,
    };
    if (cache) line.cache = cache;
    if (requestId) line.request_id = requestId;
    log(line);
  };
}

/**
 * A request's line as JSON, written out field by field: what JSON.stringify of the line with its
 * time first gives, at a tenth of its cost (the line is made for every request).
 */
export function requestLine(line: RequestLine): string {
  let text = `{"time":"${isoNow()}","event":"request","method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}`;
  if (line.cache !== undefined) text += `,"cache":${JSON.stringify(line.cache)}`;
  if (line.request_id !== undefined) text += `,"request_id":${JSON.stringify(line.request_id)}`;
  return `${text}}\n`;
}
