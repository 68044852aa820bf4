// The audit log as CSV (RFC 4180 quoting). A cell that a spreadsheet would run as a formula
// (starting with = + - @, or a tab or carriage return) is prefixed with ' so it stays text.
import type { AuditEntry } from '../contract';

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const COLUMNS = [
  'id',
  'at',
  'user_id',
  'email',
  'action',
  'hospital_id',
  'before',
  'after',
  'address',
  'attempts',
] as const;

export const AUDIT_CSV_HEADER = `${COLUMNS.join(',')}\r\n`;

/** One entry's line, with its line break. */
export function auditCsvLine(entry: AuditEntry): string {
  const row = COLUMNS.map((column) =>
    column === 'at' ? csvCell(new Date(entry.at * 1000).toISOString()) : csvCell(entry[column]),
  );
  return `${row.join(',')}\r\n`;
}

export function auditCsv(entries: Iterable<AuditEntry>): string {
  let text = AUDIT_CSV_HEADER;
  for (const entry of entries) text += auditCsvLine(entry);
  return text;
}

/** The whole log, newest first, read a page at a time as the client takes it (never all at once). */
export function auditCsvStream(read: (before: number | undefined) => AuditEntry[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: number | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const rows = read(before);
      let text = started ? '' : AUDIT_CSV_HEADER;
      started = true;
      for (const row of rows) text += auditCsvLine(row);
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (last === undefined) controller.close();
      else before = last.id;
    },
  });
}
