// The local day of week and hour of an instant in a province's time zone: wait patterns are
// published by local hour (0 = Sunday), and an ER's busy hours follow the local clock.

export interface LocalSlot {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 0 … 23. */
  hour: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, slots by UTC half hour: a number key, no string built per call (the model asks millions of times). */
const slots = new Map<string, Map<number, LocalSlot>>();

/** The local slot of `ms` in `timeZone` (an IANA zone). Memoised per zone and UTC hour. */
export function localSlot(ms: number, timeZone: string): LocalSlot {
  // Every zone we serve has whole- or half-hour offsets, so the slot is constant within a
  // UTC half hour; the memo key is the half hour.
  const key = Math.floor(ms / 1_800_000);
  let ofZone = slots.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    slots.set(timeZone, ofZone);
  }
  const known = ofZone.get(key);
  if (known) return known;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(ms);
  const slot = {
    dayOfWeek: WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? ''),
    hour: Number(parts.find((part) => part.type === 'hour')?.value),
  };
  if (ofZone.size > 50_000) ofZone.clear();
  ofZone.set(key, slot);
  return slot;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

/**
 * Milliseconds by which `timeZone`'s clock is ahead of UTC at the instant `ms`. Memoised per
 * zone and UTC half hour: every zone we serve changes its offset on a half hour of UTC
 * (Newfoundland's 2 a.m. is 5:30 UTC).
 */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const key = Math.floor(ms / 1_800_000);
  let ofZone = offsets.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    offsets.set(timeZone, ofZone);
  }
  const known = ofZone.get(key);
  if (known !== undefined) return known;
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
  const offset = Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000) * 60_000;
  if (ofZone.size > 50_000) ofZone.clear();
  ofZone.set(key, offset);
  return offset;
}

/**
 * Intl writes "18 h 00" and "08 h 05" in French; a Canadian notice writes "18 h" and "8 h 05".
 * For text Intl wrote in French with hours and minutes (the widget does the same in format.ts).
 */
export function plainFrenchTimes(written: string): string {
  return written.replace(/\b0(?=\d\sh)|\s00\b/g, '');
}
