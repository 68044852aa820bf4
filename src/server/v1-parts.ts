// The v1 service as an instance runs it: the server decides here which parts run in which role
// and hands the service what it needs — the rate limiter (by engine), webhook delivery and the
// event recorder, and the thread where the forecaster learns.
import { type HourLearner, inlineLearner, workerLearner } from '../forecast/hour-learner';
import { DEFAULT_SERVICE_CONFIG } from '../service/config';
import type { RateLimiter } from '../service/rate-limit';
import { createRateLimiter } from '../service/rate-limit';
import { createService, type Service, type ServiceParts } from '../service/service';
import { createSharedRateLimiter } from '../service/shared-rate-limit';
import { PgDb } from '../store/pg/sync-db';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { createDelivery } from '../webhooks/delivery';
import type { Send } from '../webhooks/dispatcher';
import { createEventRecorder } from '../webhooks/events';
import { webhookManager } from '../webhooks/manage';

type Log = (fields: Record<string, unknown>) => void;

export interface V1Options extends Pick<ServiceParts, 'config' | 'origin' | 'now' | 'feedAges' | 'trackedProvinces'> {
  log: Log;
  /** The origin of the links in webhook events (the ER pages): the configured public origin. */
  publicUrl?: string;
  /** This instance sends webhook deliveries (one that ingests; an api instance leaves it to that one). */
  delivers: boolean;
  /** This instance records wait.live / wait.stale (one that ingests: it sees each reading first). */
  recordsWaits: boolean;
  /**
   * Where the forecaster learns each hour: a worker thread (the server: the main thread only
   * sends the hour and takes the forecasts back), or this thread (tests that move the clock and
   * read answers right after a write).
   */
  forecastIn: 'worker' | 'this thread';
  /** Stand-ins for tests: how an attempt is sent, the retry schedule, the deliveries' clock. */
  delivery?: { send?: Send; retrySchedule?: readonly number[]; now?: () => number };
}

/** The v1 service over `store`; its `close` also stops the limiter, the recorder and delivery. */
export function startV1(store: Store, source: SourceInfo, options: V1Options): Service {
  const { log } = options;
  const config = { ...DEFAULT_SERVICE_CONFIG, ...options.config };
  const limiter = limiterFor(store, config.rateLimits, options.now ?? Date.now, log);
  // Deliveries run on the wall clock (a test's clock may stand still): retries, attempts, signatures.
  const deliveryNow = options.delivery?.now ?? Date.now;
  const delivery = options.delivers
    ? createDelivery({ store, log, allowPrivate: config.webhookAllowPrivate, ...options.delivery })
    : null;
  const kick = () => delivery?.kick();
  // Every role records closure events (a desk writes on any instance); only one that ingests sends them.
  const recorder = createEventRecorder(store, {
    now: deliveryNow,
    staleMinutes: config.staleMinutes,
    publicUrl: options.publicUrl ?? 'http://localhost',
    onRecorded: kick,
  });
  const onWaits = options.recordsWaits
    ? (waits: Parameters<typeof recorder.observeWaits>[0]) => {
        try {
          recorder.observeWaits(waits);
        } catch (error) {
          log({ event: 'webhook_wait_events_failed', error: String(error) });
        }
      }
    : undefined;
  const service = createService({
    ...options,
    store,
    source,
    limiter,
    learner: options.forecastIn === 'worker' ? (onLearned) => workerLearner(15, onLearned) : inlineLearner15,
    webhooks: webhookManager(store, { allowPrivate: config.webhookAllowPrivate, now: deliveryNow, onRecorded: kick }),
    onWaits,
  });
  delivery?.start();
  return {
    ...service,
    close(): Promise<void> {
      void service.close();
      void limiter.close?.();
      recorder.close();
      return delivery ? delivery.stop() : Promise.resolve();
    },
  };
}

const inlineLearner15 = (): HourLearner => inlineLearner(15);

/** One process counts in memory; instances sharing PostgreSQL count in it, together. */
function limiterFor(
  store: Store,
  limits: Parameters<typeof createRateLimiter>[0],
  now: () => number,
  log: Log,
): RateLimiter {
  return store.db instanceof PgDb
    ? createSharedRateLimiter(store.db.url, limits, Date.now, log)
    : createRateLimiter(limits, now);
}
