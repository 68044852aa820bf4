// The sample dataset, the default source: the registry of sample-registry.ts with invented
// statuses and live readings, timed relative to start-up so that it never looks months old.
// It is rebuilt at every start and always labelled as sample data, never as live; the desk's
// statements made meanwhile are kept (desk-precedence.ts).
import { localSlot } from '../contract/local-time';
import { PROVINCES } from '../contract/provinces';
import { SAMPLE_NOTICE } from '../contract/sample-notice';
import type { LoadRow } from '../store/feeds';
import type { Hospital, Reading, SourceInfo, StatusInput } from '../store/rows';
import type { Store } from '../store/store';
import { deskKept } from './desk-precedence';
import { addInventedHistory } from './sample-history';
import { SAMPLE_REGISTRY } from './sample-registry';
import {
  ANNOUNCED_CLOSURES,
  INVENTED_STATUSES,
  LIVE_FEEDS,
  type LiveFeed,
  LOAD_FEEDS,
  type LoadFeed,
  PAST_DISRUPTIONS,
} from './sample-scenario';

export const SAMPLE_ATTRIBUTION = SAMPLE_NOTICE.en;

export interface SampleOptions {
  /** Appended to the sample notice, never in place of it. */
  attribution: string | null;
  attributionUrl: string | null;
}

const HOUR = 3600;
const HISTORY_DAYS = 56;
const LOAD_HISTORY_DAYS = 35;

/** Replaces the store's data with the sample, timed relative to `nowMs`. */
export function loadSample(store: Store, nowMs: number, options: SampleOptions): SourceInfo {
  const now = Math.floor(nowMs / 1000);
  const random = seededRandom(20_260_901);
  // Its own sequence, so that the counts leave the rest of the sample as it was.
  const countsRandom = seededRandom(20_261_113);
  // And the invented past its own, for the same reason.
  const historyRandom = seededRandom(20_261_127);
  store.write(() => {
    if (store.source.get()?.kind === 'sample') store.clearLoaded();
    else store.clearData();
    const kept = deskKept(store);
    for (const [index, hospital] of SAMPLE_REGISTRY.entries()) {
      store.hospitals.upsert(hospital);
      const feed = LIVE_FEEDS[hospital.id];
      const readings = feed ? readingHistory(hospital, feed, now, random) : [];
      store.readings.add(readings);
      const counts = LOAD_FEEDS[hospital.id];
      if (counts) store.loads.add(loadHistory(hospital, counts, now, countsRandom));
      // Drawn whatever the desk said, so that every other ER's sample stays as it was.
      const status = sampleStatus(hospital.id, now, readings.at(-1)?.observed_at ?? null, random);
      if (!kept(hospital.id, null)) {
        if (status) addInventedHistory(store, hospital, index, now, historyRandom);
        addPastDisruption(store, hospital.id, now);
        if (status) store.statuses.set(status, now);
      }
      announceClosure(store, hospital.id, now);
    }
    store.source.set('sample', null, now);
  });
  return {
    kind: 'sample',
    attribution: options.attribution ? `${SAMPLE_ATTRIBUTION} ${options.attribution}` : SAMPLE_ATTRIBUTION,
    // The sample is this project's own invention: credited to it, with no link to a data
    // publisher unless the operator gives one. The widget reads "Sample data by er-status".
    credit: { name: 'er-status', url: options.attributionUrl ?? '' },
    snapshotAt: null,
  };
}

/** The status the sample invents for the ER (none for an ER it leaves unknown). */
function sampleStatus(id: string, now: number, lastReading: number | null, random: () => number): StatusInput | null {
  const invented = INVENTED_STATUSES[id];
  if (invented === 'unknown') return null;
  const minutesAgo = (low: number, high: number) => now - 60 * Math.round(low + random() * (high - low));
  if (!invented) {
    const updated_at = lastReading ?? minutesAgo(5, 90);
    return { hospital_id: id, status: 'open', message: null, updated_at, expected_reopen: null, source: 'sample' };
  }
  const { status, message, reopenInHours } = invented;
  // A reopening time on the half hour, as operators announce them.
  const expected_reopen =
    reopenInHours === undefined ? null : Math.ceil((now + reopenInHours * HOUR) / (HOUR / 2)) * (HOUR / 2);
  return { hospital_id: id, status, message, updated_at: minutesAgo(10, 240), expected_reopen, source: 'sample' };
}

/**
 * The sample's closure announced for later, timed from start-up; any other ER's earlier one
 * withdrawn. Settled in the same write, as loaders do: the scheduler starts from here.
 */
function announceClosure(store: Store, id: string, now: number) {
  const announced = ANNOUNCED_CLOSURES[id];
  if (announced) {
    const start = Math.ceil((now + announced.startsInHours * HOUR) / (HOUR / 2)) * (HOUR / 2);
    const window = { start, end: start + announced.lastsHours * HOUR, status: 'closed' as const };
    store.schedules.replace('sample', id, [window], announced.message, now - announced.publishedHoursAgo * HOUR);
  } else {
    store.schedules.replace('sample', id, [], '', null);
  }
  store.schedules.settle(id, now);
}

/** Hourly readings for the last eight weeks, the latest `lastReadingAgo` minutes ago. */
function readingHistory(hospital: Hospital, feed: LiveFeed, now: number, random: () => number): Reading[] {
  const latest = now - 60 * feed.lastReadingAgo;
  const timeZone = PROVINCES[hospital.province].timeZone;
  const readings: Reading[] = [];
  for (let k = HISTORY_DAYS * 24 - 1; k >= 0; k--) {
    const observed_at = latest - k * HOUR;
    const { dayOfWeek, hour } = localSlot(observed_at * 1000, timeZone);
    // Quietest around 07:00, busiest around 19:00; Mondays busier, weekends a little quieter.
    const daily = 1 + 0.35 * Math.sin((2 * Math.PI * (hour - 13)) / 24);
    const weekly = dayOfWeek === 1 ? 1.1 : dayOfWeek === 0 || dayOfWeek === 6 ? 0.95 : 1;
    const noise = 0.85 + 0.3 * random();
    readings.push({ hospital_id: hospital.id, minutes: Math.round(feed.wait * daily * weekly * noise), observed_at });
  }
  return readings;
}

/** Hourly counts for the last five weeks, the latest `lastCountAgo` minutes ago, on the same curves as the waits. */
function loadHistory(hospital: Hospital, feed: LoadFeed, now: number, random: () => number): LoadRow[] {
  const latest = now - 60 * feed.lastCountAgo;
  const timeZone = PROVINCES[hospital.province].timeZone;
  const loads: LoadRow[] = [];
  for (let k = LOAD_HISTORY_DAYS * 24 - 1; k >= 0; k--) {
    const observed_at = latest - k * HOUR;
    const { dayOfWeek, hour } = localSlot(observed_at * 1000, timeZone);
    const daily = 1 + 0.35 * Math.sin((2 * Math.PI * (hour - 13)) / 24);
    const weekly = dayOfWeek === 1 ? 1.1 : dayOfWeek === 0 || dayOfWeek === 6 ? 0.95 : 1;
    const lately = k < 3 ? feed.lately : 1;
    const waiting = Math.round(feed.waiting * daily * weekly * lately * (0.85 + 0.3 * random()));
    const occupied = Math.round(feed.stretchers * (0.9 + 0.3 * daily * random()));
    loads.push({
      hospital_id: hospital.id,
      observed_at,
      patients_present: waiting + occupied,
      patients_waiting: waiting,
      stretchers_functional: feed.stretchers,
      stretchers_occupied: occupied,
      over_24h: Math.round(occupied * 0.2),
      over_48h: Math.round(occupied * 0.05),
      stay_stretcher_minutes: 1000 + Math.round(300 * random()),
      stay_ambulatory_minutes: 250 + Math.round(60 * random()),
    });
  }
  return loads;
}

function addPastDisruption(store: Store, id: string, now: number) {
  const past = PAST_DISRUPTIONS[id];
  if (!past) return;
  const from = now - past.daysAgo * 24 * HOUR;
  const event = { hospital_id: id, expected_reopen: null, source: 'sample' };
  store.statuses.set({ ...event, status: 'disruption', message: past.message, updated_at: from }, now);
  store.statuses.set({ ...event, status: 'open', message: null, updated_at: from + 10 * HOUR }, now);
}

/** mulberry32: the same sample at every start, apart from its times. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
