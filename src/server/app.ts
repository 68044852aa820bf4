// The whole HTTP surface as one Web-standard fetch handler (Hono). Tests call
// `app.request()` with no port; main.ts puts it on a socket.
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Service } from '../service/service';
import type { ServerConfig } from './config';

export function createApp(config: ServerConfig, parts: { service?: Service } = {}): Hono {
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // The v1 API answers every method and path under /api/v1 itself (404, 405, preflight).
  const { service } = parts;
  if (service) app.all('/api/v1/*', (c) => service.fetch(c.req.raw, c.env));

  // The iframe widget page, built to dist/embed.html.
  app.get('/embed', serveStatic({ path: join(config.distDir, 'embed.html') }));
  app.use('/*', serveStatic({ root: config.distDir }));

  return app;
}
