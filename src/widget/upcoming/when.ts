// When an announced closure starts and ends, in words, in the ER's own time zone: "Closes
// today at 8 p.m. until 8 a.m. tomorrow" / "Fermera aujourd’hui à 20 h jusqu’à demain 8 h".
// "Today" is the day it is now where the ER is, whatever the reader's own zone.

import type { Lang } from '../../contract/provinces';
import type { ScheduledClosure } from '../../contract/resources';
import { LOCALES } from '../i18n';
import { type Day, UPCOMING_STRINGS } from './strings';

/** The local date of `ms` in `timeZone`, as `2026-11-25`. */
function localDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(ms);
}

/** The date after a local date, as the same text. */
function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** "8 p.m.", "7:30 a.m."; "20 h", "7 h 30": the minutes only when there are some. */
export function formatClockTime(lang: Lang, ms: number, timeZone: string): string {
  const withMinutes = new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit', timeZone });
  const minutes = withMinutes.formatToParts(ms).find((part) => part.type === 'minute')?.value;
  if (minutes !== '00') return withMinutes.format(ms);
  // French on the hour comes as "07 h": written "7 h".
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', timeZone }).format(ms).replace(/^0(?=\d)/, '');
}

function dayOf(lang: Lang, ms: number, nowMs: number, timeZone: string): Day {
  const date = localDate(ms, timeZone);
  const today = localDate(nowMs, timeZone);
  if (date === today) return 'today';
  if (date === nextDate(today)) return 'tomorrow';
  const words = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', month: 'long', day: 'numeric', timeZone });
  return { date: words.format(ms) };
}

/**
 * The sentence for a closure announced for later, with its reopening when announced. Its end
 * names its day unless it is the day the closure starts.
 */
export function upcomingText(lang: Lang, row: ScheduledClosure, nowMs: number, timeZone: string): string {
  const t = UPCOMING_STRINGS[lang];
  const startMs = Date.parse(row.starts_at);
  const start = t[row.status](dayOf(lang, startMs, nowMs, timeZone), formatClockTime(lang, startMs, timeZone));
  if (row.ends_at === null) return sentence(start);
  const endMs = Date.parse(row.ends_at);
  const sameDay = localDate(endMs, timeZone) === localDate(startMs, timeZone);
  const endDay = sameDay ? null : dayOf(lang, endMs, nowMs, timeZone);
  return sentence(`${start} ${t.until(endDay, formatClockTime(lang, endMs, timeZone))}`);
}

/** Ends with a full stop, unless it ends with one already ("… until 11 p.m."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);
