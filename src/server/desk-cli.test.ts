// `npm run desk -- users …` as the operator sees it: the printed link and table, the refusals
// with exit code 2, and what a revocation or a reset does to a signed-in person — on both engines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { totpCode } from '../desk/core/totp';
import { at, type DeskFixture, deskFixture, PASSWORD, T0 } from '../testing/desk-core-fixture';
import { tempDist } from '../testing/dist-fixture';
import { engines } from '../testing/engines';
import { buildServer } from './build-server';
import { readConfig } from './config';
import { deskCommand, main } from './desk-cli';

const LINK = /^http:\/\/localhost:8080\/desk\/enrol\/([A-Za-z0-9_-]{43})$/;

describe.each(engines())('desk users CLI on $engine', (engine) => {
  let fixture: DeskFixture;
  afterEach(() => fixture?.store.close());
  const run = (...argv: string[]) => deskCommand(fixture.store, argv, 'http://localhost:8080', T0);
  /** `users create`, and the token of the enrolment link it prints. */
  const created = (email: string, role: string, scope: string, organisation: string) =>
    LINK.exec(
      run(
        'users',
        'create',
        '--email',
        email,
        '--role',
        role,
        '--organisation',
        organisation,
        '--scope',
        scope,
      )[2] as string,
    )?.[1] as string;

  it.skipIf(engine.skip)('creates a user and prints a link whose token the store does not hold', async () => {
    fixture = await deskFixture(engine);
    const lines = run(
      'users',
      'create',
      '--email',
      '  Nurse@NS.ca ',
      '--role',
      'editor',
      '--organisation',
      'Nova Scotia Health',
      '--scope',
      'ns,bc_b',
    );
    expect(lines[0]).toBe('Created editor nurse@ns.ca for Nova Scotia Health (scope NS,bc_b).');
    expect(lines[1]).toBe('Send this one-time enrolment link to nurse@ns.ca (valid until 2026-11-27T09:00:00Z, once):');
    const token = LINK.exec(lines[2] as string)?.[1] as string;
    expect(token).toBeDefined();
    const stored = fixture.store.db
      .prepare<[], { digest: string; expires_at: number }>('SELECT * FROM desk_enrolments')
      .all();
    expect(stored).toEqual([expect.objectContaining({ expires_at: T0 + 72 * 3600 })]);
    expect(stored[0]?.digest).not.toContain(token);
    expect(fixture.core.enrolment(token, at(T0 + 10))?.user).toMatchObject({
      email: 'nurse@ns.ca',
      scope: { all: false, provinces: ['NS'], hospitals: ['bc_b'] },
    });
    expect(fixture.core.auditLog({})[0]).toMatchObject({ action: 'user.create', email: 'nurse@ns.ca', address: 'cli' });
  });

  it.skipIf(engine.skip)('refuses bad input with a message naming the problem', async () => {
    fixture = await deskFixture(engine);
    run(
      'users',
      'create',
      '--email',
      'nurse@ns.ca',
      '--role',
      'editor',
      '--organisation',
      'Nova Scotia Health',
      '--scope',
      'all',
    );
    const refusal = (...argv: string[]) => {
      try {
        run(...argv);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    const refusedCreation = (email: string, role: string, scope: string, organisation: string) =>
      refusal('users', 'create', '--email', email, '--role', role, '--organisation', organisation, '--scope', scope);
    expect(refusedCreation('NURSE@ns.ca', 'admin', 'all', 'Nova Scotia Health')).toBe(
      'A desk user with the email nurse@ns.ca exists already (reset it instead).',
    );
    expect(refusedCreation('x@y.ca', 'boss', 'all', 'Nova Scotia Health')).toBe(
      '--role must be editor or admin; got "boss".',
    );
    expect(refusedCreation('not-an-email', 'editor', 'all', 'Nova Scotia Health')).toBe(
      '--email must be an email address; got "not-an-email".',
    );
    expect(refusedCreation('x@y.ca', 'editor', 'NS,XX', 'Nova Scotia Health')).toMatch(
      /^Scope item "XX" is neither a province code \(AB, BC, .*, YT\) nor the id of an ER in the store\.$/,
    );
    expect(refusedCreation('x@y.ca', 'editor', 'all,NS', 'Nova Scotia Health')).toBe(
      '--scope all cannot be combined with other items.',
    );
    expect(refusal('users', 'revoke', '--email', 'nobody@ns.ca')).toBe('No desk user has the email nobody@ns.ca.');
    expect(refusal('users', 'fire', '--email', 'nurse@ns.ca')).toBe('Unknown users command "fire".');
    expect(run('users', 'list')).toHaveLength(2);
  });

  it.skipIf(engine.skip)('asks who the person confirms for, as the public reads it, never an email', async () => {
    fixture = await deskFixture(engine);
    const create = (...organisation: string[]) => {
      try {
        return run('users', 'create', '--email', 'x@y.ca', '--role', 'editor', ...organisation, '--scope', 'NS');
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(create()).toMatch(/^--organisation must name who the person confirms for/);
    expect(create('--organisation', 'nurse@nshealth.ca')).toBe(
      '--organisation is shown to the public: an organisation, never an email; got "nurse@nshealth.ca".',
    );
    expect(create('--organisation', ' ')).toMatch(/^--organisation must name who the person confirms for in 2 to 80/);
    expect(create('--organisation', 'N'.repeat(81))).toMatch(/^--organisation must name .* in 2 to 80 characters/);
    expect(create('--organisation', 'CBC\u0007News')).toMatch(/^--organisation must not hold control characters/);
    expect(fixture.store.desk.users.all()).toEqual([]);
    expect(create('--organisation', '  CBC   Nova Scotia ')).toEqual([
      'Created editor x@y.ca for CBC Nova Scotia (scope NS).',
      expect.stringMatching(/^Send this one-time enrolment link/),
      expect.stringMatching(LINK),
    ]);
    expect(run('users', 'organisation', '--email', 'X@y.ca', '--organisation', 'CBC News')).toEqual([
      'x@y.ca now confirms for CBC News.',
    ]);
    expect(run('users', 'list')[1]).toMatch(/^x@y\.ca +editor +CBC News +NS /);
    expect(fixture.core.auditLog({ limit: 1 })[0]).toMatchObject({
      action: 'user.organisation',
      before: '{"organisation":"CBC Nova Scotia"}',
      after: '{"organisation":"CBC News"}',
    });
  });

  it.skipIf(engine.skip)('lists people with their means of sign-in and never a secret', async () => {
    fixture = await deskFixture(engine);
    const token = created('nurse@ns.ca', 'editor', 'NS', 'Nova Scotia Health');
    run(
      'users',
      'create',
      '--email',
      'chief@ab.ca',
      '--role',
      'admin',
      '--organisation',
      'Nova Scotia Health',
      '--scope',
      'all',
    );
    const started = fixture.core.startPasswordEnrolment(token, at(T0 + 5));
    if (!started) throw new Error('no enrolment');
    await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(started.secret, T0 + 5), at(T0 + 5));
    run('users', 'revoke', '--email', 'chief@ab.ca');
    const table = run('users', 'list');
    expect(table).toEqual([
      'email        role    organisation        scope  created               revoked               passkey  password',
      'chief@ab.ca  admin   Nova Scotia Health  all    2026-11-24T09:00:00Z  2026-11-24T09:00:00Z  no       no',
      'nurse@ns.ca  editor  Nova Scotia Health  NS     2026-11-24T09:00:00Z  -                     no       yes',
    ]);
    const printed = table.join('\n');
    for (const secret of [token, started.secret, PASSWORD]) expect(printed).not.toContain(secret);
  });

  it.skipIf(engine.skip)('revokes: ends the open session at once, and the person cannot sign in again', async () => {
    fixture = await deskFixture(engine);
    const token = created('nurse@ns.ca', 'editor', 'NS', 'Nova Scotia Health');
    const started = fixture.core.startPasswordEnrolment(token, at(T0));
    if (!started) throw new Error('no enrolment');
    const signed = await fixture.core.finishPasswordEnrolment(token, PASSWORD, totpCode(started.secret, T0), at(T0));
    if (!signed.ok) throw new Error('enrolment failed');
    expect(run('users', 'revoke', '--email', 'NURSE@ns.ca')).toEqual([
      'Revoked nurse@ns.ca; ended 1 open session(s). The desk refuses them at once.',
    ]);
    expect(fixture.core.session(signed.sessionId, at(T0 + 1))).toBeNull();
    expect(() => run('users', 'revoke', '--email', 'nurse@ns.ca')).toThrow('nurse@ns.ca is revoked already.');
    expect(fixture.core.auditLog({ limit: 1 })[0]).toMatchObject({ action: 'user.revoke', email: 'nurse@ns.ca' });
  });

  it.skipIf(engine.skip)(
    'resets: removes password and TOTP, ends sessions and the old link, prints a new link',
    async () => {
      fixture = await deskFixture(engine);
      const first = created('nurse@ns.ca', 'editor', 'NS', 'Nova Scotia Health');
      const started = fixture.core.startPasswordEnrolment(first, at(T0));
      if (!started) throw new Error('no enrolment');
      const signed = await fixture.core.finishPasswordEnrolment(first, PASSWORD, totpCode(started.secret, T0), at(T0));
      if (!signed.ok) throw new Error('enrolment failed');
      run('users', 'revoke', '--email', 'nurse@ns.ca');
      const lines = run('users', 'reset', '--email', 'nurse@ns.ca');
      expect(lines[0]).toBe(
        'Reset nurse@ns.ca: password, TOTP and passkeys removed, sessions and earlier links ended.',
      );
      const second = LINK.exec(lines[2] as string)?.[1] as string;
      expect(second).not.toBe(first);
      expect(fixture.core.session(signed.sessionId, at(T0 + 1))).toBeNull();
      expect(fixture.core.enrolment(first, at(T0 + 1))).toBeNull();
      expect(fixture.core.enrolment(second, at(T0 + 1))?.user).toMatchObject({
        has_password: false,
        has_passkey: false,
        revoked_at: null,
      });
      expect(
        await fixture.core.signInWithPassword('nurse@ns.ca', PASSWORD, totpCode(started.secret, T0 + 60), at(T0 + 60)),
      ).toEqual({ ok: false, reason: 'invalid' });
      expect(run('users', 'list')[1]).toMatch(/^nurse@ns\.ca +editor +Nova Scotia Health +NS +\S+ +- +no +no$/);
    },
  );
});

describe('desk CLI entry', () => {
  const store = () => join(mkdtempSync(join(tmpdir(), 'er-desk-cli-')), 'er.db');
  const capture = (argv: string[], env: Record<string, string>) => {
    let out = '';
    let err = '';
    const code = main(
      argv,
      env,
      (text) => {
        out += text;
      },
      (text) => {
        err += text;
      },
    );
    return { code, out, err };
  };

  it('points links at ER_PUBLIC_URL and exits 0', () => {
    const env = { ER_DB: store(), ER_PUBLIC_URL: 'https://status.example.ca' };
    const made = capture(
      [
        'users',
        'create',
        '--email',
        'chief@ab.ca',
        '--role',
        'admin',
        '--organisation',
        'Nova Scotia Health',
        '--scope',
        'all',
      ],
      env,
    );
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/\nhttps:\/\/status\.example\.ca\/desk\/enrol\/[A-Za-z0-9_-]{43}\n$/);
    expect(capture(['users', 'list'], env).out).toContain('chief@ab.ca  admin  Nova Scotia Health  all');
  });

  it('prints links on the origin the server started with on the same store, not on 8080', async () => {
    const db = store();
    const server = buildServer(readConfig({ ER_DB: db, ER_DIST: tempDist(), PORT: '9123' }), () => {});
    await server.close();
    const create = (email: string, env: Record<string, string>) =>
      capture(['users', 'create', '--email', email, '--role', 'editor', '--organisation', 'NSH', '--scope', 'NS'], {
        ER_DB: db,
        ...env,
      });
    expect(create('a@ns.ca', {}).out).toMatch(/\nhttp:\/\/localhost:9123\/desk\/enrol\/[A-Za-z0-9_-]{43}\n$/);
    // This shell's own PORT or ER_PUBLIC_URL is the same config the server reads: it wins.
    expect(create('b@ns.ca', { PORT: '7000' }).out).toMatch(/\nhttp:\/\/localhost:7000\/desk\/enrol\//);
    expect(create('c@ns.ca', { ER_PUBLIC_URL: 'https://status.example.ca' }).out).toMatch(
      /\nhttps:\/\/status\.example\.ca\/desk\/enrol\//,
    );
    // A store no server has opened yet: the server's default.
    expect(create('d@ns.ca', { ER_DB: store() }).out).toMatch(/\nhttp:\/\/localhost:8080\/desk\/enrol\//);
  });

  it('runs as `npm run desk` runs it', () => {
    const env = { ...process.env, ER_DB: store() };
    const run = (...argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/desk-cli.ts', ...argv], { env, encoding: 'utf8' });
    const made = run(
      'users',
      'create',
      '--email',
      'nurse@ns.ca',
      '--role',
      'editor',
      '--organisation',
      'Nova Scotia Health',
      '--scope',
      'NS',
    );
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/\/desk\/enrol\/[A-Za-z0-9_-]{43}\n$/);
    const bad = run(
      'users',
      'create',
      '--email',
      'nurse@ns.ca',
      '--role',
      'editor',
      '--organisation',
      'Nova Scotia Health',
      '--scope',
      'NS',
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^desk: A desk user with the email nurse@ns\.ca exists already/);
  });

  it('exits 2 with the problem and the usage on bad input', () => {
    const env = { ER_DB: store() };
    const bad = capture(
      [
        'users',
        'create',
        '--email',
        'chief@ab.ca',
        '--role',
        'admin',
        '--organisation',
        'Nova Scotia Health',
        '--scope',
        'XX',
      ],
      env,
    );
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/^desk: Scope item "XX" is neither a province code/);
    expect(bad.err).toContain('Usage:\n  npm run desk -- users create');
    expect(capture(['users', 'create', '--mail', 'x@y.ca'], env)).toMatchObject({ code: 2 });
    expect(capture([], env)).toMatchObject({ code: 2, err: expect.stringMatching(/^desk: No command\./) });
    expect(capture(['users', 'list'], { ...env, ER_PUBLIC_URL: 'ftp://x' })).toMatchObject({
      code: 2,
      err: expect.stringContaining('ER_PUBLIC_URL'),
    });
  });
});
