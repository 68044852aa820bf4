// Password + TOTP sign-in on both engines: one answer for every wrong thing, a code used once,
// lock-out per account and per address, and recovery when the window has passed.
import { afterEach, describe, expect, it } from 'vitest';
import { at, type DeskFixture, deskFixture, enrolByPassword, PASSWORD, T0 } from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { revokeUser } from './people';
import { totpCode } from './totp';

describe.each(engines())('desk sign-in on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());

  it.skipIf(engine.skip)(
    'gives the same answer for an unknown email, a wrong password, a wrong code and a revoked user',
    async () => {
      fixture = await deskFixture(engine);
      const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
      await enrolByPassword(fixture, 'gone@ns.ca', T0);
      revokeUser(fixture.store, 'gone@ns.ca', T0 + 1);
      const now = T0 + 300;
      const code = totpCode(secret, now);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const answers = [
        await fixture.core.signInWithPassword('nobody@ns.ca', PASSWORD, code, at(now, '198.51.100.1')),
        await fixture.core.signInWithPassword('nurse@ns.ca', 'not the password at all', code, at(now, '198.51.100.2')),
        await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, wrongCode, at(now, '198.51.100.3')),
        await fixture.core.signInWithPassword('gone@ns.ca', PASSWORD, code, at(now, '198.51.100.4')),
        await fixture.core.signInWithPassword('', '', '', at(now, '198.51.100.5')),
      ];
      for (const answer of answers) expect(answer).toEqual({ ok: false, reason: 'invalid' });
      const signed = await fixture.core.signInWithPassword(' NURSE@ns.ca ', PASSWORD, code, at(now));
      expect(signed).toMatchObject({ ok: true, session: { user: { email: 'nurse@ns.ca', role: 'editor' } } });
    },
  );

  it.skipIf(engine.skip)('does the same argon2 work for an unknown email as for a known one', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const time = async (email: string, address: string) => {
      const started = performance.now();
      await fixture.core.signInWithPassword(
        email,
        'a wrong password',
        totpCode(secret, T0 + 300),
        at(T0 + 300, address),
      );
      return performance.now() - started;
    };
    await time('warm@ns.ca', '198.51.100.9');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time('nurse@ns.ca', `198.51.100.${10 + i}`));
      unknown.push(await time(`nobody${i}@ns.ca`, `198.51.100.${20 + i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    // An unknown email that skipped hashing would answer in well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it.skipIf(engine.skip)('refuses a TOTP code used before, even within its own 30 seconds', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    // The enrolment used the code of T0: it cannot sign in.
    expect(await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(secret, T0), at(T0 + 5))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const code = totpCode(secret, T0 + 60);
    expect((await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, code, at(T0 + 60))).ok).toBe(true);
    expect(await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, code, at(T0 + 61))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // An older code still inside the drift window is no way around it either.
    expect(
      await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(secret, T0 + 30), at(T0 + 61)),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      (await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(secret, T0 + 90), at(T0 + 90))).ok,
    ).toBe(true);
  });

  it.skipIf(engine.skip)(
    'locks an account after 5 failures in 15 minutes, without checking the password, then recovers',
    async () => {
      fixture = await deskFixture(engine);
      const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
      const start = T0 + 600;
      for (let i = 0; i < 5; i++) {
        const answer = await fixture.core.signInWithPassword(
          'nurse@ns.ca',
          'wrong password!',
          '123456',
          at(start + i * 60, `192.0.2.${i}`),
        );
        expect(answer).toEqual({ ok: false, reason: 'invalid' });
      }
      const now = start + 5 * 60;
      const lockedOut = await fixture.core.signInWithPassword(
        'nurse@ns.ca',
        PASSWORD,
        totpCode(secret, now),
        at(now, '192.0.2.99'),
      );
      expect(lockedOut).toEqual({ ok: false, reason: 'locked', retryAfterS: 15 * 60 - 5 * 60 });
      // Another account from the same addresses is not locked.
      await enrolByPassword(fixture, 'clerk@ns.ca', T0);
      expect(
        await fixture.core.signInWithPassword('clerk@ns.ca', 'wrong password!', '123456', at(now, '192.0.2.1')),
      ).toEqual({
        ok: false,
        reason: 'invalid',
      });
      // When the first failure leaves the window, the right password and code sign in again.
      const later = start + 15 * 60 + 1;
      const back = await fixture.core.signInWithPassword(
        'nurse@ns.ca',
        PASSWORD,
        totpCode(secret, later),
        at(later, '192.0.2.99'),
      );
      expect(back.ok).toBe(true);
      const actions = fixture.core.auditLog({ limit: 50 }).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'signin.failed')).toHaveLength(6);
      expect(actions).toContain('signin.locked');
    },
  );

  it.skipIf(engine.skip)('locks an unknown email just as a known one, so a lock-out tells nothing', async () => {
    fixture = await deskFixture(engine);
    for (let i = 0; i < 5; i++) {
      await fixture.core.signInWithPassword('nobody@ns.ca', 'wrong password!', '123456', at(T0 + i, `192.0.2.${i}`));
    }
    expect(await fixture.core.signInWithPassword('nobody@ns.ca', 'x', '1', at(T0 + 10, '192.0.2.50'))).toMatchObject({
      ok: false,
      reason: 'locked',
    });
  });

  it.skipIf(engine.skip)('locks an address after 20 failures in 15 minutes, whatever the emails', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const address = '198.51.100.77';
    for (let i = 0; i < 20; i++) {
      const answer = await fixture.core.signInWithPassword(
        `guess${i}@ns.ca`,
        'wrong password!',
        '123456',
        at(T0 + 100 + i, address),
      );
      expect(answer.ok).toBe(false);
    }
    const now = T0 + 200;
    const answer = await fixture.core.signInWithPassword(
      'nurse@ns.ca',
      PASSWORD,
      totpCode(secret, now),
      at(now, address),
    );
    expect(answer).toEqual({ ok: false, reason: 'locked', retryAfterS: 15 * 60 - 100 });
    expect(
      (await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(secret, now), at(now, '198.51.100.78')))
        .ok,
    ).toBe(true);
    const later = T0 + 100 + 15 * 60;
    expect(
      (
        await fixture.core.signInWithPassword(
          'nurse@ns.ca',
          PASSWORD,
          totpCode(secret, later + 30),
          at(later + 30, address),
        )
      ).ok,
    ).toBe(true);
  });
});
