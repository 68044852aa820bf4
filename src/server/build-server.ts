// Puts the parts together from the configuration: relay mode when ERSTAT_API_KEY is set,
// otherwise service mode over the local store.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { type Credit, locationOf } from '../contract/embed';
import { describeFeeds } from '../ingest/health';
import { createProxy, type KeyTier } from '../proxy/app';
import type { HospitalRegistry } from '../proxy/registry';
import { relayUpstream, serviceUpstream, type Upstream } from '../proxy/upstream';
import { readRegistryFile } from '../sources/registry';
import type { SourceInfo } from '../store/rows';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { recentReopenings } from './reopenings';
import { StaticSite } from './static';
import { type RunningService, startService } from './v1';

type Log = (fields: Record<string, unknown>) => void;

export interface BuiltServer {
  app: Hono;
  /** Service mode: the running v1 service and its store. */
  v1: RunningService | null;
  /** Stops timers and feeds, then closes the store (service mode). */
  close(): Promise<void>;
}

/** The credit a relay of ERstat must show (CC BY-NC 4.0: a visible link back). */
const RELAY_CREDIT: Credit = { name: 'ERstat', url: 'https://erstat.ca/feed' };
/** The licensee name of the key the server makes for its own proxy in service mode. */
const EMBED_KEY_NAME = 'embed';

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

function registryFromFile(path: string, log: Log): HospitalRegistry {
  const { hospitals, skipped } = readRegistryFile(path);
  log({ event: 'registry_loaded', file: path, hospitals: hospitals.length, skipped });
  return {
    hospitals,
    attribution: 'ER locations: Data from ERstat (https://erstat.ca)',
    source: 'dataset',
    snapshotAt: null,
    loadedAt: Date.now(),
  };
}

/** `requestLog` takes the access-log lines (main.ts batches them); events go to `log`. */
export function buildServer(config: ServerConfig, log: Log, requestLog: Log = log): BuiltServer {
  let upstream: Upstream;
  let credit = RELAY_CREDIT;
  let keyTier: KeyTier = 'unknown';
  let registry = config.proxy.registryFile ? registryFromFile(config.proxy.registryFile, log) : null;
  let health: () => Record<string, unknown> = () => ({});
  let reopenings: Parameters<typeof createApp>[0]['reopenings'] = () => [];
  let close = (): Promise<void> => Promise.resolve();
  let service: ((request: Request, env?: unknown) => Response | Promise<Response>) | null = null;
  let running: RunningService | null = null;

  if (config.relay) {
    upstream = relayUpstream(config.relay);
  } else {
    const v1 = startService(config);
    running = v1;
    close = v1.close;
    service = v1.service.fetch;
    // A key of our own for the in-process proxy, new at every start; earlier ones are revoked.
    v1.service.revokeKeysNamed(EMBED_KEY_NAME);
    keyTier = config.proxy.exposeWaits ? 'commercial' : 'free';
    const { key } = v1.service.createKey({ tier: keyTier, name: EMBED_KEY_NAME });
    upstream = serviceUpstream(v1.service.fetch, key);
    const { source } = v1.service;
    credit = source.credit;
    registry ??= storeRegistry(v1, source);
    reopenings = (province) => recentReopenings(v1.store, province, Date.now());
    const { ingest } = v1;
    health = () => {
      const feeds = ingest ? describeFeeds(ingest.health(), Date.now()) : undefined;
      const webhooks = v1.store.webhooks.summary();
      return {
        ...(feeds?.some((feed) => feed.last_error) ? { status: 'degraded' } : {}),
        source: { kind: source.kind, snapshot_at: source.snapshotAt, credit: source.credit },
        feeds,
        webhooks: {
          endpoints_active: webhooks.active,
          endpoints_disabled: webhooks.disabled,
          deliveries_pending: webhooks.pending,
          oldest_pending_age_s: webhooks.oldest === null ? null : Math.round((Date.now() - webhooks.oldest) / 1000),
        },
      };
    };
  }

  let site: StaticSite;
  try {
    site = new StaticSite(config.distDir);
  } catch (error) {
    void close();
    throw error;
  }
  const proxy = createProxy({ upstream, credit, keyTier, registry, ...config.proxy, peerAddress, log });
  const app = createApp({
    config,
    site,
    proxy,
    service,
    upstreamApiUrl: upstream.apiUrl,
    reopenings,
    requestLog,
    health: () => ({
      status: 'ok',
      mode: upstream.mode,
      upstream: upstream.apiUrl,
      ...health(),
      cache: proxy.answers.entries(),
    }),
  });
  return { app, v1: running, close };
}

/** The store's ERs for the map; in live mode it follows the feeds as they add ERs. */
function storeRegistry(v1: RunningService, source: SourceInfo): HospitalRegistry {
  const registry: HospitalRegistry = {
    hospitals: v1.store.hospitals.all().map(locationOf),
    attribution: source.attribution,
    source: source.kind,
    snapshotAt: source.snapshotAt,
    loadedAt: Date.now(),
  };
  if (v1.ingest) {
    v1.store.onWrite(() => {
      const hospitals = v1.store.hospitals.all().map(locationOf);
      if (JSON.stringify(hospitals) === JSON.stringify(registry.hospitals)) return;
      registry.hospitals = hospitals;
      registry.loadedAt = Date.now();
    });
  }
  return registry;
}
