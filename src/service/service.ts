// The v1 service over the parts the server gives it (server/v1-parts.ts): the answers kept
// current, the key cache, the routes, and the key operations the server and the CLI need.
import type { FeedAge } from '../contract/feed-age';
import type { ProvinceCode } from '../contract/provinces';
import type { Wait } from '../contract/resources';
import type { HourLearner } from '../forecast/hour-learner';
import type { SourceInfo, Tier } from '../store/rows';
import type { Store } from '../store/store';
import type { WebhookManager } from '../webhooks/manage';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from './config';
import { createKeyCache } from './key-cache';
import { createKey, type NewKey, revokeKey, revokeKeysNamed } from './keys';
import { LiveAnswers } from './live-answers';
import type { RateLimiter } from './rate-limit';
import { v1Routes } from './routes';

export interface ServiceParts {
  store: Store;
  /** What the store holds, as the source loader described it. */
  source: SourceInfo;
  config?: Partial<ServiceConfig>;
  /** Counts each key's requests (in memory, or in PostgreSQL shared by several instances). */
  limiter: RateLimiter;
  /** Where the forecaster learns each hour; `onLearned` rebuilds the answers when its forecasts are back. */
  learner: (onLearned: () => void) => HourLearner;
  /** The webhook endpoints of each key (/api/v1/webhooks). */
  webhooks: WebhookManager;
  /** Told of every ER's wait at each rebuild, where this instance records wait events. */
  onWaits?: (waits: readonly Wait[]) => void;
  /**
   * The origin of this server's own absolute URLs (the licensing link) for a request: the
   * server's public origin. Without it, the request's own (tests of the service alone).
   */
  origin?: (request: Request) => string;
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
  /** One structured line per event; never given a key, only its prefix. */
  log?: (fields: Record<string, unknown>) => void;
  /** The live feeds the data comes from (the ingest runtime's health), for `data_as_of`. */
  feedAges?: () => readonly FeedAge[];
  /** Where a closure source is on (server/closure-coverage.ts), for `tracked_provinces`. */
  trackedProvinces?: () => readonly ProvinceCode[];
}

export type Service = ReturnType<typeof createService>;

export function createService(parts: ServiceParts) {
  const { store, source, webhooks } = parts;
  const config: ServiceConfig = { ...DEFAULT_SERVICE_CONFIG, ...parts.config };
  const now = parts.now ?? Date.now;
  const originOf = parts.origin ?? ((request: Request) => new URL(request.url).origin);
  const log = parts.log ?? ((fields) => process.stdout.write(`${JSON.stringify(fields)}\n`));
  const live = new LiveAnswers({ ...parts, staleMinutes: config.staleMinutes, now, log });
  const keys = createKeyCache(store, now);
  const unwatch = watchStore(store, { keys: () => keys.clear(), data: () => live.reload() }, log);
  const routes = v1Routes({
    store,
    source,
    config,
    live,
    webhooks,
    now,
    log,
    keys,
    limiter: parts.limiter,
    licensing: (request) => config.licensingUrl ?? new URL('/#licensing', originOf(request)).href,
    admitted: () => live.refreshIfDue(),
  });

  return {
    routes,
    /** `env` is @hono/node-server's (`{ incoming, outgoing }`) when the server passes it on. */
    fetch: (request: Request, env?: unknown) => routes.fetch(request, env),
    source,
    /** Creates a key in the store; it works at once in this process. */
    createKey(input: { tier: Tier; name: string }): NewKey {
      const created = createKey(store, input, now());
      // Known from the start, without a query: it keeps working while the store cannot be
      // reached (the proxy's own key).
      keys.remember(created.key, { prefix: created.prefix, tier: input.tier, name: input.name.trim() });
      return created;
    },
    revokeKey(prefix: string): boolean {
      const revoked = revokeKey(store, prefix, now());
      keys.clear();
      return revoked;
    },
    /** Revokes every active key of this licensee (the server's own `embed` keys of earlier runs). */
    revokeKeysNamed(name: string): string[] {
      const revoked = revokeKeysNamed(store, name, now());
      keys.clear();
      return revoked;
    },
    webhooks,
    /** Calls `listener` after the answers were rebuilt from the store (a write here or elsewhere). */
    onReload: (listener: () => void) => live.onReload(listener),
    /** Stops the watch, the timers and the forecaster; the store stays open (its owner closes it). */
    close(): Promise<void> {
      unwatch();
      return live.close();
    },
  };
}

/**
 * Data written and keys made or revoked by another process (an ingest instance, a loader, the
 * keys CLI) show up within a second; the webhook thread's writes are neither.
 */
function watchStore(
  store: Store,
  on: { keys: () => void; data: () => void },
  log: (fields: Record<string, unknown>) => void,
): () => void {
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) log({ event: 'store_watch_failed', error: String(error) });
    failing = true;
  };
  return store.watch((changed) => {
    try {
      if (changed.keys) on.keys();
      if (changed.data) on.data();
      failing = false;
    } catch (error) {
      failed(error);
    }
  }, failed);
}
