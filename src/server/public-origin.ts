// Where absolute URLs point (the feed's links, the licensing link of a 403): the origin people
// reach this server at, never one a request names for itself in its Host header, which anyone
// can set and a shared cache would then hand to everyone.
import type { ServerConfig } from './config';

export interface PublicOrigin {
  /** The origin (`https://status.example.ca`) absolute URLs in the answer to `request` start with. */
  of(request: Request): string;
  /** The request headers that choice depends on, for `Vary`; null when it never varies. */
  vary: string | null;
}

type OriginSettings = Pick<ServerConfig, 'publicUrl' | 'publicUrlGiven' | 'host' | 'port'> & {
  proxy: Pick<ServerConfig['proxy'], 'trustProxy'>;
};

/** Addresses that listen everywhere name no host a person could reach. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);
/** A host name or address with an optional port, and nothing else (no path, user or query). */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * ER_PUBLIC_URL when it is set; otherwise the configured HOST and PORT (`localhost` for a
 * wildcard address); with ER_TRUST_PROXY=1 and no ER_PUBLIC_URL, the host the
 * trusted proxy forwards (X-Forwarded-Host, X-Forwarded-Proto), when it is a plain host.
 */
export function publicOrigin(config: OriginSettings): PublicOrigin {
  const configured = configuredOrigin(config);
  if (config.publicUrlGiven || !config.proxy.trustProxy) return { of: () => configured, vary: null };
  return {
    of: (request) => forwardedOrigin(request.headers) ?? configured,
    vary: 'X-Forwarded-Host, X-Forwarded-Proto',
  };
}

/**
 * The origin of URLs made without a request (webhook payloads): ER_PUBLIC_URL, else the
 * configured HOST and PORT. A forwarded host belongs to a request, so it has no part here.
 */
export function configuredOrigin(config: Omit<OriginSettings, 'proxy'>): string {
  return config.publicUrlGiven ? config.publicUrl : `http://${hostName(config.host)}:${config.port}`;
}

function hostName(host: string): string {
  if (ANY_ADDRESS.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The proxy's own entry is the last one (earlier ones may be the client's). */
const lastEntry = (value: string | null) => value?.split(',').at(-1)?.trim() ?? '';

function forwardedOrigin(headers: Headers): string | null {
  const host = lastEntry(headers.get('X-Forwarded-Host'));
  if (!HOST.test(host)) return null;
  const proto = lastEntry(headers.get('X-Forwarded-Proto')).toLowerCase();
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
