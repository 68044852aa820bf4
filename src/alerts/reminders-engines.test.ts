// Reminders on both engines: the waiting reminder is kept in the transaction of the
// announcement, claimed once when due (on PostgreSQL too), sent to those who asked only, and a
// closure withdrawn before its reminder was due sends nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../desk/statements';
import { openStore, type Store } from '../store/store';
import { type AlertsApp, alertsApp, linkIn, T0 } from '../testing/alerts-fixture';
import { engines } from '../testing/engines';
import { type PushService, startPushService } from '../testing/push-service';

let fixture: AlertsApp | undefined;
let other: Store | undefined;
let service: PushService | undefined;
const folder = mkdtempSync(join(tmpdir(), 'reminders-'));
afterEach(async () => {
  other?.close();
  other = undefined;
  await service?.stop();
  service = undefined;
  await fixture?.close();
  fixture = undefined;
  rmSync(folder, { recursive: true, force: true });
});

/** Tuesday 24 November 2026, 20:00 in Halifax; its reminder is due at 18:00. */
const START = T0 / 1000 + 15 * 3600;
const DUE_MS = (START - 2 * 3600) * 1000;

async function signUp(app: AlertsApp, email: string, remind: boolean) {
  const before = app.sink.mails.length;
  const form = new URLSearchParams({ email, lang: 'en', er: 'ns_halifax' });
  if (remind) form.set('remind', '1');
  expect((await app.post('/subscriptions', form)).status).toBe(200);
  const [mail] = (await app.sink.waitFor(before + 1)).slice(before);
  const link = linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string;
  expect((await app.post(new URL(link).pathname, {})).status).toBe(200);
}

/** Moves the clock to `ms`, lets the sender move what is due into the outbox, then send it. */
async function at(app: AlertsApp, ms: number) {
  app.clock.ms = ms;
  await app.runtime.sender?.run();
  app.clock.ms += 121_000;
  return app.runtime.sender?.run();
}

const reminders = (app: AlertsApp) =>
  app.sink.mails.filter((mail) => mail.subject.startsWith('Reminder')).map((mail) => mail.to[0]);

describe.each(engines())('reminders on $engine', (engine) => {
  it.skipIf(engine.skip)('sends the reminder once, when due, only to the person who asked', async () => {
    fixture = await alertsApp({ target: await engine.target(() => ':memory:') });
    await signUp(fixture, 'asks@example.ca', true);
    await signUp(fixture, 'not@example.ca', false);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    expect(await fixture.send()).toBe(2);
    expect(await at(fixture, DUE_MS - 200_000)).toBe(0);
    expect(await at(fixture, DUE_MS + 1000)).toBe(1);
    expect(await at(fixture, DUE_MS + 3_600_000)).toBe(0);
    expect(reminders(fixture)).toEqual(['asks@example.ca']);
    expect(fixture.store.alerts.nextDue()).toBeNull();
  });

  it.skipIf(engine.skip)('sends no reminder for a closure withdrawn before it was due', async () => {
    fixture = await alertsApp({ target: await engine.target(() => ':memory:') });
    await signUp(fixture, 'asks@example.ca', true);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    await fixture.send();
    fixture.clock.ms += 60_000;
    const nowS = Math.floor(fixture.clock.ms / 1000);
    fixture.store.write(() => deskStatements(fixture?.store as AlertsApp['store']).cancelSchedule('ns_halifax', nowS));
    await fixture.send();
    expect(await at(fixture, DUE_MS + 1000)).toBe(0);
    expect(reminders(fixture)).toEqual([]);
    expect(fixture.store.alerts.nextDue()).toBeNull();
  });

  it.skipIf(engine.skip)('sends one reminder when two instances claim it at once', async () => {
    const target = await engine.target(() => join(folder, 'store.db'));
    fixture = await alertsApp({ target });
    other = openStore(target);
    await signUp(fixture, 'asks@example.ca', true);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    await fixture.send();
    // Both senders read the due reminder before either has moved it into the outbox.
    const mine = fixture.store.alerts.dueReminders(DUE_MS + 1000);
    const theirs = other.alerts.dueReminders(DUE_MS + 1000);
    expect([mine.length, theirs.length]).toEqual([1, 1]);
    for (const [store, reminder] of [
      [fixture.store, mine[0]],
      [other, theirs[0]],
    ] as const) {
      store.write(() => store.alerts.fireReminder(reminder as (typeof mine)[0], reminder?.body ?? null, DUE_MS + 1000));
    }
    expect(await at(fixture, DUE_MS + 2000)).toBe(1);
    expect(fixture.sink.mails.at(-1)?.subject).toBe('Reminder: closure soon: Halifax Infirmary');
    expect(reminders(fixture)).toEqual(['asks@example.ca']);
    // The closure is told once in it, not once per instance.
    expect(fixture.sink.mails.at(-1)?.text.match(/From Tuesday, November 24 at 8:00 p\.m\. AST/g)).toHaveLength(1);
  });

  it.skipIf(engine.skip)('moves a due reminder into the push outbox for a browser that asked', async () => {
    fixture = await alertsApp({ target: await engine.target(() => ':memory:') });
    service = await startPushService();
    const browser = service.browser();
    const answer = await fixture.app.request('/subscriptions/push', {
      method: 'POST',
      body: JSON.stringify({ subscription: browser.subscription, er: ['ns_halifax'], lang: 'en', remind: true }),
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
    });
    expect(answer.status).toBe(201);
    fixture.announce('ns_halifax', START, START + 12 * 3600, 'Closed overnight.');
    const push = async (ms: number) => {
      (fixture as AlertsApp).clock.ms = ms;
      await fixture?.runtime.pushSender?.run();
      (fixture as AlertsApp).clock.ms += 121_000;
      return fixture?.runtime.pushSender?.run();
    };
    expect(await push(fixture.clock.ms)).toBe(1);
    expect(await push(DUE_MS + 1000)).toBe(1);
    expect(service.delivered.map((p) => p.message.title)).toEqual([
      'Closure announced: Halifax Infirmary',
      'Reminder: closure soon: Halifax Infirmary',
    ]);
  });
});
