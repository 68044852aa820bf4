// `X-Content-Type-Options: nosniff` for answers that are data (the v1 API, the feed, the
// health check): a browser must read them as their Content-Type says, never guess a script or a
// page out of them. Set before the handler, so that Hono adds it to the answer the handler
// makes through the context: changing the headers of a finished answer makes Hono copy it,
// which loses @hono/node-server's fast path (the v1 service's own answers carry it already,
// src/http/http.ts, since an answer a handler builds itself takes no header set here).
import type { MiddlewareHandler } from 'hono';

export const noSniff: MiddlewareHandler = async (c, next) => {
  c.header('X-Content-Type-Options', 'nosniff');
  await next();
};
