// Where a feed is polled (fetched, parsed and checked): in this thread (tests, with their own
// fetch and clock) or in one worker thread that every feed shares (the server), started on
// first use and again after a crash, so that a large payload never holds up an API answer.
import { Worker } from 'node:worker_threads';
import { type FeedAdapter, FeedError, type FeedErrorCode } from './adapter';
import type { FetchSettings, Validators } from './fetch-payload';
import { type Polled, pollFeed } from './read-feed';
import type { PollRequest } from './reader-worker';

export interface FeedReader {
  poll(adapter: FeedAdapter, url: string, validators: Validators): Promise<Polled>;
  close(): Promise<void>;
}

export function inlineReader(settings: FetchSettings, now: () => number): FeedReader {
  return {
    // Anything but a FeedError is the runtime's to name (parse_failed).
    poll: (adapter, url, validators) => pollFeed(adapter, url, validators, settings, now),
    async close() {},
  };
}

type Reply = { id: number; polled: Polled } | { id: number; error: { code: FeedErrorCode; message: string } };
type Pending = { resolve: (polled: Polled) => void; reject: (error: FeedError) => void };

/** Only adapters listed in feeds/index.ts can run here: the worker finds them by id. */
export function workerReader(settings: Omit<FetchSettings, 'fetch'>): FeedReader {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, Pending>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new FeedError('parse_failed', message));
    pending.clear();
    worker = null;
  };

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(new URL('./reader-worker-entry.mjs', import.meta.url));
    created.unref();
    created.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('polled' in reply) waiting.resolve(reply.polled);
      else waiting.reject(new FeedError(reply.error.code, reply.error.message));
    });
    created.on('error', (error) => failAll(`The feed reader stopped: ${error.message}`));
    created.on('exit', () => failAll('The feed reader stopped.'));
    worker = created;
    return created;
  }

  return {
    poll(adapter, url, validators) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        const request: PollRequest = { id, feed: adapter.id, url, validators, settings };
        started().postMessage(request);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
