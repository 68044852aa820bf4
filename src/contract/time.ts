// Timestamps in and out. Out: ISO 8601 UTC with Z and whole seconds. In: ISO 8601 with or
// without a zone, or the `YYYY-MM-DD HH:MM:SS` form real upstream answers use; a time
// without a zone is read as UTC.

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The instant as `2026-10-01T09:31:11Z` (fractions of a second are dropped). */
export function formatTimestamp(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** The same, from seconds since the epoch (as the store keeps times). */
export const formatSeconds = (seconds: number): string => formatTimestamp(seconds * 1000);

/** Milliseconds since the epoch, or null when the text is not a valid timestamp. */
export function parseTimestampMs(value: string): number | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', , zone] = match;
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = fields;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 April over into 1 May; a round trip catches impossible dates.
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return null;
  }
  const offset = zoneOffsetMs(zone);
  return offset === null ? null : local - offset;
}

/**
 * Milliseconds of a timestamp in exactly formatTimestamp's form (what the keyless proxy sends),
 * else null. The widget reads only its proxy's answers, which are already normalised, so it
 * checks that form instead of carrying the tolerant parser above.
 */
export function sentTimeMs(value: unknown): number | null {
  // Date.parse rolls 30 February over and reads other forms (and anything that is not a string
  // as its text): only the exact round trip to the same string passes.
  const ms = Date.parse(value as string);
  return !Number.isNaN(ms) && formatTimestamp(ms) === value ? ms : null;
}

/** Normalised timestamp text, or null when the text is not a valid timestamp. */
export function normalizeTimestamp(value: string): string | null {
  const ms = parseTimestampMs(value);
  return ms === null ? null : formatTimestamp(ms);
}

function zoneOffsetMs(zone: string | undefined): number | null {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes) * 60_000;
}
