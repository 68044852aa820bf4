// Signing in to the desk, as a browser sees it: the pages in both languages, one answer for a
// known and an unknown email, the lock-out, a new session id at every sign-in, sign-out, and a
// revoked person's open session refused at once.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp, PASSWORD, sessionCookie } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';
import { revokeUser } from '../core/people';

describe.each(engines())('desk sign-in on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it.skipIf(engine.skip)('shows the sign-in page in English and in French, with the desk headers', async () => {
    desk = await deskApp(engine);
    const en = await desk.get('/desk/signin');
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<h1>Sign in to the status desk</h1>');
    expect(html).toContain('<label for="email">Email address</label>');
    expect(html).toContain('Sign in with a passkey');
    expect(html).toContain('href="#main"');
    expect(en.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
    );
    expect(en.headers.get('X-Frame-Options')).toBe('DENY');
    expect(en.headers.get('Cache-Control')).toBe('no-store');
    expect(en.headers.get('Referrer-Policy')).toBe('same-origin');
    expect(html).not.toMatch(/<script>|<style|style="/);

    const fr = await desk.get('/desk/signin?lang=fr');
    const french = await fr.text();
    expect(french).toMatch(/<html lang="fr">/);
    expect(french).toContain('<h1>Se connecter au poste des statuts</h1>');
    expect(french).toContain('Adresse courriel');
    // The choice is remembered for the next page.
    expect(fr.headers.get('Set-Cookie')).toContain('er_desk_lang=fr');
    const next = await desk.get('/desk/signin', 'er_desk_lang=fr');
    expect(await next.text()).toContain('Se connecter avec une clé d’accès');
    const missing = await desk.get('/desk/nowhere', 'er_desk_lang=fr');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Page introuvable</h1>');
    expect(missing.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it.skipIf(engine.skip)('gives the same answer for an unknown email as for a wrong password', async () => {
    desk = await deskApp(engine);
    await desk.enrol('nurse@example.ca', 'NS');
    const known = await desk.post('/desk/signin', { email: 'nurse@example.ca', password: 'wrong', totp: '000000' });
    const unknown = await desk.post('/desk/signin', { email: 'nobody@example.ca', password: 'wrong', totp: '000000' });
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(known.status);
    const knownPage = (await known.text()).replaceAll('nurse@example.ca', 'EMAIL');
    const unknownPage = (await unknown.text()).replaceAll('nobody@example.ca', 'EMAIL');
    expect(unknownPage).toBe(knownPage);
    expect(knownPage).toContain('Those details did not work');
    expect(sessionCookie(known)).toBeNull();
  });

  it.skipIf(engine.skip)('locks an account after repeated failures and says when to try again', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('nurse@example.ca', 'NS');
    for (let i = 0; i < 5; i++) {
      await desk.post('/desk/signin', { email: person.email, password: 'wrong', totp: '000000' });
    }
    const locked = await desk.signIn(person.email, person.secret);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many attempts\. .* try again in 15 minutes\./);
    expect(sessionCookie(locked)).toBeNull();
    const lockedFr = await desk.post('/desk/signin?lang=fr', { email: person.email, password: PASSWORD, totp: '1' });
    expect(await lockedFr.text()).toContain('Trop de tentatives.');
    desk.clock.now += 15 * 60 + 30;
    const after = await desk.signIn(person.email, person.secret);
    expect(after.status).toBe(303);
  });

  it.skipIf(engine.skip)('gives a new session id at sign-in, whatever cookie came with it', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('nurse@example.ca', 'NS');
    const planted = await desk.signIn(person.email, person.secret, 'er_desk=chosen-by-an-attacker');
    expect(planted.status).toBe(303);
    expect(planted.headers.get('Location')).toBe('/desk');
    const cookie = sessionCookie(planted) as string;
    expect(cookie).toMatch(/^er_desk=.{20,}/);
    expect(cookie).not.toBe('er_desk=chosen-by-an-attacker');
    const header = planted.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=1800/);
    // Each request slides the cookie's life with the session's idle expiry.
    desk.clock.now += 600;
    const later = await desk.get('/desk', cookie);
    expect(later.headers.get('Set-Cookie')).toMatch(/Max-Age=1800/);
    expect(sessionCookie(later)).toBe(cookie);

    // Signing in again over a live session replaces it: the old id no longer opens the desk.
    desk.clock.now += 30;
    const again = await desk.signIn(person.email, person.secret, cookie);
    const renewed = sessionCookie(again) as string;
    expect(renewed).not.toBe(cookie);
    expect((await desk.get('/desk', cookie)).status).toBe(303);
    expect((await desk.get('/desk', renewed)).status).toBe(200);
  });

  it.skipIf(engine.skip)('signs out: the cookie is cleared and the session ends', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('nurse@example.ca', 'NS');
    const out = await desk.post('/desk/signout', { csrf: person.csrf }, person.cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/desk/signin?signedout=1');
    expect(out.headers.get('Set-Cookie')).toMatch(/er_desk=;.*Max-Age=0/);
    expect((await desk.get('/desk', person.cookie)).status).toBe(303);
    expect(await (await desk.get('/desk/signin?signedout=1')).text()).toContain('You are signed out.');
  });

  it.skipIf(engine.skip)('refuses a revoked person’s open session at once, for reading and for changing', async () => {
    desk = await deskApp(engine);
    const person = await desk.enrol('nurse@example.ca', 'NS');
    expect((await desk.get('/desk', person.cookie)).status).toBe(200);
    revokeUser(desk.store, person.email, desk.clock.now);
    const page = await desk.get('/desk/er/ns_halifax', person.cookie);
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe('/desk/signin');
    const change = await desk.post(
      '/desk/er/ns_halifax/confirm',
      { csrf: person.csrf, hospital: 'ns_halifax' },
      person.cookie,
    );
    expect(change.status).toBe(303);
    expect(change.headers.get('Location')).toBe('/desk/signin');
    expect(desk.store.statuses.get('ns_halifax')?.confirmed_at ?? null).toBeNull();
  });
});

describe.each(engines())('desk enrolment on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  it.skipIf(engine.skip)('never writes the link’s token in its pages, and refuses a used link', async () => {
    desk = await deskApp(engine);
    const token = desk.invite('nurse@example.ca', 'NS');
    const choose = await desk.get(`/desk/enrol/${token}`);
    const html = await choose.text();
    expect(choose.status).toBe(200);
    expect(html).toContain('This link sets up the sign-in of nurse@example.ca. It works once.');
    expect(html).toContain('Create a passkey');
    expect(html).not.toContain(token);
    expect(choose.headers.get('Referrer-Policy')).toBe('same-origin');

    const started = await desk.post(`/desk/enrol/${token}`, { step: 'password' });
    const secretPage = await started.text();
    expect(secretPage).not.toContain(token);
    expect(secretPage).toMatch(/href="otpauth:\/\/totp\//);
    const weak = await desk.post(`/desk/enrol/${token}`, { step: 'finish', password: 'short', totp: '123456' });
    expect(weak.status).toBe(400);
    const weakPage = await weak.text();
    expect(weakPage).toContain('There is a problem');
    expect(weakPage).toContain('href="#new-password"');
    expect(weakPage).not.toContain(token);

    await desk.enrol('other@example.ca', 'NS');
    const gone = await desk.get('/desk/enrol/not-a-real-token');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This enrolment link is not valid');
  });

  it.skipIf(engine.skip)('refuses an enrolment or a sign-in posted from another origin', async () => {
    desk = await deskApp(engine);
    const token = desk.invite('nurse@example.ca', 'NS');
    const foreign = { Origin: 'https://evil.example' };
    const enrol = await desk.post(`/desk/enrol/${token}`, { step: 'password' }, undefined, foreign);
    expect(enrol.status).toBe(403);
    expect(await enrol.text()).toContain('This request was refused');
    const signIn = await desk.post('/desk/signin', { email: 'a@b.c', password: 'x', totp: '1' }, undefined, foreign);
    expect(signIn.status).toBe(403);
    const options = await desk.app.request('/desk/passkey/options', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(options.status).toBe(403);
  });

  it.skipIf(engine.skip)('hands out passkey options as JSON to our own pages', async () => {
    desk = await deskApp(engine);
    const response = await desk.app.request('/desk/passkey/options', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { options: { challenge: string; rpId: string }; ceremony: string };
    expect(body.options.rpId).toBe('localhost');
    expect(body.ceremony.length).toBeGreaterThan(10);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
