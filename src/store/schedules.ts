// Scheduled windows (scheduled_windows) and the scheduler's progress per ER (schedule_state).
// While an ER has windows the schedule alone decides its status: `settle` applies every phase
// boundary since the ER was last settled, in order and each at its own time, through
// statuses.set (a status event, webhook events), then records how far it went — so that after
// a restart nothing is missed and nothing is repeated. Called inside store.write.
//
// A status the schedule sets is its publisher's (`source`): `desk` for the desk's windows,
// `sample` for the sample's, `notice:<id>` for a feed's — a feed's windows are what its
// notices state (FeedSchedule). A desk window's closure counts as confirmed when it was stated.
import type { Db } from './db';
import type { Status, StatusInput, UnsureNotice } from './rows';
import { STATUS_COLUMNS, type statusesTable } from './statuses';
import { type Phase, phaseAt, phasesOf, type ScheduledWindow, type WindowStatus } from './timeline';

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

interface ScheduleState {
  hospital_id: string;
  evaluated_through: number;
  deciding: number;
}

/** A status that stands on no unsure notice. */
const NO_NOTICE = { certainty: null, notice_url: null, notice_publisher: null, notice_published_at: null } as const;

const isClosure = (status: Phase['status'] | Status['status'] | undefined) =>
  status === 'closed' || status === 'disruption';

/** The publishers that write windows besides the feeds (their ids are their sources). */
export const DESK_FEED = 'desk';
const OWN_SOURCES = new Set([DESK_FEED, 'sample']);

/** The `source` of a status a window of `feed` sets. */
export const windowSource = (feed: string) => (OWN_SOURCES.has(feed) ? feed : `notice:${feed}`);

/** The window whose words a closure phase shows: the latest published among those covering it. */
function statedBy(windows: readonly ScheduledWindow[], phase: Phase): ScheduledWindow | undefined {
  let best: ScheduledWindow | undefined;
  for (const window of windows) {
    const covers =
      (window.start_at ?? Number.NEGATIVE_INFINITY) <= phase.from &&
      phase.from < (window.end_at ?? Number.POSITIVE_INFINITY);
    const sameCertainty = (window.certainty === 'unsure') === Boolean(phase.unsure);
    if (!covers || window.status !== phase.status || window.message !== phase.message || !sameCertainty) continue;
    if (!best || (window.published_at ?? Number.NEGATIVE_INFINITY) > (best.published_at ?? Number.NEGATIVE_INFINITY))
      best = window;
  }
  return best;
}

export function schedulesTable(db: Db, statuses: ReturnType<typeof statusesTable>) {
  const columns =
    'feed, hospital_id, start_at, end_at, status, message, message_fr, published_at, confirmed_by, certainty, notice_url, notice_publisher, notice_published_at';
  // NULLs sort first in SQLite and last in PostgreSQL: `IS NOT NULL` puts a window in effect first in both.
  const ofHospital = db.prepare<[string], ScheduledWindow>(
    `SELECT ${columns} FROM scheduled_windows WHERE hospital_id = ?
     ORDER BY start_at IS NOT NULL, start_at, end_at IS NULL, end_at, id`,
  );
  const insert = db.prepare<ScheduledWindow>(
    `INSERT INTO scheduled_windows (${columns})
     VALUES (@feed, @hospital_id, @start_at, @end_at, @status, @message, @message_fr, @published_at, @confirmed_by,
       @certainty, @notice_url, @notice_publisher, @notice_published_at)`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM scheduled_windows WHERE feed = ? AND hospital_id = ?');
  const removeStarted = db.prepare<[string, string, number]>(
    'DELETE FROM scheduled_windows WHERE feed = ? AND hospital_id = ? AND (start_at IS NULL OR start_at <= ?)',
  );
  const removeComing = db.prepare<[string, string, number]>(
    'DELETE FROM scheduled_windows WHERE feed = ? AND hospital_id = ? AND start_at > ?',
  );
  const hospitalsOfFeed = db.prepare<[string], { hospital_id: string }>(
    'SELECT DISTINCT hospital_id FROM scheduled_windows WHERE feed = ?',
  );
  const windowHospitals = db.prepare<[], { hospital_id: string }>('SELECT DISTINCT hospital_id FROM scheduled_windows');
  const holding = db.prepare<[], { hospital_id: string }>('SELECT hospital_id FROM schedule_state WHERE deciding = 1');
  // Windows that end after `from` (those in effect or to come), for the answers.
  const current = db.prepare<[number], ScheduledWindow>(
    `SELECT ${columns} FROM scheduled_windows WHERE end_at IS NULL OR end_at > ?
     ORDER BY hospital_id, start_at IS NOT NULL, start_at, id`,
  );
  const upcoming = db.prepare<[number, number], ScheduledWindow>(
    `SELECT ${columns} FROM scheduled_windows WHERE start_at > ? AND start_at <= ? ORDER BY start_at, hospital_id, id`,
  );
  // Two index lookups (asked after every write, to set the timer).
  const nextBoundary = db.prepare<[number, number], { next_start: number | null; next_end: number | null }>(`
    SELECT (SELECT MIN(start_at) FROM scheduled_windows WHERE start_at > ?) AS next_start,
      (SELECT MIN(end_at) FROM scheduled_windows WHERE end_at > ?) AS next_end`);
  // The ERs with a boundary they have not been settled through, or never settled.
  const due = db.prepare<[number, number], { hospital_id: string }>(`
    SELECT DISTINCT w.hospital_id FROM scheduled_windows w LEFT JOIN schedule_state s ON s.hospital_id = w.hospital_id
    WHERE s.hospital_id IS NULL
      OR (w.start_at > s.evaluated_through AND w.start_at <= ?)
      OR (w.end_at > s.evaluated_through AND w.end_at <= ?)
    ORDER BY w.hospital_id`);
  const getState = db.prepare<[string], ScheduleState>('SELECT * FROM schedule_state WHERE hospital_id = ?');
  const putState = db.prepare<ScheduleState>(`
    INSERT INTO schedule_state (hospital_id, evaluated_through, deciding) VALUES (@hospital_id, @evaluated_through, @deciding)
    ON CONFLICT (hospital_id) DO UPDATE SET evaluated_through = excluded.evaluated_through, deciding = excluded.deciding`);
  const dropState = db.prepare<[string]>('DELETE FROM schedule_state WHERE hospital_id = ?');
  const statusOf = db.prepare<[string], Status>(`SELECT ${STATUS_COLUMNS} FROM statuses WHERE hospital_id = ?`);

  /** The reopening the schedule makes: said by whoever held the ER closed (the desk's keeps its confirmation). */
  const reopening = (before: Status | undefined): Omit<Status, 'hospital_id' | 'updated_at'> => ({
    status: 'open',
    message: null,
    expected_reopen: null,
    source: before?.source ?? null,
    confirmed_at: before?.source === DESK_FEED ? before.confirmed_at : null,
    confirmed_by: before?.source === DESK_FEED ? before.confirmed_by : null,
    message_fr: null,
    ...NO_NOTICE,
  });

  /** Sets the ER's status to what `phase` says, at `at`, unless it already says so. Returns whether the schedule now holds a closure. */
  function insertWindows(
    feed: string,
    hospitalId: string,
    windows: readonly WindowSpec[],
    message: string,
    publishedAt: number | null,
    messageFr: string | null,
    confirmedBy: string | null,
    before: readonly ScheduledWindow[],
  ): void {
    for (const { start, end, status, unsure, message: own } of windows) {
      const window: ScheduledWindow = {
        feed,
        hospital_id: hospitalId,
        start_at: start,
        end_at: end,
        status,
        message: own ?? message,
        message_fr: messageFr,
        published_at: publishedAt,
        confirmed_by: confirmedBy,
        certainty: unsure ? 'unsure' : null,
        notice_url: unsure?.url ?? null,
        notice_publisher: unsure?.publisher ?? null,
        notice_published_at: unsure?.publishedAt ?? null,
      };
      insert.run(window);
      if (!before.some((known) => sameWindow(known, window))) for (const listener of announced) listener(window);
    }
  }

  function enter(hospitalId: string, windows: readonly ScheduledWindow[], phase: Phase, at: number, deciding: boolean) {
    // Outside its windows the ER is the schedule's only while the schedule holds it closed: it
    // reopens it (at a window's end, or when the windows move away); otherwise other feeds decide.
    const before = statusOf.get(hospitalId);
    let target: Omit<Status, 'hospital_id' | 'updated_at'> | null = null;
    if (isClosure(phase.status)) {
      const window = statedBy(windows, phase);
      const source = window ? windowSource(window.feed) : null;
      target = {
        status: phase.status as WindowStatus,
        // A window stated in French only has no English words: its status shows the French.
        message: phase.message || null,
        expected_reopen: phase.reopen,
        source,
        confirmed_at: source === DESK_FEED ? (window?.published_at ?? null) : null,
        confirmed_by: source === DESK_FEED ? (window?.confirmed_by ?? null) : null,
        message_fr: window?.message_fr ?? null,
        ...(window?.certainty === 'unsure'
          ? {
              certainty: 'unsure' as const,
              notice_url: window.notice_url ?? null,
              notice_publisher: window.notice_publisher ?? null,
              notice_published_at: window.notice_published_at ?? null,
            }
          : NO_NOTICE),
      };
    } else if (deciding) target = reopening(before);
    if (!target) return false;
    const same =
      before?.status === target.status &&
      before.message === target.message &&
      before.message_fr === target.message_fr &&
      before.expected_reopen === target.expected_reopen &&
      before.source === target.source &&
      before.certainty === target.certainty &&
      before.notice_url === target.notice_url &&
      before.notice_publisher === target.notice_publisher &&
      before.notice_published_at === target.notice_published_at;
    if (!same) statuses.set({ hospital_id: hospitalId, ...target, updated_at: at }, at);
    return isClosure(target.status);
  }

  // Told of each window a feed states that it did not state before (alerts of closures announced).
  const announced = new Set<(window: ScheduledWindow) => void>();
  const sameWindow = (a: ScheduledWindow, b: ScheduledWindow) =>
    a.start_at === b.start_at && a.end_at === b.end_at && a.status === b.status && a.message === b.message;
  const statedBefore = (feed: string, hospitalId: string) =>
    announced.size === 0 ? [] : ofHospital.all(hospitalId).filter((window) => window.feed === feed);

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
      remove.run(feed, hospitalId);
      insertWindows(feed, hospitalId, windows, message, publishedAt, messageFr, null, before);
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
      insertWindows(feed, hospitalId, windows, message, publishedAt, messageFr, confirmedBy, before);
    },
    /** Calls `listener` with each window a feed states anew, inside the write; returns the unsubscribe. */
    observeAnnounced(listener: (window: ScheduledWindow) => void): () => void {
      announced.add(listener);
      return () => announced.delete(listener);
    },
    /** Forgets what `feed` said of the ER. */
    withdraw(feed: string, hospitalId: string): void {
      remove.run(feed, hospitalId);
    },
    /** Forgets `feed`'s windows of the ER that have started by `atS` (in effect or past); returns how many. */
    withdrawStarted: (feed: string, hospitalId: string, atS: number) =>
      removeStarted.run(feed, hospitalId, atS).changes,
    /** Forgets `feed`'s windows of the ER that start after `atS`; returns how many. */
    withdrawComing: (feed: string, hospitalId: string, atS: number) => removeComing.run(feed, hospitalId, atS).changes,
    /** The ER's windows from every feed, by start (already in effect first). */
    ofHospital: (hospitalId: string) => ofHospital.all(hospitalId),
    /** The ERs with windows from any feed. */
    hospitals: () => new Set(windowHospitals.all().map((row) => row.hospital_id)),
    /** The ERs whose current closure is the schedule's own. */
    holding: () => new Set(holding.all().map((row) => row.hospital_id)),
    /** The ERs `feed` has windows for. */
    hospitalsOf: (feed: string) => hospitalsOfFeed.all(feed).map((row) => row.hospital_id),
    /** Windows starting after `fromS` and no later than `untilS`, by start. */
    upcoming: (fromS: number, untilS: number) => upcoming.all(fromS, untilS),
    /** Windows in effect or to come at `atS` (ending after it, or with no end). */
    current: (atS: number) => current.all(atS),
    /** The first window start or end after `afterS` (seconds), or null. */
    nextBoundary(afterS: number): number | null {
      const next = nextBoundary.get(afterS, afterS);
      const times = [next?.next_start, next?.next_end].filter((time): time is number => typeof time === 'number');
      return times.length > 0 ? Math.min(...times) : null;
    },
    /** The ERs that settling through `untilS` would change: a boundary passed since they were settled, or never settled. */
    due: (untilS: number) => due.all(untilS, untilS).map((row) => row.hospital_id),

    /**
     * Applies the ER's schedule through `untilS`: each boundary since it was last settled, in
     * order, at its own time, then the phase in effect at `untilS` (a change of windows takes
     * effect at `untilS`). An ER whose windows are all withdrawn reopens if the schedule had
     * closed it.
     */
    settle(hospitalId: string, untilS: number): void {
      const state = getState.get(hospitalId);
      const from = state?.evaluated_through ?? null;
      const through = Math.max(untilS, from ?? untilS);
      let deciding = Boolean(state?.deciding);
      const windows = ofHospital.all(hospitalId);
      if (windows.length === 0) {
        const before = statusOf.get(hospitalId);
        if (deciding && isClosure(before?.status)) {
          statuses.set(
            { hospital_id: hospitalId, ...reopening(before), updated_at: through } satisfies StatusInput,
            through,
          );
        }
        if (state) dropState.run(hospitalId);
        return;
      }
      const phases = phasesOf(windows);
      if (from !== null) {
        for (const phase of phases) {
          if (phase.from > from && phase.from <= through)
            deciding = enter(hospitalId, windows, phase, phase.from, deciding);
        }
      }
      deciding = enter(hospitalId, windows, phaseAt(phases, through), through, deciding);
      putState.run({ hospital_id: hospitalId, evaluated_through: through, deciding: deciding ? 1 : 0 });
    },
    /**
     * Someone (the desk) stated the ER's status directly at `atS`: the schedule stops holding it
     * (its windows' boundaries still apply at their moments, later ones only).
     */
    handOver(hospitalId: string, atS: number): void {
      if (ofHospital.all(hospitalId).length === 0) dropState.run(hospitalId);
      else {
        const through = Math.max(atS, getState.get(hospitalId)?.evaluated_through ?? atS);
        putState.run({ hospital_id: hospitalId, evaluated_through: through, deciding: 0 });
      }
    },
    /** Settles the ERs a boundary has passed for since they were last settled; returns how many. */
    settleDue(untilS: number): number {
      const ids = api.due(untilS);
      for (const id of ids) api.settle(id, untilS);
      return ids.length;
    },
  };
  return api;
}
