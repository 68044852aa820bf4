// The audit log: rows are appended and read, never changed (the database's triggers refuse an
// UPDATE or a DELETE; nothing here asks for one).
import type { DeskTables } from '../../store/desk';
import type { AuditEntry } from '../contract';

export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'attempts'> & { at?: number };

/** Appends the entry; returns its id. */
export function appendAudit(
  tables: DeskTables,
  entry: AuditInput,
  now: number = Math.floor(Date.now() / 1000),
): number {
  return tables.audit.append({
    at: entry.at ?? now,
    user_id: entry.user_id ?? null,
    email: entry.email ?? null,
    action: entry.action,
    hospital_id: entry.hospital_id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: entry.address ?? null,
  });
}

const MAX_PAGE = 1000;

/** Newest first; `before` is an entry's id (the next page starts below the last id shown). */
export function readAudit(tables: DeskTables, options: { limit?: number; before?: number }): AuditEntry[] {
  const limit = Math.max(1, Math.min(MAX_PAGE, Math.floor(options.limit ?? 100)));
  const before = options.before ?? Number.MAX_SAFE_INTEGER;
  return tables.audit.page(before, limit).map((row) => ({ ...row, id: Number(row.id) }));
}
