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

/** "12 minutes ago", "in 3 hours", "now"; minutes under two hours, then hours, then days. */
export function formatRelative(lang: Lang, atMs: number, nowMs: number): string {
  const diff = atMs - nowMs;
  const size = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' });
  if (size < MINUTE) return format.format(0, 'second');
  if (size < 2 * HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < 2 * DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** "Mon, Sep 8, 8:30 a.m. PDT": a moment in a given zone (the ER's, or the reader's). */
export function formatDateTime(lang: Lang, atMs: number, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(atMs);
}

/** "14:05", "2:05 p.m.": a time of day in the reader's zone (its date is in the relative time beside it). */
export function formatTime(lang: Lang, atMs: number): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit' }).format(atMs);
}
