// The sign-up page and form as a person and an abuser meet them: ERs preselected by link and
// found by name or town without a script, both languages, bad input named, another origin and
// floods refused, no telling whether an address is known, expiry after 48 hours.
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/store';
import { type AlertsApp, alertsApp, linkIn } from '../testing/alerts-fixture';
import { startAlerts } from './runtime';
import { alertRoutes } from './web/routes';

let fixture: AlertsApp;
afterEach(async () => {
  await fixture?.close();
});

const signUp = (email: string, er = 'ns_halifax', lang = 'en') => new URLSearchParams({ email, er, lang });

describe('the sign-up page', () => {
  it('preselects the ERs a link names and finds an ER by its town without accents', async () => {
    fixture = await alertsApp();
    const page = await (await fixture.get('/subscribe?er=ns_halifax&q=gaspe')).text();
    expect(page).toMatch(/<input type="checkbox" name="er" value="ns_halifax" checked(="")?\s*\/?>/);
    expect(page).toContain('Hôpital de Gaspé');
    expect(page).toContain('<input type="hidden" name="er" value="ns_halifax"');
    // Push is offered (the fixture's mail sender is its VAPID subject); the script shows it where a browser can push.
    expect(page).toMatch(/<div id="push" hidden(="")? data-key="[\w-]{87}"/);
    expect(page).toContain('Turn on notifications on this device');
    expect(page).toContain('<a href="webcal://localhost/calendar/ns_halifax.ics">Calendar of Halifax Infirmary</a>');
    expect(page).not.toContain('/calendar/province/');
    expect(page).toContain('In an emergency, call 911.');
  });

  it('writes a long search back cut between whole characters, never inside an emoji', async () => {
    fixture = await alertsApp();
    const q = `${'x'.repeat(99)}🏥 Halifax`;
    const page = await (await fixture.get(`/subscribe?q=${encodeURIComponent(q)}`)).text();
    expect(page).toMatch(new RegExp(`name="q" value="${'x'.repeat(99)}"`));
    expect(page).not.toContain('\ufffd');
  });

  it('is in French at /fr/abonnement, and links each language to the other', async () => {
    fixture = await alertsApp();
    const page = await (await fixture.get('/fr/abonnement?province=NS')).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Recevoir des alertes pour une urgence');
    expect(page).toMatch(/<option value="NS" selected/);
    expect(page).toContain('href="/subscribe"');
    expect(page).toContain(
      '<a href="webcal://localhost/calendar/province/ns.ics?lang=fr">Calendrier des urgences — Nouvelle-Écosse</a>',
    );
    expect(page).toContain('En cas d’urgence, composez le 911.');
  });

  it('says email is not offered, and refuses a sign-up, when no mail server is set up', async () => {
    const store = openStore(':memory:');
    const runtime = startAlerts({
      store,
      settings: { mail: null, holdSeconds: 120, maxPerHour: 4, vapid: null },
      origin: 'http://localhost',
      sends: true,
      log: () => {},
    });
    const app = alertRoutes({
      store,
      signups: runtime.signups,
      signer: runtime.signer,
      origin: 'http://localhost',
      emailOffered: runtime.emailOffered,
      pushKey: runtime.pushKey,
      address: () => '203.0.113.9',
    });
    const page = await (await app.request('/subscribe')).text();
    expect(page).toContain('Email alerts are not offered on this server yet');
    // Nor push: an http origin and no mail sender leave no VAPID subject.
    expect(page).toContain('Notifications on this device are not offered on this server');
    const answer = await app.request('/subscriptions', {
      method: 'POST',
      body: signUp('reader@example.ca'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('X-Error-Code')).toBe('email_not_offered');
    expect(runtime.health()).toMatchObject({ email: 'not offered: ER_SMTP_URL and ER_MAIL_FROM are not set' });
    await runtime.close();
    store.close();
  });
});

describe('signing up', () => {
  it('names what is wrong with the form, in the page and with a code', async () => {
    fixture = await alertsApp();
    const cases: [URLSearchParams, string][] = [
      [signUp('not an address'), 'email_invalid'],
      [signUp('reader@example.ca', 'zz_nowhere'), 'unknown_er'],
      [new URLSearchParams({ email: 'reader@example.ca', lang: 'en' }), 'nothing_chosen'],
      [signUp('reader@example.ca', 'ns_halifax', 'de'), 'bad_lang'],
    ];
    for (const [form, code] of cases) {
      const answer = await fixture.post('/subscriptions', form);
      expect(answer.status, code).toBe(400);
      expect(answer.headers.get('X-Error-Code')).toBe(code);
      expect(await answer.text()).toContain('There is a problem');
    }
    expect(fixture.sink.mails).toHaveLength(0);
  });

  it('refuses a form posted from another site', async () => {
    fixture = await alertsApp();
    const answer = await fixture.post('/subscriptions', signUp('reader@example.ca'), {
      Origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('X-Error-Code')).toBe('other_origin');
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toEqual([]);
  });

  it('refuses a body over 16 KB before reading it as a form', async () => {
    fixture = await alertsApp();
    const form = signUp('reader@example.ca');
    form.append('padding', 'x'.repeat(17 * 1024));
    const answer = await fixture.post('/subscriptions', form);
    expect(answer.status).toBe(413);
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toEqual([]);
  });

  it('answers the same page for a known address and sends no second email within minutes', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    const known = await (await fixture.post('/subscriptions', signUp('reader@example.ca', 'ns_cobequid'))).text();
    fixture.clock.ms += 60_000;
    const again = await (await fixture.post('/subscriptions', signUp('reader@example.ca', 'ns_cobequid'))).text();
    const unknown = await (await fixture.post('/subscriptions', signUp('someone@example.ca'))).text();
    expect(known).toBe(unknown);
    expect(again).toBe(unknown);
    await fixture.sink.waitFor(3);
    expect(fixture.sink.mails.map((mail) => mail.to[0])).toEqual([
      'reader@example.ca',
      'reader@example.ca',
      'someone@example.ca',
    ]);
    // Ten minutes on, another confirmation may go.
    fixture.clock.ms += 10 * 60_000;
    await fixture.post('/subscriptions', signUp('reader@example.ca', 'ns_cobequid'));
    expect(await fixture.sink.waitFor(4)).toHaveLength(4);
  });

  it('sends at most three confirmations waiting for one email, however far apart the sign-ups', async () => {
    fixture = await alertsApp();
    for (let i = 0; i < 4; i++) {
      const answer = await fixture.post('/subscriptions', signUp('reader@example.ca'));
      expect(answer.status).toBe(200);
      fixture.clock.ms += 11 * 60_000;
    }
    await fixture.sink.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fixture.sink.mails).toHaveLength(3);
  });

  it('limits sign-ups from one address to ten an hour', async () => {
    fixture = await alertsApp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await fixture.post('/subscriptions', signUp(`p${i}@example.ca`))).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('forgets a sign-up not confirmed within 48 hours; its link then leads nowhere', async () => {
    fixture = await alertsApp();
    await fixture.post('/subscriptions', signUp('reader@example.ca'));
    const [mail] = await fixture.sink.waitFor(1);
    const link = linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string;
    fixture.clock.ms += 49 * 3_600_000;
    await fixture.runtime.sender?.run();
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toEqual([]);
    expect((await fixture.post(new URL(link).pathname, {})).status).toBe(404);
  });

  it('a confirmed sign-up replaces the address’s earlier one, and the manage link changes ERs and language', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.clock.ms += 11 * 60_000;
    await fixture.subscribe('reader@example.ca', ['ns_cobequid'], 'en');
    const [only] = fixture.store.alerts.ofEmail('reader@example.ca');
    expect(fixture.store.alerts.ofEmail('reader@example.ca')).toHaveLength(1);
    expect(only?.hospitalIds).toEqual(['ns_cobequid']);

    fixture.desk('ns_cobequid', 'closed', 'Closed.');
    await fixture.send();
    const manage = new URL(linkIn(fixture.sink.mails.at(-1)?.text ?? '', '/subscriptions/manage/') as string).pathname;
    expect(await (await fixture.get(manage)).text()).toContain('You follow 1 ER.');
    const form = new URLSearchParams({ lang: 'fr', province: 'QC' });
    const saved = await fixture.post(manage, form);
    expect(await saved.text()).toContain('Vos changements sont enregistrés.');
    expect(fixture.store.alerts.get(only?.id as string)).toMatchObject({ lang: 'fr', province: 'QC' });
    expect((await fixture.post(manage.replace(/\/[^/]+$/, '/forged'), form)).status).toBe(404);
  });
});

describe('what is alerted', () => {
  it('does not tell the same overnight closure again the next day', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    for (let day = 0; day < 2; day++) {
      fixture.desk('ns_halifax', 'closed', 'Closed overnight, 8 p.m. to 8 a.m.');
      await fixture.send();
      fixture.clock.ms += 12 * 3_600_000 - 121_000;
      fixture.desk('ns_halifax', 'open', null);
      await fixture.send();
      fixture.clock.ms += 12 * 3_600_000 - 121_000;
    }
    expect(fixture.sink.mails.map((mail) => mail.subject)).toEqual([
      'Confirm your ER alerts',
      'Closed: Halifax Infirmary',
      'Reopened: Halifax Infirmary',
    ]);
  });

  it('tells a follower of a province of any ER in it, and counts in health without any address', async () => {
    fixture = await alertsApp();
    const form = new URLSearchParams({ email: 'reader@example.ca', lang: 'fr', province: 'QC' });
    await fixture.post('/subscriptions', form);
    const [mail] = await fixture.sink.waitFor(1);
    await fixture.post(new URL(linkIn(mail?.text ?? '', '/subscriptions/confirm/') as string).pathname, {});
    fixture.desk('qc_gaspe', 'disruption', null, 'Services réduits.');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    expect(fixture.runtime.health()).toMatchObject({ subscriptions_confirmed: 1, outbox_pending: 0 });
    await fixture.send();
    expect(fixture.sink.mails[1]?.subject).toBe('Perturbation du service : Hôpital de Gaspé');
    expect(fixture.sink.mails).toHaveLength(2);
    expect(JSON.stringify(fixture.runtime.health())).not.toContain('@');
  });
});
