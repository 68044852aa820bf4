// A feed's health as /healthz and `npm run sources` show it: times as ISO text, and the age of
// the data it last brought (by the publisher's own times, never our fetch), so a feed that fails,
// or a publisher that stops updating, is seen to keep older and older data.
import { isStale, staleAfterS } from '../contract/feed-age';
import { formatTimestamp } from '../contract/time';
import type { FeedHealth } from './runtime';

export interface FeedReport
  extends Omit<
    FeedHealth,
    'last_attempt_at' | 'last_success_at' | 'last_change_at' | 'data_as_of' | 'next_poll_at' | 'last_error'
  > {
  enabled: boolean;
  /**
   * `failing` while its last poll failed; `stale` once its data is older than twice its cadence
   * (`stale_after_s`, contract/feed-age.ts); `no_data_yet` before its first payload; else `ok`.
   */
  status: 'ok' | 'stale' | 'failing' | 'no_data_yet';
  /** Age past which its data is stale; null for a notice page (never stale by age). */
  stale_after_s: number | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_change_at: string | null;
  data_as_of: string | null;
  /** Seconds between the newest time the feed's data states and now; null with data_as_of. */
  data_age_s: number | null;
  /**
   * Why data_as_of is null: `no_data_yet` (no payload brought yet), `not_stated` (the feed's data
   * states no time of its own, as AHS's waits; the fetch time is never passed off as the data's age).
   */
  data_as_of_reason: 'no_data_yet' | 'not_stated' | null;
  last_error: { code: string; message: string; at: string } | null;
  next_poll_at: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : formatTimestamp(ms));

export function describeFeed(health: FeedHealth, nowMs: number, enabled = true): FeedReport {
  return {
    ...health,
    enabled,
    status: health.last_error
      ? 'failing'
      : isStale(health, nowMs)
        ? 'stale'
        : health.last_change_at === null
          ? 'no_data_yet'
          : 'ok',
    stale_after_s: staleAfterS(health),
    last_attempt_at: iso(health.last_attempt_at),
    last_success_at: iso(health.last_success_at),
    last_change_at: iso(health.last_change_at),
    data_as_of: iso(health.data_as_of),
    data_age_s: health.data_as_of === null ? null : Math.max(0, Math.round((nowMs - health.data_as_of) / 1000)),
    data_as_of_reason:
      health.data_as_of !== null ? null : health.last_change_at === null ? 'no_data_yet' : 'not_stated',
    last_error: health.last_error ? { ...health.last_error, at: formatTimestamp(health.last_error.at) } : null,
    next_poll_at: iso(health.next_poll_at),
  };
}

/**
 * The feeds as /healthz shows them to anyone who asks: each URL as its scheme and host only,
 * never a local file's path or a query (`npm run sources`, on the machine, shows the path).
 */
export function describeFeeds(healths: readonly FeedHealth[], nowMs: number): FeedReport[] {
  return healths.map((health) => ({ ...describeFeed(health, nowMs), url: hostOnly(health.url) }));
}

/** `https://host[:port]`, or `file://` for a local payload. */
export function hostOnly(url: string): string {
  if (!URL.canParse(url)) return '(unreadable URL)';
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : `${parsed.protocol}//`;
}

/**
 * /healthz's overall word: `degraded` when the store cannot be reached or a feed's last poll
 * failed, else `stale` when a feed's data is past its cadence, else `ok`.
 */
export function overallStatus(storeReachable: boolean, feeds: readonly FeedReport[] = []): 'ok' | 'stale' | 'degraded' {
  if (!storeReachable || feeds.some((feed) => feed.status === 'failing')) return 'degraded';
  return feeds.some((feed) => feed.status === 'stale') ? 'stale' : 'ok';
}
