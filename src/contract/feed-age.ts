// When a live feed's data is too old to be called live: the one rule that /healthz (a feed's
// `status: stale`), the v1 answers' `data_as_of` and through it the widget and the landing page
// follow. A feed is stale once the time of its data is more than twice its expected cadence
// ago: one publication missed, and most of the next. Notice pages have no cadence (a page may
// rightly stay unchanged for weeks) and are never stale by age; a failing poll says so itself.

/** The cadence of a waits or status feed that does not state its own: hourly. */
export const DEFAULT_CADENCE_S = 3600;

/** What the rule reads of a feed's health (ingest/runtime.ts FeedHealth). */
export interface FeedAge {
  provinces: readonly string[];
  /** How often the publisher puts out new data (s); null for notice pages. */
  cadence_s: number | null;
  /** The newest time the feed's data states (ms); null when it states none. */
  data_as_of: number | null;
  /** When its data last changed (ms); stands in when the data states no time. */
  last_change_at: number | null;
}

/** The time a feed's data is from: the publisher's own, else when it last changed; null before any data. */
export function dataTime(feed: FeedAge): number | null {
  return feed.data_as_of ?? feed.last_change_at;
}

/** Seconds of age past which the feed's data is stale; null for a feed with no cadence. */
export function staleAfterS(feed: FeedAge): number | null {
  return feed.cadence_s === null ? null : 2 * feed.cadence_s;
}

export function isStale(feed: FeedAge, nowMs: number): boolean {
  const at = dataTime(feed);
  const after = staleAfterS(feed);
  return at !== null && after !== null && nowMs - at > after * 1000;
}

/**
 * For an answer about `province` (null: all of Canada): the time of the oldest stale data among
 * the feeds it rests on, or null when every one of them is current.
 */
export function staleDataTime(feeds: readonly FeedAge[], province: string | null, nowMs: number): number | null {
  let oldest: number | null = null;
  for (const feed of feeds) {
    if (province !== null && !feed.provinces.includes(province)) continue;
    if (!isStale(feed, nowMs)) continue;
    const at = dataTime(feed) as number;
    if (oldest === null || at < oldest) oldest = at;
  }
  return oldest;
}
