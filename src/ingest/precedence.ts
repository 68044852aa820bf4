// Between the desk and the feeds, the most recent statement wins: a feed reopens a desk closure
// only with a NEW statement about the ER (docs/live-data.md).
import type { Status } from '../store/rows';
import { DESK_FEED } from '../store/schedules';
import type { FeedAdapter, FeedRecord, FeedWindow } from './adapter';

/** Where a feed's statuses come from, as the answers show it. */
export const feedSource = (adapter: Pick<FeedAdapter, 'id' | 'publishes'>) =>
  `${adapter.publishes === 'notices' ? 'notice' : 'feed'}:${adapter.id}`;

/** What a record says of the ER, compared poll to poll: its status, else its windows. */
export function wordOf(record: FeedRecord): string | null {
  if (record.status) return record.status.status;
  if (record.schedule) return `windows:${JSON.stringify(record.schedule.windows.map(windowWord))}`;
  return null;
}

const windowWord = ({ start, end, status }: FeedWindow) => [start, end, status];

/** The time the publisher states for what the record says (seconds), or null when it states none. */
export function statedAt(record: Pick<FeedRecord, 'status' | 'schedule'>): number | null {
  const timed = record.status ?? record.schedule;
  if (!timed || timed.timeIsFetch) return null;
  return 'updatedAt' in timed ? timed.updatedAt : timed.publishedAt;
}

/**
 * Whether the desk's status stands against a feed's word: `previous` is what the feed said of
 * the ER at its previous poll (null: nothing yet, so its word is news).
 */
export function deskStands(current: Status | undefined, stated: number | null, previous: string | null, word: string) {
  if (current?.source !== DESK_FEED) return false;
  const deskSaid = current.confirmed_at ?? current.updated_at ?? Number.NEGATIVE_INFINITY;
  if (stated !== null && stated > deskSaid) return false;
  return previous === word;
}
