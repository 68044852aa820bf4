// What an ER's calendar holds: its closures and disruptions announced for later and the one in
// effect, reconciled with what the feed said before: a new window is a new event, a changed one
// keeps its UID with the next SEQUENCE, one withdrawn before it started stays as cancelled, and
// one withdrawn while in effect ends then.
import { createHash } from 'node:crypto';
import type { CalendarEventRow } from '../store/calendar';
import { windowSource } from '../store/schedules';
import type { Store } from '../store/store';

/** How far back the feed keeps events that have ended. */
const KEPT_S = 7 * 86_400;

const uidOf = (source: string, hospitalId: string, start: number) =>
  `${createHash('sha256').update(`${source}|${hospitalId}|${start}`).digest('hex').slice(0, 32)}@er-status`;

type Wanted = Omit<CalendarEventRow, 'sequence' | 'cancelled' | 'updated_at'>;

function wanted(store: Store, hospitalId: string, nowS: number): Wanted[] {
  const events: Wanted[] = [];
  for (const window of store.schedules.ofHospital(hospitalId)) {
    if (window.start_at === null) continue;
    if (window.end_at !== null && window.end_at <= nowS - KEPT_S) continue;
    const source = windowSource(window.feed);
    events.push({
      uid: uidOf(source, hospitalId, window.start_at),
      hospital_id: hospitalId,
      start_at: window.start_at,
      end_at: window.end_at,
      status: window.status,
      message: window.message_fr && !window.message ? window.message_fr : window.message,
      source,
    });
  }
  // A closure stated without a window (a feed's status, the desk's without a reopening time).
  const status = store.statuses.get(hospitalId);
  const covered = events.some((e) => e.start_at <= nowS && (e.end_at === null || e.end_at > nowS));
  if (status && (status.status === 'closed' || status.status === 'disruption') && !covered) {
    const start = status.updated_at ?? nowS;
    const source = status.source ?? 'unknown';
    events.push({
      uid: uidOf(source, hospitalId, start),
      hospital_id: hospitalId,
      start_at: start,
      end_at: status.expected_reopen,
      status: status.status,
      message: status.message ?? '',
      source,
    });
  }
  return events;
}

/** The ER's events as the feed serves them now, recording what changed since it was last asked. */
export function calendarEvents(store: Store, hospitalId: string, nowS: number): CalendarEventRow[] {
  const known = new Map(store.calendar.of(hospitalId, nowS - KEPT_S).map((row) => [row.uid, row]));
  const changed: CalendarEventRow[] = [];
  const seen = new Set<string>();
  for (const event of wanted(store, hospitalId, nowS)) {
    if (seen.has(event.uid)) continue;
    seen.add(event.uid);
    const before = known.get(event.uid);
    if (!before) {
      changed.push({ ...event, sequence: 0, cancelled: 0, updated_at: nowS });
    } else if (
      before.end_at !== event.end_at ||
      before.status !== event.status ||
      before.message !== event.message ||
      before.cancelled
    ) {
      changed.push({ ...before, ...event, sequence: before.sequence + 1, cancelled: 0, updated_at: nowS });
    }
  }
  for (const before of known.values()) {
    if (seen.has(before.uid) || before.cancelled) continue;
    if (before.start_at > nowS) {
      changed.push({ ...before, cancelled: 1, sequence: before.sequence + 1, updated_at: nowS });
    } else if (before.end_at === null || before.end_at > nowS) {
      changed.push({ ...before, end_at: nowS, sequence: before.sequence + 1, updated_at: nowS });
    }
  }
  store.calendar.save(changed);
  const updated = new Map(changed.map((row) => [row.uid, row]));
  return store.calendar.of(hospitalId, nowS - KEPT_S).map((row) => updated.get(row.uid) ?? row);
}
