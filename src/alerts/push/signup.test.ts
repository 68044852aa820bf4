// The push sign-up's refusals (each with a code and a message in the person's language, nothing
// kept), its limits, the scripts it serves, and where its VAPID keys come from.
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { openStore } from '../../store/store';
import { type AlertsApp, alertsApp, ORIGIN } from '../../testing/alerts-fixture';
import { type PushService, startPushService, type TestBrowser } from '../../testing/push-service';
import { startAlerts } from '../runtime';
import { endpointAllowed } from './signup';
import { readVapidSettings, vapidSubject } from './vapid';

let fixture: AlertsApp;
let service: PushService;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fixture.app.request('/subscriptions/push', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
  });

const signUp = (browser: TestBrowser, choice: Record<string, unknown>, headers?: Record<string, string>) =>
  post(JSON.stringify({ subscription: browser.subscription, ...choice }), headers);

async function refusal(answer: Response) {
  return { status: answer.status, ...((await answer.json()) as { error: { code: string; message: string } }).error };
}

describe('the push sign-up', () => {
  // From another origin the body is not read: the refusal is in the browser's language.
  it('refuses what it cannot keep with a code and a message in the person’s language, and keeps nothing', async () => {
    fixture = await alertsApp();
    service = await startPushService();
    const browser = service.browser();
    expect(
      await refusal(
        await signUp(
          browser,
          { er: ['ns_halifax'], lang: 'fr' },
          { Origin: 'https://evil.example', 'Accept-Language': 'fr-CA' },
        ),
      ),
    ).toEqual({
      status: 403,
      code: 'other_origin',
      message: 'Les notifications ne peuvent être activées que depuis la page de ce site.',
    });
    expect(await refusal(await post('{"subscription":'))).toMatchObject({ status: 400, code: 'bad_json' });
    expect(await refusal(await post(JSON.stringify({ pad: 'x'.repeat(9000) })))).toMatchObject({
      status: 413,
      code: 'body_too_large',
    });
    const noKeys = { subscription: { endpoint: browser.subscription.endpoint }, er: ['ns_halifax'], lang: 'en' };
    expect(await refusal(await post(JSON.stringify(noKeys)))).toMatchObject({ status: 400, code: 'bad_subscription' });
    expect(await refusal(await signUp(browser, { lang: 'en' }))).toEqual({
      status: 400,
      code: 'nothing_chosen',
      message: 'Choose at least one ER, or a province.',
    });
    expect(await refusal(await signUp(browser, { er: ['nowhere'], lang: 'en' }))).toMatchObject({ code: 'unknown_er' });
    expect(await refusal(await signUp(browser, { er: ['ns_halifax'], lang: 'de' }))).toMatchObject({
      code: 'bad_lang',
    });
    expect(fixture.store.push.all()).toEqual([]);
  });

  it('limits sign-ups from one address to ten an hour', async () => {
    fixture = await alertsApp();
    service = await startPushService();
    for (let i = 0; i < 10; i += 1) {
      expect((await signUp(service.browser(), { er: ['ns_halifax'], lang: 'en' })).status).toBe(201);
    }
    expect(await refusal(await signUp(service.browser(), { er: ['ns_halifax'], lang: 'en' }))).toMatchObject({
      status: 429,
      code: 'too_many_signups',
    });
    expect(fixture.store.push.all()).toHaveLength(10);
  });

  it('replaces a browser’s earlier choice when it signs up again', async () => {
    fixture = await alertsApp();
    service = await startPushService();
    const browser = service.browser();
    await signUp(browser, { er: ['ns_halifax'], lang: 'en' });
    await signUp(browser, { province: 'QC', lang: 'fr' });
    expect(fixture.store.push.all()).toMatchObject([{ province: 'QC', lang: 'fr', hospitalIds: [] }]);
  });

  it('takes only https endpoints at a named host outside tests', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAllowed('http://push.example.com/abc')).toBe(false);
    expect(endpointAllowed('https://127.0.0.1/abc')).toBe(false);
    expect(endpointAllowed('https://localhost/abc')).toBe(false);
    expect(endpointAllowed('https://[::1]/abc')).toBe(false);
    expect(endpointAllowed('https://user:pw@push.example.com/abc')).toBe(false);
  });

  it('serves the service worker and the page’s script as JavaScript of our own', async () => {
    fixture = await alertsApp();
    for (const path of ['/alerts-sw.js', '/alerts-push.js']) {
      const answer = await fixture.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(await (await fixture.get('/alerts-sw.js')).text()).toContain("addEventListener('notificationclick'");
  });
});

describe('VAPID keys', () => {
  it('are made once and kept in the store, or taken from ER_VAPID_PUBLIC_KEY and ER_VAPID_PRIVATE_KEY', () => {
    const store = openStore(':memory:');
    const start = (vapid: ReturnType<typeof readVapidSettings>) =>
      startAlerts({
        store,
        settings: { mail: null, holdSeconds: 120, maxPerHour: 4, vapid },
        origin: 'https://status.example.ca',
        sends: false,
        log: () => {},
      });
    const first = start(null);
    const again = start(null);
    expect(first.pushKey).toMatch(/^[\w-]{87}$/);
    expect(again.pushKey).toBe(first.pushKey);
    const made = webpush.generateVAPIDKeys();
    const given = readVapidSettings({ ER_VAPID_PUBLIC_KEY: made.publicKey, ER_VAPID_PRIVATE_KEY: made.privateKey });
    expect(start(given).pushKey).toBe(made.publicKey);
    expect(JSON.stringify(first.health())).not.toContain(JSON.parse(store.facts.get('vapid_keys') ?? '{}').privateKey);
    store.close();
  });

  it('refuses one key without the other, or a key that is not P-256', () => {
    expect(() => readVapidSettings({ ER_VAPID_PUBLIC_KEY: 'abc' })).toThrow(/set both or neither/);
    expect(() => readVapidSettings({ ER_VAPID_PUBLIC_KEY: 'abc', ER_VAPID_PRIVATE_KEY: 'def' })).toThrow(
      /ER_VAPID_PUBLIC_KEY is not a base64url P-256 public key/,
    );
    expect(readVapidSettings({})).toBeNull();
  });

  it('name the mail sender as their contact, else an https public address, else push is not offered', () => {
    expect(vapidSubject('ER status <alerts@example.ca>', 'http://localhost:8080')).toBe('mailto:alerts@example.ca');
    expect(vapidSubject(null, 'https://status.example.ca')).toBe('https://status.example.ca');
    expect(vapidSubject(null, 'http://localhost:8080')).toBeNull();
  });
});
