// Delivers the outbox: at least once, each endpoint's events in order (only the oldest pending
// event of an endpoint is ever sent), many endpoints at a time, a failed attempt retried on the
// schedule below (about 24 hours in all), after which the endpoint is disabled with the reason
// for its owner. It reads the outbox from the store on every tick, so events recorded by another
// process (the keys CLI's test events) go out too, and nothing pending is lost to a restart.

import { RETRY_SCHEDULE_MS } from '../contract/webhooks';
import type { Store } from '../store/store';
import type { DueDelivery, Settled } from '../store/webhooks';
import { giveWay as giveWayTo } from '../workers/give-way';
import type { AttemptResult } from './send';

const EVENTS_KEPT_S = 7 * 86_400;
/** Deliveries of one endpoint sent before their attempts are recorded together. */
const BATCH = 20;

export type Send = (url: string, secret: string, event: { id: string; body: string }) => Promise<AttemptResult>;

export interface DispatcherOptions {
  store: Store;
  send: Send;
  now?: () => number;
  retrySchedule?: readonly number[];
  /** Endpoints sent to at the same time. */
  concurrency?: number;
  /** How often the outbox is read when nothing told us of new events. */
  tickMs?: number;
  /** True while API answers need the CPU: each attempt then waits, up to a second, for it to ease. */
  apiBusy?: () => boolean;
  log?: (fields: Record<string, unknown>) => void;
}

/**
 * Sends to one endpoint until its queue has nothing due, each event after the one before,
 * and records the attempts a batch at a time (one short write for many deliveries): a crash
 * before a batch is recorded only sends its events again, with the same webhook-id.
 */
function endpointServer(options: DispatcherOptions, stopped: () => boolean): (first: DueDelivery) => Promise<void> {
  const { store, send } = options;
  const now = options.now ?? Date.now;
  const schedule = options.retrySchedule ?? RETRY_SCHEDULE_MS;
  const log = options.log ?? (() => {});

  /** Waits while the API is busy, at most a second: delivery slows under load, never stops. */
  const giveWay = giveWayTo({ busy: () => options.apiBusy?.() ?? false, maxMs: 1000, stopped });

  function settlement(delivery: DueDelivery, result: AttemptResult): Settled {
    const wait = schedule[delivery.attempts];
    return {
      delivery,
      attempt: {
        endpoint_id: delivery.endpoint_id,
        event_id: delivery.event_id,
        event_type: delivery.event_type,
        at: result.at,
        outcome: result.ok ? 'delivered' : 'failed',
        response_status: result.status,
        error: result.error,
        duration_ms: Math.round(result.durationMs),
      },
      retryAt: result.ok || wait === undefined ? null : now() + wait,
    };
  }

  function disable(delivery: DueDelivery, error: string | null): void {
    const reason = `Every attempt to deliver ${delivery.event_id} (${delivery.attempts + 1} attempts over about 24 hours) failed; the last one: ${error ?? 'no answer'}. Delete this endpoint and create it again once it answers 2xx.`;
    store.webhooks.disable(delivery.endpoint_id, now(), reason);
    log({ event: 'webhook_endpoint_disabled', endpoint: delivery.endpoint_id, error });
  }

  return async function serve(first: DueDelivery): Promise<void> {
    let batch: DueDelivery[] = [first, ...store.webhooks.queueOf(first.endpoint_id, now(), BATCH).slice(1)];
    while (batch.length > 0 && !stopped()) {
      const settled: Settled[] = [];
      for (const delivery of batch) {
        await giveWay();
        const result = await send(delivery.url, delivery.secret, { id: delivery.event_id, body: delivery.body });
        if (stopped() && !result.ok) break; // shutting down: the delivery stays pending as it was
        settled.push(settlement(delivery, result));
        if (!result.ok) break;
      }
      store.webhooks.settle(settled);
      const last = settled.at(-1);
      if (!last || last.attempt.outcome === 'failed') {
        if (last?.retryAt === null) disable(last.delivery, last.attempt.error);
        return;
      }
      batch = store.webhooks.queueOf(first.endpoint_id, now(), BATCH);
    }
  };
}

export function createDispatcher(options: DispatcherOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? 32;
  const log = options.log ?? (() => {});
  const inFlight = new Set<string>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let pumpScheduled = false;
  /** True when the last pump found more endpoints due than it had slots for. */
  let waiting = false;
  let prunedAt = 0;

  const serve = endpointServer(options, () => stopped);

  /** Starts serving every endpoint with a delivery due, as many at a time as allowed. */
  function pump(): void {
    if (stopped) return;
    // Deliveries of new events first, in their order, a batch at a time.
    for (let made = store.webhooks.fanOut(now()); made > 0; made = store.webhooks.fanOut(now()));
    const free = concurrency - inFlight.size;
    if (free <= 0) return;
    const due = store.webhooks
      .due(now(), concurrency + inFlight.size)
      .filter((delivery) => !inFlight.has(delivery.endpoint_id))
      .slice(0, free);
    for (const delivery of due) {
      inFlight.add(delivery.endpoint_id);
      const task: Promise<void> = serve(delivery)
        .catch((error) =>
          log({ event: 'webhook_attempt_failed', endpoint: delivery.endpoint_id, error: String(error) }),
        )
        .finally(() => {
          inFlight.delete(delivery.endpoint_id);
          running.delete(task);
          // A slot is free: another endpoint may be waiting for it.
          if (waiting) schedulePump();
        });
      running.add(task);
    }
    waiting = due.length === free;
  }

  /** Many events recorded at once ask for one pump, not one each. */
  function schedulePump(): void {
    if (pumpScheduled || stopped) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      try {
        pump();
      } catch (error) {
        log({ event: 'webhook_dispatch_failed', error: String(error) });
      }
    });
  }

  function tick(): void {
    if (stopped) return;
    try {
      pump();
      // Events every endpoint has had (or given up on) are kept a week, for looking into a delivery.
      if (now() - prunedAt > 3_600_000) {
        prunedAt = now();
        store.webhooks.prune(Math.floor(prunedAt / 1000) - EVENTS_KEPT_S);
      }
    } catch (error) {
      // A busy or failing store must not stop delivery for good: the next tick tries again.
      log({ event: 'webhook_dispatch_failed', error: String(error) });
    }
    timer = setTimeout(tick, options.tickMs ?? 1000);
    timer.unref();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** New events were recorded: send them now rather than at the next tick. */
    kick(): void {
      schedulePump();
    },
    /** Stops sending; attempts under way finish (a failure among them is retried after a restart). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
