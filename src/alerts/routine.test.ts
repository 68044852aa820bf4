// Routine hours on request: a standing overnight closure (the same window every night) is told
// the first night and, after that, each night only to those who asked for routine hours, by
// email and by web push; the box is on the sign-up and manage pages in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp, linkIn, ORIGIN, T0 } from '../testing/alerts-fixture';
import { engines } from '../testing/engines';
import { type PushService, startPushService, type TestBrowser } from '../testing/push-service';

let fixture: AlertsApp;
let service: PushService | undefined;
afterEach(async () => {
  await fixture?.close();
  await service?.stop();
  service = undefined;
});

/** Tuesday 24 November 2026, 20:00 in Halifax: the first night's closing. */
const NIGHT = T0 / 1000 + 15 * 3600;
const DAY_S = 86_400;
const WORDS = 'Closed overnight, 8 p.m. to 8 a.m., every day until further notice.';

/** A notice feed's standing schedule: closed 20:00 to 08:00, three nights in a row. */
function standingSchedule() {
  const nights = [0, 1, 2].map((n) => ({
    start: NIGHT + n * DAY_S,
    end: NIGHT + n * DAY_S + 12 * 3600,
    status: 'closed' as const,
  }));
  fixture.store.write(() => fixture.store.schedules.replace('ns-notices', 'ns_halifax', nights, WORDS, T0 / 1000));
}

/** Signs up by email as the page does, with the routine box ticked or not, and confirms. */
async function signUp(email: string, routine: boolean, lang: 'en' | 'fr' = 'en') {
  const before = fixture.sink.mails.length;
  const form = new URLSearchParams({ email, lang, er: 'ns_halifax' });
  if (routine) form.set('routine', '1');
  expect((await fixture.post('/subscriptions', form)).status).toBe(200);
  const [mail] = (await fixture.sink.waitFor(before + 1)).slice(before);
  const link = linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string;
  expect((await fixture.post(new URL(link).pathname, {})).status).toBe(200);
}

/** What the page's script posts once the browser has subscribed. */
async function pushSignUp(browser: TestBrowser, routine: boolean) {
  const answer = await fixture.app.request('/subscriptions/push', {
    method: 'POST',
    body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang: 'fr', routine }),
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
  });
  expect(answer.status).toBe(201);
}

/** Each closing and reopening of the three nights, as the schedule clock applies them; then what is due goes. */
async function liveThreeNights() {
  const boundaries = [0, 1, 2].flatMap((n) => [NIGHT + n * DAY_S, NIGHT + n * DAY_S + 12 * 3600]);
  for (const at of boundaries) {
    fixture.clock.ms = at * 1000;
    fixture.store.write(() => fixture.store.schedules.settleDue(at));
    fixture.clock.ms += 121_000;
    await fixture.runtime.sender?.run();
    await fixture.runtime.pushSender?.run();
  }
}

const subjectsTo = (email: string) =>
  fixture.sink.mails.filter((mail) => mail.to[0] === email && !/^Confirm/.test(mail.subject)).map((m) => m.subject);

describe.each(engines())('routine hours by email on $engine', (engine) => {
  it.skipIf(engine.skip)(
    'tells a standing overnight closure each night only to those who asked, once a night',
    async () => {
      fixture = await alertsApp({ target: await engine.target(() => ':memory:') });
      standingSchedule();
      await signUp('routine@example.ca', true);
      await signUp('first-night@example.ca', false);
      await liveThreeNights();
      expect(subjectsTo('first-night@example.ca')).toEqual([
        'Closed: Halifax Infirmary',
        'Reopened: Halifax Infirmary',
      ]);
      const closings = subjectsTo('routine@example.ca').filter((subject) => subject.startsWith('Closed'));
      expect(closings).toEqual(Array(3).fill('Closed: Halifax Infirmary'));
      const last = fixture.sink.mails.at(-1);
      expect(last?.to[0]).toBe('routine@example.ca');
      expect(last?.text).toContain(WORDS);
      expect(last?.text).toContain('In an emergency, call 911.');
    },
  );
});

describe('routine hours, on request', () => {
  it('tells it each night by web push only to the browsers that asked', async () => {
    fixture = await alertsApp();
    service = await startPushService();
    standingSchedule();
    const routine = service.browser();
    const firstNight = service.browser();
    await pushSignUp(routine, true);
    await pushSignUp(firstNight, false);
    await liveThreeNights();
    const titlesOf = (browser: TestBrowser) =>
      service?.delivered
        .filter((push) => push.endpoint === browser.subscription.endpoint)
        .map((push) => push.message.title as string);
    expect(titlesOf(firstNight)).toEqual(['Fermée : Halifax Infirmary', 'Rouverte : Halifax Infirmary']);
    expect(titlesOf(routine)?.filter((title) => title.startsWith('Fermée'))).toHaveLength(3);
    expect(service.refused).toEqual([]);
  });

  it('offers the box unticked on the sign-up page in both languages, and the manage page changes it', async () => {
    fixture = await alertsApp();
    const en = await (await fixture.get('/subscribe')).text();
    expect(en).toMatch(/name="routine" value="1"\/?> Also tell me about routine overnight hours/);
    expect(await (await fixture.get('/fr/abonnement')).text()).toContain(
      'M’avertir aussi des heures habituelles de nuit',
    );
    await signUp('routine@example.ca', true, 'fr');
    expect(fixture.store.alerts.ofEmail('routine@example.ca')[0]?.routine).toBe(1);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.send();
    const manage = new URL(linkIn(fixture.sink.mails.at(-1)?.text ?? '', '/subscriptions/manage/') as string);
    const page = await (await fixture.get(manage.pathname)).text();
    expect(page).toMatch(/name="routine" value="1" checked/);
    expect(page).toContain('M’avertir aussi des heures habituelles de nuit');
    await fixture.post(manage.pathname, { lang: 'fr', er: 'ns_halifax' });
    expect(fixture.store.alerts.ofEmail('routine@example.ca')[0]?.routine).toBe(0);
  });
});
