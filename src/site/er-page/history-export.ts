// The downloads of the pages: one row per closure or disruption, start and end in UTC and in
// the ER's local time, kind, category (as the page counts it), source and message. A closure
// still lasting has an empty end. CSV for spreadsheets, JSON for programs.

import { PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { formatSeconds } from '../../contract/time';
import { type ClosureSpan, offsetAt } from './closure-history';

export interface ExportedEr {
  id: string;
  name: string;
  province: ProvinceCode;
  spans: readonly ClosureSpan[];
}

export const HISTORY_COLUMNS = [
  'er_id',
  'er_name',
  'province',
  'start_utc',
  'end_utc',
  'start_local',
  'end_local',
  'kind',
  'category',
  'source',
  'message',
] as const;

type Row = Record<(typeof HISTORY_COLUMNS)[number], string | null>;

/** "2026-11-27T09:05:00-04:00": the local wall time with its offset. */
export function localIso(seconds: number, timeZone: string): string {
  const offset = offsetAt(seconds * 1000, timeZone);
  const wall = new Date(seconds * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function rowsOf(er: ExportedEr): Row[] {
  const zone = PROVINCES[er.province].timeZone;
  return er.spans.map((span) => ({
    er_id: er.id,
    er_name: er.name,
    province: er.province,
    start_utc: formatSeconds(span.start),
    end_utc: span.end === null ? null : formatSeconds(span.end),
    start_local: localIso(span.start, zone),
    end_local: span.end === null ? null : localIso(span.end, zone),
    kind: span.kind,
    category: span.category,
    source: span.source,
    message: span.message,
  }));
}

function cell(value: string | null): string {
  if (value === null) return '';
  // A cell a spreadsheet would run as a formula is kept as text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function historyCsv(ers: readonly ExportedEr[]): string {
  const lines = [HISTORY_COLUMNS.join(',')];
  for (const er of ers) {
    for (const row of rowsOf(er)) lines.push(HISTORY_COLUMNS.map((column) => cell(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function historyJson(ers: readonly ExportedEr[], attribution: string, nowMs: number): string {
  return JSON.stringify({
    generated_at: formatSeconds(Math.floor(nowMs / 1000)),
    attribution,
    closures: ers.flatMap(rowsOf),
  });
}
