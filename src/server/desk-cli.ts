// `npm run desk -- users create --email … --role editor|admin --organisation … --scope NS|<er id>,…|all`
// | `users list` | `users revoke --email …` | `users reset --email …` | `users organisation --email …
// --organisation …`. Works on the server's store (ER_DB). A created or reset user gets a one-time
// enrolment link, printed here and nowhere else (the store keeps only its digest), under the origin
// the server's desk answers at: ER_PUBLIC_URL or PORT when this shell sets them, else the origin the
// server last started with on this store, else http://localhost:8080.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatSeconds } from '../contract/time';
import type { DeskUser } from '../desk/contract';
import { createUser, listUsers, type PeopleError, resetUser, revokeUser, setOrganisation } from '../desk/core/people';
import { scopeText } from '../desk/core/scope';
import { openStore, type Store } from '../store/store';
import { ConfigError, readConfig } from './config';
import { formatTable } from './table';

const USAGE = `Usage:
  npm run desk -- users create --email ADDRESS --role editor|admin --organisation NAME --scope all|NS,bc_fortnelson,…
  npm run desk -- users list
  npm run desk -- users revoke --email ADDRESS
  npm run desk -- users reset --email ADDRESS
  npm run desk -- users organisation --email ADDRESS --organisation NAME`;

export class UsageError extends Error {}

type Env = Record<string, string | undefined>;

const when = (seconds: number | null) => (seconds === null ? '-' : formatSeconds(seconds));

function checked<T extends { ok: true }>(result: T | PeopleError): T {
  if (!result.ok) throw new UsageError(result.message);
  return result;
}

function emailOption(args: string[]): string {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  if (!values.email?.trim()) throw new UsageError('--email must name the desk user.');
  return values.email;
}

const ORGANISATION_NEEDED =
  '--organisation must name who the person confirms for, as the public will read it ("Nova Scotia Health", "CBC News").';

const linkLines = (user: DeskUser, link: string, expiresAt: number) => [
  `Send this one-time enrolment link to ${user.email} (valid until ${formatSeconds(expiresAt)}, once):`,
  link,
];

function users(store: Store, args: string[], publicUrl: string, now: number): string[] {
  const [command, ...rest] = args;
  if (command === 'create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        organisation: { type: 'string' },
        scope: { type: 'string' },
      },
    });
    if (!values.email?.trim()) throw new UsageError('--email must name the desk user.');
    if (!values.role) throw new UsageError('--role must be editor or admin.');
    if (!values.organisation) throw new UsageError(ORGANISATION_NEEDED);
    if (!values.scope) throw new UsageError('--scope must be all, or a comma list of provinces and ER ids.');
    const input = { email: values.email, role: values.role, organisation: values.organisation, scope: values.scope };
    const made = checked(createUser(store, input, publicUrl, now));
    return [
      `Created ${made.user.role} ${made.user.email} for ${made.user.organisation} (scope ${scopeText(made.user.scope)}).`,
      ...linkLines(made.user, made.link, made.expiresAt),
    ];
  }
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments.');
    const people = listUsers(store);
    if (people.length === 0) return ['No desk users.'];
    const yes = (value: boolean) => (value ? 'yes' : 'no');
    const rows = people.map((user) => [
      user.email,
      user.role,
      user.organisation,
      scopeText(user.scope),
      when(user.created_at),
      when(user.revoked_at),
      yes(user.has_passkey),
      yes(user.has_password),
    ]);
    return formatTable([
      ['email', 'role', 'organisation', 'scope', 'created', 'revoked', 'passkey', 'password'],
      ...rows,
    ]);
  }
  if (command === 'revoke') {
    const revoked = checked(revokeUser(store, emailOption(rest), now));
    return [`Revoked ${revoked.user.email}; ended ${revoked.sessions} open session(s). The desk refuses them at once.`];
  }
  if (command === 'reset') {
    const reset = checked(resetUser(store, emailOption(rest), publicUrl, now));
    return [
      `Reset ${reset.user.email}: password, TOTP and passkeys removed, sessions and earlier links ended.`,
      ...linkLines(reset.user, reset.link, reset.expiresAt),
    ];
  }
  if (command === 'organisation') {
    const { values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, organisation: { type: 'string' } },
    });
    if (!values.email?.trim()) throw new UsageError('--email must name the desk user.');
    if (!values.organisation) throw new UsageError(ORGANISATION_NEEDED);
    const named = checked(setOrganisation(store, values.email, values.organisation, now));
    return [`${named.user.email} now confirms for ${named.user.organisation}.`];
  }
  throw new UsageError(command ? `Unknown users command ${JSON.stringify(command)}.` : 'No users command.');
}

/**
 * Runs the desk command on `store`; returns the lines to print. Throws UsageError on bad input.
 * `publicUrl`: the origin the enrolment links point at (ER_PUBLIC_URL).
 */
export function deskCommand(
  store: Store,
  argv: string[],
  publicUrl: string,
  now = Math.floor(Date.now() / 1000),
): string[] {
  const [group, ...args] = argv;
  if (group === 'users') return users(store, args, publicUrl, now);
  throw new UsageError(group ? `Unknown command ${JSON.stringify(group)}.` : 'No command.');
}

/**
 * The origin the server's desk answers at, as the server builds it: this shell's ER_PUBLIC_URL or
 * PORT when set (the same config), else what the server recorded at its last start on this store.
 */
export function linkOrigin(store: Store, env: Env, configured: string): string {
  if (env.ER_PUBLIC_URL || env.PORT) return configured;
  return store.facts.get('public_url') ?? configured;
}

/** The command line: opens the store named by ER_DB, prints, and returns the exit code. */
export function main(
  argv: string[],
  env: Env = process.env,
  out: (text: string) => void = (text) => process.stdout.write(text),
  err: (text: string) => void = (text) => process.stderr.write(text),
): number {
  let store: Store | null = null;
  try {
    const config = readConfig(env);
    store = openStore(config.db);
    out(`${deskCommand(store, argv, linkOrigin(store, env, config.publicUrl)).join('\n')}\n`);
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    err(`desk: ${(error as Error).message}${usage ? `\n${USAGE}` : ''}\n`);
    return usage || error instanceof ConfigError ? 2 : 1;
  } finally {
    store?.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href)
  process.exitCode = main(process.argv.slice(2));
