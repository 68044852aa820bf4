// The prediction model (docs/forecasting.md). An ER with weeks of its own hourly
// readings gets the calibrated forecast of forecast.ts: weekly shape plus its recent gap, and an
// 80 % range from its own past errors. Before that, each ER gets a week profile: for each local
// day of week and hour, a typical wait combining the source's published pattern (a median over
// `sample_size` visits) with the medians of our own hourly readings. That prediction is the
// profile's value for the current local hour, blended toward the latest live reading while that
// reading is recent; confidence comes from sample size and spread, the range is a fixed share.
import { type LocalSlot, localSlot } from '../contract/local-time';
import { UNCALIBRATED_RANGE_SHARE } from '../contract/ranges';
import type { Confidence } from '../contract/values';
import type { HourlyMean } from '../store/readings';
import type { Reading, WaitPattern } from '../store/rows';
import type { Forecast } from './forecast';

export interface SlotEstimate {
  minutes: number;
  /** Pattern sample size plus the number of our own hourly means. */
  samples: number;
  /** Interquartile range of the hour and its two neighbours, relative to their median. */
  spread: number;
}

/**
 * 168 slots, index `dayOfWeek * 24 + hour`; null where nothing is known. `forecast`, once the ER
 * has enough readings of its own, gives its calibrated forecast for an hour (forecast.ts).
 */
export type WeekProfile = readonly (SlotEstimate | null)[] & {
  readonly forecast?: (hour: number) => Forecast | null;
};

export interface Prediction {
  minutes: number;
  lower: number;
  upper: number;
  confidence: Confidence;
}

export const MODEL = {
  /** Fewer samples than this in the hour: the model abstains. */
  minSamples: 3,
  /** The live reading's weight halves every this many minutes of age… */
  blendHalfLifeMinutes: 30,
  /** …and is dropped beyond this age. */
  blendMaxAgeMinutes: 360,
  /** Our own readings older than this do not feed the profile. */
  historyDays: 56,
  /** Range half-widths, as a share of the prediction. */
  rangeShare: UNCALIBRATED_RANGE_SHARE,
} as const;

export const SLOTS = 168;
export const slotIndex = ({ dayOfWeek, hour }: LocalSlot) => dayOfWeek * 24 + hour;

/** Week profiles of every ER with a pattern or readings, keyed by hospital id. */
export function buildProfiles(
  patterns: readonly WaitPattern[],
  hourlyMeans: readonly HourlyMean[],
  timeZoneOf: (hospitalId: string) => string | undefined,
): Map<string, WeekProfile> {
  const published = new Map<string, (PublishedSlot | undefined)[]>();
  for (const pattern of patterns) {
    const week = published.get(pattern.hospital_id) ?? new Array(SLOTS);
    week[pattern.day_of_week * 24 + pattern.hour_of_day] = {
      minutes: pattern.typical_minutes,
      samples: pattern.sample_size,
    };
    published.set(pattern.hospital_id, week);
  }
  const observed = new Map<string, number[][]>();
  for (const mean of hourlyMeans) {
    const timeZone = timeZoneOf(mean.hospital_id);
    if (!timeZone) continue;
    const week = observed.get(mean.hospital_id) ?? Array.from({ length: SLOTS }, () => []);
    // The middle of the UTC hour places it in one local hour, even at a half-hour offset.
    week[slotIndex(localSlot((mean.hour + 1800) * 1000, timeZone))]?.push(mean.minutes);
    observed.set(mean.hospital_id, week);
  }
  const profiles = new Map<string, WeekProfile>();
  for (const id of new Set([...published.keys(), ...observed.keys()])) {
    profiles.set(id, weekProfile(published.get(id), observed.get(id)));
  }
  return profiles;
}

function weekProfile(
  published: readonly (PublishedSlot | undefined)[] = [],
  observed: readonly (readonly number[])[] = [],
): WeekProfile {
  const profile: (SlotEstimate | null)[] = [];
  for (let slot = 0; slot < SLOTS; slot++) profile.push(slotEstimate(published, observed, slot));
  return profile;
}

/** A source's published typical wait for one local hour of the week, and how many visits it summarises. */
export interface PublishedSlot {
  minutes: number;
  samples: number;
}

/**
 * One slot of a week profile: the published pattern and the median of our own hourly means,
 * weighted by their counts; its spread from the slot and its two neighbours. Null when nothing
 * is known of the slot. Each hour's own means are sorted apart, then merged: a list already in
 * order (week-profiles.ts keeps them so) costs one pass.
 */
export function slotEstimate(
  published: readonly (PublishedSlot | undefined)[],
  observed: readonly (readonly number[] | undefined)[],
  slot: number,
): SlotEstimate | null {
  const pattern = published[slot];
  const own = observed[slot];
  const ownCount = own?.length ?? 0;
  const patternSamples = pattern?.samples ?? 0;
  const samples = patternSamples + ownCount;
  if (samples === 0) return null;
  const before = observed[(slot + SLOTS - 1) % SLOTS];
  const after = observed[(slot + 1) % SLOTS];
  const beforeCount = before?.length ?? 0;
  const afterCount = after?.length ?? 0;
  const ownAt = beforeCount;
  const afterAt = ownAt + ownCount;
  const listed = afterAt + afterCount;
  // The three hours' own means, each sorted in its segment of LISTS; then merged into POOL.
  const lists = room(LISTS, listed);
  sortInto(lists, 0, before);
  sortInto(lists, ownAt, own);
  sortInto(lists, afterAt, after);
  const ownMedian = ownCount > 0 ? quantileOfRun(lists, ownAt, ownCount, 0.5) : 0;
  const minutes = ((pattern?.minutes ?? 0) * patternSamples + ownMedian * ownCount) / samples;
  const pool = room(POOL, listed + 3);
  let a = 0;
  let b = ownAt;
  let c = afterAt;
  for (let out = 0; out < listed; out++) {
    // The smallest of the three heads (a run that has ended is passed over).
    const fromA = a < ownAt ? (lists[a] as number) : Number.POSITIVE_INFINITY;
    const fromB = b < afterAt ? (lists[b] as number) : Number.POSITIVE_INFINITY;
    const fromC = c < listed ? (lists[c] as number) : Number.POSITIVE_INFINITY;
    if (fromA <= fromB && fromA <= fromC && a < ownAt) pool[out] = lists[a++] as number;
    else if (fromB <= fromC && b < afterAt) pool[out] = lists[b++] as number;
    else pool[out] = lists[c++] as number;
  }
  // The published patterns of the three hours, inserted in order (three at most).
  let pooled = listed;
  for (let step = SLOTS - 1; step <= SLOTS + 1; step++) {
    const neighbourPattern = published[(slot + step) % SLOTS];
    if (neighbourPattern) pooled = sortedPush(POOL, pooled, neighbourPattern.minutes);
  }
  const sorted = POOL.values;
  const spread =
    pooled < 3
      ? 1
      : (quantileOfRun(sorted, 0, pooled, 0.75) - quantileOfRun(sorted, 0, pooled, 0.25)) /
        Math.max(quantileOfRun(sorted, 0, pooled, 0.5), 1);
  return { minutes, samples, spread };
}

/** Reused between slots: a profile's hourly update computes thousands of slots (grown when one has more). */
const LISTS = { values: new Float64Array(64) };
const POOL = { values: new Float64Array(64) };

/** `scratch`'s values, grown to hold at least `count`. */
function room(scratch: { values: Float64Array }, count: number): Float64Array {
  if (scratch.values.length < count) scratch.values = new Float64Array(Math.max(count, scratch.values.length * 2));
  return scratch.values;
}

/** Sorts `values` into `into` from `start` (insertion sort: the lists are short, and often in order already). */
function sortInto(into: Float64Array, start: number, values: readonly number[] | undefined): void {
  if (!values) return;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    let at = start + i;
    while (at > start && (into[at - 1] as number) > value) {
      into[at] = into[at - 1] as number;
      at -= 1;
    }
    into[at] = value;
  }
}

/** Inserts `value` into the first `count` sorted values of `into`; returns the new count. */
function sortedPush(into: { values: Float64Array }, count: number, value: number): number {
  const values = room(into, count + 1);
  let at = count;
  while (at > 0 && (values[at - 1] as number) > value) {
    values[at] = values[at - 1] as number;
    at -= 1;
  }
  values[at] = value;
  return count + 1;
}

/** `quantile` of the `count` sorted values of `sorted` from `start`, read in place. */
function quantileOfRun(sorted: Float64Array, start: number, count: number, q: number): number {
  const position = (count - 1) * q;
  const below = sorted[start + Math.floor(position)] as number;
  const above = sorted[start + Math.ceil(position)] as number;
  return below + (above - below) * (position - Math.floor(position));
}

/**
 * The model's prediction for `atMs`, or null when it abstains: the calibrated forecast (an 80 %
 * range from the ER's own past errors) when the ER has one; else, with too few readings of its
 * own to measure errors, the profile blended toward the latest reading, with a fixed share as
 * its range.
 */
export function predict(
  profile: WeekProfile | undefined,
  latest: Reading | undefined,
  atMs: number,
  timeZone: string,
): Prediction | null {
  const calibrated = profile?.forecast?.(Math.floor(atMs / 3_600_000));
  if (calibrated) {
    return {
      minutes: Math.round(calibrated.value),
      lower: Math.round(calibrated.lower),
      upper: Math.round(calibrated.upper),
      confidence: calibrated.confidence,
    };
  }
  const slot = profile?.[slotIndex(localSlot(atMs, timeZone))];
  if (!slot || slot.samples < MODEL.minSamples) return null;
  const ageMinutes = latest ? Math.max(0, atMs / 1000 - latest.observed_at) / 60 : Number.POSITIVE_INFINITY;
  const weight = ageMinutes <= MODEL.blendMaxAgeMinutes ? 0.5 ** (ageMinutes / MODEL.blendHalfLifeMinutes) : 0;
  const minutes = Math.round(weight * (latest?.minutes ?? 0) + (1 - weight) * slot.minutes);
  const confidence = confidenceOf(slot);
  const share = MODEL.rangeShare[confidence];
  return {
    minutes,
    lower: Math.round(minutes * (1 - share)),
    upper: Math.round(minutes * (1 + share)),
    confidence,
  };
}

function confidenceOf({ samples, spread }: SlotEstimate): Confidence {
  if (samples >= 40 && spread <= 0.25) return 'high';
  if (samples >= 8 && spread <= 0.5) return 'moderate';
  return 'low';
}

/** The q-quantile of sorted values, interpolated linearly. */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] as number;
  const above = sorted[Math.ceil(position)] as number;
  return below + (above - below) * (position - Math.floor(position));
}
