// Where a payload is read (parsed and checked): in this thread (tests, the CLI) or in one
// worker thread that every feed shares (the server), started on first use and again after a crash.
import { Worker } from 'node:worker_threads';
import { type FeedAdapter, FeedError, type FeedErrorCode } from './adapter';
import type { ParseRequest } from './parse-worker';
import { type ReadFeed, readFeed } from './read-feed';

export interface Parser {
  read(adapter: FeedAdapter, bytes: Uint8Array, fetchedAt: number): Promise<ReadFeed>;
  close(): Promise<void>;
}

export function inlineParser(): Parser {
  return {
    async read(adapter, bytes, fetchedAt) {
      try {
        return readFeed(adapter, bytes, fetchedAt);
      } catch (error) {
        if (error instanceof FeedError) throw error;
        throw new FeedError('parse_failed', error instanceof Error ? error.message : String(error));
      }
    },
    async close() {},
  };
}

type Reply = { id: number; read: ReadFeed } | { id: number; error: { code: FeedErrorCode; message: string } };
type Pending = { resolve: (read: ReadFeed) => void; reject: (error: FeedError) => void };

/** Only adapters listed in feeds/index.ts can run here: the worker finds them by id. */
export function workerParser(): Parser {
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
    const created = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url));
    created.unref();
    created.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('read' in reply) waiting.resolve(reply.read);
      else waiting.reject(new FeedError(reply.error.code, reply.error.message));
    });
    created.on('error', (error) => failAll(`The parser stopped: ${error.message}`));
    created.on('exit', () => failAll('The parser stopped.'));
    worker = created;
    return created;
  }

  return {
    read(adapter, bytes, fetchedAt) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        const request: ParseRequest = { id, feed: adapter.id, bytes, fetchedAt };
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
