// Reminders, for those who ask: a closure announced for later is told when announced and again
// a set time (2 h) before it starts — once, through the outbox, not if it was cancelled or has
// started, and still after the sender starts again.
import { afterEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../desk/statements';
import { type AlertsApp, alertsApp, linkIn, T0 } from '../testing/alerts-fixture';
import { type AlertRuntime, startAlerts } from './runtime';

let fixture: AlertsApp;
let restarted: AlertRuntime | undefined;
afterEach(async () => {
  await restarted?.close();
  restarted = undefined;
  await fixture?.close();
});

/** Tuesday 24 November 2026, 20:00 in Halifax; its reminder is due at 18:00. */
const START = T0 / 1000 + 15 * 3600;
const DUE_MS = (START - 2 * 3600) * 1000;

/** Signs up as the page does, with the reminder box ticked or not, and confirms. */
async function signUp(email: string, remind: boolean, lang: 'en' | 'fr' = 'en') {
  const before = fixture.sink.mails.length;
  const form = new URLSearchParams({ email, lang, er: 'ns_halifax' });
  if (remind) form.set('remind', '1');
  expect((await fixture.post('/subscriptions', form)).status).toBe(200);
  const [mail] = (await fixture.sink.waitFor(before + 1)).slice(before);
  const link = linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string;
  expect((await fixture.post(new URL(link).pathname, {})).status).toBe(200);
}

const subjects = () => fixture.sink.mails.map((mail) => `${mail.to[0]} ${mail.subject}`);
const now = () => Math.floor(fixture.clock.ms / 1000);

/** Moves the clock to `ms`, lets the sender record what is due, then send it after the hold time. */
async function at(ms: number, runtime: AlertRuntime = fixture.runtime) {
  fixture.clock.ms = ms;
  await runtime.sender?.run();
  fixture.clock.ms += 121_000;
  return runtime.sender?.run();
}

describe('reminders before an announced closure', () => {
  it('reminds those who asked, once, two hours before the start, with the window', async () => {
    fixture = await alertsApp();
    await signUp('asks@example.ca', true);
    await signUp('lectrice@example.ca', true, 'fr');
    await signUp('not@example.ca', false);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.', 'Fermée la nuit.');
    await fixture.send();
    expect(subjects().slice(3)).toHaveLength(3);

    expect(await at(DUE_MS - 200_000)).toBe(0);
    expect(await at(DUE_MS + 1000)).toBe(2);
    expect(subjects().slice(6).sort()).toEqual([
      'asks@example.ca Reminder: closure soon: Halifax Infirmary',
      'lectrice@example.ca Rappel : fermeture bientôt : Halifax Infirmary',
    ]);
    const reminder = fixture.sink.mails.find(
      (mail) => mail.to[0] === 'asks@example.ca' && /Reminder/.test(mail.subject),
    );
    expect(reminder?.text).toContain(
      'From Tuesday, November 24 at 8:00 p.m. AST to Wednesday, November 25 at 8:00 a.m. AST',
    );
    expect(reminder?.text).toContain('In an emergency, call 911.');

    expect(await at(DUE_MS + 3_600_000)).toBe(0);
    expect(fixture.sink.mails).toHaveLength(8);
  });

  it('sends no reminder for a closure cancelled before its reminder was due', async () => {
    fixture = await alertsApp();
    await signUp('asks@example.ca', true);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    await fixture.send();
    fixture.clock.ms += 60_000;
    fixture.store.write(() => deskStatements(fixture.store).cancelSchedule('ns_halifax', now()));
    await fixture.send();
    const before = fixture.sink.mails.length;
    expect(await at(DUE_MS + 1000)).toBe(0);
    expect(fixture.sink.mails).toHaveLength(before);
  });

  it('still reminds after the sender starts again, from what the store kept', async () => {
    fixture = await alertsApp();
    await signUp('asks@example.ca', true);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    await fixture.send();
    await fixture.runtime.sender?.stop();
    restarted = startAlerts({
      store: fixture.store,
      settings: {
        mail: { smtpUrl: fixture.sink.url, from: 'alerts@er.example' },
        holdSeconds: 120,
        maxPerHour: 4,
        vapid: null,
      },
      origin: 'http://localhost',
      sends: true,
      log: () => {},
      now: () => fixture.clock.ms,
    });
    expect(await at(DUE_MS + 1000, restarted)).toBe(1);
    expect(fixture.sink.mails.at(-1)?.subject).toBe('Reminder: closure soon: Halifax Infirmary');
  });

  it('offers the box on the sign-up and manage pages in both languages, and the manage page changes it', async () => {
    fixture = await alertsApp();
    expect(await (await fixture.get('/subscribe')).text()).toContain(
      'Also remind me 2 h before a closure announced for later starts',
    );
    expect(await (await fixture.get('/fr/abonnement')).text()).toContain(
      'Me le rappeler aussi 2 h avant le début d’une fermeture annoncée',
    );
    await signUp('asks@example.ca', true);
    const [subscription] = fixture.store.alerts.ofEmail('asks@example.ca');
    expect(subscription?.remind).toBe(1);
    const alert = fixture.sink.mails.at(-1);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.send();
    const manage = new URL(linkIn(fixture.sink.mails.at(-1)?.text ?? '', '/subscriptions/manage/') as string);
    expect(alert).toBeDefined();
    expect(await (await fixture.get(manage.pathname)).text()).toMatch(/name="remind" value="1" checked/);
    await fixture.post(manage.pathname, { lang: 'en', er: 'ns_halifax' });
    expect(fixture.store.alerts.ofEmail('asks@example.ca')[0]?.remind).toBe(0);
  });
});
