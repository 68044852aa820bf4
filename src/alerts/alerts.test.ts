// Alerts by email, end to end over a real SMTP server in the test: sign-up, the confirmation
// email and its button, a desk closure, the one email it makes (language, headers, words), and
// one-click unsubscribe.
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp, linkIn, ORIGIN, T0 } from '../testing/alerts-fixture';

let fixture: AlertsApp;
afterEach(async () => {
  await fixture?.close();
});

describe('email alerts', () => {
  it('sends one confirmation email whose link opens a button, and nothing is followed until it is pressed', async () => {
    fixture = await alertsApp();
    const form = new URLSearchParams({ email: 'Reader@Example.ca', lang: 'en' });
    form.append('er', 'ns_halifax');
    const answer = await fixture.post('/subscriptions', form);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Check your inbox');
    const [mail] = await fixture.sink.waitFor(1);
    expect(fixture.sink.mails).toHaveLength(1);
    expect(mail?.to).toEqual(['reader@example.ca']);
    expect(mail?.subject).toBe('Confirm your ER alerts');
    const link = linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string;
    expect(link).not.toBeNull();

    // Opening the link (a mail scanner does) changes nothing: a closure now tells no one.
    const opened = await fixture.get(new URL(link).pathname);
    expect(await opened.text()).toContain('<form method="post"');
    fixture.desk('ns_halifax', 'closed', 'Closed for lack of staff.');
    await fixture.send();
    expect(fixture.sink.mails).toHaveLength(1);

    // Pressing the button confirms; the next closure is told.
    expect((await fixture.post(new URL(link).pathname, {})).status).toBe(200);
    fixture.desk('ns_halifax', 'open', null);
    expect(await fixture.send()).toBe(1);
    expect(fixture.sink.mails[1]?.subject).toBe('Reopened: Halifax Infirmary');
  });

  it('tells a desk closure in one email, in the person’s language, with the one-click unsubscribe headers', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('lectrice@example.ca', ['ns_cobequid'], 'fr');
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_cobequid', 'closed', 'Closed tonight.', 'Fermée ce soir.');
    expect(await fixture.send()).toBe(1);

    const alert = fixture.sink.mails[2];
    expect(fixture.sink.mails).toHaveLength(3);
    expect(alert?.to).toEqual(['lectrice@example.ca']);
    expect(alert?.subject).toBe('Fermée : Cobequid Community Health Centre');
    expect(alert?.text).toContain('Selon leurs mots : « Fermée ce soir. »');
    expect(alert?.text).toContain('Confirmé par Nova Scotia Health');
    expect(alert?.text).toContain('En cas d’urgence, composez le 911.');
    expect(alert?.text).toContain(`${ORIGIN}/er/ns_cobequid`);
    const unsubscribe = linkIn(alert?.text ?? '', '/subscriptions/unsubscribe/');
    expect(alert?.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(alert?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(alert?.headers.get('message-id')).toMatch(/^<alert\.[\w-]+\.\d+-\d+@localhost>$/);
    expect(alert?.html).toContain('Fermée ce soir.');
    expect(alert?.html).not.toMatch(/<img|\?utm_/);
  });

  it('ends the subscription on a one-click POST and sends nothing after it', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.send();
    const alert = fixture.sink.mails[1];
    const url = (alert?.headers.get('list-unsubscribe') ?? '').slice(1, -1);
    // Opened in a browser, the link shows a button and deletes nothing.
    const opened = await fixture.get(new URL(url).pathname);
    expect(await opened.text()).toContain('Stop all alerts and delete my address');
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toHaveLength(1);
    // As a mail provider sends it: from its own servers, no Origin, no cookie.
    const answer = await fixture.app.request(new URL(url).pathname, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toEqual([]);
    fixture.desk('ns_halifax', 'open', null);
    await fixture.send();
    expect(fixture.sink.mails).toHaveLength(2);
  });

  it('refuses an unsubscribe link whose signature was changed', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    const [subscription] = fixture.store.alerts.ofEmail('reader@example.ca');
    const answer = await fixture.post(`/subscriptions/unsubscribe/${subscription?.id}/forged`, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(answer.status).toBe(404);
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toHaveLength(1);
  });

  it('writes hostile words as plain text in the text part and escaped in the HTML part', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    const hostile = '<script>alert(1)</script><a href="https://evil.example">click</a> & more';
    fixture.desk('ns_halifax', 'closed', hostile);
    await fixture.send();
    const alert = fixture.sink.mails[1];
    expect(alert?.text).toContain(hostile);
    expect(alert?.html).not.toContain('<script>');
    expect(alert?.html).not.toContain('<a href="https://evil.example">');
    expect(alert?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops bidi controls from the words, which would reverse the text after them in a mail client', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed \u202etonight\u202c; go to \u2067Dartmouth\u2069.');
    await fixture.send();
    const alert = fixture.sink.mails[1];
    expect(alert?.text).toContain('Closed tonight; go to Dartmouth.');
    expect(`${alert?.subject} ${alert?.text} ${alert?.html}`).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('makes changes to one ER within the hold time one message', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    fixture.clock.ms += 30_000;
    expect(await fixture.runtime.sender?.run()).toBe(0);
    fixture.desk('ns_halifax', 'closed', 'Closed until 7 a.m.');
    expect(await fixture.send()).toBe(1);
    expect(fixture.sink.mails).toHaveLength(2);
    expect(fixture.sink.mails[1]?.text).toContain('Closed: Halifax Infirmary');
    expect(fixture.sink.mails[1]?.text).toContain('Update: Halifax Infirmary');
    expect(fixture.sink.mails[1]?.text).toContain('Closed until 7 a.m.');
  });

  it('sends a closure to more followers than one batch in one pass, each person once', async () => {
    fixture = await alertsApp();
    const confirmedAt = Math.floor(fixture.clock.ms / 1000) - 60;
    fixture.store.write(() => {
      for (let i = 0; i < 130; i++) {
        const row = { id: `s${i}`, email: `reader${i}@example.ca`, lang: 'en' as const, province: null };
        const state = { state: 'confirmed' as const, confirm_digest: null };
        fixture.store.alerts.add({ ...row, ...state, created_at: confirmedAt, confirmed_at: confirmedAt }, [
          'ns_halifax',
        ]);
      }
    });
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await fixture.send()).toBe(130);
    expect(new Set(fixture.sink.mails.flatMap((mail) => mail.to)).size).toBe(130);
    expect(fixture.sink.mails).toHaveLength(130);
  });

  it('tells a disruption when it starts and when it ends, the end with the words of what ended', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'fr');
    fixture.desk('ns_halifax', 'disruption', 'Reduced services.', 'Services réduits.');
    expect(await fixture.send()).toBe(1);
    fixture.desk('ns_halifax', 'open', null);
    expect(await fixture.send()).toBe(1);
    const [, started, ended] = fixture.sink.mails;
    expect(started?.subject).toBe('Perturbation du service : Halifax Infirmary');
    expect(ended?.subject).toBe('Fin de la perturbation : Halifax Infirmary');
    expect(ended?.text).toContain('Services réduits.');
    expect(ended?.text).toContain('En cas d’urgence, composez le 911.');
  });

  it('keeps every alert while the mail server is down and sends them when it is back', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    await fixture.sink.stop();
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(await fixture.send()).toBe(0);
    expect(fixture.logged.some((line) => line.event === 'alert.retry')).toBe(true);
    await fixture.sink.start();
    // Not before its backoff…
    expect(await fixture.runtime.sender?.run()).toBe(0);
    fixture.clock.ms += 60_000;
    expect(await fixture.runtime.sender?.run()).toBe(1);
    expect(fixture.sink.mails).toHaveLength(2);
    expect(fixture.sink.mails[1]?.subject).toBe('Closed: Halifax Infirmary');
  });

  it('pauses an address the mail server refuses for good, and logs no address', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.sink.refuse(550);
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.send();
    expect(fixture.store.alerts.ofEmail('reader@example.ca')[0]?.state).toBe('paused');
    expect(fixture.store.alerts.counts().queued).toBe(0);
    expect(JSON.stringify(fixture.logged)).not.toContain('reader@example.ca');
  });

  it('sends at most the hourly number of messages to a person, then the rest as one digest', async () => {
    fixture = await alertsApp({ maxPerHour: 2 });
    await fixture.subscribe('reader@example.ca', ['ns_halifax', 'ns_cobequid'], 'en');
    for (const status of ['closed', 'open', 'closed'] as const) {
      fixture.desk('ns_halifax', status, status === 'closed' ? 'Closed.' : null);
      await fixture.send();
    }
    fixture.desk('ns_cobequid', 'closed', 'Closed.');
    await fixture.send();
    expect(fixture.sink.mails).toHaveLength(3);
    fixture.clock.ms += 3_600_000;
    await fixture.runtime.sender?.run();
    expect(fixture.sink.mails).toHaveLength(4);
    expect(fixture.sink.mails[3]?.subject).toBe('2 changes at the ERs you follow');
  });

  it('tells a closure announced for later once, with its window in the ER’s time zone', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    const start = T0 / 1000 + 15 * 3600;
    fixture.announce('ns_halifax', start, start + 12 * 3600, 'Closed overnight for lack of physicians.');
    // A publisher stating the same window again at its next poll announces nothing new.
    fixture.store.write(() => {
      const window = { start, end: start + 6 * 3600, status: 'closed' as const };
      fixture.store.schedules.replace('ns-notices', 'ns_halifax', [window], 'Closed tonight.', T0 / 1000);
      fixture.store.schedules.replace('ns-notices', 'ns_halifax', [window], 'Closed tonight.', T0 / 1000);
    });
    await fixture.send();
    expect(fixture.sink.mails).toHaveLength(2);
    const alert = fixture.sink.mails[1];
    expect(alert?.subject).toBe('Closure announced: Halifax Infirmary');
    // The desk's window and the notice's, each once.
    expect(alert?.text.match(/Closure announced: /g)).toHaveLength(2);
    expect(alert?.text).toMatch(
      /Closure announced: Halifax Infirmary \(Halifax\)\nFrom Tuesday, November 24,? (at )?8:00 p\.m\. AST to Wednesday, November 25,? (at )?8:00 a\.m\. AST/,
    );
    expect(alert?.text).toContain('Source: a notice published by ns-notices');
    expect(alert?.text).toContain('Confirmed by Nova Scotia Health');
  });

  it('sends by itself after a write, without anyone asking it to', async () => {
    fixture = await alertsApp({ holdSeconds: 0 });
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.runtime.sender?.start((listener) => fixture.store.onWrite(listener));
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    const mails = await fixture.sink.waitFor(2, 5000);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your ER alerts', 'Closed: Halifax Infirmary']);
  });

  it('tells a notice the reader could not time as a disruption in the publisher’s words, with no time of its own', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    const publishedS = T0 / 1000 - 1800;
    const words = 'Due to unforeseen circumstances the ED will have reduced hours later this week.';
    // As the notice feed writes a notice it is unsure of: from its publication, no end, marked unsure.
    const unsure = { url: 'https://www.nshealth.ca/news/42', publisher: 'Nova Scotia Health', publishedAt: publishedS };
    fixture.store.write(() => {
      const window = { start: publishedS, end: null, status: 'disruption' as const, unsure };
      fixture.store.schedules.replace('ns-notices', 'ns_halifax', [window], words, publishedS);
      fixture.store.schedules.settle('ns_halifax', T0 / 1000);
    });
    await fixture.send();
    const alert = fixture.sink.mails[1];
    expect(alert?.subject).toBe('Service disruption: Halifax Infirmary');
    expect(alert?.text).toContain(`In their words: “${words}”`);
    expect(alert?.text).toContain('Times not confirmed — read the notice: https://www.nshealth.ca/news/42');
    expect(alert?.text).toMatch(/Notice published \w+day, /);
    expect(alert?.text).toContain('Source: a notice published by ns-notices');
    expect(alert?.text).toContain('Not confirmed by a person.');
    expect(alert?.text).not.toMatch(/Since|Expected to reopen/);
  });
});
