// Alert changes from changes in the store, written in the transaction of the change (the
// outbox of each channel someone follows the ER on: email, web push), as webhook events are: an ER closes or starts a disruption, reopens or the
// disruption ends, or its closure's words or expected reopening change. A change nobody follows
// is not kept, and a routine one (the same status with the same words as a day before, within
// half an hour: standing overnight hours) is told again each day only to those who asked for
// routine hours. A closure announced for later is told once, when a publisher first states it.
import type { Status } from '../store/rows';
import { DESK_FEED, windowSource } from '../store/schedules';
import type { Store } from '../store/store';
import type { ChangeKind } from './strings';

/** What a message needs of a change, kept as it was when it happened. */
export interface AlertChange {
  kind: ChangeKind;
  hospital_id: string;
  name: string;
  city: string;
  province: string;
  message: string | null;
  message_fr: string | null;
  source: string | null;
  confirmed_at: number | null;
  confirmed_by: string | null;
  /** When it happened (seconds); for a closure announced, when it is to start. */
  at: number;
  expected_reopen: number | null;
  /**
   * When the status stands on a notice the reader is unsure of: where to read it, who published
   * it and when (seconds). Its times are then never told as fact.
   */
  notice?: { url: string | null; publisher: string | null; published_at: number | null };
}

const closing = (status: Status['status'] | undefined) => status === 'closed' || status === 'disruption';

/** The kind of alert a status change makes, or null when it makes none. */
export function changeKind(before: Status | undefined, after: Status): ChangeKind | null {
  const was = before?.status;
  const is = after.status;
  if (is === 'closed' && was !== 'closed') return 'closed';
  if (is === 'disruption' && was !== 'disruption') return 'disruption';
  if (was === 'closed' && !closing(is)) return 'reopened';
  if (was === 'disruption' && !closing(is)) return 'ended';
  if (was === is && closing(is)) return 'updated';
  return null;
}

/**
 * `reminderMs`: how long before an announced closure starts its reminder is due. A closure
 * announced closer to its start than that has no reminder: the announcement is the reminder.
 */
export function createAlertRecorder(store: Store, now: () => number = Date.now, reminderMs = 2 * 3_600_000) {
  const { alerts, push } = store;
  const followed = (hospitalId: string, province: string) =>
    alerts.followed(hospitalId, province) || push.followed(hospitalId, province);
  /** Into each channel's outbox that someone follows the ER on (a routine change: someone who asked for routine hours). */
  const record = (change: AlertChange, routine = false) => {
    const body = JSON.stringify(change);
    const { hospital_id: id, province } = change;
    if (alerts.followed(id, province, routine)) alerts.record(id, province, body, now(), routine);
    if (push.followed(id, province, routine)) push.record(id, province, body, now(), routine);
  };
  const stop = store.statuses.observe((before, after, nowS) => {
    const kind = changeKind(before, after);
    if (!kind) return;
    const hospital = store.hospitals.get(after.hospital_id);
    if (!hospital || !followed(hospital.id, hospital.province)) return;
    const at = after.updated_at ?? nowS;
    const routine = kind !== 'updated' && alerts.sameDayBefore(hospital.id, after.status, after.message, at);
    // An end is told with the words of what ended.
    const told = kind === 'reopened' || kind === 'ended' ? (before as Status) : after;
    const change: AlertChange = {
      kind,
      hospital_id: hospital.id,
      name: hospital.name,
      city: hospital.city,
      province: hospital.province,
      message: told.message,
      message_fr: told.message_fr,
      source: after.source,
      confirmed_at: after.confirmed_at,
      confirmed_by: after.confirmed_by,
      at,
      expected_reopen: after.expected_reopen,
      ...(told.certainty === 'unsure'
        ? { notice: { url: told.notice_url, publisher: told.notice_publisher, published_at: told.notice_published_at } }
        : {}),
    };
    record(change, routine);
  });
  const stopAnnounced = store.schedules.observeAnnounced((window) => {
    const nowS = Math.floor(now() / 1000);
    if (window.start_at === null || window.start_at <= nowS) return;
    const hospital = store.hospitals.get(window.hospital_id);
    if (!hospital || !followed(hospital.id, hospital.province)) return;
    const desk = window.feed === DESK_FEED;
    const change: AlertChange = {
      kind: 'announced',
      hospital_id: hospital.id,
      name: hospital.name,
      city: hospital.city,
      province: hospital.province,
      message: window.message || null,
      message_fr: window.message_fr ?? null,
      source: windowSource(window.feed),
      confirmed_at: desk ? window.published_at : null,
      confirmed_by: desk ? (window.confirmed_by ?? null) : null,
      at: window.start_at,
      expected_reopen: window.end_at,
    };
    record(change);
    const dueAt = window.start_at * 1000 - reminderMs;
    if (dueAt > now()) {
      const reminder = JSON.stringify({ ...change, kind: 'reminder' });
      alerts.remindLater({
        ...{ hospital_id: hospital.id, start_at: window.start_at },
        province: hospital.province,
        body: reminder,
        due_at: dueAt,
      });
    }
  });
  return {
    close(): void {
      stop();
      stopAnnounced();
    },
  };
}
