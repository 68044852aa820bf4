// The sample's invented past: ninety days of closures and disruptions for each sample ER that
// has a status, so that the ER and province pages have a history to show in sample mode. Every
// message says it is invented, and the pages' sample banner says so too. It ends eight days
// before start-up, before the sample's own recent events (a disruption 3 and 6 days ago, the
// reopenings the RSS feed lists), and leaves the ER open: what the sample says now is unchanged.
import { zoneOffsetMs } from '../contract/local-time';
import { PROVINCES } from '../contract/provinces';
import type { Hospital } from '../store/rows';
import type { Store } from '../store/store';

const HOUR = 3600;
const DAY = 24 * HOUR;
const FIRST_DAY = 90;
const LAST_DAY = 8;
const INVENTED = '(invented sample history)';

/** Seconds of local `hour` o'clock on the day `daysAgo` before `now`, in the ER's province. */
function localHour(hospital: Hospital, now: number, daysAgo: number, hour: number): number {
  const day = Math.floor((now - daysAgo * DAY) / DAY) * DAY;
  return day + hour * HOUR - zoneOffsetMs(day * 1000, PROVINCES[hospital.province].timeZone) / 1000;
}

export function addInventedHistory(store: Store, hospital: Hospital, index: number, now: number, random: () => number) {
  const say = (status: 'open' | 'closed' | 'disruption', at: number, message: string | null) =>
    store.statuses.set(
      { hospital_id: hospital.id, status, message, updated_at: at, expected_reopen: null, source: 'sample' },
      now,
    );
  say('open', now - FIRST_DAY * DAY, null);
  // One ER in six closes every week at night, as reduced hours are announced.
  const weekly = index % 6 === 0;
  for (let daysAgo = FIRST_DAY - 1; daysAgo > LAST_DAY; daysAgo--) {
    if (weekly && daysAgo % 7 === 0) {
      say(
        'closed',
        localHour(hospital, now, daysAgo, 19),
        `Closed overnight, every week, 7 p.m. to 7 a.m. ${INVENTED}`,
      );
      say('open', localHour(hospital, now, daysAgo - 1, 7), null);
    } else if (random() < 0.05) {
      const start = localHour(hospital, now, daysAgo, 6 + Math.floor(random() * 12));
      say('closed', start, `Closed: no physician available. ${INVENTED}`);
      say('open', start + (3 + Math.floor(random() * 10)) * HOUR, null);
    } else if (random() < 0.02) {
      const start = localHour(hospital, now, daysAgo, 8 + Math.floor(random() * 8));
      say('disruption', start, `Ambulance diversion: at capacity. ${INVENTED}`);
      say('open', start + (2 + Math.floor(random() * 6)) * HOUR, null);
    }
  }
}
