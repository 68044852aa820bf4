// Sessions, one attack at a time, on both engines: fixation, idle and absolute expiry, a revoked
// user's open session, CSRF, sign-out.
import { afterEach, describe, expect, it } from 'vitest';
import { at, type DeskFixture, deskFixture, enrolByPassword, PASSWORD, T0 } from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { revokeUser } from './people';
import { totpCode } from './totp';

const MIN = 60;

describe.each(engines())('desk sessions on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());

  const signIn = async (secret: string, now: number, email = 'nurse@ns.ca') =>
    fixture.core.signInWithPassword(email, PASSWORD, totpCode(secret, now), at(now));

  it.skipIf(engine.skip)('hands a new session id at every sign-in and refuses ids it did not make', async () => {
    fixture = await deskFixture(engine);
    const { secret, result: enrolled } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const first = await signIn(secret, T0 + 60);
    const second = await signIn(secret, T0 + 120);
    if (!enrolled.ok || !first.ok || !second.ok) throw new Error('sign-in failed');
    const ids = [enrolled.sessionId, first.sessionId, second.sessionId];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fixture.core.session(second.sessionId, at(T0 + 130))?.user.email).toBe('nurse@ns.ca');
    expect(fixture.core.session('an-id-the-attacker-planted', at(T0 + 130))).toBeNull();
    expect(fixture.core.session(undefined, at(T0 + 130))).toBeNull();
    expect(fixture.core.session('', at(T0 + 130))).toBeNull();
    // The store holds digests: the id itself is nowhere in it.
    const stored = fixture.store.db.prepare<[], { digest: string }>('SELECT digest FROM desk_sessions').all();
    expect(stored.map((row) => row.digest)).not.toContain(second.sessionId);
  });

  it.skipIf(engine.skip)('ends a session after 30 idle minutes, and keeps it while it is used', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    const id = signed.sessionId;
    expect(fixture.core.session(id, at(T0 + 60 + 29 * MIN))).not.toBeNull();
    expect(fixture.core.session(id, at(T0 + 60 + 58 * MIN))).not.toBeNull();
    expect(fixture.core.session(id, at(T0 + 60 + 87 * MIN + 59))).not.toBeNull();
    const idle = T0 + 60 + 87 * MIN + 59 + 30 * MIN;
    expect(fixture.core.session(id, at(idle))).toBeNull();
    expect(fixture.core.session(id, at(idle - 10 * MIN))).toBeNull();
  });

  it.skipIf(engine.skip)('ends a session 12 hours after sign-in however busy it is', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    let now = T0 + 60;
    for (; now <= T0 + 60 + 12 * 3600 - 20 * MIN; now += 20 * MIN) {
      expect(fixture.core.session(signed.sessionId, at(now))).not.toBeNull();
    }
    expect(fixture.core.session(signed.sessionId, at(T0 + 60 + 12 * 3600 - 1))?.expires_at).toBe(T0 + 60 + 12 * 3600);
    expect(fixture.core.session(signed.sessionId, at(T0 + 60 + 12 * 3600))).toBeNull();
  });

  it.skipIf(engine.skip)('honours shorter idle and absolute limits given as options', async () => {
    fixture = await deskFixture(engine, { idleSeconds: 5 * MIN, absoluteSeconds: 3600 });
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    expect(signed.session.expires_at).toBe(T0 + 60 + 5 * MIN);
    expect(fixture.core.session(signed.sessionId, at(T0 + 60 + 5 * MIN))).toBeNull();
  });

  it.skipIf(engine.skip)('refuses a revoked user’s open session at its next request', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    expect(fixture.core.session(signed.sessionId, at(T0 + 70))).not.toBeNull();
    const revoked = revokeUser(fixture.store, ' Nurse@NS.ca ', T0 + 80);
    expect(revoked).toMatchObject({ ok: true, sessions: 2 });
    expect(fixture.core.session(signed.sessionId, at(T0 + 81))).toBeNull();
    expect(await signIn(secret, T0 + 120)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.skipIf(engine.skip)('refuses a session whose user was revoked by a statement the CLI did not make', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    fixture.store.db.prepare('UPDATE desk_users SET revoked_at = ?').run(T0 + 61);
    expect(fixture.core.session(signed.sessionId, at(T0 + 62))).toBeNull();
  });

  it.skipIf(engine.skip)('accepts only the session’s own CSRF token', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    await enrolByPassword(fixture, 'clerk@ns.ca', T0);
    const nurse = await signIn(secret, T0 + 60);
    if (!nurse.ok) throw new Error('sign-in failed');
    const session = fixture.core.session(nurse.sessionId, at(T0 + 61));
    if (!session) throw new Error('no session');
    expect(session.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.csrf).not.toBe(nurse.sessionId);
    expect(fixture.core.checkCsrf(session, session.csrf)).toBe(true);
    expect(fixture.core.checkCsrf(session, undefined)).toBe(false);
    expect(fixture.core.checkCsrf(session, '')).toBe(false);
    expect(fixture.core.checkCsrf(session, `${session.csrf}x`)).toBe(false);
    expect(fixture.core.checkCsrf(session, session.csrf.slice(0, -1))).toBe(false);
    const again = await signIn(secret, T0 + 90);
    if (!again.ok) throw new Error('sign-in failed');
    expect(fixture.core.checkCsrf(session, again.session.csrf)).toBe(false);
  });

  it.skipIf(engine.skip)('ends the session at sign-out and records it', async () => {
    fixture = await deskFixture(engine);
    const { secret } = await enrolByPassword(fixture, 'nurse@ns.ca', T0);
    const signed = await signIn(secret, T0 + 60);
    if (!signed.ok) throw new Error('sign-in failed');
    fixture.core.signOut(signed.sessionId, at(T0 + 70));
    expect(fixture.core.session(signed.sessionId, at(T0 + 71))).toBeNull();
    expect(fixture.core.auditLog({ limit: 1 })[0]).toMatchObject({ action: 'signout', email: 'nurse@ns.ca' });
  });
});
