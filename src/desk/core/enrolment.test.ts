// Enrolment by password + TOTP on both engines: the link works once and for 72 hours; nothing is
// saved until a code from the shown secret proves the person's app holds it.
import { afterEach, describe, expect, it } from 'vitest';
import { at, type DeskFixture, deskFixture, invite, PASSWORD, T0 } from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { totpCode } from './totp';

describe.each(engines())('desk enrolment on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());

  it.skipIf(engine.skip)(
    'shows a TOTP secret for authenticator apps and signs the person in once a code proves it',
    async () => {
      fixture = await deskFixture(engine);
      const token = invite(fixture, 'nurse@ns.ca', T0);
      expect(fixture.core.enrolment(token, at(T0 + 1))?.user).toMatchObject({
        email: 'nurse@ns.ca',
        has_password: false,
      });
      const started = fixture.core.startPasswordEnrolment(token, at(T0 + 1));
      if (!started) throw new Error('no enrolment');
      expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(started.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        secret: started.secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
        issuer: 'er-status desk',
      });
      const signed = await fixture.core.finishPasswordEnrolment(
        token,
        PASSWORD,
        totpCode(started.secret, T0 + 2),
        at(T0 + 2),
      );
      expect(signed).toMatchObject({ ok: true, session: { user: { email: 'nurse@ns.ca', has_password: true } } });
      const hash = fixture.store.db
        .prepare<[], { password_hash: string }>('SELECT password_hash FROM desk_users')
        .get();
      expect(hash?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(fixture.core.auditLog({ limit: 2 }).map((entry) => entry.action)).toEqual(['signin.ok', 'enrol.password']);
    },
  );

  it.skipIf(engine.skip)(
    'saves nothing for a wrong code or a weak password, and lets the person try again',
    async () => {
      fixture = await deskFixture(engine);
      const token = invite(fixture, 'nurse@ns.ca', T0);
      const started = fixture.core.startPasswordEnrolment(token, at(T0));
      if (!started) throw new Error('no enrolment');
      const code = totpCode(started.secret, T0);
      const wrong = code === '123456' ? '654321' : '123456';
      expect(await fixture.core.finishPasswordEnrolment(token, PASSWORD, wrong, at(T0))).toEqual({
        ok: false,
        reason: 'bad_code',
      });
      expect(await fixture.core.finishPasswordEnrolment(token, 'short pass', code, at(T0))).toEqual({
        ok: false,
        reason: 'weak_password',
      });
      expect(await fixture.core.finishPasswordEnrolment(token, ' Nurse@NS.ca ', code, at(T0))).toEqual({
        ok: false,
        reason: 'weak_password',
      });
      expect(fixture.core.enrolment(token, at(T0))?.user.has_password).toBe(false);
      expect((await fixture.core.finishPasswordEnrolment(token, PASSWORD, code, at(T0))).ok).toBe(true);
    },
  );

  it.skipIf(engine.skip)('takes a code only from the secret last shown', async () => {
    fixture = await deskFixture(engine);
    const token = invite(fixture, 'nurse@ns.ca', T0);
    const shown = fixture.core.startPasswordEnrolment(token, at(T0));
    const again = fixture.core.startPasswordEnrolment(token, at(T0 + 1));
    if (!shown || !again) throw new Error('no enrolment');
    expect(again.secret).not.toBe(shown.secret);
    const stale = totpCode(shown.secret, T0 + 2);
    if (stale !== totpCode(again.secret, T0 + 2)) {
      expect(await fixture.core.finishPasswordEnrolment(token, PASSWORD, stale, at(T0 + 2))).toEqual({
        ok: false,
        reason: 'bad_code',
      });
    }
    expect(
      (await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(again.secret, T0 + 2), at(T0 + 2))).ok,
    ).toBe(true);
  });

  it.skipIf(engine.skip)('refuses a link used once already', async () => {
    fixture = await deskFixture(engine);
    const token = invite(fixture, 'nurse@ns.ca', T0);
    const started = fixture.core.startPasswordEnrolment(token, at(T0));
    if (!started) throw new Error('no enrolment');
    expect((await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(started.secret, T0), at(T0))).ok).toBe(
      true,
    );
    expect(fixture.core.enrolment(token, at(T0 + 30))).toBeNull();
    expect(fixture.core.startPasswordEnrolment(token, at(T0 + 30))).toBeNull();
    expect(await fixture.core.passkeyRegistrationOptions(token, at(T0 + 30))).toBeNull();
    expect(
      await fixture.core.finishPasswordEnrolment(
        token,
        'another password entirely',
        totpCode(started.secret, T0 + 30),
        at(T0 + 30),
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it.skipIf(engine.skip)('refuses a link after 72 hours, and a token it never made', async () => {
    fixture = await deskFixture(engine);
    const token = invite(fixture, 'nurse@ns.ca', T0);
    expect(fixture.core.enrolment(token, at(T0 + 72 * 3600 - 1))).not.toBeNull();
    expect(fixture.core.enrolment(token, at(T0 + 72 * 3600))).toBeNull();
    expect(fixture.core.startPasswordEnrolment(token, at(T0 + 72 * 3600))).toBeNull();
    const started = fixture.core.startPasswordEnrolment(token, at(T0 + 72 * 3600 - 10));
    if (!started) throw new Error('no enrolment');
    const late = T0 + 72 * 3600 + 5;
    expect(
      await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(started.secret, late), at(late)),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(fixture.core.enrolment('A'.repeat(43), at(T0))).toBeNull();
    expect(fixture.core.enrolment('', at(T0))).toBeNull();
  });
});
