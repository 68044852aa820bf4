import type { Db } from './db';
import type { Status, StatusInput } from './rows';

/** Told of every change of status, message or expected reopening, inside its transaction. */
export type StatusObserver = (before: Status | undefined, after: Status, now: number) => void;

export const STATUS_COLUMNS =
  'hospital_id, status, message, updated_at, expected_reopen, source, confirmed_at, confirmed_by, message_fr, certainty, notice_url, notice_publisher, notice_published_at';

type StatusParameters = [
  string,
  string,
  string | null,
  number | null,
  number | null,
  string | null,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
];

function withDefaults(input: StatusInput): Status {
  return {
    source: null,
    confirmed_at: null,
    confirmed_by: null,
    message_fr: null,
    certainty: null,
    notice_url: null,
    notice_publisher: null,
    notice_published_at: null,
    ...input,
  };
}

/** A change of status, words (either language), expected reopening or notice: an event. */
function saysOtherwise(before: Status, status: Status): boolean {
  return (
    before.status !== status.status ||
    before.message !== status.message ||
    before.message_fr !== status.message_fr ||
    before.expected_reopen !== status.expected_reopen ||
    before.certainty !== status.certainty ||
    before.notice_url !== status.notice_url ||
    before.notice_publisher !== status.notice_publisher ||
    before.notice_published_at !== status.notice_published_at
  );
}

/** The same words, restated: a newer time, another source or a confirmation. */
function restates(before: Status, status: Status): boolean {
  return (
    before.updated_at !== status.updated_at ||
    before.source !== status.source ||
    before.confirmed_at !== status.confirmed_at ||
    before.confirmed_by !== status.confirmed_by
  );
}

export function statusesTable(db: Db) {
  const current = db.prepare<[string], Status>(`SELECT ${STATUS_COLUMNS} FROM statuses WHERE hospital_id = ?`);
  // Positional parameters: bound without looking up each name in the row (the same row written).
  const save = db.prepare<StatusParameters>(`
    INSERT INTO statuses (${STATUS_COLUMNS})
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (hospital_id) DO UPDATE SET
      status = excluded.status, message = excluded.message,
      updated_at = excluded.updated_at, expected_reopen = excluded.expected_reopen,
      source = excluded.source, confirmed_at = excluded.confirmed_at, confirmed_by = excluded.confirmed_by,
      message_fr = excluded.message_fr, certainty = excluded.certainty, notice_url = excluded.notice_url,
      notice_publisher = excluded.notice_publisher, notice_published_at = excluded.notice_published_at`);
  // Only restated (the same words, a newer time or another source): four columns change.
  const restate = db.prepare<[number | null, string | null, number | null, string | null, string]>(
    'UPDATE statuses SET updated_at = ?, source = ?, confirmed_at = ?, confirmed_by = ? WHERE hospital_id = ?',
  );
  const appendEvent = db.prepare<[string, string, string | null, number, number | null, string | null]>(
    'INSERT INTO status_events (hospital_id, status, message, at, expected_reopen, source) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const confirm = db.prepare<[number, string | null, string, string]>(
    'UPDATE statuses SET confirmed_at = ?, confirmed_by = ?, source = ? WHERE hospital_id = ?',
  );
  const all = db.prepare<[], Status>(`SELECT ${STATUS_COLUMNS} FROM statuses`);
  const observers = new Set<StatusObserver>();

  return {
    /**
     * Records the hospital's current status. A change of status, words (either language) or
     * expected reopening is also appended to status_events (at `updated_at`, else `now`); a
     * newer `updated_at`, another source or confirmation alone is not an event. Returns
     * whether anything changed. `known`: the current status, when the caller just read it
     * (within this transaction); it then holds the status saved.
     */
    set(input: StatusInput, now: number, known?: { before: Status | undefined }): boolean {
      const status = withDefaults(input);
      // `known`: the caller read the current status within this transaction (one statement less).
      const before = known ? known.before : current.get(status.hospital_id);
      const changed = !before || saysOtherwise(before, status);
      const restated = before && restates(before, status);
      if (!changed && !restated) return false;
      if (!changed) {
        restate.run(status.updated_at, status.source, status.confirmed_at, status.confirmed_by, status.hospital_id);
        if (known) known.before = status;
        return true;
      }
      save.run(
        status.hospital_id,
        status.status,
        status.message,
        status.updated_at,
        status.expected_reopen,
        status.source,
        status.confirmed_at,
        status.confirmed_by,
        status.message_fr,
        status.certainty,
        status.notice_url,
        status.notice_publisher,
        status.notice_published_at,
      );
      if (known) known.before = status;
      if (changed) {
        appendEvent.run(
          status.hospital_id,
          status.status,
          status.message,
          status.updated_at ?? now,
          status.expected_reopen,
          status.source,
        );
        for (const observer of observers) observer(before, status, now);
      }
      return true;
    },
    /** The hospital's current status, if it has one. */
    get: (hospitalId: string) => current.get(hospitalId),
    /**
     * Records that a person (of organisation `by`) confirmed the current status at `at`, which
     * makes it `source`'s word (no status event: nothing the status says changed). Returns
     * whether there was one.
     */
    confirm: (hospitalId: string, at: number, source: string, by: string | null = null) =>
      confirm.run(at, by, source, hospitalId).changes > 0,
    /** Calls `observer` on every change from now on (webhook events); returns the unsubscribe. */
    observe(observer: StatusObserver): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    all: () => all.all(),
  };
}
