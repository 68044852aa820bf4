// Webhook delivery in a worker thread with its own connection to the store's file, so that
// sending thousands of deliveries never competes with API answers for the main event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../store/store';
import { lowerThisThreadsPriority } from '../workers/low-priority';
import { createDispatcher } from './dispatcher';
import { sendWebhook } from './send';

/** Above this share of its time busy, the main thread is answering requests flat out. */
const API_BUSY = 0.5;

export interface DeliveryWorkerData {
  db: string;
  allowPrivate: boolean;
  retrySchedule?: readonly number[];
}

const { db, allowPrivate, retrySchedule } = workerData as DeliveryWorkerData;
/** The main thread's event-loop utilisation, as it last reported it (0 to 1). */
let apiLoad = 0;
lowerThisThreadsPriority();
const store = openStore(db);
const dispatcher = createDispatcher({
  store,
  retrySchedule,
  send: (url, secret, event) => sendWebhook(url, secret, event, { timeoutMs: 10_000, allowPrivate }),
  log: (fields) => parentPort?.postMessage({ log: fields }),
  apiBusy: () => apiLoad > API_BUSY,
});
dispatcher.start();

parentPort?.on('message', async (message: 'kick' | 'stop' | { load: number }) => {
  if (typeof message === 'object') {
    apiLoad = message.load;
    return;
  }
  if (message === 'kick') return dispatcher.kick();
  await dispatcher.stop();
  store.close();
  parentPort?.postMessage('stopped');
});
