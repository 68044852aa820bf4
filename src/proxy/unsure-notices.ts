// The proxy keeps, on the closures and waits rows it passes on, the extension that says a status
// stands on a notice the reader is unsure of (`certainty`, `notice`): RSS and the widget need it
// to send people to the notice instead of showing its times. Server-side only, so that the
// widget's own decoder does not grow; a field that is not what the contract says is left out.
import type { Decoded } from '../contract/decode';
import { isFields } from '../contract/fields';
import type { Closure } from '../contract/resources';
import { normalizeTimestamp } from '../contract/time';

type UnsureNotice = Required<Pick<Closure, 'certainty' | 'notice'>>;

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Only a web address is a link people may follow (never `javascript:`). */
function webLink(value: unknown): string | null {
  const text = textOrNull(value);
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The extension of one upstream row, or null when it has none (or not in the contract's shape). */
export function unsureNoticeOf(row: unknown): UnsureNotice | null {
  if (!isFields(row) || row.certainty !== 'unsure') return null;
  const notice = isFields(row.notice) ? row.notice : {};
  const published = textOrNull(notice.published_at);
  return {
    certainty: 'unsure',
    notice: {
      url: webLink(notice.url),
      publisher: textOrNull(notice.publisher),
      published_at: published === null ? null : normalizeTimestamp(published),
    },
  };
}

/** `decode`, with the extension put back on the rows (of `list`) that carry it upstream. */
export function keepingUnsureNotices<T extends object>(
  decode: (json: unknown) => Decoded<T>,
  list: 'closures' | 'hospitals',
): (json: unknown) => Decoded<T> {
  return (json) => {
    const decoded = decode(json);
    const raw = isFields(json) ? json[list] : null;
    if (!decoded.ok || !Array.isArray(raw)) return decoded;
    const byId = new Map<string, UnsureNotice>();
    for (const row of raw) {
      const unsure = unsureNoticeOf(row);
      if (unsure && isFields(row)) byId.set(String(row.id), unsure);
    }
    if (byId.size === 0) return decoded;
    const rows = (decoded.value as Record<string, unknown>)[list] as { id: string }[];
    const value = { ...decoded.value, [list]: rows.map((row) => ({ ...row, ...byId.get(row.id) })) };
    return { ...decoded, value };
  };
}
