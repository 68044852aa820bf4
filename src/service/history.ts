// GET /api/v1/history (commercial): status events and hourly wait aggregates within the
// period, as JSON or, with format=csv, streamed as CSV for bulk use. The history store is
// SQLite itself; when it fails the answer is 503 history_unavailable.

import type { HistoryFormat } from '../contract/params';
import type { ProvinceCode } from '../contract/provinces';
import type { HistoryResponse, StatusEvent, WaitAggregate } from '../contract/resources';
import { formatSeconds, formatTimestamp } from '../contract/time';
import { API_VERSION } from '../contract/values';
import type { StatusEventRecord, WaitAggregateRecord } from '../store/history';
import type { Store } from '../store/store';

export interface HistoryRequest {
  days: number;
  province: ProvinceCode | null;
  format: HistoryFormat;
  licensee: string;
  nowMs: number;
}

/** Start of the window: whole hours, so that the answer (and its ETag) holds within the hour. */
export function windowStart(days: number, nowMs: number): number {
  return Math.floor(nowMs / 3_600_000) * 3600 - days * 86_400;
}

export function historyJson(store: Store, request: HistoryRequest, attribution: string): string {
  const query = { since: windowStart(request.days, request.nowMs), province: request.province };
  const answer: HistoryResponse = {
    version: API_VERSION,
    licensed_to: request.licensee,
    generated_at: formatTimestamp(request.nowMs),
    attribution,
    period: `${request.days}d`,
    from: formatSeconds(query.since),
    to: formatTimestamp(request.nowMs),
    province: request.province,
    status_events: Array.from(store.history.events(query), statusEvent),
    wait_aggregates: Array.from(store.history.waitAggregates(query), waitAggregate),
  };
  return JSON.stringify(answer);
}

function statusEvent(record: StatusEventRecord): StatusEvent {
  const { hospital_id, name, city, province, status, message, at, expected_reopen } = record;
  return {
    id: hospital_id,
    name,
    city,
    province,
    status: status as StatusEvent['status'],
    message,
    at: formatSeconds(at),
    expected_reopen: expected_reopen === null ? null : formatSeconds(expected_reopen),
  };
}

function waitAggregate(record: WaitAggregateRecord): WaitAggregate {
  const { hospital_id, name, province, hour, median, min, max, observations } = record;
  return {
    id: hospital_id,
    name,
    province,
    hour: formatSeconds(hour),
    median_minutes: median,
    min_minutes: min,
    max_minutes: max,
    observations,
  };
}

/** The CSV columns: one table for both record kinds, cells empty where a kind has no value. */
export const HISTORY_CSV_COLUMNS = [
  'record',
  'id',
  'name',
  'province',
  'at',
  'status',
  'message',
  'expected_reopen',
  'hour',
  'median_minutes',
  'min_minutes',
  'max_minutes',
  'observations',
] as const;

type CsvRow = Partial<Record<(typeof HISTORY_CSV_COLUMNS)[number], string | number | null>>;

function csvLine(row: CsvRow): string {
  return `${HISTORY_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`;
}

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function* csvLines(store: Store, request: HistoryRequest): Generator<string> {
  const query = { since: windowStart(request.days, request.nowMs), province: request.province };
  yield `${HISTORY_CSV_COLUMNS.join(',')}\r\n`;
  for (const event of store.history.events(query)) yield csvLine({ record: 'status_event', ...statusEvent(event) });
  for (const aggregate of store.history.waitAggregates(query)) {
    yield csvLine({ record: 'wait_aggregate', ...waitAggregate(aggregate) });
  }
}

/**
 * The CSV as a stream, pulled a few hundred rows at a time. The first rows are read before
 * the answer starts, so that a failing store still gets its 503; a failure later can only
 * cut the stream, and is reported through `onError`.
 */
export function historyCsv(
  store: Store,
  request: HistoryRequest,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const lines = csvLines(store, request);
  const utf8 = new TextEncoder();
  const chunk = () => {
    let text = '';
    for (let n = 0; n < 500; n++) {
      const next = lines.next();
      if (next.done) return { text, done: true };
      text += next.value;
    }
    return { text, done: false };
  };
  const first = chunk();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(utf8.encode(first.text));
      if (first.done) controller.close();
    },
    pull(controller) {
      try {
        const { text, done } = chunk();
        if (text) controller.enqueue(utf8.encode(text));
        if (done) controller.close();
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    cancel() {
      lines.return(undefined);
    },
  });
}
