// /api/v1/webhooks: a commercial key manages its own endpoints. These are the API's only
// routes that are not GET: a subscription is the key holder's own configuration, not data,
// so the "GET only" rule of the v1 data endpoints (SPEC §1) does not cover them (docs/webhooks.md).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ErrorCode } from '../contract/errors';
import { boundedText } from '../http/bounded-body';
import { API_KEY_HEADER, baseHeaders, errorResponse, preflightResponse, type RequestContext } from '../http/http';
import type { WebhookManager } from '../webhooks/manage';
import { contextOf, type V1Env } from './admission';

const MAX_BODY_BYTES = 8 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

export function mountWebhookRoutes(
  app: Hono<V1Env>,
  deps: { commercial: MiddlewareHandler<V1Env>; manager: WebhookManager },
): void {
  const { commercial, manager } = deps;
  const json = (context: RequestContext, status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { ...baseHeaders(context, 'no-store'), ...(status === 204 ? {} : { 'Content-Type': JSON_TYPE }) },
    });
  const notFound = (context: RequestContext) =>
    errorResponse(context, 'not_found', { message: 'No webhook endpoint of this key has this id.' });

  const routes: [string, string][] = [
    ['/api/v1/webhooks', 'GET, POST, OPTIONS'],
    ['/api/v1/webhooks/:id', 'GET, DELETE, OPTIONS'],
    ['/api/v1/webhooks/:id/rotate-secret', 'POST, OPTIONS'],
    ['/api/v1/webhooks/:id/test', 'POST, OPTIONS'],
  ];

  app.get('/api/v1/webhooks', commercial, (c) => {
    const { context, holder } = c.var;
    const endpoints = manager.list(holder.digest);
    return json(context, 200, { version: 'v1', count: endpoints.length, endpoints });
  });
  app.post('/api/v1/webhooks', commercial, async (c) => {
    const { context, holder } = c.var;
    const input = await readJson(c);
    if (input === TOO_LARGE) return tooLarge(context);
    if (input instanceof Error) return fail(context, 'invalid_webhook', input.message);
    const created = manager.create(holder.digest, input);
    if (!created.ok) return fail(context, created.code, created.message);
    return json(context, 201, { endpoint: created.endpoint, secret: created.secret });
  });
  app.get('/api/v1/webhooks/:id', commercial, (c) => {
    const { context, holder } = c.var;
    const endpoint = manager.get(holder.digest, idOf(c));
    return endpoint ? json(context, 200, endpoint) : notFound(context);
  });
  app.delete('/api/v1/webhooks/:id', commercial, (c) =>
    manager.remove(c.var.holder.digest, idOf(c)) ? json(c.var.context, 204, null) : notFound(c.var.context),
  );
  app.post('/api/v1/webhooks/:id/rotate-secret', commercial, (c) => {
    const { context, holder } = c.var;
    const rotated = manager.rotate(holder.digest, idOf(c));
    return rotated ? json(context, 200, rotated) : notFound(context);
  });
  app.post('/api/v1/webhooks/:id/test', commercial, (c) => {
    const { context, holder } = c.var;
    const eventId = manager.test(holder.digest, idOf(c));
    return eventId ? json(context, 202, { event_id: eventId }) : notFound(context);
  });

  for (const [path, allowed] of routes) {
    app.options(path, (c) => preflightResponse(contextOf(c), allowed, `${API_KEY_HEADER}, Content-Type`));
    app.all(path, (c) =>
      errorResponse(contextOf(c), 'method_not_allowed', {
        message: `Allowed here: ${allowed}.`,
        headers: { Allow: allowed },
      }),
    );
  }
}

function fail(context: RequestContext, code: ErrorCode, message: string): Response {
  return errorResponse(context, code, { message });
}

const TOO_LARGE = Symbol('too large');

/** 413, and the connection ends with it: the client may still be sending. */
function tooLarge(context: RequestContext): Response {
  const response = errorResponse(context, 'body_too_large');
  response.headers.set('Connection', 'close');
  return response;
}

/** The request's JSON body, TOO_LARGE past MAX_BODY_BYTES (never read further), or an Error when not JSON. */
async function readJson(c: Context<V1Env>): Promise<unknown> {
  const text = await boundedText(c.req.raw, MAX_BODY_BYTES);
  if (text === null) return TOO_LARGE;
  try {
    return JSON.parse(text);
  } catch {
    return new Error('The body is not JSON: send {"url": "https://…", "events": ["closure.started"]}.');
  }
}

/** The endpoint id in the path (every route that reads it has `:id`). */
const idOf = (c: Context<V1Env>) => c.req.param('id') ?? '';
