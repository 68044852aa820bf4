// Web push, end to end against a push service of the test's own that checks our VAPID signature
// and decrypts each message with the browser's keys: a sign-up as the page makes it, a desk
// closure, the one notification it makes in the person's language; a service that has forgotten
// the subscription (410) and one that is down (503).
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp, ORIGIN, T0 } from '../../testing/alerts-fixture';
import { type PushService, startPushService, type TestBrowser } from '../../testing/push-service';
import { fetchTransport } from './sender';

let fixture: AlertsApp;
let service: PushService;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
});

async function setUp(options: Parameters<typeof alertsApp>[0] = {}) {
  fixture = await alertsApp(options);
  service = await startPushService();
}

/** What the page's script posts once the browser has subscribed. */
function signUp(browser: TestBrowser, choice: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fixture.app.request('/subscriptions/push', {
    method: 'POST',
    body: JSON.stringify({ subscription: browser.subscription, ...choice }),
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
  });
}

/** Moves the clock past the hold time and runs the push sender once. */
async function sendPush(): Promise<number> {
  fixture.clock.ms += 121_000;
  return (await fixture.runtime.pushSender?.run()) ?? -1;
}

describe('web push', () => {
  it('delivers a desk closure as exactly one notification, signed and decrypted, in the person’s language', async () => {
    await setUp();
    const lectrice = service.browser();
    const reader = service.browser();
    expect((await signUp(lectrice, { er: ['ns_cobequid'], lang: 'fr' })).status).toBe(201);
    expect((await signUp(reader, { er: ['ns_halifax'], lang: 'en' })).status).toBe(201);

    fixture.desk('ns_cobequid', 'closed', 'Closed tonight.', 'Fermée ce soir.');
    expect(await sendPush()).toBe(1);
    expect(await sendPush()).toBe(0);

    expect(service.refused).toEqual([]);
    expect(service.delivered).toHaveLength(1);
    const [push] = service.delivered;
    expect(push?.endpoint).toBe(lectrice.subscription.endpoint);
    expect(push?.vapidKey).toBe(fixture.runtime.pushKey);
    expect(push?.claims.aud).toBe(service.origin);
    expect(push?.claims.sub).toBe('mailto:alerts@er.example');
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.message.title).toBe('Fermée : Cobequid Community Health Centre');
    expect(push?.message.lang).toBe('fr');
    expect(push?.message.url).toBe(`${ORIGIN}/fr/er/ns_cobequid`);
    const body = push?.message.body as string;
    expect(body).toContain('Selon leurs mots : « Fermée ce soir. »');
    expect(body).toContain('Source : le bureau d’état des urgences');
    expect(body).toContain('Confirmé par Nova Scotia Health');
    expect(body).toMatch(/Depuis mardi 24 novembre/);
    expect(body).toContain('En cas d’urgence, composez le 911.');
    // Nothing waits any more for anyone.
    expect(fixture.store.push.counts().queued).toBe(0);
  });

  it('makes changes to one ER within the hold time one notification', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, { er: ['ns_halifax'], lang: 'en' });
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    fixture.clock.ms += 30_000;
    fixture.desk('ns_halifax', 'open', null);
    expect(await sendPush()).toBe(1);
    expect(service.delivered).toHaveLength(1);
    const body = service.delivered[0]?.message.body as string;
    expect(service.delivered[0]?.message.title).toBe('Reopened: Halifax Infirmary');
    expect(body).toContain('Closed: Halifax Infirmary (Halifax)');
    expect(body).toContain('Reopened: Halifax Infirmary (Halifax)');
  });

  it('deletes the subscription when the push service answers 410, and logs no endpoint', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, { province: 'NS', lang: 'en' });
    service.answer(410);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await sendPush()).toBe(0);
    expect(fixture.store.push.all()).toEqual([]);
    expect(fixture.logged).toContainEqual({ event: 'push.gone', status: 410 });
    expect(JSON.stringify(fixture.logged)).not.toContain(reader.subscription.endpoint);
    // A later change is not even recorded for it.
    fixture.desk('ns_halifax', 'open', null);
    expect(await sendPush()).toBe(0);
    expect(fixture.store.push.counts()).toMatchObject({ subscriptions: 0, queued: 0 });
  });

  it('keeps a notification the push service could not take (503) and delivers it later', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, { er: ['ns_halifax'], lang: 'en' });
    service.answer(503);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await sendPush()).toBe(0);
    expect(service.delivered).toHaveLength(0);
    expect(fixture.logged).toContainEqual({ event: 'push.retry', status: 503, attempts: 1 });
    // Not before its backoff (30 s)…
    expect(await fixture.runtime.pushSender?.run()).toBe(0);
    // …then once.
    fixture.clock.ms += 31_000;
    expect(await fixture.runtime.pushSender?.run()).toBe(1);
    expect(service.delivered).toHaveLength(1);
    expect(service.delivered[0]?.message.title).toBe('Closed: Halifax Infirmary');
    expect(await sendPush()).toBe(0);
    expect(service.delivered).toHaveLength(1);
  });

  it('tells a notice the reader could not time in the publisher’s words, with no time of its own', async () => {
    await setUp();
    await signUp(service.browser(), { er: ['ns_halifax'], lang: 'en' });
    const publishedS = T0 / 1000 - 1800;
    const words = 'Due to unforeseen circumstances the ED will have reduced hours later this week.';
    const unsure = { url: 'https://www.nshealth.ca/news/42', publisher: 'Nova Scotia Health', publishedAt: publishedS };
    fixture.store.write(() => {
      const window = { start: publishedS, end: null, status: 'disruption' as const, unsure };
      fixture.store.schedules.replace('ns-notices', 'ns_halifax', [window], words, publishedS);
      fixture.store.schedules.settle('ns_halifax', T0 / 1000);
    });
    expect(await sendPush()).toBe(1);
    const body = service.delivered[0]?.message.body as string;
    expect(body).toContain(`In their words: “${words}”`);
    expect(body).toContain('Times not confirmed — read the notice: https://www.nshealth.ca/news/42');
    expect(body).toContain('Not confirmed by a person.');
    expect(body).not.toMatch(/Since|Expected to reopen/);
  });

  it('stops a device’s notifications when the page asks, and sends it nothing after', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, { er: ['ns_halifax'], lang: 'en' });
    const stop = () =>
      fixture.app.request('/subscriptions/push/delete', {
        method: 'POST',
        body: JSON.stringify({ endpoint: reader.subscription.endpoint }),
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      });
    expect((await stop()).status).toBe(200);
    expect(fixture.store.push.all()).toEqual([]);
    // Again: stopped all the same.
    expect(await (await stop()).json()).toEqual({ subscribed: false });
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await sendPush()).toBe(0);
    expect(service.delivered).toHaveLength(0);
  });

  it('counts push subscriptions in health, never their endpoints', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, { er: ['ns_halifax'], lang: 'en' });
    const health = fixture.runtime.health();
    expect(health).toMatchObject({ push: 'offered', push_subscriptions: 1, push_outbox_pending: 0 });
    expect(JSON.stringify(health)).not.toContain(service.origin);
  });
});

describe('web push when the push service cannot be reached', () => {
  it('keeps the notification and sends it once the service answers again', async () => {
    let down = true;
    await setUp({
      pushTransport: (request) => (down ? Promise.reject(new Error('ECONNREFUSED')) : fetchTransport(request)),
    });
    await signUp(service.browser(), { er: ['ns_halifax'], lang: 'en' });
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await sendPush()).toBe(0);
    expect(fixture.logged).toContainEqual({ event: 'push.retry', status: 'unreachable', attempts: 1 });
    down = false;
    fixture.clock.ms += 31_000;
    expect(await fixture.runtime.pushSender?.run()).toBe(1);
    expect(service.delivered.map((push) => push.message.title)).toEqual(['Closed: Halifax Infirmary']);
  });
});

describe('web push limits', () => {
  it('sends at most the hourly number of notifications, then the rest as one', async () => {
    await setUp({ maxPerHour: 1 });
    await signUp(service.browser(), { er: ['ns_halifax'], lang: 'en' });
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await sendPush()).toBe(1);
    fixture.desk('ns_halifax', 'open', null);
    expect(await sendPush()).toBe(0);
    fixture.desk('ns_halifax', 'disruption', 'Long waits.');
    expect(await sendPush()).toBe(0);
    fixture.clock.ms += 3_600_000;
    expect(await fixture.runtime.pushSender?.run()).toBe(1);
    expect(service.delivered.map((push) => push.message.title)).toEqual([
      'Closed: Halifax Infirmary',
      'Service disruption: Halifax Infirmary',
    ]);
    expect(service.delivered[1]?.message.body).toContain('Reopened: Halifax Infirmary (Halifax)');
  });

  it('cuts long words to fit a push message, keeping “call 911”', async () => {
    await setUp();
    await signUp(service.browser(), { province: 'NS', lang: 'fr' });
    // Three bytes a character (UTF-8), and characters JSON escapes.
    fixture.desk('ns_halifax', 'closed', '€'.repeat(2000), '€'.repeat(2000));
    fixture.desk('ns_cobequid', 'closed', '"\\n'.repeat(900), '"\\n'.repeat(900));
    expect(await sendPush()).toBe(1);
    expect(service.refused).toEqual([]);
    const message = service.delivered[0]?.message as Record<string, string>;
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(3000);
    expect(message.body).toMatch(/…\nEn cas d’urgence, composez le 911\.$/);
    expect(message.title).toBe('2 changements aux urgences que vous suivez');
    expect(message.url).toBe(`${ORIGIN}/fr/closures/ns`);
  });
});
