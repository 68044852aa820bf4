// What `npm run subscriptions` does on a store: list the alert subscriptions, export all that is
// kept for one address (a person's request to see their data), or delete it (to be forgotten).
import { formatSeconds } from '../contract/time';
import type { Store } from '../store/store';
import { formatTable } from './table';

export const SUBSCRIPTIONS_USAGE = `Usage:
  npm run subscriptions -- list
  npm run subscriptions -- export EMAIL
  npm run subscriptions -- delete EMAIL`;

export class SubscriptionsUsageError extends Error {}

const when = (seconds: number | null) => (seconds === null ? '-' : formatSeconds(seconds));

export function subscriptionsCommand(store: Store, argv: readonly string[]): string[] {
  const [command, ...args] = argv;
  const email = () => {
    if (args.length !== 1 || !args[0]?.includes('@'))
      throw new SubscriptionsUsageError(`${command} takes one email address.`);
    return args[0].trim().toLowerCase();
  };
  switch (command) {
    case 'list': {
      const all = store.alerts.all();
      if (all.length === 0) return ['No subscriptions.'];
      const rows = all.map((s) => [
        s.state,
        s.lang,
        s.province ?? s.hospitalIds.join(','),
        when(s.created_at),
        when(s.confirmed_at),
        s.email,
      ]);
      return formatTable([['state', 'lang', 'follows', 'created', 'confirmed', 'email'], ...rows]);
    }
    case 'export': {
      const kept = store.alerts.ofEmail(email()).map((s) => ({
        email: s.email,
        state: s.state,
        language: s.lang,
        province: s.province,
        ers: s.hospitalIds,
        created_at: when(s.created_at),
        confirmed_at: when(s.confirmed_at),
        alerts_waiting: store.alerts.queueOf(s.id).length,
      }));
      return [JSON.stringify({ subscriptions: kept }, null, 2)];
    }
    case 'delete': {
      const address = email();
      const removed = store.alerts.removeEmail(address);
      return [
        removed === 0
          ? 'No subscription has this address: nothing is kept for it.'
          : `Deleted ${removed} subscription${removed === 1 ? '' : 's'} of this address and the alerts waiting for it.`,
      ];
    }
    default:
      throw new SubscriptionsUsageError(command ? `Unknown command ${JSON.stringify(command)}.` : 'No command.');
  }
}
