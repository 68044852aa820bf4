// The calendar feed as a calendar application reads it (parsed with ical.js): the closures
// announced at the desk in the ER's own time zone, a stable UID whose SEQUENCE moves when the
// window changes, a closure withdrawn before it starts kept as cancelled, both languages.
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../desk/statements';
import { type AlertsApp, alertsApp, T0 } from '../testing/alerts-fixture';
import { calendarRoutes } from './routes';

let fixture: AlertsApp;
afterEach(async () => {
  await fixture?.close();
});

/** Tuesday 24 November 2026, 20:00 in Halifax (AST, UTC−4). */
const START = T0 / 1000 + 15 * 3600;

async function calendar(path: string) {
  const app = calendarRoutes({
    store: fixture.store,
    origin: 'http://localhost',
    now: () => Math.floor(fixture.clock.ms / 1000),
  });
  const answer = await app.request(path);
  const text = await answer.text();
  if (answer.status !== 200) return { answer, text, events: [] };
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { answer, text, events, root };
}

const statements = () => deskStatements(fixture.store);
const now = () => Math.floor(fixture.clock.ms / 1000);

describe('/calendar/<er>.ics', () => {
  it('shows a closure announced at the desk at its hours in the ER’s zone', async () => {
    fixture = await alertsApp();
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight; go to Dartmouth General.');
    const { answer, events, root, text } = await calendar('/calendar/ns_halifax.ics');
    expect(answer.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(root?.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Halifax');
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Event];
    expect(event.summary).toBe('ER closed: Halifax Infirmary');
    expect(event.startDate.zone?.tzid).toBe('America/Halifax');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([20, 0]);
    expect(event.startDate.toJSDate().getTime()).toBe(START * 1000);
    expect(event.endDate.toJSDate().getTime()).toBe((START + 12 * 3600) * 1000);
    expect(event.description).toContain('Closed overnight; go to Dartmouth General.');
    expect(event.description).toContain('In an emergency, call 911.');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('drops bidi controls from the words, which would reverse the text after them in a calendar', async () => {
    fixture = await alertsApp();
    fixture.announce(
      'ns_halifax',
      START,
      START + 12 * 3600,
      'Closed \u202eovernight\u202c; go to \u2067Dartmouth\u2069.',
    );
    const { events, text } = await calendar('/calendar/ns_halifax.ics');
    expect((events[0] as ICAL.Event).description).toContain('Closed overnight; go to Dartmouth.');
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('keeps the UID and moves SEQUENCE when the window changes; keeps a cancelled one, cancelled', async () => {
    fixture = await alertsApp();
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    const first = (await calendar('/calendar/ns_halifax.ics')).events[0] as ICAL.Event;
    fixture.clock.ms += 60_000;
    fixture.store.write(() => statements().cancelSchedule('ns_halifax', now()));
    fixture.announce('ns_halifax', START, START + 8 * 3600, 'Closed overnight, until 4 a.m.');
    const moved = (await calendar('/calendar/ns_halifax.ics')).events;
    expect(moved).toHaveLength(1);
    expect(moved[0]?.uid).toBe(first.uid);
    expect(moved[0]?.sequence).toBe(1);
    expect(moved[0]?.endDate.toJSDate().getTime()).toBe((START + 8 * 3600) * 1000);

    fixture.clock.ms += 60_000;
    fixture.store.write(() => statements().cancelSchedule('ns_halifax', now()));
    const cancelled = (await calendar('/calendar/ns_halifax.ics')).events;
    expect(cancelled.map((e) => [e.uid, e.sequence, e.component.getFirstPropertyValue('status')])).toEqual([
      [first.uid, 2, 'CANCELLED'],
    ]);
  });

  it('speaks French with ?lang=fr and answers 404 with a code for an unknown ER', async () => {
    fixture = await alertsApp();
    fixture.desk('qc_gaspe', 'disruption', null, 'Services réduits.');
    const { events } = await calendar('/calendar/qc_gaspe.ics?lang=fr');
    expect(events[0]?.summary).toBe('Perturbation du service d’urgence : Hôpital de Gaspé');
    expect(events[0]?.description).toContain('Aucune heure de réouverture annoncée.');
    expect(events[0]?.startDate.zone?.tzid).toBe('America/Toronto');
    const missing = await calendar('/calendar/zz_nowhere.ics');
    expect(missing.answer.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('/calendar/'),
    });
  });
});

describe('/calendar/province/<prov>.ics', () => {
  it('holds every ER of the province, with the same UIDs as each ER’s own file, and none of another', async () => {
    fixture = await alertsApp();
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    fixture.desk('ns_cobequid', 'closed', 'No physician.');
    fixture.desk('qc_gaspe', 'disruption', null, 'Services réduits.');
    const { answer, events, root } = await calendar('/calendar/province/ns.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(root?.getFirstPropertyValue('x-wr-calname')).toBe('Nova Scotia: ER closures');
    expect(root?.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'America/Halifax',
    ]);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'ER closed: Cobequid Community Health Centre',
      'ER closed: Halifax Infirmary',
    ]);
    const halifax = events.find((e) => e.summary.includes('Halifax')) as ICAL.Event;
    expect(halifax.startDate.zone?.tzid).toBe('America/Halifax');
    expect([halifax.startDate.hour, halifax.startDate.minute]).toEqual([20, 0]);
    const own = (await calendar('/calendar/ns_halifax.ics')).events[0];
    expect(own?.uid).toBe(halifax.uid);
  });

  it('keeps a closure withdrawn before it starts, cancelled, with its SEQUENCE moved', async () => {
    fixture = await alertsApp();
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    const first = (await calendar('/calendar/province/NS.ics')).events[0] as ICAL.Event;
    fixture.clock.ms += 60_000;
    fixture.store.write(() => statements().cancelSchedule('ns_halifax', now()));
    const cancelled = (await calendar('/calendar/province/ns.ics')).events;
    expect(cancelled.map((e) => [e.uid, e.sequence, e.component.getFirstPropertyValue('status')])).toEqual([
      [first.uid, 1, 'CANCELLED'],
    ]);
  });

  it('speaks French with ?lang=fr and answers 404 with a code for an unknown province', async () => {
    fixture = await alertsApp();
    fixture.desk('qc_gaspe', 'disruption', null, 'Services réduits.');
    const { root, events } = await calendar('/calendar/province/qc.ics?lang=fr');
    expect(root?.getFirstPropertyValue('x-wr-calname')).toBe('Québec : fermetures des urgences');
    expect(events.map((e) => e.summary)).toEqual(['Perturbation du service d’urgence : Hôpital de Gaspé']);
    const missing = await calendar('/calendar/province/zz.ics?lang=fr');
    expect(missing.answer.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('/calendar/province/ns.ics'),
    });
  });
});
