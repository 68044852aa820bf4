// For the core's tests: a store on one engine with two ERs, a core whose log lines are kept,
// and people enrolled through the same paths a person takes (CLI link, then the desk).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeskCore, RequestContext } from '../desk/contract';
import { createDeskCore } from '../desk/core';
import type { DeskCoreOptions } from '../desk/core/deps';
import { createUser } from '../desk/core/people';
import { totpCode } from '../desk/core/totp';
import { openStore, type Store } from '../store/store';
import type { EngineCase } from './engines';

/** Tuesday 24 November 2026, 09:00 UTC. */
export const T0 = Date.UTC(2026, 10, 24, 9) / 1000;
export const ORIGIN = 'http://localhost:8080';
export const PASSWORD = 'correct horse battery staple';
export const at = (now: number, address = '203.0.113.7'): RequestContext => ({ address, now });

export interface DeskFixture {
  store: Store;
  core: DeskCore;
  logs: Record<string, unknown>[];
  target: string;
}

export async function deskFixture(engine: EngineCase, options: Partial<DeskCoreOptions> = {}): Promise<DeskFixture> {
  const target = await engine.target(() => join(mkdtempSync(join(tmpdir(), 'er-desk-')), 'er.db'));
  const store = openStore(target);
  for (const [id, province] of [
    ['ns_a', 'NS'],
    ['bc_b', 'BC'],
  ] as const) {
    store.hospitals.upsert({ id, name: `ER ${id}`, city: 'Town', province, lat: null, lng: null, data_source: 'test' });
  }
  const logs: Record<string, unknown>[] = [];
  const core = createDeskCore(store, {
    rpId: 'localhost',
    rpName: 'er-status desk',
    origins: [ORIGIN],
    log: (fields) => logs.push(fields),
    ...options,
  });
  return { store, core, logs, target };
}

/** Creates a user as the CLI does and returns the token of the printed link. */
export function invite(fixture: DeskFixture, email: string, now: number, scope = 'NS'): string {
  const made = createUser(
    fixture.store,
    { email, role: 'editor', organisation: 'Nova Scotia Health', scope },
    ORIGIN,
    now,
  );
  if (!made.ok) throw new Error(made.message);
  return made.link.split('/').pop() as string;
}

/** Enrols by password + TOTP at `now`; the secret lets a test compute later codes. */
export async function enrolByPassword(fixture: DeskFixture, email: string, now: number) {
  const token = invite(fixture, email, now);
  const started = fixture.core.startPasswordEnrolment(token, at(now));
  if (!started) throw new Error('enrolment did not start');
  const result = await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(started.secret, now), at(now));
  if (!result.ok) throw new Error(`enrolment failed: ${result.reason}`);
  return { token, secret: started.secret, uri: started.otpauthUri, result };
}

/** A passkey sign-in's options and ceremony; throws when the desk refused to start one. */
export async function passkeyStart(core: DeskCore, ctx: RequestContext) {
  const started = await core.passkeyAuthenticationOptions(ctx);
  if ('refused' in started) throw new Error(`passkey options refused: ${started.refused}`);
  return started;
}
