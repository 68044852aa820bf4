// A v1 service on an in-memory store for tests, with a hand-moved clock, a free and a
// commercial key made at test time, and a client that checks every 200 against the OpenAPI
// document the service serves.

import type { EnabledFeed } from '../ingest/runtime';
import { startV1, type V1Options } from '../server/v1-parts';
import type { ServiceConfig } from '../service/config';
import type { ServiceParts } from '../service/service';
import { loadSource } from '../sources/source';
import { openStore } from '../store/store';
import { type Clock, fakeClock } from './clock';
import { openApiValidator } from './openapi-validator';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, as a client does
  json: any;
}

export interface RequestOptions {
  method?: string;
  key?: string;
  headers?: Record<string, string>;
}

const BASE = 'http://er-status.test';

/** A client over a fetch handler; every 200 GET is validated against the served document. */
export function v1Client(fetch: (request: Request) => Response | Promise<Response>) {
  let validator: ReturnType<typeof openApiValidator> | null = null;

  async function send(path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers = new Headers(options.headers);
    if (options.key !== undefined) headers.set('X-API-Key', options.key);
    const response = await fetch(new Request(BASE + path, { method: options.method ?? 'GET', headers }));
    const text = await response.text();
    const mediaType = response.headers.get('content-type')?.split(';')[0] ?? '';
    const json = mediaType === 'application/json' && text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    async request(path: string, options: RequestOptions = {}): Promise<Answer> {
      const answer = await send(path, options);
      const method = options.method ?? 'GET';
      if (answer.status === 200 && method === 'GET') {
        validator ??= openApiValidator((await send('/api/v1/openapi.json')).json);
        const pathname = new URL(BASE + path).pathname;
        const mediaType = answer.headers.get('content-type')?.split(';')[0] ?? '';
        validator.check(pathname, method, 200, mediaType, answer.json ?? answer.text);
      }
      return answer;
    },
  };
}

export interface TestServiceOptions {
  /** A dataset directory (ER_DATA); the sample when absent. */
  dataDir?: string;
  /** Live feeds (ER_SOURCES): the store is made ready for them; the test drives the runtime. */
  feeds?: EnabledFeed[];
  config?: Partial<ServiceConfig>;
  clock?: Clock;
  /** A database file (ER_DB); in memory when absent. */
  db?: string;
  /** Webhook delivery: stand-ins for sending, and whether to deliver and record wait events at all. */
  webhooks?: V1Options['delivery'] & { deliver?: boolean; observeWaits?: boolean };
  /** The public origin of links made without a request (webhook events' links). */
  publicUrl?: string;
  /** The live feeds' health, for the answers' data_as_of (the server gives the ingest runtime's). */
  feedAges?: ServiceParts['feedAges'];
  /** Where a closure source is on (the server computes it: server/closure-coverage.ts). */
  trackedProvinces?: ServiceParts['trackedProvinces'];
}

export function testService(options: TestServiceOptions = {}) {
  const clock = options.clock ?? fakeClock();
  const store = openStore(options.db ?? ':memory:');
  const settings = { dataDir: options.dataDir ?? null, feeds: options.feeds, attribution: null, attributionUrl: null };
  const { info } = loadSource(store, settings, clock.now());
  const logs: Record<string, unknown>[] = [];
  const { deliver, observeWaits, ...delivery } = options.webhooks ?? {};
  const service = startV1(store, info, {
    config: options.config,
    now: clock.now,
    log: (fields) => logs.push(fields),
    delivers: deliver !== false,
    recordsWaits: observeWaits !== false,
    delivery,
    publicUrl: options.publicUrl,
    feedAges: options.feedAges,
    trackedProvinces: options.trackedProvinces,
    // The tests move the clock and read answers right after a write: the forecaster learns in this thread.
    forecastIn: 'this thread',
  });
  const keys = {
    free: service.createKey({ tier: 'free', name: 'Free Reader' }).key,
    commercial: service.createKey({ tier: 'commercial', name: 'Acme Media' }).key,
  };
  const client = v1Client(service.fetch);
  return {
    store,
    service,
    clock,
    logs,
    keys,
    request: client.request,
    /** GET with the commercial key (the default for tests that are not about keys). */
    get: (path: string, key: string = keys.commercial, headers: Record<string, string> = {}) =>
      client.request(path, { key, headers }),
    /** Stops the service (webhook attempts under way finish), then closes the store. */
    close(): Promise<void> {
      return service.close().finally(() => store.close());
    },
  };
}

export type TestService = ReturnType<typeof testService>;
