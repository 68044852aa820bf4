// Numbers, dates and relative times, always through Intl in the widget's language.

import { type Lang, PROVINCES, type ProvinceCode } from '../contract/provinces';
import { LOCALES } from './i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Halifax, Nova Scotia"; the province alone where a feed names no city. */
export function formatPlace(lang: Lang, city: string, province: ProvinceCode): string {
  const name = PROVINCES[province].name[lang];
  return city ? `${city}, ${name}` : name;
}

export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/**
 * "12 minutes ago", "2 hours ago", "in 3 hours", "now": minutes under an hour, then whole
 * hours under two days, then days. The exact time is always beside it (in brackets or its tip).
 */
export function formatRelative(lang: Lang, atMs: number, nowMs: number): string {
  const diff = atMs - nowMs;
  const size = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' });
  if (size < MINUTE) return format.format(0, 'second');
  if (size < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < 2 * DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** "Mon, Sep 8, 8:30 a.m. PDT", "lun. 8 sept., 8 h 30 HAP": a moment in a given zone (the ER's, or the reader's). */
export function formatDateTime(lang: Lang, atMs: number, timeZone?: string): string {
  return written(lang, atMs, { weekday: 'short', month: 'short', day: 'numeric', timeZoneName: 'short', timeZone });
}

/** "Nov 1, 2025, 11:45 a.m.", "1 nov. 2025, 11 h 45": a date with its year, in the reader's zone. */
export function formatDate(lang: Lang, atMs: number): string {
  return written(lang, atMs, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "14:05", "2:05 p.m.", "8 h", "8 h 05": a time of day in the reader's zone (its date is in the relative time beside it). */
export function formatTime(lang: Lang, atMs: number): string {
  return written(lang, atMs, {});
}

/**
 * Intl writes "08 h 00" in French; a Canadian notice writes "8 h" and "8 h 05" (midnight "0 h": only
 * minutes after "h" are dropped). English times ("8:00 a.m.") have neither.
 */
function written(lang: Lang, atMs: number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit', ...options })
    .format(atMs)
    .replace(/\b0(?=\d\sh)|(?<=h)\s00\b/g, '');
}
