// `npm run subscriptions` for web push. A push subscription has no address to name it: it is
// named `push:<id>` (its id, shown by `list`). The list shows only the push service's host; the
// endpoint (a personal address at that service) appears only in one subscription's export.
import { formatSeconds } from '../contract/time';
import type { Store } from '../store/store';
import { formatTable } from './table';

export const PUSH_PREFIX = 'push:';

export function listPush(store: Store): string[] {
  const all = store.push.all();
  if (all.length === 0) return [];
  const rows = all.map((s) => [
    `${PUSH_PREFIX}${s.id}`,
    s.lang,
    s.province ?? s.hospitalIds.join(','),
    formatSeconds(s.created_at),
    new URL(s.endpoint).host,
  ]);
  return formatTable([['push subscription', 'lang', 'follows', 'created', 'push service'], ...rows]);
}

export function exportPush(store: Store, id: string): string[] {
  const s = store.push.get(id);
  const kept = s
    ? [
        {
          id: `${PUSH_PREFIX}${s.id}`,
          endpoint: s.endpoint,
          language: s.lang,
          province: s.province,
          ers: s.hospitalIds,
          reminders: s.remind === 1,
          routine_hours: s.routine === 1,
          created_at: formatSeconds(s.created_at),
          alerts_waiting: store.push.queueOf(s.id).length,
        },
      ]
    : [];
  return [JSON.stringify({ subscriptions: kept }, null, 2)];
}

export function deletePush(store: Store, id: string): string[] {
  return [
    store.push.remove(id)
      ? 'Deleted this push subscription and the alerts waiting for it.'
      : 'No push subscription has this id: nothing is kept for it.',
  ];
}
