// The ingestion runtime: polls every enabled feed on its own interval (with jitter), reads
// it conditionally with a timeout and a size limit, parses it (in a worker in the server),
// checks every record, and writes what passes in one transaction. A failure backs off
// exponentially and keeps the feed's last good data; no feed's failure touches another's.
import type { Store } from '../store/store';
import { type FeedAdapter, FeedError } from './adapter';
import { type Applied, applyRecords } from './apply';
import type { EnabledFeed } from './enabled-feed';
import { type FeedHealth, feedHealth, newestStatedTime } from './feed-health';
import type { Validators } from './fetch-payload';
import type { ReadFeed } from './read-feed';
import { type FeedReader, inlineReader } from './reader';

export type { EnabledFeed } from './enabled-feed';
export { displayUrl, type FeedHealth, feedHealth, newestStatedTime } from './feed-health';

type Log = (fields: Record<string, unknown>) => void;

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

/** A feed as this run polls it: its health, the validators of its last answer, its timer. */
interface RunningFeed extends EnabledFeed {
  health: FeedHealth;
  validators: Validators;
  timer: NodeJS.Timeout | undefined;
  polling: Promise<void> | null;
  persistedAt: number;
}

function runningFeed(feed: EnabledFeed, saved: FeedHealth | undefined): RunningFeed {
  return {
    ...feed,
    // Failures in a row and the next poll are this run's own.
    health: { ...feedHealth(feed, saved), consecutive_failures: 0, next_poll_at: null },
    validators: { etag: null, lastModified: null },
    timer: undefined,
    polling: null,
    persistedAt: 0,
  };
}

/** The interval, plus up to a tenth of it at random: never more than one request per interval. */
const nextPollMs = (intervalS: number, random: () => number) => intervalS * 1000 * (1 + 0.1 * random());

/** After the n-th failure in a row: the interval × 2^(n−1), at most an hour (or the interval, when longer). */
const backoffMs = (intervalS: number, failures: number, random: () => number) =>
  Math.min(intervalS * 1000 * 2 ** (failures - 1), Math.max(MAX_BACKOFF_MS, intervalS * 1000)) * (1 + 0.1 * random());

/** Refuses a payload with no usable row, or one cut short: the last good data is kept. */
function refuseUnusable(adapter: FeedAdapter, checked: ReadFeed, hadSites: number): void {
  // A closures page that honestly lists nothing (its reader refuses a changed page) is news:
  // every closure it announced has ended. Any other payload without a usable row is refused.
  const honestlyEmpty = adapter.absentMeansOpen === true && checked.rejectedCount === 0;
  if (checked.records.length === 0 && !honestlyEmpty) {
    throw new FeedError('no_valid_rows', `None of the ${checked.rejectedCount} rows could be used.`);
  }
  if (adapter.listsEverySite && checked.records.length * 2 < hadSites) {
    throw new FeedError(
      'truncated',
      `The payload lists ${checked.records.length} sites where the last good one listed ${hadSites}: taken as cut short and refused; the last good data is kept.`,
    );
  }
}

function writeOrRefuse<T>(store: Store, change: () => T): T {
  try {
    return store.write(change);
  } catch (error) {
    throw new FeedError('store_error', `The store refused the data: ${error instanceof Error ? error.message : error}`);
  }
}

function loadedEvent(feed: string, checked: ReadFeed, applied: Applied, ms: number): Record<string, unknown> {
  return {
    event: 'feed_loaded',
    feed,
    rows: checked.records.length,
    rejected: checked.rejectedCount,
    added: applied.added.length,
    readings: applied.readingsAdded,
    statuses_changed: applied.statusesChanged,
    reopened: applied.reopened,
    schedules_changed: applied.schedulesChanged,
    ms,
  };
}

export function createIngest(options: IngestOptions) {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const reader = options.reader ?? inlineReader({ fetch: options.fetch ?? fetch, ...fetchSettings(options) }, now);
  const saved = store.feedState.all<FeedHealth>();
  const feeds = options.feeds.map((feed) => runningFeed(feed, saved.get(feed.adapter.id)));
  type Running = RunningFeed;
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
        refuseUnusable(adapter, checked, health.rows_parsed);
        const applied = writeOrRefuse(store, () => {
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
        log(loadedEvent(adapter.id, checked, applied, now() - startedAt));
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
      const delay =
        health.consecutive_failures > 0
          ? backoffMs(feed.intervalS, health.consecutive_failures, random)
          : nextPollMs(feed.intervalS, random);
      schedule(feed, delay);
      persist(feed, health.last_change_at !== changeBefore || health.last_error !== null);
    }
  }

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

function asFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  return new FeedError('parse_failed', error instanceof Error ? error.message : String(error));
}
