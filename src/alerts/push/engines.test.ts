// Web push's tables on both engines: a browser's sign-up, a desk closure delivered once and
// decrypted, then a push service that has forgotten it (410): nothing of it is left.
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp, ORIGIN } from '../../testing/alerts-fixture';
import { engines } from '../../testing/engines';
import { type PushService, startPushService } from '../../testing/push-service';

let fixture: AlertsApp | undefined;
let service: PushService | undefined;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
  fixture = undefined;
});

describe.each(engines())('web push on $engine', (engine) => {
  it.skipIf(engine.skip)('delivers a closure once and deletes the subscription on 410', async () => {
    fixture = await alertsApp({ target: await engine.target(() => ':memory:') });
    service = await startPushService();
    const browser = service.browser();
    const signedUp = await fixture.app.request('/subscriptions/push', {
      method: 'POST',
      body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang: 'fr' }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    });
    expect(signedUp.status).toBe(201);
    const app = fixture;
    const send = async () => {
      app.clock.ms += 121_000;
      return app.runtime.pushSender?.run();
    };
    fixture.desk('ns_halifax', 'closed', 'Closed.', 'Fermée.');
    expect(await send()).toBe(1);
    expect(service.delivered.map((push) => push.message.title)).toEqual(['Fermée : Halifax Infirmary']);
    service.answer(410);
    fixture.desk('ns_halifax', 'open', null);
    expect(await send()).toBe(0);
    expect(fixture.store.push.all()).toEqual([]);
    expect(fixture.store.push.counts()).toMatchObject({ subscriptions: 0, queued: 0 });
  });
});
