// A whole day at the desk — invited, enrolled by password + TOTP, signed in, mistyped, locked out,
// a password typed into the email field, a passkey registered and used, signed out — with every log line kept: none carries a password,
// a TOTP secret or code, a session id, a CSRF token, an enrolment token or a ceremony id. The audit
// log, which admins read and export, carries none either.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  at,
  type DeskFixture,
  deskFixture,
  invite,
  ORIGIN,
  PASSWORD,
  passkeyStart,
  T0,
} from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { VirtualAuthenticator } from '../../testing/virtual-authenticator';
import { totpCode } from './totp';

describe.each(engines())('desk log lines on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => {
    vi.restoreAllMocks();
    fixture?.store.close();
  });

  it.skipIf(engine.skip)('never carry a secret through a whole sign-in story', async () => {
    fixture = await deskFixture(engine);
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
    }
    const secrets: string[] = [PASSWORD, 'a wrong password'];
    const codes: string[] = [];
    const keep = <T extends { ok: boolean }>(result: T) => {
      if ('sessionId' in result && typeof result.sessionId === 'string') secrets.push(result.sessionId);
      if ('session' in result) secrets.push((result.session as { csrf: string }).csrf);
      return result;
    };

    const token = invite(fixture, 'nurse@ns.ca', T0);
    secrets.push(token);
    const started = fixture.core.startPasswordEnrolment(token, at(T0));
    if (!started) throw new Error('no enrolment');
    secrets.push(started.secret);
    codes.push(totpCode(started.secret, T0));
    expect(keep(await fixture.core.finishPasswordEnrolment(token, PASSWORD, codes[0] as string, at(T0))).ok).toBe(true);

    codes.push(totpCode(started.secret, T0 + 60));
    expect(
      keep(await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, codes[1] as string, at(T0 + 60))).ok,
    ).toBe(true);
    for (let i = 0; i < 6; i++) {
      codes.push(totpCode(started.secret, T0 + 90 + i * 30));
      await fixture.core.signInWithPassword(
        'nurse@ns.ca',
        'a wrong password',
        codes.at(-1) as string,
        at(T0 + 90 + i * 30),
      );
    }
    expect(
      await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(started.secret, T0 + 300), at(T0 + 300)),
    ).toMatchObject({ reason: 'locked' });
    // The password typed into the email field, as people do.
    expect(await fixture.core.signInWithPassword(PASSWORD, PASSWORD, '000000', at(T0 + 310, '192.0.2.5'))).toEqual({
      ok: false,
      reason: 'invalid',
    });

    const passkeyToken = invite(fixture, 'clerk@ns.ca', T0);
    secrets.push(passkeyToken);
    const registration = await fixture.core.passkeyRegistrationOptions(passkeyToken, at(T0 + 400));
    if (!registration) throw new Error('no registration');
    secrets.push(registration.ceremony);
    const authenticator = new VirtualAuthenticator(ORIGIN, 'localhost');
    const registered = keep(
      await fixture.core.finishPasskeyRegistration(
        passkeyToken,
        registration.ceremony,
        authenticator.register(registration.options as never),
        at(T0 + 400),
      ),
    );
    expect(registered.ok).toBe(true);
    const authentication = await passkeyStart(fixture.core, at(T0 + 500));
    secrets.push(authentication.ceremony);
    const signed = keep(
      await fixture.core.finishPasskeyAuthentication(
        authentication.ceremony,
        authenticator.authenticate(authentication.options as never),
        at(T0 + 500),
      ),
    );
    if (!signed.ok) throw new Error('passkey sign-in failed');
    fixture.core.signOut(signed.sessionId, at(T0 + 600));

    const lines = [...fixture.logs.map((fields) => JSON.stringify(fields)), ...printed];
    const events = fixture.logs.map((fields) => fields.event);
    expect(events).toEqual(
      expect.arrayContaining(['desk.signin.ok', 'desk.signin.failed', 'desk.signin.locked', 'desk.enrolled']),
    );
    const audit = fixture.core.auditLog({ limit: 1000 }).map((entry) => JSON.stringify(entry));
    expect(audit.length).toBeGreaterThan(10);
    for (const line of [...lines, ...audit]) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      for (const code of codes) expect(line).not.toMatch(new RegExp(`(^|[^0-9a-z])${code}($|[^0-9a-z])`));
    }
  });
});
