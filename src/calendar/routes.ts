// GET /calendar/<er-id>.ics and /calendar/province/<prov>.ics (?lang=fr for French words): an
// ER's or a whole province's closures as a calendar feed, the same for everyone, cached a few
// minutes by any cache. An event has the same UID in both files.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { errorBody } from '../contract/errors';
import { type Lang, PROVINCES, parseProvince } from '../contract/provinces';
import type { Hospital } from '../store/rows';
import type { Store } from '../store/store';
import { calendarEvents } from './events';
import { type CalendarEr, renderCalendar } from './ics';
import { CALENDAR_STRINGS } from './strings';

export interface CalendarRoutesOptions {
  store: Store;
  origin: string;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
}

function calendarFile(c: Context, body: string, file: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${file.replace(/[^\w.-]/g, '_')}.ics"`,
    'Cache-Control': 'public, max-age=300',
    'Access-Control-Allow-Origin': '*',
  });
}

const langOf = (c: Context): Lang => (c.req.query('lang') === 'fr' ? 'fr' : 'en');
const named = (file: string) => /^(.{1,100})\.ics$/.exec(file)?.[1];

export function calendarRoutes(options: CalendarRoutesOptions): Hono {
  const { store, origin } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const app = new Hono();
  const erOf = (hospital: Hospital, nowS: number): CalendarEr => ({
    hospital,
    events: calendarEvents(store, hospital.id, nowS),
    pageUrl: `${origin}/er/${encodeURIComponent(hospital.id)}`,
  });

  app.get('/calendar/province/:file', (c) => {
    const lang = langOf(c);
    const province = parseProvince(named(c.req.param('file')) ?? '');
    if (!province) return c.json(errorBody('not_found', CALENDAR_STRINGS[lang].provinceNotFound), 404);
    const nowS = now();
    const hospitals = store.hospitals.all().filter((hospital) => hospital.province === province);
    const body = renderCalendar({
      name: CALENDAR_STRINGS[lang].provinceCalendarName(PROVINCES[province].name[lang]),
      zone: PROVINCES[province].timeZone,
      ers: hospitals.map((hospital) => erOf(hospital, nowS)),
      lang,
      nowS,
    });
    return calendarFile(c, body, `province-${province.toLowerCase()}`);
  });

  app.get('/calendar/:file', (c) => {
    const lang = langOf(c);
    const id = named(c.req.param('file'));
    const hospital = id ? store.hospitals.get(id) : undefined;
    if (!hospital) return c.json(errorBody('not_found', CALENDAR_STRINGS[lang].notFound), 404);
    const nowS = now();
    const body = renderCalendar({
      name: CALENDAR_STRINGS[lang].calendarName(hospital.name),
      zone: PROVINCES[hospital.province].timeZone,
      ers: [erOf(hospital, nowS)],
      lang,
      nowS,
    });
    return calendarFile(c, body, hospital.id);
  });
  return app;
}
