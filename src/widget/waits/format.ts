// Durations and distances of the waits view (embed-waits.js), through Intl in the widget's
// language. The rest of the widget's formatting (format.ts) is embed.js's, shared with it.

import type { Lang } from '../../contract/provinces';
import { LOCALES } from '../i18n';

const unitFormats = new Map<string, Intl.NumberFormat>();

function unit(lang: Lang, name: string, value: number, maximumFractionDigits = 0): string {
  const key = `${lang}|${name}|${maximumFractionDigits}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit: name, maximumFractionDigits });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/** "45 min", "3 h 42 min" ("3 hr 42 min" in English): a wait. */
export function formatDuration(lang: Lang, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  if (hours === 0) return unit(lang, 'minute', rest);
  return rest === 0 ? unit(lang, 'hour', hours) : `${unit(lang, 'hour', hours)} ${unit(lang, 'minute', rest)}`;
}

/** "4.2 km", "38 km": one decimal under 10 km. */
export function formatDistance(lang: Lang, km: number): string {
  return unit(lang, 'kilometer', km, km < 10 ? 1 : 0);
}

/**
 * "1:47 p.m.", "9 a.m.", "13 h 47", "9 h": a time of day in the ER's zone, as a notice writes it
 * (no ":00", no leading zero in French).
 */
export function formatClock(lang: Lang, atMs: number, timeZone: string): string {
  const clock = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: '2-digit' });
  const parts = Object.fromEntries(clock.formatToParts(atMs).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  const minute = parts.minute === '00' ? '' : parts.minute;
  if (lang === 'fr') return minute ? `${hour} h ${minute}` : `${hour} h`;
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  const twelve = hour % 12 || 12;
  return minute ? `${twelve}:${minute} ${suffix}` : `${twelve} ${suffix}`;
}
