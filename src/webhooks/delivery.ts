// Where webhooks are delivered: in a worker thread with its own connection when the store is
// a file (the server), or in this thread (an in-memory store, and tests that stand in for
// sending). Both answer to the same three calls.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Store } from '../store/store';
import type { DeliveryWorkerData } from './delivery-worker';
import { createDispatcher, type Send } from './dispatcher';
import { sendWebhook } from './send';

export interface Delivery {
  start(): void;
  /** New events were recorded: send them now rather than at the next tick. */
  kick(): void;
  /** Stops; attempts under way finish first. */
  stop(): Promise<void>;
}

export interface DeliveryOptions {
  store: Store;
  allowPrivate: boolean;
  retrySchedule?: readonly number[];
  /** Stands in for sending (tests): delivery then runs in this thread. */
  send?: Send;
  now?: () => number;
  log: (fields: Record<string, unknown>) => void;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const { store, allowPrivate, retrySchedule, log } = options;
  if (store.path === ':memory:' || options.send || options.now) {
    return createDispatcher({
      store,
      retrySchedule,
      log,
      now: options.now,
      send:
        options.send ?? ((url, secret, event) => sendWebhook(url, secret, event, { timeoutMs: 10_000, allowPrivate })),
    });
  }
  let worker: Worker | null = null;
  let reporting: NodeJS.Timeout | undefined;
  return {
    start() {
      const workerData: DeliveryWorkerData = { db: store.path, allowPrivate, retrySchedule };
      worker = new Worker(new URL('./delivery-worker-entry.mjs', import.meta.url), { workerData });
      worker.on('message', (message: { log?: Record<string, unknown> } | string) => {
        if (typeof message === 'object' && message.log) log(message.log);
      });
      worker.on('error', (error) => log({ event: 'webhook_delivery_stopped', error: error.message }));
      worker.unref();
      // Delivery gives way to API answers: it is told how busy this thread's event loop is.
      let last = performance.eventLoopUtilization();
      reporting = setInterval(() => {
        const now = performance.eventLoopUtilization();
        worker?.postMessage({ load: performance.eventLoopUtilization(now, last).utilization });
        last = now;
      }, 100);
      reporting.unref();
    },
    kick() {
      worker?.postMessage('kick');
    },
    stop() {
      clearInterval(reporting);
      const running = worker;
      worker = null;
      if (!running || running.threadId === -1) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => resolve();
        running.once('exit', done);
        running.on('message', (message) => {
          if (message === 'stopped') void running.terminate();
        });
        // Held open while it stops, or the process could end before the attempts under way.
        running.ref();
        running.postMessage('stop');
        // A worker that does not stop in time is ended: its deliveries stay pending.
        setTimeout(() => void running.terminate(), 12_000).unref();
      });
    },
  };
}
