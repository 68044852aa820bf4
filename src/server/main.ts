// `npm start`: serve everything from one Node process.
import { serve } from '@hono/node-server';
import { SourceError } from '../sources/dataset';
import { StoreUnavailableError } from '../store/db';
import { requestLine } from './access-log';
import { buildServer } from './build-server';
import { ConfigError, readConfig } from './config';
import { batchedLog, log } from './log';

/** Which setting a failure to listen comes from. */
const LISTEN_FAULTS: Record<string, 'HOST' | 'PORT'> = {
  ENOTFOUND: 'HOST',
  EAI_AGAIN: 'HOST',
  EAI_FAIL: 'HOST',
  EADDRNOTAVAIL: 'HOST',
  EAFNOSUPPORT: 'HOST',
  EINVAL: 'HOST',
  EADDRINUSE: 'PORT',
  EACCES: 'PORT',
};

function start(): void {
  const config = readConfig();
  const requests = batchedLog(undefined, requestLine);
  const built = buildServer(config, log, requests.log);
  const server = serve({ fetch: built.app.fetch, hostname: config.host, port: config.port }, (info) => {
    log({ event: 'listening', url: `http://${config.host}:${info.port}`, mode: config.relay ? 'relay' : 'service' });
  });
  // An address that is not this machine's, or a port taken: the setting's one line, like any other bad setting.
  server.once('error', (error: NodeJS.ErrnoException) => {
    const setting = LISTEN_FAULTS[error.code ?? ''];
    if (!setting) throw error;
    const value = setting === 'HOST' ? config.host : String(config.port);
    console.error(`er-status: ${setting}=${value} cannot be listened on (${error.code}: ${error.message}).`);
    process.exit(2);
  });

  const stop = (signal: string) => {
    log({ event: 'stopping', signal });
    let closed = false;
    const exit = () => {
      if (closed) return;
      closed = true;
      // Feeds finish the write under way; then the store closes.
      void built.close().finally(() => {
        requests.flush();
        log({ event: 'stopped' });
        process.exit(0);
      });
    };
    // Stop accepting; in-flight requests finish; then the store closes.
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
  // PostgreSQL down at start: say so in one line (the URL is not repeated: it may hold a password).
  if (error instanceof ConfigError || error instanceof SourceError || error instanceof StoreUnavailableError) {
    console.error(`er-status: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
