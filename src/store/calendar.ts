// The events of the calendar feeds (/calendar/<er>.ics), kept so that a UID stays the same, its
// SEQUENCE moves when its window changes, and a closure withdrawn before it starts stays in the
// feed as cancelled. Times are seconds.
import type { Db } from './db';

export interface CalendarEventRow {
  uid: string;
  hospital_id: string;
  start_at: number;
  end_at: number | null;
  status: string;
  message: string;
  source: string;
  sequence: number;
  cancelled: number;
  updated_at: number;
}

export function calendarTable(db: Db) {
  const of = db.prepare<[string, number, number], CalendarEventRow>(`
    SELECT * FROM calendar_events WHERE hospital_id = ? AND (start_at > ? OR end_at IS NULL OR end_at > ?)
    ORDER BY start_at, uid`);
  const save = db.prepare<CalendarEventRow>(`
    INSERT INTO calendar_events (uid, hospital_id, start_at, end_at, status, message, source, sequence, cancelled, updated_at)
    VALUES (@uid, @hospital_id, @start_at, @end_at, @status, @message, @source, @sequence, @cancelled, @updated_at)
    ON CONFLICT (uid) DO UPDATE SET end_at = excluded.end_at, status = excluded.status, message = excluded.message,
      sequence = excluded.sequence, cancelled = excluded.cancelled, updated_at = excluded.updated_at`);
  return {
    /** The ER's events that start or end after `sinceS` (or have no end). */
    of: (hospitalId: string, sinceS: number) => of.all(hospitalId, sinceS, sinceS),
    save(rows: readonly CalendarEventRow[]): void {
      if (rows.length === 0) return;
      db.transaction(() => {
        for (const row of rows) save.run(row);
      }).immediate();
    },
  };
}
