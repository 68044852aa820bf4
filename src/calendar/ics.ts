// An ER's or a province's calendar as RFC 5545 text: its events in the ERs' own time zone (with a VTIMEZONE
// made from the zone's rules, as every Canadian zone that changes its clocks does it since 2007:
// second Sunday of March, first Sunday of November, at 02:00), lines folded at 75 octets, text
// escaped. No personal data: the same file for everyone.
import { sourceWords } from '../alerts/compose';
import { ALERT_STRINGS } from '../alerts/strings';
import { withoutBidiControls } from '../contract/display-text';
import type { Lang } from '../contract/provinces';
import type { CalendarEventRow } from '../store/calendar';
import type { Hospital } from '../store/rows';
import { CALENDAR_STRINGS } from './strings';

// Bidi controls dropped, as on our pages: in a calendar they would reverse the words after them.
const escapeText = (text: string) =>
  withoutBidiControls(text).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > 75) {
      out.push(current);
      current = ' ';
      bytes = 1;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const utc = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A moment as the zone's wall clock, YYYYMMDDTHHMMSS. */
function local(seconds: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(seconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The zone's UTC offset at a moment, as ±HHMM, and its short name. */
function offset(zone: string, at: Date): { offset: string; name: string } {
  const part = (style: 'longOffset' | 'short') =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const gmt = part('longOffset').replace('GMT', '') || '+00:00';
  return { offset: gmt.replace(':', ''), name: part('short') };
}

export function vtimezone(zone: string, year: number): string[] {
  const winter = offset(zone, new Date(Date.UTC(year, 0, 15)));
  const summer = offset(zone, new Date(Date.UTC(year, 6, 15)));
  const standard = (from: string) => [
    'BEGIN:STANDARD',
    'DTSTART:19701101T020000',
    ...(winter.offset === summer.offset ? [] : ['RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU']),
    `TZOFFSETFROM:${from}`,
    `TZOFFSETTO:${winter.offset}`,
    `TZNAME:${winter.name}`,
    'END:STANDARD',
  ];
  if (winter.offset === summer.offset)
    return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...standard(winter.offset), 'END:VTIMEZONE'];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    `TZOFFSETFROM:${winter.offset}`,
    `TZOFFSETTO:${summer.offset}`,
    `TZNAME:${summer.name}`,
    'END:DAYLIGHT',
    ...standard(summer.offset),
    'END:VTIMEZONE',
  ];
}

/** One ER's events, and its page (linked from each event). */
export interface CalendarEr {
  hospital: Hospital;
  events: readonly CalendarEventRow[];
  pageUrl: string;
}

export interface CalendarInput {
  /** The calendar's name, as the app lists it. */
  name: string;
  /** The ERs' time zone (a province has one). */
  zone: string;
  ers: readonly CalendarEr[];
  lang: Lang;
  nowS: number;
}

function eventLines({ hospital, pageUrl }: CalendarEr, event: CalendarEventRow, zone: string, lang: Lang): string[] {
  const t = CALENDAR_STRINGS[lang];
  const kind = event.status === 'closed' ? t.closed : t.disruption;
  const description = [
    event.message,
    t.source(sourceWords(ALERT_STRINGS[lang], event.source)),
    event.end_at === null ? t.noEnd : null,
    t.urgent,
    pageUrl,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.updated_at)}`,
    `LAST-MODIFIED:${utc(event.updated_at)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${zone}:${local(event.start_at, zone)}`,
    ...(event.end_at === null ? [] : [`DTEND;TZID=${zone}:${local(event.end_at, zone)}`]),
    `SUMMARY:${escapeText(t.summary(kind, hospital.name))}`,
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    `LOCATION:${escapeText(`${hospital.name}, ${hospital.city}, ${hospital.province}`)}`,
    `URL:${pageUrl}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function renderCalendar({ name, zone, ers, lang, nowS }: CalendarInput): string {
  const t = CALENDAR_STRINGS[lang];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//er-status//${t.product}//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${zone}`,
    ...vtimezone(zone, new Date(nowS * 1000).getUTCFullYear()),
  ];
  for (const er of ers) {
    for (const event of er.events) lines.push(...eventLines(er, event, zone, lang));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
