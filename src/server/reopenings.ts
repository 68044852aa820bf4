// Reopenings for the RSS feed: an `open` status event that follows a closure or disruption of
// the same ER. The look-back reaches further than the 48 hours shown, so a reopening whose
// closure began earlier is still recognised.
import type { ProvinceCode } from '../contract/provinces';
import { formatSeconds } from '../contract/time';
import type { Reopening } from '../proxy/feed';
import type { Store } from '../store/store';

const SHOWN_S = 48 * 3600;
const LOOK_BACK_S = 30 * 86_400;

export function recentReopenings(store: Store, province: ProvinceCode | null, nowMs: number): Reopening[] {
  const now = Math.floor(nowMs / 1000);
  const previous = new Map<string, string>();
  const reopenings: Reopening[] = [];
  for (const event of store.history.events({ since: now - LOOK_BACK_S, province })) {
    const before = previous.get(event.hospital_id);
    previous.set(event.hospital_id, event.status);
    if (event.status === 'open' && (before === 'closed' || before === 'disruption') && event.at >= now - SHOWN_S) {
      const { hospital_id: id, name, city } = event;
      reopenings.push({ id, name, city, province: event.province, at: formatSeconds(event.at) });
    }
  }
  return reopenings.reverse();
}
