// The server reads feeds in its worker thread, which finds an adapter by id among the registered
// feeds: a notice feed (page reader and interpreter) must read there as it does in this thread.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startFeedServer } from '../testing/feed-server';
import { FeedError } from './adapter';
import { feedById } from './feeds';
import { type FeedReader, inlineReader, workerReader } from './reader';
import { fetchSettings } from './runtime';

const PAGE = readFileSync(new URL('./feeds/fixtures/ns-service-statuses.html', import.meta.url));
const NONE = { etag: null, lastModified: null };
let reader: FeedReader | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;

afterEach(async () => {
  await reader?.close();
  await server?.close();
  reader = undefined;
  server = undefined;
});

describe('a notice feed in the feed reader worker', () => {
  it('reads the NS page there as in this thread, and refuses an error page with its code', async () => {
    const ns = feedById('ns');
    if (!ns) throw new Error('ns is not registered');
    server = await startFeedServer({ kind: 'payload', body: PAGE, contentType: 'text/html' });
    reader = workerReader(fetchSettings());
    const inWorker = await reader.poll(ns, server.url, NONE);
    if (!inWorker.changed) throw new Error('the worker should bring the page');
    const inline = await inlineReader({ fetch, ...fetchSettings() }, () => inWorker.fetchedAt).poll(
      ns,
      server.url,
      NONE,
    );
    if (!inline.changed) throw new Error('both reads should bring the page');
    expect(inWorker.read).toEqual(inline.read);

    server.set({ kind: 'payload', body: '<html><head><title>Access denied</title></head><body></body></html>' });
    const refused = await reader.poll(ns, server.url, NONE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FeedError);
    expect((refused as FeedError).code).toBe('html_error_page');
  });
});
