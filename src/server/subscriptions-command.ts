// What `npm run subscriptions` does on a store: list the alert subscriptions, export all that is
// kept for one address (a person's request to see their data), or delete it (to be forgotten);
// the same for a web push subscription, named push:<id>.
import { formatSeconds } from '../contract/time';
import type { Store } from '../store/store';
import { deletePush, exportPush, listPush, PUSH_PREFIX } from './subscriptions-push';
import { formatTable } from './table';

export const SUBSCRIPTIONS_USAGE = `Usage:
  npm run subscriptions -- list
  npm run subscriptions -- export EMAIL|push:ID
  npm run subscriptions -- delete EMAIL|push:ID`;

export class SubscriptionsUsageError extends Error {}

const when = (seconds: number | null) => (seconds === null ? '-' : formatSeconds(seconds));

export function subscriptionsCommand(store: Store, argv: readonly string[]): string[] {
  const [command, ...args] = argv;
  const email = () => {
    if (args.length !== 1 || !args[0]?.includes('@'))
      throw new SubscriptionsUsageError(`${command} takes one email address or push:ID.`);
    return args[0].trim().toLowerCase();
  };
  const pushId = args.length === 1 && args[0]?.startsWith(PUSH_PREFIX) ? args[0].slice(PUSH_PREFIX.length) : null;
  if (pushId !== null && command === 'export') return exportPush(store, pushId);
  if (pushId !== null && command === 'delete') return deletePush(store, pushId);
  switch (command) {
    case 'list': {
      const all = store.alerts.all();
      const push = listPush(store);
      if (all.length === 0) return push.length === 0 ? ['No subscriptions.'] : ['No email subscriptions.', '', ...push];
      const rows = all.map((s) => [
        s.state,
        s.lang,
        s.province ?? s.hospitalIds.join(','),
        when(s.created_at),
        when(s.confirmed_at),
        s.email,
      ]);
      const emails = formatTable([['state', 'lang', 'follows', 'created', 'confirmed', 'email'], ...rows]);
      return push.length === 0 ? emails : [...emails, '', ...push];
    }
    case 'export': {
      const kept = store.alerts.ofEmail(email()).map((s) => ({
        email: s.email,
        state: s.state,
        language: s.lang,
        province: s.province,
        ers: s.hospitalIds,
        reminders: s.remind === 1,
        routine_hours: s.routine === 1,
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
