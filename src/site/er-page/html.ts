// What every server-rendered page of ours needs to write text safely and times as people read
// them: escaping, local dates and times in the ER's province, and how long ago.
import { plainFrenchTimes } from '../../contract/local-time';
import type { Lang } from '../../contract/provinces';
import { ER_PAGE_STRINGS } from './strings';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// Bidi controls would reverse the words after a message; they are dropped as the desk and RSS do.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text for an element or an attribute value. */
export const esc = (text: string): string => text.replace(BIDI, '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { timeZone, ...options });
    formats.set(key, made);
  }
  return made;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** "Friday, November 27, 2026 at 9:05 a.m. AST" in the ER's zone; French times as a notice writes them. */
export function localDateTime(ms: number, lang: Lang, timeZone: string): string {
  const written = format(lang, timeZone, DATE_TIME).format(ms);
  return lang === 'fr' ? plainFrenchTimes(written) : written;
}

/** "November 27, 2026" in the ER's zone. */
export const localDay = (ms: number, lang: Lang, timeZone: string): string => format(lang, timeZone, DATE).format(ms);

/** "November 2026" from "2026-11". */
export function monthName(month: string, lang: Lang): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return format(lang, 'UTC', MONTH).format(Date.UTC(year, number - 1, 15));
}

/** A date "2026-11-27" written out ("November 27, 2026"). */
export function dayName(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(lang, 'UTC', { ...DATE, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
}

/** "12 minutes ago" from a time in ms. */
export const ago = (ms: number, nowMs: number, lang: Lang): string =>
  ER_PAGE_STRINGS[lang].ago(Math.max(0, Math.floor((nowMs - ms) / 60_000)));

/** Hours with one decimal, in the reader's language ("12.5", « 12,5 »). */
export const hours = (value: number, lang: Lang): string =>
  value.toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 });
