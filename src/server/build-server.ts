// Puts the parts together from the configuration: relay mode when ERSTAT_API_KEY is set,
// otherwise service mode over the local store.

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Hono } from 'hono';
import type { Credit } from '../contract/embed';
import { createProxy } from '../proxy/app';
import type { HospitalRegistry } from '../proxy/registry';
import { relayUpstream } from '../proxy/upstream';
import { readRegistryFile } from '../sources/registry';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { StaticSite } from './static';

type Log = (fields: Record<string, unknown>) => void;

export interface BuiltServer {
  app: Hono;
  close(): void;
}

/** The credit a relay of ERstat must show (CC BY-NC 4.0: a visible link back). */
const RELAY_CREDIT: Credit = { name: 'ERstat', url: 'https://erstat.ca/feed' };

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

export function buildServer(config: ServerConfig, log: Log): BuiltServer {
  const site = new StaticSite(config.distDir);
  if (!config.relay) {
    throw new Error('Service mode needs the v1 service, which this build does not have yet.');
  }
  const upstream = relayUpstream(config.relay);
  const registry = config.proxy.registryFile ? registryFromFile(config.proxy.registryFile, log) : null;
  const proxy = createProxy({
    upstream,
    credit: RELAY_CREDIT,
    keyTier: 'unknown',
    registry,
    ...config.proxy,
    peerAddress: (c) => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined;
      }
    },
    log,
  });
  const app = createApp({
    config,
    site,
    proxy,
    service: null,
    upstreamApiUrl: upstream.apiUrl,
    reopenings: () => [],
    log,
    health: () => ({ status: 'ok', mode: upstream.mode, upstream: upstream.apiUrl, cache: proxy.answers.entries() }),
  });
  return { app, close: () => {} };
}
