// Reminders by web push: a browser that asked (the form's reminder box, sent by the page's
// script as `"remind": true`) gets the reminder of an announced closure two hours before it
// starts, in its language, decrypted by the test's push service; others get the announcement
// only. The push sender moves due reminders itself: it needs no email sender.
import { afterEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../../desk/statements';
import { type AlertsApp, alertsApp, ORIGIN, T0 } from '../../testing/alerts-fixture';
import { type PushService, startPushService, type TestBrowser } from '../../testing/push-service';

let fixture: AlertsApp;
let service: PushService;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
});

/** Tuesday 24 November 2026, 20:00 in Halifax; its reminder is due at 18:00. */
const START = T0 / 1000 + 15 * 3600;
const DUE_MS = (START - 2 * 3600) * 1000;

async function setUp() {
  fixture = await alertsApp();
  service = await startPushService();
  // No email sender: push alone must move its reminders.
  await fixture.runtime.sender?.stop();
}

async function signUp(browser: TestBrowser, lang: 'en' | 'fr', remind: boolean) {
  const answer = await fixture.app.request('/subscriptions/push', {
    method: 'POST',
    body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang, remind }),
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
  });
  expect(answer.status).toBe(201);
}

/** Moves the clock to `ms`, runs the push sender, then again after the hold time. */
async function at(ms: number) {
  fixture.clock.ms = ms;
  await fixture.runtime.pushSender?.run();
  fixture.clock.ms += 121_000;
  return fixture.runtime.pushSender?.run();
}

const titlesOf = (browser: TestBrowser) =>
  service.delivered
    .filter((push) => push.endpoint === browser.subscription.endpoint)
    .map((p) => String(p.message.title));

describe('reminders by web push', () => {
  it('reminds the browsers that asked, once, two hours before, in their language, with the window', async () => {
    await setUp();
    const lectrice = service.browser();
    const reader = service.browser();
    const not = service.browser();
    await signUp(lectrice, 'fr', true);
    await signUp(reader, 'en', true);
    await signUp(not, 'en', false);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.', 'Fermée la nuit.');
    expect(await at(fixture.clock.ms)).toBe(3);
    expect(await at(DUE_MS - 200_000)).toBe(0);
    expect(await at(DUE_MS + 1000)).toBe(2);
    expect(await at(DUE_MS + 3_600_000)).toBe(0);

    expect(titlesOf(not)).toEqual(['Closure announced: Halifax Infirmary']);
    expect(titlesOf(reader)).toEqual([
      'Closure announced: Halifax Infirmary',
      'Reminder: closure soon: Halifax Infirmary',
    ]);
    expect(titlesOf(lectrice)).toEqual([
      'Fermeture annoncée : Halifax Infirmary',
      'Rappel : fermeture bientôt : Halifax Infirmary',
    ]);
    const rappel = service.delivered.find((push) => String(push.message.title).startsWith('Rappel'))?.message;
    const reminder = service.delivered.find((push) => String(push.message.title).startsWith('Reminder'))?.message;
    expect(reminder?.body).toContain(
      'From Tuesday, November 24 at 8:00 p.m. AST to Wednesday, November 25 at 8:00 a.m. AST',
    );
    expect(reminder?.body).toContain('In an emergency, call 911.');
    expect(`${rappel?.title}\n${rappel?.body}`).toContain('Selon leurs mots : « Fermée la nuit. »');
    expect(rappel?.body).toContain('En cas d’urgence, composez le 911.');
    expect(rappel?.url).toBe(`${ORIGIN}/fr/er/ns_halifax`);
    expect(service.refused).toEqual([]);
  });

  it('sends no reminder for a closure withdrawn before it was due', async () => {
    await setUp();
    const reader = service.browser();
    await signUp(reader, 'en', true);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    await at(fixture.clock.ms);
    fixture.clock.ms += 60_000;
    const nowS = Math.floor(fixture.clock.ms / 1000);
    fixture.store.write(() => deskStatements(fixture.store).cancelSchedule('ns_halifax', nowS));
    await at(fixture.clock.ms);
    expect(await at(DUE_MS + 1000)).toBe(0);
    expect(titlesOf(reader).filter((title) => /Reminder/.test(title))).toEqual([]);
    expect(fixture.store.alerts.nextReminder()).toBeNull();
  });
});
