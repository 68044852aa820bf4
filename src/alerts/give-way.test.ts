// The senders give way to the API's answers: while it is busy, each message waits (up to a
// quarter second) and goes once it eases; under load that does not ease, mail still goes, more
// slowly, none lost and none twice.
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp, ORIGIN } from '../testing/alerts-fixture';
import { type PushService, startPushService } from '../testing/push-service';
import { CONCURRENT_SENDS, GIVE_WAY_MS } from './sender';

let fixture: AlertsApp;
let service: PushService | undefined;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
  service = undefined;
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` people following Halifax, confirmed a minute ago. */
function followers(n: number): void {
  const confirmedAt = Math.floor(fixture.clock.ms / 1000) - 60;
  fixture.store.write(() => {
    for (let i = 0; i < n; i++) {
      const row = { id: `s${i}`, email: `reader${i}@example.ca`, lang: 'en' as const, province: null };
      const state = { state: 'confirmed' as const, confirm_digest: null };
      fixture.store.alerts.add({ ...row, ...state, created_at: confirmedAt, confirmed_at: confirmedAt }, [
        'ns_halifax',
      ]);
    }
  });
}

describe('sending beside a busy API', () => {
  it('holds the emails back while the API is busy and sends them all, each person once, when it eases', async () => {
    let busy = true;
    fixture = await alertsApp({ apiBusy: () => busy });
    followers(8);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    const sending = fixture.send();
    await later(GIVE_WAY_MS - 50);
    expect(fixture.sink.mails).toHaveLength(0);
    busy = false;
    expect(await sending).toBe(8);
    expect(fixture.sink.mails.flatMap((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `reader${i}@example.ca`).sort(),
    );
  });

  it('still sends while the API stays busy, a message a connection each quarter second', async () => {
    fixture = await alertsApp({ apiBusy: () => true });
    const people = 3 * CONCURRENT_SENDS;
    followers(people);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    const started = performance.now();
    expect(await fixture.send()).toBe(people);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * GIVE_WAY_MS - 10);
    expect(new Set(fixture.sink.mails.flatMap((mail) => mail.to)).size).toBe(people);
    expect(fixture.sink.mails).toHaveLength(people);
  });

  it('holds web push notifications back while the API is busy and sends them when it eases', async () => {
    let busy = true;
    fixture = await alertsApp({ apiBusy: () => busy });
    service = await startPushService();
    const browser = service.browser();
    const signUp = await fixture.app.request('/subscriptions/push', {
      method: 'POST',
      body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang: 'en' }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    });
    expect(signUp.status).toBe(201);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    fixture.clock.ms += 121_000;
    const sending = fixture.runtime.pushSender?.run();
    await later(GIVE_WAY_MS - 50);
    expect(service.delivered).toHaveLength(0);
    busy = false;
    expect(await sending).toBe(1);
    expect(service.delivered.map((push) => push.message.title)).toEqual(['Closed: Halifax Infirmary']);
  });
});
