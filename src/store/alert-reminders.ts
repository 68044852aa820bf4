// Reminders of closures announced for later, for those who asked (email and web push): each waits
// here from the announcement (once per ER and start) until it is due, then becomes a change in
// each channel's outbox, fanned out only to subscriptions that asked for reminders. Times in ms.
import type { Db } from './db';

/** A reminder waiting until it is due (ms): the announced closure's change, told again. */
export interface WaitingReminder {
  hospital_id: string;
  start_at: number;
  province: string;
  body: string;
  due_at: number;
}

/** Reminders of announced closures, waiting until they are due; then a change in each channel's outbox. */
export function remindersTable(db: Db) {
  const insertChange = db.prepare<[string, string, string, number]>(
    'INSERT INTO alert_changes (hospital_id, province, body, recorded_at, reminder) VALUES (?, ?, ?, ?, 1)',
  );
  // Into the push outbox only when a browser following the ER asked for reminders.
  const insertPushChange = db.prepare<[string, string, string, number, string, string]>(`
    INSERT INTO push_changes (hospital_id, province, body, recorded_at, reminder)
    SELECT ?, ?, ?, ?, 1 WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.remind = 1 AND (s.province = ?
      OR EXISTS (SELECT 1 FROM push_follows f WHERE f.subscription_id = s.id AND f.hospital_id = ?)))`);
  const remindLater = db.prepare<WaitingReminder>(`
    INSERT INTO alert_reminders (hospital_id, start_at, province, body, due_at)
    VALUES (@hospital_id, @start_at, @province, @body, @due_at) ON CONFLICT DO NOTHING`);
  const dueReminders = db.prepare<[number], WaitingReminder>(
    'SELECT * FROM alert_reminders WHERE due_at <= ? ORDER BY due_at LIMIT 100',
  );
  const dropReminder = db.prepare<[string, number]>(
    'DELETE FROM alert_reminders WHERE hospital_id = ? AND start_at = ?',
  );
  const nextReminder = db.prepare<[], { due: number | null }>('SELECT MIN(due_at) AS due FROM alert_reminders');
  return {
    /** Keeps a reminder of an announced closure until `due_at` (once per ER and start). */
    remindLater: (reminder: WaitingReminder) => remindLater.run(reminder),
    dueReminders: (nowMs: number) => dueReminders.all(nowMs),
    /**
     * A due reminder leaves the waiting list; `body` (when given) goes to each channel's outbox, for
     * those who asked. Only the instance whose delete took the row writes it (a claim): false when
     * another had.
     */
    fireReminder(reminder: WaitingReminder, body: string | null, nowMs: number): boolean {
      const { hospital_id: hospitalId, province } = reminder;
      return db
        .transaction(() => {
          if (dropReminder.run(hospitalId, reminder.start_at).changes === 0) return false;
          if (body === null) return true;
          insertChange.run(hospitalId, province, body, nowMs);
          insertPushChange.run(hospitalId, province, body, nowMs, province, hospitalId);
          return true;
        })
        .immediate();
    },
    nextReminder: () => nextReminder.get()?.due ?? null,
  };
}
