// Passkeys on both engines, with a software authenticator holding a real P-256 key: register from
// an enrolment link, sign in without an email, a ceremony finished once and on any instance, the
// counter kept, and the forgeries a relying party must refuse.
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../store/store';
import { at, type DeskFixture, deskFixture, invite, ORIGIN, passkeyStart, T0 } from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { VirtualAuthenticator } from '../../testing/virtual-authenticator';
import { createDeskCore } from '../core';
import { revokeUser } from './people';

type Creation = Parameters<VirtualAuthenticator['register']>[0];
type Request = Parameters<VirtualAuthenticator['authenticate']>[0];

describe.each(engines())('desk passkeys on $engine', (engine) => {
  let fixture: DeskFixture;
  const closing: { close(): void }[] = [];
  afterEach(() => {
    for (const store of closing.splice(0)) store.close();
    fixture?.store.close();
  });

  async function enrolPasskey(email: string, now: number) {
    const token = invite(fixture, email, now);
    const started = await fixture.core.passkeyRegistrationOptions(token, at(now));
    if (!started) throw new Error('no registration');
    const authenticator = new VirtualAuthenticator(ORIGIN, 'localhost');
    const result = await fixture.core.finishPasskeyRegistration(
      token,
      started.ceremony,
      authenticator.register(started.options as Creation),
      at(now),
    );
    return { token, started, authenticator, result };
  }

  async function signIn(authenticator: VirtualAuthenticator, now: number, origin = ORIGIN) {
    const { options, ceremony } = await passkeyStart(fixture.core, at(now));
    return fixture.core.finishPasskeyAuthentication(
      ceremony,
      authenticator.authenticate(options as Request, origin),
      at(now),
    );
  }

  it.skipIf(engine.skip)(
    'registers a discoverable passkey from the link and signs in with it, no email asked',
    async () => {
      fixture = await deskFixture(engine);
      const { started, authenticator, result } = await enrolPasskey('nurse@ns.ca', T0);
      expect(started.options).toMatchObject({
        rp: { id: 'localhost', name: 'er-status desk' },
        user: { name: 'nurse@ns.ca' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      });
      expect(result).toMatchObject({ ok: true, session: { user: { email: 'nurse@ns.ca', has_passkey: true } } });
      const { options } = await passkeyStart(fixture.core, at(T0 + 60));
      expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' });
      const signed = await signIn(authenticator, T0 + 60);
      expect(signed).toMatchObject({ ok: true, session: { user: { email: 'nurse@ns.ca' } } });
      const stored = fixture.store.db
        .prepare<[], { counter: number; last_used_at: number }>('SELECT counter, last_used_at FROM desk_passkeys')
        .all();
      expect(stored).toEqual([{ counter: 1, last_used_at: T0 + 60 }]);
      expect((await signIn(authenticator, T0 + 120)).ok).toBe(true);
      const actions = fixture.core.auditLog({ limit: 10 }).map((entry) => entry.action);
      expect(actions).toEqual(['signin.ok', 'signin.ok', 'signin.ok', 'passkey.add', 'user.create']);
    },
  );

  it.skipIf(engine.skip)('finishes a ceremony on another instance than the one that began it, once', async () => {
    fixture = await deskFixture(engine);
    const { authenticator } = await enrolPasskey('nurse@ns.ca', T0);
    const other = openStore(fixture.target);
    closing.push(other);
    const otherCore = createDeskCore(other, { rpId: 'localhost', rpName: 'er-status desk', origins: [ORIGIN] });
    const { options, ceremony } = await passkeyStart(fixture.core, at(T0 + 60));
    const response = authenticator.authenticate(options as Request);
    const signed = await otherCore.finishPasskeyAuthentication(ceremony, response, at(T0 + 61));
    expect(signed.ok).toBe(true);
    if (!signed.ok) return;
    expect(fixture.core.session(signed.sessionId, at(T0 + 62))?.user.email).toBe('nurse@ns.ca');
    expect(await fixture.core.finishPasskeyAuthentication(ceremony, response, at(T0 + 62))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.skipIf(engine.skip)(
    'refuses a ceremony after 5 minutes, another origin, an unknown key and a replayed counter',
    async () => {
      fixture = await deskFixture(engine);
      const { authenticator } = await enrolPasskey('nurse@ns.ca', T0);
      const invalid = { ok: false, reason: 'invalid' };

      const late = await passkeyStart(fixture.core, at(T0 + 60));
      const lateAnswer = authenticator.authenticate(late.options as Request);
      expect(await fixture.core.finishPasskeyAuthentication(late.ceremony, lateAnswer, at(T0 + 60 + 300))).toEqual(
        invalid,
      );

      expect(await signIn(authenticator, T0 + 400, 'https://evil.example')).toEqual(invalid);

      const stranger = new VirtualAuthenticator(ORIGIN, 'localhost');
      expect(await signIn(stranger, T0 + 410)).toEqual(invalid);

      const first = await passkeyStart(fixture.core, at(T0 + 420));
      const firstAnswer = authenticator.authenticate(first.options as Request);
      const second = await passkeyStart(fixture.core, at(T0 + 420));
      const secondAnswer = authenticator.authenticate(second.options as Request);
      expect((await fixture.core.finishPasskeyAuthentication(second.ceremony, secondAnswer, at(T0 + 421))).ok).toBe(
        true,
      );
      // The first answer carries a lower counter than the one now stored: a cloned key.
      expect(await fixture.core.finishPasskeyAuthentication(first.ceremony, firstAnswer, at(T0 + 422))).toEqual(
        invalid,
      );

      expect(await fixture.core.finishPasskeyAuthentication('made-up', secondAnswer, at(T0 + 430))).toEqual(invalid);
    },
  );

  it.skipIf(engine.skip)('refuses a revoked user’s passkey', async () => {
    fixture = await deskFixture(engine);
    const { authenticator } = await enrolPasskey('nurse@ns.ca', T0);
    revokeUser(fixture.store, 'nurse@ns.ca', T0 + 30);
    expect(await signIn(authenticator, T0 + 60)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.skipIf(engine.skip)('registers once per link, and only with the ceremony begun for that link', async () => {
    fixture = await deskFixture(engine);
    const { token, result } = await enrolPasskey('nurse@ns.ca', T0);
    expect(result.ok).toBe(true);
    expect(await fixture.core.passkeyRegistrationOptions(token, at(T0 + 1))).toBeNull();

    const clerkToken = invite(fixture, 'clerk@ns.ca', T0);
    const chiefToken = invite(fixture, 'chief@ns.ca', T0);
    const clerkCeremony = await fixture.core.passkeyRegistrationOptions(clerkToken, at(T0 + 2));
    if (!clerkCeremony) throw new Error('no registration');
    const answer = new VirtualAuthenticator(ORIGIN, 'localhost').register(clerkCeremony.options as Creation);
    expect(
      await fixture.core.finishPasskeyRegistration(chiefToken, clerkCeremony.ceremony, answer, at(T0 + 3)),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(fixture.core.enrolment(chiefToken, at(T0 + 3))?.user.has_passkey).toBe(false);
  });

  it.skipIf(engine.skip)('refuses a registration made for another site', async () => {
    fixture = await deskFixture(engine);
    const token = invite(fixture, 'nurse@ns.ca', T0);
    const started = await fixture.core.passkeyRegistrationOptions(token, at(T0));
    if (!started) throw new Error('no registration');
    const phished = new VirtualAuthenticator('https://evil.example', 'evil.example');
    expect(
      await fixture.core.finishPasskeyRegistration(
        token,
        started.ceremony,
        phished.register(started.options as Creation),
        at(T0),
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(fixture.core.enrolment(token, at(T0))).not.toBeNull();
  });
});
