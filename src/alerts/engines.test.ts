// The alert tables on both engines: a sign-up confirmed, a desk closure fanned out and sent
// once, the calendar's events kept, and an unsubscribe that leaves nothing of the address.
import { afterEach, describe, expect, it } from 'vitest';
import { calendarEvents } from '../calendar/events';
import { type AlertsApp, alertsApp, T0 } from '../testing/alerts-fixture';
import { engines } from '../testing/engines';

let fixture: AlertsApp | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

describe.each(engines())('alerts on $engine', (engine) => {
  it.skipIf(engine.skip)('sends one email for a desk closure and forgets the address on unsubscribe', async () => {
    const target = await engine.target(() => ':memory:');
    fixture = await alertsApp({ target });
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    fixture.announce('ns_halifax', T0 / 1000 + 86_400, T0 / 1000 + 90_000, 'Closed tomorrow night.');
    expect(await fixture.send()).toBe(1);
    expect(fixture.sink.mails.map((mail) => mail.subject)).toEqual([
      'Confirm your ER alerts',
      'Closure announced: Halifax Infirmary',
    ]);
    expect(fixture.sink.mails[1]?.text).toContain('Closed: Halifax Infirmary');
    const events = calendarEvents(fixture.store, 'ns_halifax', Math.floor(fixture.clock.ms / 1000));
    expect(events.map((event) => [event.status, event.end_at, event.sequence])).toEqual([
      ['closed', null, 0],
      ['closed', T0 / 1000 + 90_000, 0],
    ]);
    const [subscription] = fixture.store.alerts.ofEmail('reader@example.ca');
    expect(fixture.store.alerts.remove(subscription?.id as string)).toBe(true);
    expect(fixture.store.alerts.counts()).toMatchObject({ confirmed: 0, pending: 0, queued: 0 });
  });
});
