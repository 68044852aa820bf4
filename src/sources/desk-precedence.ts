// A source loaded at start restates its word for every ER; the desk's statements stand against
// it by the rule the feeds follow (src/ingest/precedence.ts). A load restates, it never reports a
// change of the source's word, so only a time the source states later than the desk's last word
// replaces a desk status: a newer snapshot does, the same snapshot again or the sample (whose
// times are invented at each start) never does. While a window holds an ER, the schedule decides.
import { deskStands } from '../ingest/precedence';
import type { Store } from '../store/store';

const RESTATED = 'restated';

/** The ERs a loader leaves as they are: held by a window, or under a desk status it says nothing newer than. */
export function deskKept(store: Store) {
  const held = store.schedules.holding();
  return (hospitalId: string, stated: number | null): boolean =>
    held.has(hospitalId) || deskStands(store.statuses.get(hospitalId), stated, RESTATED, RESTATED);
}
