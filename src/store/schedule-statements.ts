// The statements over scheduled_windows and schedule_state, prepared once per store.
import type { Db } from './db';
import type { Status } from './rows';
import { STATUS_COLUMNS } from './statuses';
import type { ScheduledWindow } from './timeline';

export interface ScheduleState {
  hospital_id: string;
  evaluated_through: number;
  deciding: number;
}

export type ScheduleStatements = ReturnType<typeof scheduleStatements>;

export function scheduleStatements(db: Db) {
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

  return {
    ofHospital,
    insert,
    remove,
    removeStarted,
    removeComing,
    hospitalsOfFeed,
    windowHospitals,
    holding,
    current,
    upcoming,
    nextBoundary,
    due,
    getState,
    putState,
    dropState,
    statusOf,
  };
}
