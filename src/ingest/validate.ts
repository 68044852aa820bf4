// The runtime's check of every parsed record before it reaches the store: a value no ER can
// have (a negative wait, a wait over 48 hours, a count below zero, a place outside Canada, a
// time far in the future, a scheduled window that ends before it starts or starts a year away)
// rejects the record, counted with its reason. Adapters parse; this
// file alone decides what is possible, so every feed is held to the same rules.
import { MAX_SCHEDULE_AHEAD_S, MAX_WINDOWS } from '../contract/window-limits';
import type { FeedLoad, FeedRecord, FeedSchedule, ParsedFeed, Rejection } from './adapter';

/** 48 hours: the longest wait a reading may state. */
export const MAX_WAIT_MINUTES = 48 * 60;
/** Canada's extent with a margin: south of Middle Island (41.7° N) to Cape Columbia, Yukon to Cape Spear. */
const CANADA = { south: 41.5, north: 83.5, west: -141.5, east: -52.3 };
/** A feed's clock may run a little ahead of ours; more than this is a wrong time. */
const FUTURE_TOLERANCE_S = 15 * 60;
/** No ER has more people or stretchers than this in one count. */
const MAX_COUNT = 10_000;

export interface CheckedFeed {
  records: FeedRecord[];
  rejected: Rejection[];
}

/** The records a store may take, and every rejection (the parser's and this check's). */
export function checkRecords(parsed: ParsedFeed, fetchedAtMs: number): CheckedFeed {
  const nowS = Math.floor(fetchedAtMs / 1000);
  const records: FeedRecord[] = [];
  const rejected = [...parsed.rejected];
  const seen = new Set<string>();
  parsed.records.forEach((record, index) => {
    const problem = problemOf(record, nowS) ?? (seen.has(record.site.key) ? duplicate(record) : null);
    if (problem) {
      rejected.push({ row: index + 1, ...problem });
      return;
    }
    seen.add(record.site.key);
    records.push(record);
  });
  return { records, rejected };
}

type Problem = Omit<Rejection, 'row'>;

function problemOf({ site, wait, status, load, schedule }: FeedRecord, nowS: number): Problem | null {
  const { lat, lng } = site;
  if (!site.key.trim() || !site.name.trim()) return { code: 'malformed_row', message: 'The site has no name.' };
  if ((lat === null) !== (lng === null)) {
    return { code: 'outside_canada', message: `${site.name}: one coordinate without the other.` };
  }
  if (lat !== null && lng !== null && !insideCanada(lat, lng)) {
    return { code: 'outside_canada', message: `${site.name}: ${lat}, ${lng} is not in Canada.` };
  }
  if (wait) {
    if (!Number.isInteger(wait.minutes) || wait.minutes < 0 || wait.minutes > MAX_WAIT_MINUTES) {
      return { code: 'impossible_wait', message: `${site.name}: a wait of ${wait.minutes} minutes is not possible.` };
    }
    if (!timeIsPossible(wait.observedAt, nowS)) return badTime(site.name, wait.observedAt);
  }
  if (status) {
    if (status.updatedAt !== null && !timeIsPossible(status.updatedAt, nowS)) {
      return badTime(site.name, status.updatedAt);
    }
  }
  if (load) {
    if (!timeIsPossible(load.observedAt, nowS)) return badTime(site.name, load.observedAt);
    const count = impossibleCount(load);
    if (count) return { code: 'impossible_count', message: `${site.name}: ${count[0]} = ${count[1]} is not possible.` };
  }
  if (schedule) return scheduleProblem(site.name, schedule, nowS);
  return null;
}

const when = (seconds: number) =>
  Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString().replace('.000Z', 'Z') : String(seconds);

/** A notice's windows: each ends after it starts, none is a year away, and there are not hundreds. */
function scheduleProblem(name: string, schedule: FeedSchedule, nowS: number): Problem | null {
  const { windows } = schedule;
  if (windows.length > MAX_WINDOWS) {
    return {
      code: 'bad_window',
      message: `${name}: ${windows.length} windows in one notice (at most ${MAX_WINDOWS}); it was not read right.`,
    };
  }
  for (const { start, end } of windows) {
    for (const time of [start, end]) {
      if (time !== null && !(Number.isInteger(time) && time > 946_684_800)) {
        return { code: 'bad_window', message: `${name}: the window time ${when(time)} is unreadable.` };
      }
    }
    if (start !== null && end !== null && end <= start) {
      return {
        code: 'bad_window',
        message: `${name}: a window ends (${when(end)}) before it starts (${when(start)}).`,
      };
    }
    const latest = Math.max(start ?? Number.NEGATIVE_INFINITY, end ?? Number.NEGATIVE_INFINITY);
    if (latest > nowS + MAX_SCHEDULE_AHEAD_S) {
      return {
        code: 'bad_window',
        message: `${name}: a window at ${when(latest)} is more than a year away; the year was likely misread.`,
      };
    }
  }
  return null;
}

function insideCanada(lat: number, lng: number): boolean {
  return lat >= CANADA.south && lat <= CANADA.north && lng >= CANADA.west && lng <= CANADA.east;
}

function timeIsPossible(seconds: number, nowS: number): boolean {
  return Number.isInteger(seconds) && seconds > 946_684_800 && seconds <= nowS + FUTURE_TOLERANCE_S;
}

function badTime(name: string, seconds: number): Problem {
  const when = Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : String(seconds);
  return { code: 'bad_time', message: `${name}: the time ${when} is in the future or unreadable.` };
}

const LOAD_COUNTS = [
  'patientsPresent',
  'patientsWaiting',
  'stretchersFunctional',
  'stretchersOccupied',
  'over24h',
  'over48h',
  'stayStretcherMinutes',
  'stayAmbulatoryMinutes',
] as const satisfies readonly (keyof FeedLoad)[];

function impossibleCount(load: FeedLoad): [string, number] | null {
  for (const field of LOAD_COUNTS) {
    const value = load[field];
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > MAX_COUNT)) return [field, value];
  }
  return null;
}

function duplicate(record: FeedRecord): Problem {
  return { code: 'duplicate_site', message: `${record.site.name} is listed twice; the first row stands.` };
}
