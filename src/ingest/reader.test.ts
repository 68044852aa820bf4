import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFeedServer } from '../testing/feed-server';
import { FeedError } from './adapter';
import { feedById } from './feeds';
import { abFeed } from './feeds/ab';
import { type FeedReader, inlineReader, workerReader } from './reader';
import { fetchSettings } from './runtime';

const FIXTURE = readFileSync(join(import.meta.dirname, 'feeds', 'fixtures', 'ab-waittimes.json'));
/** A notice page: the worker finds its adapter by id among the registered feeds, page reader and interpreter included. */
const NS_PAGE = readFileSync(join(import.meta.dirname, 'feeds', 'fixtures', 'ns-service-statuses.html'));
const NONE = { etag: null, lastModified: null };
let reader: FeedReader | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;

afterEach(async () => {
  await reader?.close();
  await server?.close();
  reader = undefined;
  server = undefined;
});

describe('the feed reader worker', () => {
  it('fetches and reads a feed as this thread does, with its validators for the next request', async () => {
    server = await startFeedServer({ kind: 'payload', body: FIXTURE, etag: '"v7"' });
    reader = workerReader(fetchSettings());
    const inWorker = await reader.poll(abFeed, server.url, NONE);
    if (!inWorker.changed) throw new Error('the worker should bring the payload');
    // Read at the worker's moment: this feed's times are the time of the reading, and two reads
    // a second apart would differ by that second (as they did on CI).
    const clock = () => inWorker.fetchedAt;
    const inline = await inlineReader({ fetch, ...fetchSettings() }, clock).poll(abFeed, server.url, NONE);
    if (!inline.changed) throw new Error('both reads should bring the payload');
    expect(inWorker.read).toEqual(inline.read);
    expect(inWorker.read.records.length).toBeGreaterThan(0);
    expect(inWorker.validators.etag).toBe('"v7"');
    expect(await reader.poll(abFeed, server.url, inWorker.validators)).toEqual({ changed: false });
  });

  it('reports a refused payload as a FeedError with its code, and reads the next one', async () => {
    server = await startFeedServer({
      kind: 'payload',
      body: '<!DOCTYPE html><html><body>Down for maintenance</body></html>',
    });
    reader = workerReader(fetchSettings());
    const refused = await reader.poll(abFeed, server.url, NONE).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FeedError);
    expect((refused as FeedError).code).toBe('html_error_page');
    server.set({ kind: 'payload', body: FIXTURE });
    expect(await reader.poll(abFeed, server.url, NONE)).toMatchObject({ changed: true });
  });
});

describe('a notice feed in the feed reader worker', () => {
  it('reads the NS page there as in this thread, and refuses an error page with its code', async () => {
    const ns = feedById('ns');
    if (!ns) throw new Error('ns is not registered');
    server = await startFeedServer({ kind: 'payload', body: NS_PAGE, contentType: 'text/html' });
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
