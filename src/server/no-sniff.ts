// `X-Content-Type-Options: nosniff` for answers that are data (the v1 API, the feed, the
// health check): a browser must read them as their Content-Type says, never guess a script or a
// page out of them. Set after the handler, on whatever answer it gave (errors included).
import type { MiddlewareHandler } from 'hono';

export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};
