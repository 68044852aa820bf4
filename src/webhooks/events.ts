// Webhook events from changes in the store: a status change becomes closure.* or
// disruption.* events in the transaction of the change (the outbox), and a wait feed that
// stops or resumes becomes wait.stale or wait.live when the answers are rebuilt, its state
// kept in the store so that a restart neither repeats nor misses one. Changes made while the
// server runs count; a source loaded at start-up (the sample, a dataset) is the starting state.
import { randomBytes } from 'node:crypto';
import { absoluteUrl, erPagePath } from '../contract/page-paths';
import type { Closure, Wait } from '../contract/resources';
import { parseTimestampMs } from '../contract/time';
import type { EventLinks, WebhookEventType } from '../contract/webhooks';
import { closureRow } from '../store/closure-row';
import type { Status } from '../store/rows';
import type { Store } from '../store/store';

export const newEventId = () => `evt_${randomBytes(12).toString('base64url')}`;

const isClosure = (status: Status | undefined): status is Status & { status: Closure['status'] } =>
  status?.status === 'closed' || status?.status === 'disruption';

/** The events a status change makes, ends before starts. */
export function statusEvents(before: Status | undefined, after: Status): { type: WebhookEventType; status: Status }[] {
  const events: { type: WebhookEventType; status: Status }[] = [];
  const was = before?.status;
  const is = after.status;
  if (before && was === 'closed' && is !== 'closed') events.push({ type: 'closure.ended', status: before });
  if (before && was === 'disruption' && is !== 'disruption') events.push({ type: 'disruption.ended', status: before });
  if (was !== 'closed' && is === 'closed') events.push({ type: 'closure.started', status: after });
  if (was !== 'disruption' && is === 'disruption') events.push({ type: 'disruption.started', status: after });
  // A notice the reader became sure (or unsure) of, or another such notice, is news too.
  const changed =
    before?.message !== after.message ||
    before?.expected_reopen !== after.expected_reopen ||
    before?.certainty !== after.certainty ||
    before?.notice_url !== after.notice_url;
  if (was === is && isClosure(after) && changed) events.push({ type: 'closure.updated', status: after });
  return events;
}

/** `links` only in events about an ER (a test event has none). */
export function eventBody(id: string, type: string, occurredAtS: number, data: unknown, links?: EventLinks): string {
  return JSON.stringify({
    id,
    type,
    occurred_at: new Date(occurredAtS * 1000).toISOString().replace('.000', ''),
    data,
    links,
  });
}

/** The ER's pages under `publicUrl`, in both languages. */
export function erLinks(publicUrl: string, id: string): EventLinks {
  return { page: absoluteUrl(publicUrl, erPagePath(id, 'en')), page_fr: absoluteUrl(publicUrl, erPagePath(id, 'fr')) };
}

export interface EventRecorderOptions {
  now: () => number;
  staleMinutes: number;
  /** The origin the events' links to the ER pages start with: the server's public origin. */
  publicUrl: string;
  /** Told after events were recorded, so that delivery starts at once. */
  onRecorded?: () => void;
}

export function createEventRecorder(store: Store, options: EventRecorderOptions) {
  const { now } = options;
  const webhooks = store.webhooks;

  // Whether anyone wants a type, asked once per write however many ERs it changes.
  let wants: Map<string, boolean> | null = null;
  function wanted(type: WebhookEventType): boolean {
    if (!wants) {
      wants = new Map();
      queueMicrotask(() => {
        wants = null;
      });
    }
    let answer = wants.get(type);
    if (answer === undefined) {
      answer = webhooks.wants(type);
      wants.set(type, answer);
    }
    return answer;
  }

  /** Records the event of ER `er` when an endpoint wants its type; `data` is made only then. Returns whether it did. */
  function record(type: WebhookEventType, er: string, occurredAtS: number, data: () => unknown): boolean {
    if (!wanted(type)) return false;
    const id = newEventId();
    const body = eventBody(id, type, occurredAtS, data(), erLinks(options.publicUrl, er));
    webhooks.record({ id, type, occurredAt: occurredAtS, body }, now());
    return true;
  }

  const stopObserving = store.statuses.observe((before, after, nowS) => {
    const hospital = store.hospitals.get(after.hospital_id);
    if (!hospital) return;
    let recorded = false;
    for (const { type, status } of statusEvents(before, after)) {
      if (!isClosure(status)) continue;
      // An end takes effect when the new status does.
      const occurredAt = after.updated_at ?? nowS;
      recorded = record(type, hospital.id, occurredAt, () => closureRow(hospital, status)) || recorded;
    }
    if (recorded) tellSoon();
  });

  // A write that changes many ERs tells the delivery once, after it.
  let told = false;
  function tellSoon(): void {
    if (told) return;
    told = true;
    queueMicrotask(() => {
      told = false;
      options.onRecorded?.();
    });
  }

  const waitState = new Map(webhooks.waitStates().map((row) => [row.hospital_id, row]));

  return {
    /**
     * Compares each ER's wait with its last known state: a live row whose state was not live is
     * wait.live, a state that was live and a row that is not is wait.stale. An ER seen for the
     * first time only sets its state.
     */
    observeWaits(rows: readonly Wait[]): void {
      const changes: { row: Wait; live: boolean; readingAt: number | null; known: boolean }[] = [];
      for (const row of rows) {
        const live = row.basis === 'live';
        const readingMs = row.live_updated_at ? parseTimestampMs(row.live_updated_at) : null;
        const readingAt = readingMs === null ? null : Math.floor(readingMs / 1000);
        const state = waitState.get(row.id);
        if (state && Boolean(state.live) === live && (!live || state.reading_at === readingAt)) continue;
        changes.push({ row, live, readingAt, known: state !== undefined && Boolean(state.live) !== live });
      }
      if (changes.length === 0) return;
      let recorded = false;
      const write = store.db.transaction(() => {
        for (const { row, live, readingAt, known } of changes) {
          const next = { hospital_id: row.id, live: live ? 1 : 0, reading_at: readingAt };
          webhooks.saveWaitState(next);
          waitState.set(row.id, next);
          if (!known || readingAt === null) continue;
          const occurredAt = live ? readingAt : readingAt + options.staleMinutes * 60;
          recorded = record(live ? 'wait.live' : 'wait.stale', row.id, occurredAt, () => row) || recorded;
        }
      });
      write.immediate();
      if (recorded) tellSoon();
    },

    close(): void {
      stopObserving();
    },
  };
}
