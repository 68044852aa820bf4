// What /healthz and `npm run sources` say of a feed, and the times it is judged by.

import { DEFAULT_CADENCE_S } from '../contract/feed-age';
import type { FeedErrorCode, FeedRecord, Rejection } from './adapter';
import type { Applied } from './apply';
import type { EnabledFeed } from './enabled-feed';

/** What /healthz and `npm run sources` say of a feed. Times are ms since the epoch. */
export interface FeedHealth {
  id: string;
  title: string;
  provinces: readonly string[];
  /** The URL without credentials or query: where it reads from, safe to show. */
  url: string;
  interval_s: number;
  /** How often the publisher puts out new data (s); null for a notice page (contract/feed-age.ts). */
  cadence_s: number | null;
  last_attempt_at: number | null;
  last_success_at: number | null;
  /** When the data last changed (a success that brought new bytes). */
  last_change_at: number | null;
  /** The newest time the feed's last data states (its own clock); null when it states none. */
  data_as_of: number | null;
  last_error: { code: FeedErrorCode; message: string; at: number } | null;
  consecutive_failures: number;
  rows_parsed: number;
  rows_rejected: number;
  /** Rows left out on purpose: not ERs (regional totals, urgent care centres). */
  rows_skipped: number;
  /** The first few rejections of the last payload, with their reasons. */
  rejections: Rejection[];
  matched: Applied['matched'] | null;
  /** Sites of the last payload that were added as new ERs (first 20 names). */
  added: string[];
  next_poll_at: number | null;
}

/** A feed's health as the store kept it (nothing yet when it never ran), with the feed as configured now. */
export function feedHealth(feed: EnabledFeed, saved: FeedHealth | undefined): FeedHealth {
  return {
    last_attempt_at: null,
    last_success_at: null,
    last_change_at: null,
    data_as_of: null,
    last_error: null,
    consecutive_failures: 0,
    rows_parsed: 0,
    rows_rejected: 0,
    rows_skipped: 0,
    rejections: [],
    matched: null,
    added: [],
    next_poll_at: null,
    ...saved,
    id: feed.adapter.id,
    title: feed.adapter.title,
    provinces: feed.adapter.provinces,
    url: displayUrl(feed.url),
    interval_s: feed.intervalS,
    cadence_s: feed.adapter.publishes === 'notices' ? null : (feed.adapter.cadenceS ?? DEFAULT_CADENCE_S),
  };
}

/** Scheme, host and path: an overridden URL's credentials or query are never shown. */
export function displayUrl(url: string): string {
  if (!URL.canParse(url)) return '(unreadable URL)';
  const parsed = new URL(url);
  return parsed.protocol === 'file:' ? `file://${parsed.pathname}` : `${parsed.origin}${parsed.pathname}`;
}

/** The newest time the records state (ms), leaving out the fetch times that stand in for none; null when none is stated. */
export function newestStatedTime(records: readonly FeedRecord[]): number | null {
  let newest: number | null = null;
  const consider = (seconds: number | null | undefined) => {
    if (typeof seconds === 'number' && (newest === null || seconds * 1000 > newest)) newest = seconds * 1000;
  };
  for (const { wait, status, load, schedule } of records) {
    if (wait && !wait.timeIsFetch) consider(wait.observedAt);
    if (status && !status.timeIsFetch) consider(status.updatedAt);
    consider(load?.observedAt);
    if (schedule && !schedule.timeIsFetch) consider(schedule.publishedAt);
  }
  return newest;
}
