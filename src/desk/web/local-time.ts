// Times in the desk are read and written on the ER's wall clock (its province's zone), with the
// zone's daylight-saving rules: 18:00 in Halifax is 21:00 UTC in July and 22:00 UTC in January.

import { plainFrenchTimes, zoneOffsetMs } from '../../contract/local-time';
import type { Lang } from '../../contract/provinces';
import { dayNumber, localString, wallClock } from '../../notices/calendar';

const INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:MM` (a datetime-local field's value) of an instant on the zone's clock. */
export function toLocalInput(seconds: number, zone: string): string {
  const { dayNum, minutes } = wallClock(zone, seconds * 1000);
  return localString(dayNum, minutes);
}

/**
 * Seconds since the epoch of a datetime-local value on the zone's clock: null for an empty
 * field, 'invalid' for anything else that is not a real date and time. The zone's offsets a day
 * before and after give the candidates: a time the autumn change repeats is its first
 * occurrence; a time the spring change skips is read with the offset before it (02:30 becomes
 * 03:30 daylight time), as a person whose clock has not moved yet means it.
 */
export function fromLocalInput(value: string, zone: string): number | null | 'invalid' {
  if (value === '') return null;
  const match = INPUT.exec(value);
  if (!match) return 'invalid';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return 'invalid';
  const dayNum = dayNumber(year, month, day);
  if (new Date(dayNum * 86_400_000).getUTCDate() !== day) return 'invalid';
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const candidates = [...new Set([-86_400_000, 86_400_000].map((away) => asUtc - zoneOffsetMs(asUtc + away, zone)))];
  const wanted = `${value.slice(0, 10)}T${value.slice(11)}`;
  const real = candidates.filter((ms) => toLocalInput(ms / 1000, zone) === wanted).sort((a, b) => a - b);
  return ((real[0] ?? Math.max(...candidates)) / 1000) as number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant written out for people, on the zone's clock, with the zone's abbreviation. */
export function formatLocal(seconds: number, zone: string, lang: Lang): string {
  const key = `${zone}|${lang}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  const written = format.format(seconds * 1000);
  return lang === 'fr' ? plainFrenchTimes(written) : written;
}
