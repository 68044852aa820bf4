// Passkeys through the desk's JSON endpoints, as desk.js drives them: enrolment posted to the
// link's own address, then sign-in with discoverable credentials, with a software authenticator.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp, ORIGIN, sessionCookie } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';
import { VirtualAuthenticator } from '../../testing/virtual-authenticator';

describe.each(engines())('desk passkeys on $engine', (engine) => {
  let desk: DeskApp;
  afterEach(() => desk?.store.close());

  const json = (path: string, body: unknown, origin = ORIGIN) =>
    desk.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
      body: JSON.stringify(body),
    });

  it.skipIf(engine.skip)('enrols a passkey from the link and signs in with it', async () => {
    desk = await deskApp(engine);
    const token = desk.invite('nurse@example.ca', 'NS');
    const authenticator = new VirtualAuthenticator(ORIGIN, 'localhost');
    const creation = (await (await json(`/desk/enrol/${token}`, { step: 'options' })).json()) as {
      options: Parameters<VirtualAuthenticator['register']>[0];
      ceremony: string;
    };
    const enrolled = await json(`/desk/enrol/${token}`, {
      step: 'verify',
      ceremony: creation.ceremony,
      response: authenticator.register(creation.options),
    });
    expect(enrolled.status).toBe(200);
    expect(await enrolled.json()).toEqual({ ok: true, redirect: '/desk' });
    const enrolledCookie = sessionCookie(enrolled) as string;
    expect((await desk.get('/desk', enrolledCookie)).status).toBe(200);

    const request = (await (await json('/desk/passkey/options', {})).json()) as {
      options: Parameters<VirtualAuthenticator['authenticate']>[0];
      ceremony: string;
    };
    const signedIn = await json('/desk/passkey/verify', {
      ceremony: request.ceremony,
      response: authenticator.authenticate(request.options),
    });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn) as string;
    expect(cookie).not.toBe(enrolledCookie);
    expect(await (await desk.get('/desk', cookie)).text()).toContain('Signed in as nurse@example.ca');
  });

  it.skipIf(engine.skip)('answers a failed passkey in the page’s language, and refuses another origin', async () => {
    desk = await deskApp(engine);
    const authenticator = new VirtualAuthenticator(ORIGIN, 'localhost');
    const request = (await (await json('/desk/passkey/options', {})).json()) as {
      options: Parameters<VirtualAuthenticator['authenticate']>[0];
      ceremony: string;
    };
    const unknown = await desk.app.request('/desk/passkey/verify?lang=fr', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ ceremony: request.ceremony, response: authenticator.authenticate(request.options) }),
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      ok: false,
      message: 'La clé d’accès n’a pas fonctionné. Réessayez, ou utilisez votre mot de passe et votre code.',
    });
    expect(sessionCookie(unknown)).toBeNull();
    expect((await json('/desk/passkey/options', {}, 'https://evil.example')).status).toBe(403);
  });

  it.skipIf(engine.skip)(
    'answers a burst of passkey starts with 429, Retry-After and a message, in English and French',
    async () => {
      desk = await deskApp(engine);
      for (let i = 0; i < 10; i++) expect((await json('/desk/passkey/options', {})).status).toBe(200);
      const refused = await json('/desk/passkey/options', {});
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        ok: false,
        message: 'Too many attempts from this address. Wait a minute and try again.',
      });
      const french = await desk.app.request('/desk/passkey/options?lang=fr', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: '{}',
      });
      expect(french.status).toBe(429);
      expect(((await french.json()) as { message: string }).message).toBe(
        'Trop de tentatives depuis cette adresse. Attendez une minute et réessayez.',
      );
    },
  );
});
