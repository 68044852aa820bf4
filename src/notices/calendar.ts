// Civil days and wall-clock minutes in an ER's zone. A day is counted in days since 1970-01-01
// (its weekday and its neighbours are then plain arithmetic); a moment is a day and minutes
// after its midnight, turned into seconds since the epoch only at the end, in the ER's zone.
import { zoneOffsetMs } from '../contract/local-time';

export interface Civil {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / DAY_MS;

export function civilOf(dayNum: number): Civil {
  const date = new Date(dayNum * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (dayNum: number): number => (((dayNum + 4) % 7) + 7) % 7;

/** The wall clock in `zone` at `ms`: its day number and minutes after midnight. */
export function wallClock(zone: string, ms: number): { dayNum: number; minutes: number } {
  const local = Math.floor(ms / 60_000) + offsetMinutes(zone, ms);
  return { dayNum: Math.floor(local / 1440), minutes: local - Math.floor(local / 1440) * 1440 };
}

/** Minutes the zone's clock is ahead of UTC at `ms`. */
const offsetMinutes = (zone: string, ms: number): number => zoneOffsetMs(ms, zone) / 60_000;

/** Seconds since the epoch of a wall-clock moment in `zone` (in a DST gap, the clock's later reading). */
export function epochSeconds(zone: string, dayNum: number, minutes: number): number {
  const asUtc = dayNum * DAY_MS + minutes * 60_000;
  let ms = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  ms = asUtc - offsetMinutes(zone, ms) * 60_000;
  return Math.round(ms / 1000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` of a day number and minutes (minutes may pass 24 h: the next day). */
export function localString(dayNum: number, minutes: number): string {
  const day = dayNum + Math.floor(minutes / 1440);
  const rest = minutes - Math.floor(minutes / 1440) * 1440;
  const civil = civilOf(day);
  return `${civil.year}-${pad(civil.month)}-${pad(civil.day)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
}
