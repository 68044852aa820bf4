// An audit entry as an administrator reads it: the action in words, and what changed between
// the public view (or the person's record) before and after, field by field — "status: Open →
// Closed", "reopening: — → Tue, Nov 24, 6:00 p.m. AST" — with times on the right clock. The
// entry's JSON stays as it was written (the CSV export has it whole); this only reads it.
import { withoutBidiControls } from '../../contract/display-text';
import type { Lang } from '../../contract/provinces';
import { AUDIT_WORDS } from './audit-strings';
import { formatLocal } from './local-time';
import { REVIEW_STRINGS } from './review-strings';
import type { Strings } from './strings';

/** Fields whose values are seconds since the epoch. */
const TIMES = new Set(['expected_reopen', 'updated_at', 'confirmed_at', 'revoked_at', 'start', 'end']);
/** Fields that say nothing a reader needs when they alone moved. */
const QUIET = new Set(['updated_at']);

const parse = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/** An array of views (a notice's plan) reads as its first before and its last after. */
const single = (value: unknown, end: 'first' | 'last'): unknown =>
  Array.isArray(value) ? (end === 'first' ? value[0] : value.at(-1)) : value;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface AuditWords {
  t: Strings;
  lang: Lang;
  /** The zone times are written in: the ER's, else the desk's. */
  zone: string;
}

function valueWords(field: string, value: unknown, { t, lang, zone }: AuditWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if (TIMES.has(field) && typeof value === 'number') return formatLocal(value, zone, lang);
  if (field === 'status' && typeof value === 'string') return t.status[value] ?? value;
  if (field === 'source' && (typeof value === 'string' || value === null)) return t.source(value);
  if (field === 'review' && typeof value === 'string') return REVIEW_STRINGS[lang].reviewState[value] ?? value;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (field === 'scheduled' && Array.isArray(value)) {
    if (value.length === 0) return t.noWindows;
    return value
      .map((window) => {
        const { status, start, end } = isRecord(window) ? window : {};
        const from = typeof start === 'number' ? formatLocal(start, zone, lang) : t.inEffect;
        const to = typeof end === 'number' ? formatLocal(end, zone, lang) : t.untilAnnounced;
        return `${t.status[String(status)] ?? status} ${t.windowFrom(from, to)}`;
      })
      .join('; ');
  }
  // A typed message's bidi controls would reverse the "→ after" that follows it on the line.
  return typeof value === 'string' ? withoutBidiControls(value) : JSON.stringify(value);
}

/** "field: before → after" for each field that changed, in the order the entry wrote them. */
export function changeWords(before: string | null, after: string | null, words: AuditWords): string[] {
  const was = single(parse(before), 'first');
  const is = single(parse(after), 'last');
  if (!isRecord(was) && !isRecord(is)) {
    return was === is ? [] : [`${valueWords('', was, words)} → ${valueWords('', is, words)}`];
  }
  const old = isRecord(was) ? was : {};
  const now = isRecord(is) ? is : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const changed = fields.filter((field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(now[field] ?? null));
  const telling = changed.filter((field) => !QUIET.has(field));
  return (telling.length > 0 ? telling : changed).map(
    (field) =>
      `${AUDIT_WORDS[words.lang].auditField[field] ?? field}${words.t.colon} ${valueWords(field, old[field], words)} → ${valueWords(field, now[field], words)}`,
  );
}
