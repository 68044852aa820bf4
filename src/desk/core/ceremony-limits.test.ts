// Starting a passkey sign-in writes a ceremony row before anyone is known: at most 10 a minute
// from one address, none from an address sign-in has locked, and at most 1,000 waiting at once,
// expired ones removed first.
import { afterEach, describe, expect, it } from 'vitest';
import { at, type DeskFixture, deskFixture, T0 } from '../../testing/desk-core-fixture';
import { engines } from '../../testing/engines';
import { MAX_OUTSTANDING } from './ceremony-limits';

const sqlite = engines().filter((engine) => engine.engine === 'sqlite');

describe.each(sqlite)('passkey sign-in starts on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());

  const start = (now: number, address = '198.51.100.1') => fixture.core.passkeyAuthenticationOptions(at(now, address));

  it('allows 10 a minute from one address, then 429s until the minute has passed', async () => {
    fixture = await deskFixture(engine);
    for (let i = 0; i < 10; i++) expect(await start(T0 + i)).toHaveProperty('ceremony');
    for (let i = 0; i < 40; i++) expect(await start(T0 + 20)).toEqual({ refused: 'throttled', retryAfterS: 40 });
    // Another address is not held up by this one.
    expect(await start(T0 + 20, '198.51.100.2')).toHaveProperty('ceremony');
    expect(fixture.store.desk.ceremonies.outstanding(T0 + 20)).toBe(11);
    expect(await start(T0 + 61)).toHaveProperty('ceremony');
  });

  it('refuses an address that sign-in has locked', async () => {
    fixture = await deskFixture(engine);
    for (let i = 0; i < 20; i++)
      await fixture.core.signInWithPassword(`g${i}@example.ca`, 'x', '000000', at(T0, '198.51.100.1'));
    const refused = await start(T0 + 1);
    expect(refused).toMatchObject({ refused: 'throttled' });
  });

  it(`keeps at most ${MAX_OUTSTANDING} waiting, and makes room as they expire`, async () => {
    fixture = await deskFixture(engine);
    for (let i = 0; i < MAX_OUTSTANDING; i++) {
      expect(await start(T0, `10.${i >> 8}.${i & 255}.1`)).toHaveProperty('ceremony');
    }
    expect(await start(T0 + 1, '192.0.2.99')).toEqual({ refused: 'busy', retryAfterS: 60 });
    expect(fixture.store.desk.ceremonies.outstanding(T0 + 1)).toBe(MAX_OUTSTANDING);
    // Five minutes on, the expired ones are removed first and a new one is let in.
    expect(await start(T0 + 301, '192.0.2.99')).toHaveProperty('ceremony');
    expect(fixture.store.desk.ceremonies.outstanding(T0 + 301)).toBe(1);
  }, 30_000);
});
