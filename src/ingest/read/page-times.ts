// Times a notices page prints about itself: a machine-readable `datetime` (Joomla's `<time>`,
// WordPress's `article:modified_time`), or a stamp in words — "01 July 2022", "December 20, 2024
// at 2:22 p.m." — on the publisher's wall clock. (A bare "Month D, YYYY" is notice-html.ts's
// dayInWords.)
import { localTimeToSeconds } from '../feed-text';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_IN_WORDS =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b|\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b/i;
/** "at 2:22 p.m." right after the date. */
const CLOCK_AFTER_DATE = /^,?\s+at\s+(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b/i;

interface DayFields {
  year: number;
  month: number;
  day: number;
  /** Where the date ends in the text. */
  end: number;
}

function dayFields(text: string): DayFields | null {
  const match = DATE_IN_WORDS.exec(text);
  if (!match) return null;
  const [, monthA, dayA, yearA, dayB, monthB, yearB, isoYear, isoMonth, isoDay] = match;
  const monthName = monthA ?? monthB;
  const end = match.index + match[0].length;
  if (!monthName) return { year: Number(isoYear), month: Number(isoMonth), day: Number(isoDay), end };
  const month = MONTHS.indexOf(monthName.toLowerCase().slice(0, 3)) + 1;
  return { year: Number(yearA ?? yearB), month, day: Number(dayA ?? dayB), end };
}

/**
 * A date in words ("December 20, 2024", "20 December 2024", "2024-12-20") and the time of day
 * written right after it ("at 2:22 p.m."), in ms on the wall clock of `timeZone`. Without a
 * time, the day's first minute: the page says that day, at the latest. Null without a date.
 */
export function momentInWords(text: string, timeZone: string): number | null {
  const date = dayFields(text);
  if (!date) return null;
  const clock = CLOCK_AFTER_DATE.exec(text.slice(date.end));
  const hour12 = Number(clock?.[1] ?? 12);
  const minute = Number(clock?.[2] ?? 0);
  const readable = clock && hour12 >= 1 && hour12 <= 12 && minute <= 59;
  const hour = readable ? (hour12 % 12) + (clock[3]?.toLowerCase() === 'p' ? 12 : 0) : 0;
  const seconds = localTimeToSeconds({ ...date, hour, minute: readable ? minute : 0 }, timeZone);
  return seconds === null ? null : seconds * 1000;
}

/** A machine-readable time (ISO 8601 with its offset or Z), in ms; null for anything else. */
export function isoInstant(value: string | null): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : ms;
}
