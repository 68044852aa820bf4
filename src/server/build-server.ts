// Puts the parts together from the configuration: relay mode when ERSTAT_API_KEY is set,
// otherwise service mode over the local store.

import { hostname } from 'node:os';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { alertRoutes } from '../alerts/web/routes';
import { calendarRoutes } from '../calendar/routes';
import { type Credit, locationOf } from '../contract/embed';
import { errorBody } from '../contract/errors';
import { createDeskCore } from '../desk/core';
import { deskStatements } from '../desk/statements';
import { deskRoutes } from '../desk/web/routes';
import { describeFeeds, overallStatus } from '../ingest/health';
import { createProxy, type KeyTier } from '../proxy/app';
import { clientAddress } from '../proxy/client-limit';
import type { HospitalRegistry } from '../proxy/registry';
import { relayUpstream, serviceUpstream, type Upstream } from '../proxy/upstream';
import type { V1Env } from '../service/admission';
import { readRegistryFile } from '../sources/registry';
import type { SourceInfo } from '../store/rows';
import { ApiLoad } from '../workers/api-load';
import { accessLog, type RequestLog } from './access-log';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { mountedErPages } from './er-pages';
import { configuredOrigin } from './public-origin';
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
  /** How much of this thread the answers take, which the alert senders give way to (none on an ingest instance). */
  load?: ApiLoad;
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
export function buildServer(config: ServerConfig, log: Log, requestLog: RequestLog = log): BuiltServer {
  let upstream: Upstream;
  let credit = RELAY_CREDIT;
  let keyTier: KeyTier = 'unknown';
  let registry = config.proxy.registryFile ? registryFromFile(config.proxy.registryFile, log) : null;
  let health: () => Record<string, unknown> = () => ({});
  let reopenings: Parameters<typeof createApp>[0]['reopenings'] = () => [];
  let erPages: Parameters<typeof createApp>[0]['erPages'] = null;
  // The ERs /feed.xml?er= knows: the store's, or on a relay the registry it is given (ER_REGISTRY), if any.
  let feedErs: HospitalRegistry | null = null;
  let close = (): Promise<void> => Promise.resolve();
  let service: Hono<V1Env> | null = null;
  let running: RunningService | null = null;
  let desk: ReturnType<typeof deskRoutes> | null = null;
  let alerts: ReturnType<typeof alertRoutes> | null = null;

  if (config.role === 'ingest') return ingestServer(config, log, requestLog);
  // How much of this thread the answers take: the alert senders give way to them.
  const load = new ApiLoad();

  if (config.relay) {
    upstream = relayUpstream(config.relay);
  } else {
    const v1 = startService(config, load.busy);
    running = v1;
    close = v1.close;
    service = v1.service.routes;
    // A key of our own for the in-process proxy, new at every start; earlier ones are revoked.
    // Each api instance has its own, named after its host and port, so none revokes another's.
    const keyName = config.role === 'api' ? `${EMBED_KEY_NAME} ${hostname()}:${config.port}` : EMBED_KEY_NAME;
    v1.service.revokeKeysNamed(keyName);
    keyTier = config.proxy.exposeWaits ? 'commercial' : 'free';
    const { key } = v1.service.createKey({ tier: keyTier, name: keyName });
    upstream = serviceUpstream(v1.service.fetch, key);
    const { source } = v1.service;
    credit = source.credit;
    // The store's ERs have pages, whatever registry the map is given (ER_REGISTRY).
    const pagesRegistry = storeRegistry(v1, source);
    erPages = () => pagesRegistry.hospitals;
    feedErs = pagesRegistry;
    registry ??= pagesRegistry;
    reopenings = (province) => recentReopenings(v1.store, province, Date.now());
    health = () => serviceHealth(v1);
    // `npm run desk` prints its links under the origin this server's desk answers at.
    v1.store.facts.set('public_url', config.publicUrl);
    desk = deskRoutes({
      store: v1.store,
      core: createDeskCore(v1.store, {
        rpId: new URL(config.publicUrl).hostname,
        rpName: 'er-status desk',
        origins: [config.publicUrl],
        log,
      }),
      statements: deskStatements(v1.store),
      publicUrl: config.publicUrl,
      script: (c) => site.serve(c),
      address: (c) => clientAddress(peerAddress(c), c.req.header('X-Forwarded-For'), config.proxy.trustProxy),
      log,
    });
    alerts = alertRoutes({
      store: v1.store,
      signups: v1.alerts.signups,
      signer: v1.alerts.signer,
      origin: config.publicUrl,
      emailOffered: v1.alerts.emailOffered,
      pushKey: v1.alerts.pushKey,
      bounceSecret: v1.alerts.bounceSecret,
      log,
      address: (c) => clientAddress(peerAddress(c), c.req.header('X-Forwarded-For'), config.proxy.trustProxy),
    });
    alerts.route('/', calendarRoutes({ store: v1.store, origin: config.publicUrl }));
  }

  let site: StaticSite;
  try {
    site = new StaticSite(config.distDir);
  } catch (error) {
    void close();
    throw error;
  }
  const proxy = createProxy({ upstream, credit, keyTier, registry, ...config.proxy, peerAddress, log });
  // In service mode a write (a feed, the desk, another instance) reaches the widget's next request at once.
  running?.service.onReload(() => proxy.answers.upstreamChanged());
  const listed = feedErs ?? registry;
  const app = createApp({
    config,
    erOf: listed ? (id) => listed.hospitals.find((hospital) => hospital.id === id) ?? null : null,
    site,
    proxy,
    service,
    upstreamApiUrl: upstream.apiUrl,
    reopenings,
    erPages,
    requestLog,
    load,
    desk,
    pages: running
      ? mountedErPages(running, proxy, config.proxy.exposeWaits && keyTier === 'commercial', configuredOrigin(config))
      : null,
    alerts,
    health: () => ({
      status: 'ok',
      mode: upstream.mode,
      upstream: upstream.apiUrl,
      ...health(),
      cache: proxy.answers.entries(),
    }),
  });
  return { app, v1: running, close, load };
}

/**
 * What /healthz says of the role, the source, the store, the feeds and webhook delivery;
 * `degraded` when one is failing, else `stale` when a feed's data is past its cadence.
 */
function serviceHealth(v1: RunningService): Record<string, unknown> {
  const { ingest } = v1;
  const store = v1.store.health();
  const feeds = ingest ? describeFeeds(ingest.health(), Date.now()) : undefined;
  let webhooks: Record<string, unknown> | undefined;
  if (store.reachable) {
    try {
      const summary = v1.store.webhooks.summary();
      webhooks = {
        endpoints_active: summary.active,
        endpoints_disabled: summary.disabled,
        deliveries_pending: summary.pending,
        oldest_pending_age_s: summary.oldest === null ? null : Math.round((Date.now() - summary.oldest) / 1000),
      };
    } catch {
      // Counted again at the next check.
    }
  }
  // Old data is not "ok": a feed whose publisher stopped is said stale, not live.
  const status = overallStatus(store.reachable, feeds);
  const { source } = v1.service;
  return {
    ...(status === 'ok' ? {} : { status }),
    role: v1.role,
    source: {
      kind: source.kind,
      snapshot_at: source.snapshotAt,
      credit: source.credit,
      ...(v1.merged.length > 0 ? { registry_merged: v1.merged } : {}),
    },
    store: {
      engine: store.engine,
      reachable: store.reachable,
      ...(store.reachable ? {} : { error: store.error, answers_age_s: ageOf(store.since) }),
    },
    feeds,
    webhooks,
    alerts: store.reachable ? alertHealth(v1) : undefined,
  };
}

/** Counts of subscriptions and of the alert outbox, never an address; absent while they cannot be read. */
function alertHealth(v1: RunningService): Record<string, unknown> | undefined {
  try {
    return v1.alerts.health();
  } catch {
    return undefined;
  }
}

const ageOf = (since: number | undefined) => (since === undefined ? null : Math.round((Date.now() - since) / 1000));

/**
 * An ingest instance: loads the source, polls the feeds, delivers webhooks; serves /healthz
 * and nothing else (api instances serve the API, the widget and the site).
 */
function ingestServer(config: ServerConfig, log: Log, requestLog: RequestLog): BuiltServer {
  const v1 = startService(config);
  const app = new Hono();
  if (config.accessLog) app.use('*', accessLog(requestLog));
  app.get('/healthz', (c) =>
    c.json(
      {
        status: 'ok',
        mode: 'service',
        ...serviceHealth(v1),
      },
      200,
      { 'Cache-Control': 'no-store' },
    ),
  );
  app.notFound((c) =>
    c.json(
      errorBody(
        'not_found',
        'This is an ingest instance (ER_ROLE=ingest): it serves /healthz only. The API, the widget and the site are served by the api instances.',
      ),
      404,
    ),
  );
  log({ event: 'role', role: 'ingest' });
  return { app, v1, close: v1.close };
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
  if (v1.ingest || v1.role === 'api') {
    v1.service.onReload(() => {
      const hospitals = v1.store.hospitals.all().map(locationOf);
      if (JSON.stringify(hospitals) === JSON.stringify(registry.hospitals)) return;
      registry.hospitals = hospitals;
      registry.loadedAt = Date.now();
    });
  }
  return registry;
}
