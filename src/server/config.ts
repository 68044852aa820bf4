// Server configuration from environment variables. Every variable is listed in the README's
// configuration table; a bad value stops start-up with a message naming it.
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../service/config';
import type { SourceSettings } from '../sources/source';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of built browser artefacts (landing page, embed scripts). */
  distDir: string;
  /** ER_DB: the SQLite file of the store. */
  db: string;
  /** ER_DATA, ER_ATTRIBUTION, ER_ATTRIBUTION_URL: where the data comes from and whom it credits. */
  source: SourceSettings;
  /** ER_STALE_MINUTES, ER_RATE_FREE, ER_RATE_COMMERCIAL, ER_LICENSING_URL. */
  service: ServiceConfig;
}

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

function urlVar(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`${name} must be an http or https URL; got ${JSON.stringify(raw)}.`);
  }
  return raw;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const { rateLimits, staleMinutes, licensingUrl } = DEFAULT_SERVICE_CONFIG;
  return {
    host: env.HOST || '127.0.0.1',
    port: integerVar(env, 'PORT', 8080, 0, 65535),
    distDir: env.ER_DIST || 'dist',
    db: env.ER_DB || 'var/er-status.db',
    source: {
      dataDir: env.ER_DATA || null,
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
    },
  };
}
