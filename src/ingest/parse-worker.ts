// Reads feed payloads off the main thread (parse and check), so that a large payload never
// holds up an API answer.
import { parentPort } from 'node:worker_threads';
import { FeedError } from './adapter';
import { feedById } from './feeds';
import { readFeed } from './read-feed';

export interface ParseRequest {
  id: number;
  feed: string;
  bytes: Uint8Array;
  fetchedAt: number;
}

parentPort?.on('message', ({ id, feed, bytes, fetchedAt }: ParseRequest) => {
  try {
    const adapter = feedById(feed);
    if (!adapter) throw new FeedError('parse_failed', `No parser for the feed ${feed}.`);
    parentPort?.postMessage({ id, read: readFeed(adapter, bytes, fetchedAt) });
  } catch (error) {
    const code = error instanceof FeedError ? error.code : 'parse_failed';
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ id, error: { code, message } });
  }
});
