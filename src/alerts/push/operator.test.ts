// `npm run subscriptions` for web push: a push subscription is listed by its id and its push
// service's host (never its endpoint), exported whole by `push:<id>`, and deleted by it.
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionsCommand } from '../../server/subscriptions-command';
import { type AlertsApp, alertsApp, ORIGIN } from '../../testing/alerts-fixture';
import { type PushService, startPushService } from '../../testing/push-service';

let fixture: AlertsApp;
let service: PushService;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
});

describe('npm run subscriptions, for web push', () => {
  it('lists a push subscription without its endpoint, exports it and deletes it by push:<id>', async () => {
    fixture = await alertsApp();
    service = await startPushService();
    const browser = service.browser();
    await fixture.app.request('/subscriptions/push', {
      method: 'POST',
      body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang: 'fr', routine: true }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    });
    const listed = subscriptionsCommand(fixture.store, ['list']);
    expect(listed[0]).toBe('No email subscriptions.');
    expect(listed[2]).toMatch(/^push subscription\s+lang\s+follows\s+created\s+push service$/);
    const [id, lang, follows, , host] = (listed[3] ?? '').split(/\s+/);
    expect([lang, follows, host]).toEqual(['fr', 'ns_halifax', new URL(service.origin).host]);
    expect(listed.join('\n')).not.toContain(browser.subscription.endpoint);

    const exported = JSON.parse(subscriptionsCommand(fixture.store, ['export', id as string])[0] as string);
    expect(exported.subscriptions).toEqual([
      expect.objectContaining({ id, endpoint: browser.subscription.endpoint, language: 'fr', ers: ['ns_halifax'] }),
    ]);
    // What the person asked for is theirs too: the export says it.
    expect(exported.subscriptions).toEqual([expect.objectContaining({ reminders: false, routine_hours: true })]);
    expect(subscriptionsCommand(fixture.store, ['delete', id as string])).toEqual([
      'Deleted this push subscription and the alerts waiting for it.',
    ]);
    expect(fixture.store.push.all()).toEqual([]);
    expect(subscriptionsCommand(fixture.store, ['list'])).toEqual(['No subscriptions.']);
  });
});
