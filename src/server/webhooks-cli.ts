// `npm run keys -- webhooks …`: a commercial key's webhook endpoints from the command line,
// on the server's store (ER_DB). A running server sends new test events within a second.
import { parseArgs } from 'node:util';
import type { Store } from '../store/store';
import { webhookManager } from '../webhooks/manage';
import { formatTable } from './table';

export const WEBHOOKS_USAGE = `  npm run keys -- webhooks list --key PREFIX
  npm run keys -- webhooks create --key PREFIX --url URL --events closure.started,closure.ended
  npm run keys -- webhooks delete|rotate|test --key PREFIX ENDPOINT_ID`;

export class WebhooksUsageError extends Error {}

export function webhooksCommand(store: Store, args: string[], allowPrivate: boolean): string[] {
  const [command, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { key: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' } },
  });
  const key = values.key ? store.keys.byPrefix(values.key) : undefined;
  if (!key || key.revoked_at !== null)
    throw new WebhooksUsageError('--key must name an active key by its prefix, as `list` shows it.');
  if (key.tier !== 'commercial')
    throw new Error(`The key ${key.prefix} is not commercial: webhooks need a commercial licence.`);
  const manager = webhookManager(store, { allowPrivate });
  const [id] = positionals;
  const needId = () => {
    if (!id) throw new WebhooksUsageError(`${command} takes an endpoint id.`);
    return id;
  };
  switch (command) {
    case 'list': {
      const endpoints = manager.list(key.digest);
      if (endpoints.length === 0) return ['No webhook endpoints.'];
      const rows = endpoints.map((endpoint) => [
        endpoint.id,
        endpoint.status,
        String(endpoint.pending),
        endpoint.events.join(','),
        endpoint.url,
      ]);
      const reasons = endpoints.filter((e) => e.disabled_reason).map((e) => `${e.id}: ${e.disabled_reason}`);
      return [...formatTable([['id', 'status', 'pending', 'events', 'url'], ...rows]), ...reasons];
    }
    case 'create': {
      const created = manager.create(key.digest, {
        url: values.url,
        events: values.events?.split(',').map((type) => type.trim()),
      });
      if (!created.ok) throw new Error(`${created.code}: ${created.message}`);
      return [
        `Created ${created.endpoint.id} for ${created.endpoint.url} (${created.endpoint.events.join(', ')}).`,
        'Its signing secret is shown only this once:',
        created.secret,
      ];
    }
    case 'delete':
      if (!manager.remove(key.digest, needId())) throw new Error(`No endpoint ${id} for this key.`);
      return [`Deleted ${id}.`];
    case 'rotate': {
      const rotated = manager.rotate(key.digest, needId());
      if (!rotated) throw new Error(`No endpoint ${id} for this key.`);
      return [`New signing secret of ${id}, shown only this once; deliveries from now on use it:`, rotated.secret];
    }
    case 'test': {
      const eventId = manager.test(key.digest, needId());
      if (!eventId) throw new Error(`No endpoint ${id} for this key.`);
      return [`Queued test event ${eventId}; a running server sends it within a second.`];
    }
    default:
      throw new WebhooksUsageError(
        command ? `Unknown webhooks command ${JSON.stringify(command)}.` : 'No webhooks command.',
      );
  }
}
