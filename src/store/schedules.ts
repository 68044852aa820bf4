// Scheduled windows (scheduled_windows) and the scheduler's progress per ER (schedule_state).
// While an ER has windows the schedule alone decides its status (schedule-settle.ts); a status
// it sets is its publisher's: `desk`, `sample`, or `notice:<id>` for a feed's (FeedSchedule).
import type { Db } from './db';
import type { UnsureNotice } from './rows';
import { handOver, settle } from './schedule-settle';
import { type ScheduleStatements, scheduleStatements } from './schedule-statements';
import type { statusesTable } from './statuses';
import type { ScheduledWindow, WindowStatus } from './timeline';

export { DESK_FEED, windowSource } from './window-sources';

/** A window as a feed (or the sample) gives it: seconds, null start = in effect, null end = not announced. */
export interface WindowSpec {
  start: number | null;
  end: number | null;
  status: WindowStatus;
  /** A notice the reader is unsure of states it (its status then says so, with the notice's link). */
  unsure?: UnsureNotice;
  /** Its own words, when not those of the other windows given with it. */
  message?: string;
}

/** Who states a list of windows, in which words, and when. */
interface Statement {
  feed: string;
  hospitalId: string;
  message: string;
  publishedAt: number | null;
  messageFr: string | null;
  confirmedBy: string | null;
}

type Announced = Set<(window: ScheduledWindow) => void>;

const sameWindow = (a: ScheduledWindow, b: ScheduledWindow) =>
  a.start_at === b.start_at && a.end_at === b.end_at && a.status === b.status && a.message === b.message;

/** Stores the stated windows; those not stated before are announced. */
function insertWindows(
  q: ScheduleStatements,
  announced: Announced,
  statement: Statement,
  windows: readonly WindowSpec[],
  before: readonly ScheduledWindow[],
): void {
  for (const { start, end, status, unsure, message: own } of windows) {
    const window: ScheduledWindow = {
      feed: statement.feed,
      hospital_id: statement.hospitalId,
      start_at: start,
      end_at: end,
      status,
      message: own ?? statement.message,
      message_fr: statement.messageFr,
      published_at: statement.publishedAt,
      confirmed_by: statement.confirmedBy,
      certainty: unsure ? 'unsure' : null,
      notice_url: unsure?.url ?? null,
      notice_publisher: unsure?.publisher ?? null,
      notice_published_at: unsure?.publishedAt ?? null,
    };
    q.insert.run(window);
    if (!before.some((known) => sameWindow(known, window))) for (const listener of announced) listener(window);
  }
}

export function schedulesTable(db: Db, statuses: ReturnType<typeof statusesTable>) {
  const q = scheduleStatements(db);
  // Told of each window a feed states that it did not state before (alerts of closures announced).
  const announced: Announced = new Set();
  const statedBefore = (feed: string, hospitalId: string) =>
    announced.size === 0 ? [] : q.ofHospital.all(hospitalId).filter((window) => window.feed === feed);

  const api = {
    /**
     * What `feed` says of the ER from now on: its windows replace the feed's earlier ones (an
     * empty list withdraws them). The status follows at the next `settle`: a loader settles in
     * the same write (a window in effect at start-up is then the starting state, not a change).
     */
    replace(
      feed: string,
      hospitalId: string,
      windows: readonly WindowSpec[],
      message: string,
      publishedAt: number | null,
      messageFr: string | null = null,
    ): void {
      const before = statedBefore(feed, hospitalId);
      q.remove.run(feed, hospitalId);
      insertWindows(
        q,
        announced,
        { feed, hospitalId, message, publishedAt, messageFr, confirmedBy: null },
        windows,
        before,
      );
    },
    /** Adds windows to what `feed` says of the ER (the desk's statements, one window at a time). */
    add(
      feed: string,
      hospitalId: string,
      windows: readonly WindowSpec[],
      message: string,
      publishedAt: number | null,
      messageFr: string | null = null,
      confirmedBy: string | null = null,
    ): void {
      const before = statedBefore(feed, hospitalId);
      insertWindows(q, announced, { feed, hospitalId, message, publishedAt, messageFr, confirmedBy }, windows, before);
    },
    /** Calls `listener` with each window a feed states anew, inside the write; returns the unsubscribe. */
    observeAnnounced(listener: (window: ScheduledWindow) => void): () => void {
      announced.add(listener);
      return () => announced.delete(listener);
    },
    /** Forgets what `feed` said of the ER. */
    withdraw(feed: string, hospitalId: string): void {
      q.remove.run(feed, hospitalId);
    },
    /** Forgets `feed`'s windows of the ER that have started by `atS` (in effect or past); returns how many. */
    withdrawStarted: (feed: string, hospitalId: string, atS: number) =>
      q.removeStarted.run(feed, hospitalId, atS).changes,
    /** Forgets `feed`'s windows of the ER that start after `atS`; returns how many. */
    withdrawComing: (feed: string, hospitalId: string, atS: number) =>
      q.removeComing.run(feed, hospitalId, atS).changes,
    /** The ER's windows from every feed, by start (already in effect first). */
    ofHospital: (hospitalId: string) => q.ofHospital.all(hospitalId),
    /** The ERs with windows from any feed. */
    hospitals: () => new Set(q.windowHospitals.all().map((row) => row.hospital_id)),
    /** The ERs whose current closure is the schedule's own. */
    holding: () => new Set(q.holding.all().map((row) => row.hospital_id)),
    /** The ERs `feed` has windows for. */
    hospitalsOf: (feed: string) => q.hospitalsOfFeed.all(feed).map((row) => row.hospital_id),
    /** Windows starting after `fromS` and no later than `untilS`, by start. */
    upcoming: (fromS: number, untilS: number) => q.upcoming.all(fromS, untilS),
    /** Windows in effect or to come at `atS` (ending after it, or with no end). */
    current: (atS: number) => q.current.all(atS),
    /** The first window start or end after `afterS` (seconds), or null. */
    nextBoundary(afterS: number): number | null {
      const next = q.nextBoundary.get(afterS, afterS);
      const times = [next?.next_start, next?.next_end].filter((time): time is number => typeof time === 'number');
      return times.length > 0 ? Math.min(...times) : null;
    },
    /** The ERs that settling through `untilS` would change: a boundary passed since they were settled, or never settled. */
    due: (untilS: number) => q.due.all(untilS, untilS).map((row) => row.hospital_id),

    /** Applies the ER's schedule through `untilS` (schedule-settle.ts). */
    settle: (hospitalId: string, untilS: number) => settle(q, statuses, hospitalId, untilS),
    /** Someone (the desk) stated the ER's status directly at `atS`: the schedule stops holding it. */
    handOver: (hospitalId: string, atS: number) => handOver(q, hospitalId, atS),
    /** Settles the ERs a boundary has passed for since they were last settled; returns how many. */
    settleDue(untilS: number): number {
      const ids = api.due(untilS);
      for (const id of ids) api.settle(id, untilS);
      return ids.length;
    },
  };
  return api;
}
