// The feed reader's worker thread: fetches, parses and checks a payload (read-feed.ts) and
// sends back only what the runtime keeps.
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../workers/low-priority';
import { FeedError } from './adapter';
import { feedById } from './feeds';
import type { FetchSettings, Validators } from './fetch-payload';
import { pollFeed } from './read-feed';

export interface PollRequest {
  id: number;
  feed: string;
  url: string;
  validators: Validators;
  settings: Omit<FetchSettings, 'fetch'>;
}

lowerThisThreadsPriority();

parentPort?.on('message', async ({ id, feed, url, validators, settings }: PollRequest) => {
  try {
    const adapter = feedById(feed);
    if (!adapter) throw new FeedError('parse_failed', `No adapter for the feed ${feed}.`);
    const polled = await pollFeed(adapter, url, validators, { ...settings, fetch }, Date.now);
    parentPort?.postMessage({ id, polled });
  } catch (error) {
    const code = error instanceof FeedError ? error.code : 'parse_failed';
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ id, error: { code, message } });
  }
});
