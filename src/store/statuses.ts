import type { Db } from './db';
import type { Status } from './rows';

/** Told of every change of status, message or expected reopening, inside its transaction. */
export type StatusObserver = (before: Status | undefined, after: Status, now: number) => void;

export function statusesTable(db: Db) {
  const current = db.prepare<[string], Status>('SELECT * FROM statuses WHERE hospital_id = ?');
  const save = db.prepare<Status>(`
    INSERT INTO statuses (hospital_id, status, message, updated_at, expected_reopen)
    VALUES (@hospital_id, @status, @message, @updated_at, @expected_reopen)
    ON CONFLICT (hospital_id) DO UPDATE SET
      status = excluded.status, message = excluded.message,
      updated_at = excluded.updated_at, expected_reopen = excluded.expected_reopen`);
  const appendEvent = db.prepare<[string, string, string | null, number, number | null]>(
    'INSERT INTO status_events (hospital_id, status, message, at, expected_reopen) VALUES (?, ?, ?, ?, ?)',
  );
  const all = db.prepare<[], Status>('SELECT * FROM statuses');
  const observers = new Set<StatusObserver>();

  return {
    /**
     * Records the hospital's current status. A change of status, message or expected reopening
     * is also appended to status_events (at `updated_at`, else `now`); a newer `updated_at`
     * alone is not an event. Returns whether anything changed.
     */
    set(status: Status, now: number): boolean {
      const before = current.get(status.hospital_id);
      const changed =
        !before ||
        before.status !== status.status ||
        before.message !== status.message ||
        before.expected_reopen !== status.expected_reopen;
      if (!changed && before.updated_at === status.updated_at) return false;
      save.run(status);
      if (changed) {
        appendEvent.run(
          status.hospital_id,
          status.status,
          status.message,
          status.updated_at ?? now,
          status.expected_reopen,
        );
        for (const observer of observers) observer(before, status, now);
      }
      return true;
    },
    /** Calls `observer` on every change from now on (webhook events); returns the unsubscribe. */
    observe(observer: StatusObserver): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    all: () => all.all(),
  };
}
