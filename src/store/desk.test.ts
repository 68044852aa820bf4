// The desk's audit log on both engines: rows are appended and read newest first, and the database
// itself refuses to change or remove one, whoever asks.
import { afterEach, describe, expect, it } from 'vitest';
import { createDeskCore } from '../desk/core';
import { at, type DeskFixture, deskFixture, T0 } from '../testing/desk-core-fixture';
import { engines } from '../testing/engines';

describe.each(engines())('desk audit log on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());

  const entry = (action: string, atTime: number) => ({
    at: atTime,
    user_id: 'u1',
    email: 'nurse@ns.ca',
    action,
    hospital_id: 'ns_a',
    before: JSON.stringify({ status: 'open' }),
    after: JSON.stringify({ status: 'closed' }),
    address: '203.0.113.7',
  });

  it.skipIf(engine.skip)('reads entries newest first, a page at a time', async () => {
    fixture = await deskFixture(engine);
    for (let i = 0; i < 5; i++) fixture.core.audit(entry(`status.set.${i}`, T0 + i));
    const page = fixture.core.auditLog({ limit: 2 });
    expect(page.map((row) => row.action)).toEqual(['status.set.4', 'status.set.3']);
    expect(page[0]).toEqual({ id: expect.any(Number), ...entry('status.set.4', T0 + 4), attempts: null });
    const next = fixture.core.auditLog({ limit: 2, before: page[1]?.id });
    expect(next.map((row) => row.action)).toEqual(['status.set.2', 'status.set.1']);
    expect(fixture.core.auditLog({}).map((row) => row.action)).toHaveLength(5);
  });

  it.skipIf(engine.skip)('refuses UPDATE and DELETE on the audit log at the database', async () => {
    fixture = await deskFixture(engine);
    fixture.core.audit(entry('status.set', T0));
    const { db } = fixture.store;
    expect(() => db.prepare("UPDATE desk_audit SET action = 'nothing happened'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM desk_audit').run()).toThrow(/append-only/);
    if (engine.engine === 'postgres') expect(() => db.exec('TRUNCATE desk_audit')).toThrow(/append-only/);
    expect(fixture.core.auditLog({}).map((row) => row.action)).toEqual(['status.set']);
  });

  it.skipIf(engine.skip)('offers no way to change an entry: the core has no such method', async () => {
    fixture = await deskFixture(engine);
    const core = createDeskCore(fixture.store, {
      rpId: 'localhost',
      rpName: 'desk',
      origins: ['http://localhost:8080'],
    });
    expect(Object.keys(core).sort()).toEqual([
      'audit',
      'auditLog',
      'canSee',
      'checkCsrf',
      'enrolment',
      'finishPasskeyAuthentication',
      'finishPasskeyRegistration',
      'finishPasswordEnrolment',
      'passkeyAuthenticationOptions',
      'passkeyRegistrationOptions',
      'session',
      'signInWithPassword',
      'signOut',
      'startPasswordEnrolment',
    ]);
    expect(Object.keys(fixture.store.desk.audit).sort()).toEqual(['append', 'page']);
    core.signOut('no-such-session', at(T0));
    expect(core.auditLog({})).toEqual([]);
  });
});
