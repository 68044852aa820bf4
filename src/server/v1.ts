// The v1 service as the server runs it: open the store, load the configured source (one log
// line, with the rows skipped per file), then serve from it. In live mode (ER_SOURCES) the
// ingestion runtime polls the feeds into the same store; the service rebuilds after each write.
import { workerReader } from '../ingest/reader';
import { createIngest, fetchSettings, type Ingest } from '../ingest/runtime';
import { createService, type Service } from '../service/service';
import { loadSource } from '../sources/source';
import { openStore, type Store } from '../store/store';
import type { ServerConfig } from './config';
import { log } from './log';

export interface RunningService {
  service: Service;
  store: Store;
  /** Live mode: the feeds being polled. */
  ingest: Ingest | null;
  /** Stops the feeds and the service's timers and closes the database. */
  close(): Promise<void>;
}

export function startService(config: ServerConfig): RunningService {
  const store = openStore(config.db);
  try {
    const { info, report } = loadSource(store, config.source);
    const skipped = Object.values(report ?? {}).reduce((sum, file) => sum + file.skipped, 0);
    log({ event: 'source_loaded', kind: info.kind, snapshot_at: info.snapshotAt, skipped, files: report ?? undefined });
    const service = createService({ store, source: info, config: config.service, log });
    const feeds = config.source.feeds;
    // Feeds are fetched and parsed in a worker thread: a large payload never holds up an API answer.
    const ingest = feeds ? createIngest({ feeds, store, log, reader: workerReader(fetchSettings()) }) : null;
    ingest?.start();
    return {
      service,
      store,
      ingest,
      close() {
        // Polls and webhook attempts under way finish their write before the database closes.
        return Promise.all([service.close(), ingest?.stop()]).then(
          () => store.close(),
          () => store.close(),
        );
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}
