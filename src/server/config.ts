// Server configuration from environment variables. Every variable is listed in docs/self-hosting.md's
// configuration table; a bad value stops start-up with a message naming it.

import { readMailSettings } from '../alerts/mailer';
import { readVapidSettings } from '../alerts/push/vapid';
import type { AlertSettings } from '../alerts/runtime';
import { FeedConfigError, readFeedSettings } from '../ingest/config';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../service/config';
import type { SourceSettings } from '../sources/source';
import { isPostgresUrl } from '../store/pg/sync-db';

export interface RelayConfig {
  baseUrl: string;
  apiKey: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of built browser artefacts (landing page, embed scripts). */
  distDir: string;
  /** ER_DB: the SQLite file of the store, or a postgres:// URL. */
  db: string;
  /**
   * ER_ROLE: `all` (default) serves and ingests; `api` serves and never ingests; `ingest` loads
   * the source, polls the feeds and delivers webhooks, and serves /healthz only.
   */
  role: Role;
  /** ER_DATA, ER_ATTRIBUTION, ER_ATTRIBUTION_URL: where the data comes from and whom it credits. */
  source: SourceSettings;
  /** ER_STALE_MINUTES, ER_RATE_FREE, ER_RATE_COMMERCIAL, ER_LICENSING_URL. */
  service: ServiceConfig;
  /** Set when ERSTAT_API_KEY is: the proxy relays a remote v1 service. */
  relay: RelayConfig | null;
  proxy: {
    exposeWaits: boolean;
    staleIfErrorS: number;
    timeoutMs: number;
    clientRatePerMinute: number;
    trustProxy: boolean;
    /** ER_REGISTRY: a hospitals.csv giving ER locations for the map. */
    registryFile: string | null;
  };
  /** Write one JSON line per request. */
  accessLog: boolean;
  /** ER_PUBLIC_URL: the origin people reach this server at; the desk's passkeys and forms are bound to it. */
  publicUrl: string;
  /** Whether ER_PUBLIC_URL was set (absolute URLs then never come from a request header). */
  publicUrlGiven: boolean;
  /** ER_SMTP_URL, ER_MAIL_FROM, ER_ALERT_HOLD_SECONDS, ER_ALERT_MAX_PER_HOUR, ER_ALERT_REMINDER_MINUTES,
   * ER_VAPID_*, ER_BOUNCE_ADDRESS, ER_BOUNCE_SECRET: alerts for people. */
  alerts: AlertSettings;
}

export type Role = 'all' | 'api' | 'ingest';
const ROLES: readonly Role[] = ['all', 'api', 'ingest'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integerVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}.`);
  }
  return value;
}

function flagVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0; got ${JSON.stringify(raw)}.`);
}

function urlVar(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`${name} must be an http or https URL; got ${JSON.stringify(raw)}.`);
  }
  return raw;
}

/** The relay's upstream: an origin only, since the key must never travel in a URL. */
function baseUrlVar(env: Env, name: string, fallback: string): string {
  const url = new URL(urlVar(env, name) ?? fallback);
  if (url.username || url.password || url.search) {
    throw new ConfigError(`${name} must be a plain base URL, without credentials or a query.`);
  }
  return url.origin;
}

function mailVar(env: Env) {
  try {
    return readMailSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** ER_BOUNCE_SECRET: long enough not to be guessed; its value is never repeated in a message. */
function bounceSecretVar(env: Env): string | null {
  const secret = env.ER_BOUNCE_SECRET?.trim() ?? '';
  if (!secret) return null;
  if (secret.length < 24)
    throw new ConfigError('ER_BOUNCE_SECRET must be at least 24 characters (for example: openssl rand -hex 24).');
  return secret;
}

function vapidVar(env: Env) {
  try {
    return readVapidSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function feedsVar(env: Env, relay: boolean) {
  let feeds: ReturnType<typeof readFeedSettings>;
  try {
    feeds = readFeedSettings(env);
  } catch (error) {
    if (error instanceof FeedConfigError) throw new ConfigError(error.message);
    throw error;
  }
  if (feeds && env.ER_DATA) {
    throw new ConfigError('ER_SOURCES and ER_DATA cannot be combined: live feeds and a saved snapshot would be mixed.');
  }
  if (feeds && relay) {
    throw new ConfigError('ER_SOURCES needs service mode: unset ERSTAT_API_KEY (a relay serves a remote service).');
  }
  return feeds;
}

function roleVar(env: Env, db: string, relay: boolean): Role {
  const raw = env.ER_ROLE;
  if (raw === undefined || raw === '') return 'all';
  if (!ROLES.includes(raw as Role))
    throw new ConfigError(`ER_ROLE must be all, api or ingest; got ${JSON.stringify(raw)}.`);
  if (raw !== 'all' && !isPostgresUrl(db)) {
    throw new ConfigError(
      `ER_ROLE=${raw} needs ER_DB=postgres://…: instances share their data, keys and limits through PostgreSQL.`,
    );
  }
  if (raw !== 'all' && relay) throw new ConfigError(`ER_ROLE=${raw} needs service mode: unset ERSTAT_API_KEY.`);
  return raw as Role;
}

/** An origin (scheme, host, port) and nothing more: passkeys are bound to its host name. */
function originVar(env: Env, name: string, fallback: string): string {
  const raw = urlVar(env, name);
  if (raw === null) return fallback;
  const url = new URL(raw);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new ConfigError(`${name} must be an origin such as https://status.example.ca, without a path or a query.`);
  }
  return url.origin;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const { rateLimits, staleMinutes, licensingUrl } = DEFAULT_SERVICE_CONFIG;
  const apiKey = env.ERSTAT_API_KEY?.trim();
  const db = env.ER_DB || 'var/er-status.db';
  const port = integerVar(env, 'PORT', 8080, 0, 65535);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    distDir: env.ER_DIST || 'dist',
    db,
    role: roleVar(env, db, Boolean(apiKey)),
    source: {
      dataDir: env.ER_DATA || null,
      feeds: feedsVar(env, Boolean(apiKey)),
      registryFile: env.ER_REGISTRY || null,
      attribution: env.ER_ATTRIBUTION?.trim() || null,
      attributionUrl: urlVar(env, 'ER_ATTRIBUTION_URL'),
    },
    service: {
      staleMinutes: integerVar(env, 'ER_STALE_MINUTES', staleMinutes, 1, 10_080),
      rateLimits: {
        free: integerVar(env, 'ER_RATE_FREE', rateLimits.free, 1, 1_000_000_000),
        commercial: integerVar(env, 'ER_RATE_COMMERCIAL', rateLimits.commercial, 1, 1_000_000_000),
      },
      licensingUrl: urlVar(env, 'ER_LICENSING_URL') ?? licensingUrl,
      webhookAllowPrivate: flagVar(env, 'ER_WEBHOOK_ALLOW_PRIVATE', false),
    },
    relay: apiKey ? { baseUrl: baseUrlVar(env, 'ERSTAT_BASE_URL', 'https://erstat.ca'), apiKey } : null,
    proxy: {
      exposeWaits: flagVar(env, 'ER_EXPOSE_WAITS', false),
      staleIfErrorS: integerVar(env, 'ER_STALE_IF_ERROR', 86_400, 0, 7 * 86_400),
      timeoutMs: integerVar(env, 'ER_UPSTREAM_TIMEOUT_MS', 5_000, 100, 60_000),
      clientRatePerMinute: integerVar(env, 'ER_EMBED_RATE', 300, 1, 1_000_000),
      trustProxy: flagVar(env, 'ER_TRUST_PROXY', false),
      registryFile: env.ER_REGISTRY || null,
    },
    accessLog: flagVar(env, 'ER_ACCESS_LOG', true),
    publicUrl: originVar(env, 'ER_PUBLIC_URL', `http://localhost:${port}`),
    publicUrlGiven: Boolean(env.ER_PUBLIC_URL),
    alerts: {
      mail: mailVar(env),
      holdSeconds: integerVar(env, 'ER_ALERT_HOLD_SECONDS', 120, 0, 3600),
      maxPerHour: integerVar(env, 'ER_ALERT_MAX_PER_HOUR', 4, 1, 60),
      vapid: vapidVar(env),
      reminderMinutes: integerVar(env, 'ER_ALERT_REMINDER_MINUTES', 120, 5, 1440),
      bounceSecret: bounceSecretVar(env),
    },
  };
}
