// The v1 service as the server runs it: open the store, load the configured source (one log
// line, with the rows skipped per file), then serve from it.
import { createService, type Service } from '../service/service';
import { loadSource } from '../sources/source';
import { openStore, type Store } from '../store/store';
import type { ServerConfig } from './config';
import { log } from './log';

export interface RunningService {
  service: Service;
  store: Store;
  /** Stops the service's timers and closes the database. */
  close(): void;
}

export function startService(config: ServerConfig): RunningService {
  const store = openStore(config.db);
  try {
    const { info, report } = loadSource(store, config.source);
    const skipped = Object.values(report ?? {}).reduce((sum, file) => sum + file.skipped, 0);
    log({ event: 'source_loaded', kind: info.kind, snapshot_at: info.snapshotAt, skipped, files: report ?? undefined });
    const service = createService({ store, source: info, config: config.service, log });
    return {
      service,
      store,
      close() {
        service.close();
        store.close();
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}
