// `npm run keys -- create --tier free|commercial --name "Licensee"` | `list` | `revoke PREFIX`.
// Works on the server's store (ER_DB); a running server sees a change within 5 seconds. The
// new key is printed alone on the last line of standard output, and nowhere else, ever.
import { parseArgs } from 'node:util';
import { formatSeconds } from '../contract/time';
import { createKey, listKeys, revokeKey, TIERS } from '../service/keys';
import type { Tier } from '../store/rows';
import { openStore, type Store } from '../store/store';
import { ConfigError, readConfig } from './config';
import { formatTable } from './table';
import { WEBHOOKS_USAGE, WebhooksUsageError, webhooksCommand } from './webhooks-cli';

const USAGE = `Usage:
  npm run keys -- create --tier free|commercial --name "Licensee"
  npm run keys -- list
  npm run keys -- revoke PREFIX
${WEBHOOKS_USAGE}`;

class UsageError extends Error {}

const when = (seconds: number | null) => (seconds === null ? '-' : formatSeconds(seconds));

function create(store: Store, args: string[]): string[] {
  const { values } = parseArgs({ args, options: { tier: { type: 'string' }, name: { type: 'string' } } });
  if (!TIERS.includes(values.tier as Tier)) throw new UsageError('--tier must be free or commercial.');
  if (!values.name?.trim()) throw new UsageError('--name must name the licensee.');
  const { key, prefix } = createKey(store, { tier: values.tier as Tier, name: values.name });
  return [
    `Created a ${values.tier} key for ${JSON.stringify(values.name.trim())} (prefix ${prefix}).`,
    'It is shown only this once: the store keeps a digest, not the key.',
    key,
  ];
}

function list(store: Store): string[] {
  const keys = listKeys(store);
  if (keys.length === 0) return ['No keys.'];
  const rows = keys.map((key) => [key.prefix, key.tier, when(key.created_at), when(key.revoked_at), key.name]);
  return formatTable([['prefix', 'tier', 'created', 'revoked', 'name'], ...rows]);
}

function revoke(store: Store, args: string[]): string[] {
  const [prefix] = args;
  if (!prefix || args.length > 1) throw new UsageError('revoke takes one key prefix, as `list` shows it.');
  if (!revokeKey(store, prefix)) throw new Error(`No active key has the prefix ${prefix}.`);
  return [`Revoked ${prefix}. A running server refuses it within 5 seconds.`];
}

function main(argv: string[]): number {
  const [command, ...args] = argv;
  let store: Store | null = null;
  try {
    store = openStore(readConfig().db);
    const lines =
      command === 'create'
        ? create(store, args)
        : command === 'list'
          ? list(store)
          : command === 'revoke'
            ? revoke(store, args)
            : command === 'webhooks'
              ? webhooksCommand(store, args, readConfig().service.webhookAllowPrivate)
              : (() => {
                  throw new UsageError(command ? `Unknown command ${JSON.stringify(command)}.` : 'No command.');
                })();
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    const usage =
      error instanceof UsageError ||
      error instanceof WebhooksUsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`keys: ${(error as Error).message}${usage ? `\n${USAGE}` : ''}`);
    return usage || error instanceof ConfigError ? 2 : 1;
  } finally {
    store?.close();
  }
}

process.exitCode = main(process.argv.slice(2));
