// Week profiles kept up to date hour by hour (prediction.ts says what a profile is). Each hourly
// mean lands in one local hour of the week of its ER; only that slot and its two neighbours
// (whose spread it enters) are computed again, and a mean older than the history leaves the
// same way. An hour's update at 1,000 ERs is a few thousand small sorts, not a rebuild of
// 168,000 slots from eight weeks of means (bench:model measures both).
import { localSlot } from '../contract/local-time';
import type { HourlyMean } from '../store/readings';
import type { WaitPattern } from '../store/rows';
import { type PublishedSlot, SLOTS, type SlotEstimate, slotEstimate, slotIndex, type WeekProfile } from './prediction';

/** One ER: its published pattern, its own hourly means per slot (in order of value, with their hours), and its profile. */
interface ErProfile {
  id: string;
  published: (PublishedSlot | undefined)[];
  hours: number[][];
  observed: number[][];
  profile: (SlotEstimate | null)[];
  dirty: Set<number>;
}

export interface WeekProfiles {
  /** Every ER's profile (the same objects from one update to the next; their slots change). */
  readonly profiles: ReadonlyMap<string, WeekProfile>;
  /** Takes the published patterns of every ER (the whole table). */
  setPatterns(patterns: readonly WaitPattern[]): void;
  /** Takes an hourly mean, or its new value when that hour was taken before (an hour still filling). */
  put(mean: HourlyMean): void;
  /** Drops the means of hours before `since` (seconds). */
  expire(since: number): void;
  /** Computes the slots changed since the last call again; returns them, by ER. */
  settle(): Map<string, ReadonlySet<number>>;
}

/**
 * `decorate` is called once per new ER's profile (the snapshot attaches the forecaster to it);
 * a mean of an ER `timeZoneOf` does not know is left out.
 */
export function createWeekProfiles(
  timeZoneOf: (hospitalId: string) => string | undefined,
  decorate: (id: string, profile: (SlotEstimate | null)[]) => WeekProfile,
): WeekProfiles {
  const ers = new Map<string, ErProfile>();
  const profiles = new Map<string, WeekProfile>();
  /** Means in the order they came, for expiry. */
  const taken: { id: string; hour: number; slot: number }[] = [];
  let head = 0;
  let since = Number.NEGATIVE_INFINITY;
  /** ERs with slots to compute again. */
  const touched = new Set<ErProfile>();

  function er(id: string): ErProfile {
    let state = ers.get(id);
    if (!state) {
      state = {
        id,
        published: new Array(SLOTS),
        hours: Array.from({ length: SLOTS }, () => []),
        observed: Array.from({ length: SLOTS }, () => []),
        profile: new Array(SLOTS).fill(null),
        dirty: new Set(),
      };
      ers.set(id, state);
      profiles.set(id, decorate(id, state.profile));
    }
    return state;
  }

  const touch = (state: ErProfile, slot: number) => {
    touched.add(state);
    state.dirty.add((slot + SLOTS - 1) % SLOTS);
    state.dirty.add(slot);
    state.dirty.add((slot + 1) % SLOTS);
  };

  return {
    profiles,

    setPatterns(patterns) {
      for (const state of ers.values()) {
        state.published.forEach((_, slot) => {
          touch(state, slot);
        });
        state.published = new Array(SLOTS);
      }
      for (const pattern of patterns) {
        const state = er(pattern.hospital_id);
        const slot = pattern.day_of_week * 24 + pattern.hour_of_day;
        state.published[slot] = { minutes: pattern.typical_minutes, samples: pattern.sample_size };
        touch(state, slot);
      }
    },

    put({ hospital_id: id, hour, minutes }) {
      if (hour < since) return;
      const timeZone = timeZoneOf(id);
      if (!timeZone) return;
      // The middle of the UTC hour places it in one local hour, even at a half-hour offset.
      const slot = slotIndex(localSlot((hour + 1800) * 1000, timeZone));
      const state = er(id);
      const hours = state.hours[slot] as number[];
      const values = state.observed[slot] as number[];
      const at = hours.indexOf(hour);
      if (at >= 0) {
        if (values[at] === minutes) return;
        hours.splice(at, 1);
        values.splice(at, 1);
      } else taken.push({ id, hour, slot });
      // Kept in order of value (the hours beside them): the slot's estimate then merges sorted lists.
      let place = values.length;
      hours.push(hour);
      values.push(minutes);
      while (place > 0 && (values[place - 1] as number) > minutes) {
        values[place] = values[place - 1] as number;
        hours[place] = hours[place - 1] as number;
        place -= 1;
      }
      values[place] = minutes;
      hours[place] = hour;
      touch(state, slot);
    },

    expire(before) {
      since = Math.max(since, before);
      while (head < taken.length && (taken[head]?.hour as number) < since) {
        const { id, hour, slot } = taken[head] as (typeof taken)[number];
        head += 1;
        const state = ers.get(id) as ErProfile;
        const hours = state.hours[slot] as number[];
        const at = hours.indexOf(hour);
        if (at < 0) continue;
        hours.splice(at, 1);
        (state.observed[slot] as number[]).splice(at, 1);
        touch(state, slot);
      }
      // A mean taken late (out of order) leaves when the queue reaches it.
      if (head > 4096 && head * 2 > taken.length) {
        taken.splice(0, head);
        head = 0;
      }
    },

    settle() {
      const changed = new Map<string, ReadonlySet<number>>();
      for (const state of touched) {
        for (const slot of state.dirty) state.profile[slot] = slotEstimate(state.published, state.observed, slot);
        changed.set(state.id, state.dirty);
        state.dirty = new Set();
      }
      touched.clear();
      return changed;
    },
  };
}
