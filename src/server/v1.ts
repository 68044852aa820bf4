// The v1 service as the server runs it: open the store, load the configured source (one log
// line, with the rows skipped per file), then serve from it. In live mode (ER_SOURCES) the
// ingestion runtime polls the feeds into the same store; the service rebuilds after each write.
// An api instance (ER_ROLE=api) loads nothing: it answers from what the ingest instance wrote,
// described as that instance described it, and neither delivers webhooks nor records wait events.
import { workerReader } from '../ingest/reader';
import { createIngest, fetchSettings, type Ingest } from '../ingest/runtime';
import { createScheduleClock } from '../ingest/schedule-clock';
import { createService, type Service } from '../service/service';
import { loadSource } from '../sources/source';
import type { SourceInfo } from '../store/rows';
import { openStore, type Store } from '../store/store';
import { trackedProvinces } from './closure-coverage';
import { ConfigError, type ServerConfig } from './config';
import { log } from './log';

export interface RunningService {
  service: Service;
  store: Store;
  /** Live mode: the feeds being polled. */
  ingest: Ingest | null;
  role: ServerConfig['role'];
  /** Stops the feeds and the service's timers and closes the database. */
  close(): Promise<void>;
}

/** How long an api instance waits, at start, for an ingest instance to have loaded the data. */
const SOURCE_WAIT_MS = 120_000;

/** The source an ingest instance described, waiting for it at start (nothing is served meanwhile). */
function awaitSource(store: Store): SourceInfo {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + SOURCE_WAIT_MS;
  let told = false;
  for (;;) {
    const info = store.source.info();
    if (info) return info;
    if (Date.now() > until) {
      throw new ConfigError('No ingest instance has loaded data into ER_DB: start one with ER_ROLE=ingest (or all).');
    }
    if (!told) log({ event: 'waiting_for_ingest', detail: 'no data in the store yet; an ingest instance loads it' });
    told = true;
    Atomics.wait(pause, 0, 0, 250);
  }
}

export function startService(config: ServerConfig): RunningService {
  const store = openStore(config.db);
  try {
    if (config.role === 'api') {
      const source = awaitSource(store);
      const service = createService({
        store,
        source,
        config: config.service,
        log,
        webhooks: { deliver: false, observeWaits: false },
        trackedProvinces: trackedProvinces(store, source.kind, config.source.feeds),
      });
      return { service, store, ingest: null, role: 'api', close: () => service.close().finally(() => store.close()) };
    }
    const { info, report } = loadSource(store, config.source);
    const skipped = Object.values(report ?? {}).reduce((sum, file) => sum + file.skipped, 0);
    log({ event: 'source_loaded', kind: info.kind, snapshot_at: info.snapshotAt, skipped, files: report ?? undefined });
    let ingest: Ingest | null = null;
    // Answers say how old the data is when a feed's is past its cadence (contract/feed-age.ts).
    const feedAges = () => ingest?.health() ?? [];
    const feeds = config.source.feeds;
    const service = createService({
      store,
      source: info,
      config: config.service,
      log,
      feedAges,
      trackedProvinces: trackedProvinces(store, info.kind, feeds),
    });
    // Feeds are fetched and parsed in a worker thread: a large payload never holds up an API answer.
    ingest = feeds ? createIngest({ feeds, store, log, reader: workerReader(fetchSettings()) }) : null;
    ingest?.start();
    // Scheduled windows take effect at their own moments, here where the data is written.
    const schedule = createScheduleClock({ store, log });
    schedule.start();
    return {
      service,
      store,
      ingest,
      role: config.role,
      close() {
        // Polls and webhook attempts under way finish their write before the database closes.
        schedule.stop();
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
