// `npm start`: serve everything from one Node process.
import { serve } from '@hono/node-server';
import { SourceError } from '../sources/dataset';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { log } from './log';
import { startService } from './v1';

function start(): void {
  const config = readConfig();
  const v1 = startService(config);
  const app = createApp(config, { service: v1.service });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    log({ event: 'listening', url: `http://${config.host}:${info.port}` });
  });

  const stop = (signal: string) => {
    log({ event: 'stopping', signal });
    const exit = () => {
      v1.close();
      process.exit(0);
    };
    server.close(exit);
    // Connections kept alive by a client must not hold the process open for ever.
    setTimeout(exit, 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

try {
  start();
} catch (error) {
  if (error instanceof ConfigError || error instanceof SourceError) {
    console.error(`er-status: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
