// What the v1 service needs to know, read from the environment by src/server/config.ts.
import type { Tier } from '../store/rows';

export interface ServiceConfig {
  /** ER_STALE_MINUTES: a live reading older than this is no longer live. */
  staleMinutes: number;
  /** ER_RATE_FREE / ER_RATE_COMMERCIAL: requests per key per minute. */
  rateLimits: Readonly<Record<Tier, number>>;
  /** ER_LICENSING_URL: where a commercial_license_required 403 sends people for a commercial licence. */
  /** Null: the licensing section of this server's own landing page (`/#licensing`). */
  licensingUrl: string | null;
  /** ER_WEBHOOK_ALLOW_PRIVATE: webhooks may go to http and to private or loopback addresses (development, tests). */
  webhookAllowPrivate: boolean;
}

export const DEFAULT_SERVICE_CONFIG: ServiceConfig = {
  staleMinutes: 60,
  rateLimits: { free: 60, commercial: 600 },
  licensingUrl: null,
  webhookAllowPrivate: false,
};
