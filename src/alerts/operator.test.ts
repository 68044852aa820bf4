// `npm run subscriptions`: what an operator sees of the subscriptions, one person's export, and
// deleting an address with everything kept for it.
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionsCommand } from '../server/subscriptions-command';
import { type AlertsApp, alertsApp } from '../testing/alerts-fixture';

let fixture: AlertsApp;
afterEach(async () => {
  await fixture?.close();
});

describe('npm run subscriptions', () => {
  it('lists, exports one address and deletes it with the alerts waiting for it', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'fr');
    await fixture.subscribe('other@example.ca', ['ns_cobequid'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.runtime.sender?.run();

    const listed = subscriptionsCommand(fixture.store, ['list']);
    expect(listed[0]).toMatch(/^state\s+lang\s+follows\s+created\s+confirmed\s+email$/);
    expect(listed.slice(1).map((line) => line.split(/\s+/)[0])).toEqual(['confirmed', 'confirmed']);

    const exported = JSON.parse(subscriptionsCommand(fixture.store, ['export', 'Reader@Example.ca'])[0] as string);
    expect(exported.subscriptions).toEqual([
      expect.objectContaining({ email: 'reader@example.ca', language: 'fr', ers: ['ns_halifax'], alerts_waiting: 1 }),
    ]);
    // What the person asked for beyond the changes everyone is told of is in the export too.
    expect(exported.subscriptions).toEqual([expect.objectContaining({ reminders: false, routine_hours: false })]);

    expect(subscriptionsCommand(fixture.store, ['delete', 'reader@example.ca'])[0]).toMatch(/^Deleted 1 subscription/);
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toEqual([]);
    expect(fixture.store.alerts.counts()).toMatchObject({ confirmed: 1, queued: 0 });
    await fixture.send();
    expect(fixture.sink.mails.filter((mail) => mail.subject.startsWith('Fermée'))).toEqual([]);
  });

  it('refuses a command without an address, naming what it takes', async () => {
    fixture = await alertsApp();
    expect(() => subscriptionsCommand(fixture.store, ['delete'])).toThrow('delete takes one email address or push:ID.');
    expect(() => subscriptionsCommand(fixture.store, ['purge'])).toThrow('Unknown command "purge".');
  });
});
