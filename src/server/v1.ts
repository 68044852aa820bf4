// The v1 service as the server runs it: open the store, load the configured source (one log
// line, with the rows skipped per file), then serve from it. In live mode (ER_SOURCES) the
// ingestion runtime polls the feeds into the same store; the service rebuilds after each write.
// An api instance (ER_ROLE=api) loads nothing: it answers from what the ingest instance wrote,
// described as that instance described it, and neither delivers webhooks nor records wait events.
import { statSync } from 'node:fs';
import { type AlertRuntime, startAlerts } from '../alerts/runtime';
import { workerReader } from '../ingest/reader';
import type { RegistryMerge } from '../ingest/relink';
import { createIngest, fetchSettings, type Ingest } from '../ingest/runtime';
import { createScheduleClock } from '../ingest/schedule-clock';
import type { Service } from '../service/service';
import { loadSource } from '../sources/source';
import { StoreUnavailableError } from '../store/db';
import { isPostgresUrl } from '../store/pg/sync-db';
import type { SourceInfo } from '../store/rows';
import { openStore, type Store } from '../store/store';
import { trackedProvinces } from './closure-coverage';
import { ConfigError, type ServerConfig } from './config';
import { log } from './log';
import { configuredOrigin, publicOrigin } from './public-origin';
import { startV1 } from './v1-parts';

export interface RunningService {
  service: Service;
  store: Store;
  /** Live mode: the feeds being polled. */
  ingest: Ingest | null;
  role: ServerConfig['role'];
  /** ERs the feeds had added that this start made the registry's (ER_REGISTRY given after them). */
  merged: RegistryMerge[];
  /** Alerts for people: the outbox recorder, the sign-ups, and the sender where this instance sends. */
  alerts: AlertRuntime;
  /** Stops the feeds and the service's timers and closes the database. */
  close(): Promise<void>;
}

/**
 * The store ER_DB names, or a ConfigError naming ER_DB when it cannot be used: a folder that
 * cannot be made or written, a read-only file, a directory, a file that is not a database.
 */
function openConfiguredStore(db: string): Store {
  try {
    return openStore(db);
  } catch (error) {
    if (error instanceof StoreUnavailableError || isPostgresUrl(db)) throw error;
    const reason = notAFile(db) ?? (error instanceof Error ? error.message.split('\n')[0] : String(error));
    throw new ConfigError(
      `ER_DB=${db} cannot be used as the store (${reason}): give a SQLite file this server can create and write, in a folder it can write.`,
    );
  }
}

/** Why an existing path cannot be a store file, when it is not a file at all (a folder, a device). */
function notAFile(path: string): string | null {
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) return 'it is a folder';
    return stats.isFile() ? null : 'it is not a regular file';
  } catch {
    return null;
  }
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

/** Alerts on this instance: every role records and serves the pages; only one that ingests sends. */
const alertsOf = (store: Store, config: ServerConfig, apiBusy?: () => boolean) =>
  startAlerts({ store, settings: config.alerts, origin: config.publicUrl, sends: config.role !== 'api', log, apiBusy });

/** `apiBusy`: true while this process's API answers need the thread (the alert senders give way). */
export function startService(config: ServerConfig, apiBusy?: () => boolean): RunningService {
  const store = openConfiguredStore(config.db);
  try {
    if (config.role === 'api') {
      const source = awaitSource(store);
      // An api instance neither delivers webhooks nor records wait events: the ingest instance does.
      const service = startV1(store, source, {
        config: config.service,
        origin: publicOrigin(config).of,
        publicUrl: configuredOrigin(config),
        log,
        delivers: false,
        recordsWaits: false,
        forecastIn: 'worker',
        trackedProvinces: trackedProvinces(store, source.kind, config.source.feeds),
      });
      const alerts = alertsOf(store, config, apiBusy);
      return {
        service,
        store,
        ingest: null,
        role: 'api',
        merged: [],
        alerts,
        close: () =>
          Promise.all([service.close(), alerts.close()]).then(
            () => store.close(),
            () => store.close(),
          ),
      };
    }
    const { info, report, merged } = loadSource(store, config.source);
    const skipped = Object.values(report ?? {}).reduce((sum, file) => sum + file.skipped, 0);
    log({ event: 'source_loaded', kind: info.kind, snapshot_at: info.snapshotAt, skipped, files: report ?? undefined });
    if (merged.length > 0) {
      const detail = `${merged.length} ERs the feeds had added are now the registry's (ER_REGISTRY), with their data`;
      log({ event: 'registry_merged', detail, merged: merged.length, ers: merged });
    }
    let ingest: Ingest | null = null;
    // Answers say how old the data is when a feed's is past its cadence (contract/feed-age.ts).
    const feedAges = () => ingest?.health() ?? [];
    const feeds = config.source.feeds;
    const service = startV1(store, info, {
      config: config.service,
      origin: publicOrigin(config).of,
      publicUrl: configuredOrigin(config),
      log,
      delivers: true,
      recordsWaits: true,
      forecastIn: 'worker',
      feedAges,
      trackedProvinces: trackedProvinces(store, info.kind, feeds),
    });
    // Feeds are fetched and parsed in a worker thread: a large payload never holds up an API answer.
    ingest = feeds ? createIngest({ feeds, store, log, reader: workerReader(fetchSettings()) }) : null;
    ingest?.start();
    // Scheduled windows take effect at their own moments, here where the data is written.
    const schedule = createScheduleClock({ store, log });
    schedule.start();
    const alerts = alertsOf(store, config, apiBusy);
    alerts.sender?.start(service.onReload);
    alerts.pushSender?.start(service.onReload);
    return {
      service,
      store,
      ingest,
      role: config.role,
      merged,
      alerts,
      close() {
        // Polls and webhook attempts under way finish their write before the database closes.
        schedule.stop();
        return Promise.all([service.close(), ingest?.stop(), alerts.close()]).then(
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
