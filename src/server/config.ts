// Server configuration from environment variables. Every variable is listed in the README's
// configuration table; a bad value stops start-up with a message naming it.

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of built browser artefacts (landing page, embed scripts). */
  distDir: string;
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

export function readConfig(env: Env = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: integerVar(env, 'PORT', 8080, 0, 65535),
    distDir: env.ER_DIST || 'dist',
  };
}
