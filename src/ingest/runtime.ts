// The ingestion runtime: polls every enabled feed on its own interval (with jitter), reads
// it conditionally with a timeout and a size limit, parses it (in a worker in the server),
// checks every record, and writes what passes in one transaction. A failure backs off
// exponentially and keeps the feed's last good data; no feed's failure touches another's.
import { DEFAULT_CADENCE_S } from '../contract/feed-age';
import type { Store } from '../store/store';
import { type FeedAdapter, FeedError, type FeedErrorCode, type FeedRecord, type Rejection } from './adapter';
import { type Applied, applyRecords } from './apply';
import type { Validators } from './fetch-payload';
import { type FeedReader, inlineReader } from './reader';

type Log = (fields: Record<string, unknown>) => void;

/** A feed as the runtime polls it: the adapter with this server's URL and interval. */
export interface EnabledFeed {
  adapter: FeedAdapter;
  url: string;
  intervalS: number;
}

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

export interface IngestOptions {
  feeds: readonly EnabledFeed[];
  store: Store;
  log: Log;
  now?: () => number;
  random?: () => number;
  fetch?: typeof fetch;
  /** Where feeds are fetched and parsed: in this thread unless given (the server gives a worker). */
  reader?: FeedReader;
  timeoutMs?: number;
  maxBytes?: number;
}

export type Ingest = ReturnType<typeof createIngest>;

/** Ten megabytes: far above any feed's real size (Québec's file is 20 KB). */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024 - 1;
/** A feed that keeps failing is still tried at least this often. */
const MAX_BACKOFF_MS = 3_600_000;

export function createIngest(options: IngestOptions) {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const reader = options.reader ?? inlineReader({ fetch: options.fetch ?? fetch, ...fetchSettings(options) }, now);
  const saved = store.feedState.all<FeedHealth>();
  const feeds = options.feeds.map((feed) => ({
    ...feed,
    // Failures in a row and the next poll are this run's own.
    health: {
      ...feedHealth(feed, saved.get(feed.adapter.id)),
      consecutive_failures: 0,
      next_poll_at: null,
    } as FeedHealth,
    validators: { etag: null, lastModified: null } as Validators,
    timer: undefined as NodeJS.Timeout | undefined,
    polling: null as Promise<void> | null,
    persistedAt: 0,
  }));
  type Running = (typeof feeds)[number];
  let stopped = true;

  function schedule(feed: Running, delayMs: number): void {
    if (stopped) return;
    feed.health.next_poll_at = now() + delayMs;
    feed.timer = setTimeout(() => {
      feed.polling = poll(feed).finally(() => {
        feed.polling = null;
      });
    }, delayMs);
    feed.timer.unref();
  }

  async function poll(feed: Running): Promise<void> {
    const { adapter, health } = feed;
    const startedAt = now();
    health.last_attempt_at = startedAt;
    const changeBefore = health.last_change_at;
    health.next_poll_at = null;
    try {
      const polled = await reader.poll(adapter, feed.url, feed.validators);
      if (polled.changed) {
        const { fetchedAt, read: checked } = polled;
        health.rows_rejected = checked.rejectedCount;
        health.rejections = checked.rejections;
        // A closures page that honestly lists nothing (its reader refuses a changed page) is news:
        // every closure it announced has ended. Any other payload without a usable row is refused.
        const honestlyEmpty = adapter.absentMeansOpen === true && checked.rejectedCount === 0;
        if (checked.records.length === 0 && !honestlyEmpty) {
          throw new FeedError('no_valid_rows', `None of the ${checked.rejectedCount} rows could be used.`);
        }
        const hadSites = health.rows_parsed;
        if (adapter.listsEverySite && checked.records.length * 2 < hadSites) {
          throw new FeedError(
            'truncated',
            `The payload lists ${checked.records.length} sites where the last good one listed ${hadSites}: taken as cut short and refused; the last good data is kept.`,
          );
        }
        const applied = write(() => {
          const done = applyRecords(store, adapter, checked.records, fetchedAt);
          // Set within the write: the answers rebuilt on it read the age of the data they rest on.
          health.last_change_at = fetchedAt;
          // Only times the publisher stated: a payload that states none (AHS) leaves the data's age unknown.
          health.data_as_of = newestStatedTime(checked.records);
          return done;
        });
        feed.validators = polled.validators;
        health.rows_parsed = checked.records.length;
        health.rows_skipped = checked.skipped;
        health.matched = applied.matched;
        health.added = applied.added.slice(0, 20);
        log({
          event: 'feed_loaded',
          feed: adapter.id,
          rows: checked.records.length,
          rejected: checked.rejectedCount,
          added: applied.added.length,
          readings: applied.readingsAdded,
          statuses_changed: applied.statusesChanged,
          reopened: applied.reopened,
          schedules_changed: applied.schedulesChanged,
          ms: now() - startedAt,
        });
        if (applied.added.length > 0) log({ event: 'feed_sites_added', feed: adapter.id, names: health.added });
      }
      health.last_success_at = now();
      health.last_error = null;
      health.consecutive_failures = 0;
    } catch (error) {
      const failure = asFeedError(error);
      health.last_error = { code: failure.code, message: failure.message, at: now() };
      health.consecutive_failures += 1;
      log({ event: 'feed_failed', feed: adapter.id, code: failure.code, message: failure.message });
    } finally {
      const delay = health.consecutive_failures > 0 ? backoffMs(feed, health.consecutive_failures) : nextPollMs(feed);
      schedule(feed, delay);
      persist(feed, health.last_change_at !== changeBefore || health.last_error !== null);
    }
  }

  function write<T>(change: () => T): T {
    try {
      return store.write(change);
    } catch (error) {
      throw new FeedError(
        'store_error',
        `The store refused the data: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** The interval, plus up to a tenth of it at random: never more than one request per interval. */
  const nextPollMs = (feed: Running) => feed.intervalS * 1000 * (1 + 0.1 * random());

  /** After the n-th failure in a row: the interval × 2^(n−1), at most an hour (or the interval, when longer). */
  const backoffMs = (feed: Running, failures: number) =>
    Math.min(feed.intervalS * 1000 * 2 ** (failures - 1), Math.max(MAX_BACKOFF_MS, feed.intervalS * 1000)) *
    (1 + 0.1 * random());

  /**
   * Saves the feed's state for `npm run sources` when it brought data or an error, else at most
   * every 5 s: a write takes the store's lock, which the webhook thread may be holding.
   */
  function persist(feed: Running, news: boolean): void {
    if (!news && now() - feed.persistedAt < 5000) return;
    try {
      store.feedState.put(feed.adapter.id, feed.health);
      feed.persistedAt = now();
    } catch (error) {
      log({ event: 'feed_state_not_saved', feed: feed.adapter.id, error: String(error) });
    }
  }

  return {
    /** Starts polling: each feed's first request within a tenth of its interval (at most 5 s). */
    start(): void {
      if (!stopped) return;
      stopped = false;
      for (const feed of feeds) schedule(feed, Math.min(feed.intervalS * 100, 5000) * random());
    },
    /** Stops the timers and waits for polls under way. */
    async stop(): Promise<void> {
      stopped = true;
      for (const feed of feeds) clearTimeout(feed.timer);
      await Promise.all(feeds.map((feed) => feed.polling));
      await reader.close();
    },
    /** Polls one feed now (tests, `npm run sources -- poll`), outside its schedule. */
    async pollNow(id: string): Promise<FeedHealth> {
      const feed = feeds.find((candidate) => candidate.adapter.id === id);
      if (!feed) throw new Error(`The feed ${id} is not enabled.`);
      clearTimeout(feed.timer);
      await feed.polling;
      await poll(feed);
      return { ...feed.health };
    },
    health(): FeedHealth[] {
      return feeds.map((feed) => ({ ...feed.health }));
    },
  };
}

/** Timeout, size limit and User-Agent of every request for a feed. */
export function fetchSettings(options: { timeoutMs?: number; maxBytes?: number } = {}) {
  return {
    timeoutMs: options.timeoutMs ?? 20_000,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    userAgent: 'er-status (self-hosted emergency-room status service)',
  };
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

function asFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  return new FeedError('parse_failed', error instanceof Error ? error.message : String(error));
}
