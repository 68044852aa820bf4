// `npm start`: serve everything from one Node process.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { log } from './log';

function start(): void {
  const config = readConfig();
  const app = createApp(config);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    log({ event: 'listening', url: `http://${config.host}:${info.port}` });
  });

  const stop = (signal: string) => {
    log({ event: 'stopping', signal });
    server.close(() => process.exit(0));
    // Connections kept alive by a client must not hold the process open for ever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

try {
  start();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`er-status: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
