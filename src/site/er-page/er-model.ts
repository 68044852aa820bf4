// What an ER's page says, gathered from the answers the service already holds in memory (the
// /closures answer: status, provenance, an unsure notice, announced closures; /waits when the
// server offers it) and the ER's status events (history). Pure: the routes pass everything in.
import { PROVINCES } from '../../contract/provinces';
import { parseTimestampMs } from '../../contract/time';
import type { ErStatusEvent } from '../../store/er-history';
import type { Hospital, SourceInfo, Status } from '../../store/rows';
import { type ClosureSpan, dayCells, gapsOf, monthTotals, spansOf } from './closure-history';
import type { Announced, ErNow, ErPageModel, NowStatus, WaitNow } from './er-view';

/** A /closures row or a /waits row as decoded: the fields the page reads, extensions included. */
export type AnswerRow = Record<string, unknown> & { id: string };

export interface ErHistory {
  events: ErStatusEvent[];
  spans: ClosureSpan[];
  /** Stretches of unknown status (seconds): no data. */
  gaps: { start: number; end: number | null }[];
  /** Seconds, null when the store knows nothing of the ER. */
  since: number | null;
}

const ms = (value: unknown): number | null => (typeof value === 'string' ? parseTimestampMs(value) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function erHistory(hospital: Hospital, events: ErStatusEvent[]): ErHistory {
  const spans = spansOf(events, PROVINCES[hospital.province].timeZone);
  return { events, spans, gaps: gapsOf(events), since: events[0]?.at ?? null };
}

/** When the current status began: the event that started the run of statuses like the last. */
function sinceOf(events: readonly ErStatusEvent[], status: string): number | null {
  let since: number | null = null;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i] as ErStatusEvent;
    if (event.status !== status) break;
    since = event.at * 1000;
  }
  return since;
}

/** `feed:<id>` as the store keeps it → ['feed', id]. */
function splitSource(source: string | null): [string | null, string | null] {
  if (!source) return [null, null];
  const at = source.indexOf(':');
  return at < 0 ? [source, null] : [source.slice(0, at), source.slice(at + 1)];
}

function nowOf(row: AnswerRow | undefined, status: Status | undefined, events: readonly ErStatusEvent[]): ErNow {
  if (row) {
    const notice = row.notice as Record<string, unknown> | undefined;
    const current = row.status === 'closed' ? 'closed' : 'disruption';
    return {
      status: current,
      since: sinceOf(events, current) ?? ms(row.updated_at),
      until: ms(row.expected_reopen),
      message: text(row.message),
      messageFr: text(row.message_fr),
      source: text(row.source),
      sourceId: text(row.source_id),
      updatedAt: ms(row.updated_at),
      confirmedAt: ms(row.confirmed_at),
      confirmedBy: text(row.confirmed_by),
      unsure:
        row.certainty === 'unsure'
          ? { url: text(notice?.url), publisher: text(notice?.publisher), publishedAt: ms(notice?.published_at) }
          : null,
    };
  }
  // Not in /closures (or no answer to hand): what the store says, unknown when it says nothing.
  const said: NowStatus =
    status?.status === 'open' || status?.status === 'closed' || status?.status === 'disruption'
      ? status.status
      : 'unknown';
  const known = said !== 'unknown';
  const [source, sourceId] = splitSource(status?.source ?? null);
  return {
    status: said,
    since: known ? sinceOf(events, said) : null,
    until: known && status?.expected_reopen != null ? status.expected_reopen * 1000 : null,
    message: known ? (status?.message ?? null) : null,
    messageFr: known ? (status?.message_fr ?? null) : null,
    source: known ? source : null,
    sourceId,
    updatedAt: known && status?.updated_at != null ? status.updated_at * 1000 : null,
    confirmedAt: status?.confirmed_at == null ? null : status.confirmed_at * 1000,
    confirmedBy: status?.confirmed_by ?? null,
    unsure: null,
  };
}

function waitOf(row: AnswerRow | undefined): WaitNow | null {
  if (!row) return null;
  const load = row.load as Record<string, unknown> | null | undefined;
  const loadAt = ms(load?.observed_at);
  if (load && loadAt !== null) {
    return { kind: 'counts', waiting: count(load.patients_waiting), present: count(load.patients_present), at: loadAt };
  }
  // Only a live reading is said as a wait here: a prediction is not what the ER published.
  const minutes = count(row.live_wait_minutes);
  const at = ms(row.live_updated_at);
  return row.basis === 'live' && minutes !== null && at !== null ? { kind: 'live', minutes, at } : null;
}

/**
 * How far the history is known: a dataset says nothing after its (last) snapshot, so its
 * closures count up to it and the days after it have no data; any other source, up to now.
 */
export function knownUntil(source: SourceInfo, history: ErHistory, nowMs: number) {
  const snapshot = source.kind === 'dataset' && source.snapshotAt ? parseTimestampMs(source.snapshotAt) : null;
  if (snapshot === null || snapshot >= nowMs) return { untilMs: nowMs, gaps: history.gaps };
  return { untilMs: snapshot, gaps: [...history.gaps, { start: Math.floor(snapshot / 1000) + 1, end: null }] };
}

export interface ErModelInput {
  hospital: Hospital;
  status: Status | undefined;
  history: ErHistory;
  closure: AnswerRow | undefined;
  scheduled: readonly AnswerRow[];
  wait: AnswerRow | undefined;
  source: SourceInfo;
  nowMs: number;
}

export function erModel(input: ErModelInput): ErPageModel {
  const { hospital, history, nowMs } = input;
  const zone = PROVINCES[hospital.province].timeZone;
  const known = knownUntil(input.source, history, nowMs);
  const announced: Announced[] = input.scheduled.flatMap((row) => {
    const startsAt = ms(row.starts_at);
    if (startsAt === null) return [];
    const status = row.status === 'closed' ? 'closed' : 'disruption';
    return [{ status, startsAt, endsAt: ms(row.ends_at), message: text(row.message) }];
  });
  return {
    er: { id: hospital.id, name: hospital.name, city: hospital.city, province: hospital.province },
    now: nowOf(input.closure, input.status, history.events),
    announced,
    wait: waitOf(input.wait),
    historySince: history.since,
    days: dayCells(history.spans, history.since, nowMs, zone, 90, known.gaps),
    months: monthTotals(history.spans, history.since, known.untilMs, zone),
    sample: input.source.kind === 'sample',
    snapshotAt: input.source.snapshotAt ? parseTimestampMs(input.source.snapshotAt) : null,
    nowMs,
  };
}
