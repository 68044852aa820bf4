// Webhook delivery in a worker thread with its own connection to the store's file, so that
// sending thousands of deliveries never competes with API answers for the main event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { StoreUnavailableError } from '../store/db';
import { openStore, type Store } from '../store/store';
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
const log = (fields: Record<string, unknown>) => parentPort?.postMessage({ log: fields });
let stopping = false;

/** The store, once it can be reached: PostgreSQL may be down when the server starts. */
async function openWhenReachable(): Promise<Store | null> {
  for (let told = false; !stopping; told = true) {
    try {
      return openStore(db);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      if (!told) log({ event: 'webhook_delivery_waiting', error: error.message });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return null;
}

const opening = openWhenReachable().then((store) => {
  if (!store) return null;
  const dispatcher = createDispatcher({
    store,
    retrySchedule,
    send: (url, secret, event) => sendWebhook(url, secret, event, { timeoutMs: 10_000, allowPrivate }),
    log,
    apiBusy: () => apiLoad > API_BUSY,
  });
  dispatcher.start();
  return { store, dispatcher };
});

parentPort?.on('message', async (message: 'kick' | 'stop' | { load: number }) => {
  if (typeof message === 'object') {
    apiLoad = message.load;
    return;
  }
  if (message === 'kick') return void (await opening)?.dispatcher.kick();
  stopping = true;
  const running = await opening;
  await running?.dispatcher.stop();
  running?.store.close();
  parentPort?.postMessage('stopped');
});
