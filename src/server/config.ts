// Server configuration from environment variables. Every variable is listed in the README's
// configuration table; a bad value stops start-up with a message naming it.

export interface RelayConfig {
  baseUrl: string;
  apiKey: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of built browser artefacts (landing page, embed scripts). */
  distDir: string;
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

function flagVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0; got ${JSON.stringify(raw)}.`);
}

function urlVar(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL; got ${JSON.stringify(raw)}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL; got ${JSON.stringify(raw)}.`);
  }
  // The key must never travel in a URL, so a URL that carries credentials is refused.
  if (url.username || url.password || url.search) {
    throw new ConfigError(`${name} must be a plain base URL, without credentials or a query.`);
  }
  return url.origin;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const apiKey = env.ERSTAT_API_KEY?.trim();
  return {
    host: env.HOST || '127.0.0.1',
    port: integerVar(env, 'PORT', 8080, 0, 65535),
    distDir: env.ER_DIST || 'dist',
    relay: apiKey ? { baseUrl: urlVar(env, 'ERSTAT_BASE_URL', 'https://erstat.ca'), apiKey } : null,
    proxy: {
      exposeWaits: flagVar(env, 'ER_EXPOSE_WAITS', false),
      staleIfErrorS: integerVar(env, 'ER_STALE_IF_ERROR', 86_400, 0, 7 * 86_400),
      timeoutMs: integerVar(env, 'ER_UPSTREAM_TIMEOUT_MS', 5_000, 100, 60_000),
      clientRatePerMinute: integerVar(env, 'ER_EMBED_RATE', 300, 1, 1_000_000),
      trustProxy: flagVar(env, 'ER_TRUST_PROXY', false),
      registryFile: env.ER_REGISTRY || null,
    },
    accessLog: flagVar(env, 'ER_ACCESS_LOG', true),
  };
}
