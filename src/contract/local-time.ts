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
const slots = new Map<string, LocalSlot>();

/** The local slot of `ms` in `timeZone` (an IANA zone). Memoised per zone and UTC hour. */
export function localSlot(ms: number, timeZone: string): LocalSlot {
  // Every zone we serve has whole- or half-hour offsets, so the slot is constant within a
  // UTC half hour; the memo key is the half hour.
  const key = `${timeZone}|${Math.floor(ms / 1_800_000)}`;
  const known = slots.get(key);
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
  if (slots.size > 50_000) slots.clear();
  slots.set(key, slot);
  return slot;
}
