// GET /calendar/<er-id>.ics (?lang=fr for French words): the ER's closures as a calendar feed,
// the same for everyone, cached a few minutes by any cache.
import { Hono } from 'hono';
import { errorBody } from '../contract/errors';
import { PROVINCES } from '../contract/provinces';
import type { Store } from '../store/store';
import { calendarEvents } from './events';
import { renderCalendar } from './ics';
import { CALENDAR_STRINGS } from './strings';

export interface CalendarRoutesOptions {
  store: Store;
  origin: string;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
}

export function calendarRoutes(options: CalendarRoutesOptions): Hono {
  const { store, origin } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const app = new Hono();
  app.get('/calendar/:file', (c) => {
    const lang = c.req.query('lang') === 'fr' ? 'fr' : 'en';
    const id = /^(.{1,100})\.ics$/.exec(c.req.param('file'))?.[1];
    const hospital = id ? store.hospitals.get(id) : undefined;
    if (!hospital) return c.json(errorBody('not_found', CALENDAR_STRINGS[lang].notFound), 404);
    const nowS = now();
    const body = renderCalendar({
      hospital,
      zone: PROVINCES[hospital.province].timeZone,
      events: calendarEvents(store, hospital.id, nowS),
      lang,
      pageUrl: `${origin}/er/${encodeURIComponent(hospital.id)}`,
      nowS,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${hospital.id.replace(/[^\w.-]/g, '_')}.ics"`,
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  });
  return app;
}
