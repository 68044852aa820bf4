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

const COLUMNS = ['id', 'at', 'user_id', 'email', 'action', 'hospital_id', 'before', 'after', 'address'] as const;

export function auditCsv(entries: Iterable<AuditEntry>): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) {
    const row = COLUMNS.map((column) =>
      column === 'at' ? csvCell(new Date(entry.at * 1000).toISOString()) : csvCell(entry[column]),
    );
    lines.push(row.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
