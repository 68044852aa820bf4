// The answers the v1 routes serve, kept current: rebuilt from the store after every write (here
// or, through the watch, elsewhere), at each new hour, and when the next live reading goes stale.
import { randomUUID } from 'node:crypto';
import type { FeedAge } from '../contract/feed-age';
import type { ProvinceCode } from '../contract/provinces';
import type { Wait } from '../contract/resources';
import type { HourLearner } from '../forecast/hour-learner';
import { loadOutlookReader } from '../forecast/load-outlook';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { createAnswers } from './answers';
import { snapshotReader } from './snapshot';

const HOUR_MS = 3_600_000;

type Log = (fields: Record<string, unknown>) => void;

export interface LiveAnswersParts {
  store: Store;
  source: SourceInfo;
  staleMinutes: number;
  now: () => number;
  log: Log;
  /** Where the forecaster learns each hour; `onLearned` rebuilds the answers when its forecasts are back. */
  learner: (onLearned: () => void) => HourLearner;
  /** Told of every ER's wait at each rebuild, where this instance records wait events. */
  onWaits?: (waits: readonly Wait[]) => void;
  /** The live feeds the data comes from, for `data_as_of`. */
  feedAges?: () => readonly FeedAge[];
  /** Where a closure source is on, for `tracked_provinces`. */
  trackedProvinces?: () => readonly ProvinceCode[];
}

export class LiveAnswers {
  readonly answers: ReturnType<typeof createAnswers>;
  /** Tells this process's data generations from an earlier one's (history ETags). */
  readonly boot = randomUUID().slice(0, 8);
  /** Counts rebuilds: history changes only with them. */
  generation = 0;
  private readonly parts: LiveAnswersParts;
  private readonly learner: HourLearner;
  private readonly readSnapshot: ReturnType<typeof snapshotReader>;
  private readonly readOutlooks: ReturnType<typeof loadOutlookReader>;
  private readonly listeners = new Set<() => void>();
  /** The hour (since the epoch) of the last snapshot: a new hour takes a new one. */
  private loadedHour = Number.NEGATIVE_INFINITY;
  private refresh: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(parts: LiveAnswersParts) {
    this.parts = parts;
    this.answers = createAnswers({
      attribution: parts.source.attribution,
      staleMinutes: parts.staleMinutes,
      now: parts.now,
      feedAges: parts.feedAges,
      trackedProvinces: parts.trackedProvinces,
      onWaits: parts.onWaits,
    });
    this.learner = parts.learner(() => this.reloadLearned());
    this.readSnapshot = snapshotReader(parts.store, parts.staleMinutes, this.learner);
    this.readOutlooks = loadOutlookReader(parts.store.loads);
    this.reload();
    this.unsubscribe = parts.store.onWrite(() => this.reload());
    this.scheduleRefresh();
  }

  /** Rebuilds the answers from a new snapshot of the store. */
  reload(): void {
    const now = this.parts.now();
    this.loadedHour = Math.floor(now / HOUR_MS);
    const snapshot = this.readSnapshot(now);
    this.answers.load({ ...snapshot, outlooks: this.readOutlooks(snapshot.hospitals, now) });
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * Rebuilds the answers when due. In a new hour, from a new snapshot even without a write: the
   * forecasters then learn the hour just completed (when a feed has gone quiet, its last readings
   * are exactly what a predicted row needs). Tried once per hour; a store that cannot be read
   * leaves the answers as they were (the watch reloads when it comes back).
   */
  refreshIfDue(): void {
    if (Math.floor(this.parts.now() / HOUR_MS) !== this.loadedHour) {
      try {
        this.reload();
        return;
      } catch (error) {
        this.loadedHour = Math.floor(this.parts.now() / HOUR_MS);
        this.parts.log({ event: 'refresh_failed', error: String(error) });
      }
    }
    this.answers.refreshIfDue();
  }

  /** Calls `listener` after each rebuild; returns its removal. */
  onReload(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the timer and the forecaster; the store stays open (its owner closes it). */
  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.refresh);
    this.unsubscribe();
    return this.learner.close();
  }

  private reloadLearned(): void {
    if (this.closed) return;
    try {
      this.reload();
    } catch (error) {
      this.parts.log({ event: 'forecast_reload_failed', error: String(error) });
    }
  }

  /** Rebuild when the next live reading goes stale, and at least once a minute. */
  private scheduleRefresh(): void {
    if (this.closed) return;
    const delay = Math.min(Math.max(this.answers.expiresAt - this.parts.now(), 50), 60_000);
    this.refresh = setTimeout(() => {
      try {
        this.refreshIfDue();
      } catch (error) {
        this.parts.log({ event: 'refresh_failed', error: String(error) });
      }
      this.scheduleRefresh();
    }, delay);
    this.refresh.unref();
  }
}
