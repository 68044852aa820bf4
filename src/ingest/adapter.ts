// What a feed adapter is: one public feed (its URL, poll interval, licence) and a pure parser
// from the bytes it served to the records it publishes. The runtime (runtime.ts) fetches,
// validates (validate.ts) and writes; an adapter only reads.
import type { ProvinceCode } from '../contract/provinces';
import type { ReviewItem } from '../store/notice-reviews';
import type { UnsureNotice } from '../store/rows';

/** A site as the feed names it. `key` is the feed's own identifier (a permit number, a facility id, else its name). */
export interface FeedSite {
  key: string;
  name: string;
  /** Null when the feed does not say (Québec's file): the registry's city is used when the site is matched. */
  city: string | null;
  province: ProvinceCode;
  lat: number | null;
  lng: number | null;
}

/** A wait time the feed publishes as a live reading, in minutes, with the feed's own time (seconds). */
export interface FeedWait {
  minutes: number;
  observedAt: number;
  /** The publisher gives no time: `observedAt` is the fetch's, standing in (never counted as the data's age). */
  timeIsFetch?: true;
}

/** The ER's status as the feed states it; times in seconds since the epoch. */
export interface FeedStatus {
  status: 'open' | 'closed' | 'disruption' | 'unknown';
  /** The feed's own words, as published (not translated). */
  message: string | null;
  updatedAt: number | null;
  expectedReopen: number | null;
  /** The publisher gives no time: `updatedAt` is the fetch's, standing in (never counted as the data's age). */
  timeIsFetch?: true;
}

/**
 * The load of an ER as Québec publishes it every hour: counts, not a wait. The average
 * lengths of stay are a typical figure over recent days, never a live wait.
 */
export interface FeedLoad {
  observedAt: number;
  patientsPresent: number | null;
  patientsWaiting: number | null;
  stretchersFunctional: number | null;
  stretchersOccupied: number | null;
  over24h: number | null;
  over48h: number | null;
  stayStretcherMinutes: number | null;
  stayAmbulatoryMinutes: number | null;
}

/**
 * A period a notice states for an ER: closed (or disrupted) from `start` to `end`, seconds
 * since the epoch. `start: null`: already in effect when published; `end: null`: no reopening
 * time announced.
 */
export interface FeedWindow {
  start: number | null;
  end: number | null;
  status: 'closed' | 'disruption';
  /** Stated by a notice the reader is unsure of (notice-feed.ts): shown as such, never its times. */
  unsure?: UnsureNotice;
  /** Its own notice's words, when they are not the record's (an unsure notice beside newer ones). */
  message?: string;
  /** From a notice the reader was unsure of: its review key (store/notice-reviews.ts), so that a decided one is left out. */
  reviewKey?: string;
}

/**
 * What a notice says will happen to an ER: its windows, decided at their own moments by the
 * store's schedule (not at the next poll). The record's windows replace what this feed said of
 * the ER before; an empty list (an `open` notice) withdraws them.
 */
export interface FeedSchedule {
  /** The notice's own words, shown while a window is in effect. */
  message: string;
  /** When the notice was published (seconds), when known. */
  publishedAt: number | null;
  windows: FeedWindow[];
  /** The notice gives no date: `publishedAt` is the fetch's, standing in (never counted as the data's age). */
  timeIsFetch?: true;
}

/** One row of a feed: a site and what the feed says of it now. */
export interface FeedRecord {
  site: FeedSite;
  wait?: FeedWait;
  status?: FeedStatus;
  load?: FeedLoad;
  schedule?: FeedSchedule;
  /** The notices the reader was unsure of, for the desk to review (notice-review.ts). */
  reviews?: ReviewItem[];
}

/** A row the parser could not read: counted and reported, never silently dropped. */
export interface Rejection {
  /** 1-based position of the row in the payload, when it has one. */
  row: number | null;
  code: RejectionCode;
  message: string;
}

export type RejectionCode =
  | 'malformed_row'
  | 'unknown_province'
  | 'impossible_wait'
  | 'impossible_count'
  | 'outside_canada'
  | 'bad_time'
  | 'duplicate_site'
  /** A scheduled window that ends before it starts, is a year away, or one of too many in a notice. */
  | 'bad_window'
  /** A notice far longer than any real one (notice-feed.ts): not read, the page's others are. */
  | 'notice_too_large'
  /** A notice whose times were not understood: kept as a disruption with its words, noted here. */
  | 'notice_unreadable';

export interface ParsedFeed {
  records: FeedRecord[];
  rejected: Rejection[];
  /** Rows left out on purpose because they are not ERs (regional totals, urgent care centres). */
  skipped?: number;
}

export type FeedErrorCode =
  | 'empty_body'
  | 'too_large'
  | 'bad_encoding'
  | 'not_json'
  | 'html_error_page'
  | 'truncated'
  | 'unexpected_shape'
  | 'http_error'
  | 'timeout'
  | 'network_error'
  | 'no_valid_rows'
  | 'parse_failed'
  | 'store_error';

/** A whole payload refused: the feed's last good data stays. */
export class FeedError extends Error {
  override name = 'FeedError';
  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FeedAdapter {
  /** Lower-case id used in ER_SOURCES and ER_SOURCE_<ID>_URL. */
  id: string;
  /** What the feed is, for people (health output, README). */
  title: string;
  provinces: readonly ProvinceCode[];
  url: string;
  /** Seconds between polls (before jitter). */
  intervalS: number;
  /**
   * How often the publisher puts out new data, in seconds (default DEFAULT_CADENCE_S, hourly):
   * its data is stale past twice this (contract/feed-age.ts). Not used for notice pages.
   */
  cadenceS?: number;
  /** The publisher's licence and the attribution it asks for. */
  licence: { name: string; url: string | null };
  attribution: { name: string; url: string };
  /**
   * True for a feed that lists only interruptions (a closures page): an ER it had closed or
   * disrupted and no longer lists has reopened. Other feeds leave an unlisted ER as it was.
   */
  absentMeansOpen?: boolean;
  /**
   * True for a feed whose every payload lists every site it covers (Québec's hourly file): one
   * that lists fewer than half the sites of the last good payload is taken as cut short and
   * refused (`truncated`), keeping the last good data.
   */
  listsEverySite?: boolean;
  /**
   * True for a feed that says when an ER is closed (BC's sites, Northern Health's page): its
   * provinces' closures are tracked here. Notice pages always are; a feed of waits or counts
   * only (Alberta, Québec) is not.
   */
  reportsClosures?: boolean;
  /** `notices` for a publisher of notices (notice-feed.ts): its statuses' source is `notice:<id>`, not `feed:<id>`. */
  publishes?: 'notices';
  /** Pure: the same bytes and time give the same result. `fetchedAt` in milliseconds. */
  parse(bytes: Uint8Array, fetchedAt: number): ParsedFeed;
}
