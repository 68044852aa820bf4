// Week profiles kept hour by hour give exactly the profiles built from scratch out of the same
// eight weeks of means — across a clock change, with an hour still filling, and as old means leave.
import { describe, expect, it } from 'vitest';
import type { HourlyMean } from '../store/readings';
import type { WaitPattern } from '../store/rows';
import { buildProfiles, MODEL } from './prediction';
import { createWeekProfiles } from './week-profiles';

const ZONES: Record<string, string> = { ab_a: 'America/Edmonton', ab_b: 'America/Edmonton', nl_c: 'America/St_Johns' };
const HOUR = 3600;
// From January to mid-April 2027: eight weeks of history, then the clock change of 14 March.
const START = Date.UTC(2027, 0, 4) / 1000;
const END = Date.UTC(2027, 3, 12) / 1000;

describe('week profiles kept up to date', () => {
  it('equal the profiles built from the same means, hour after hour', () => {
    let state = 5;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const patterns: WaitPattern[] = [
      { hospital_id: 'ab_a', day_of_week: 1, hour_of_day: 9, typical_minutes: 95, sample_size: 40 },
      { hospital_id: 'nl_c', day_of_week: 3, hour_of_day: 14, typical_minutes: 50, sample_size: 12 },
    ];
    const book = createWeekProfiles(
      (id) => ZONES[id],
      (_, profile) => profile,
    );
    book.setPatterns(patterns);
    const history: HourlyMean[] = [];
    let compared = 0;
    for (let hour = START; hour < END; hour += HOUR) {
      for (const id of Object.keys(ZONES)) {
        // Some hours missing, as when a feed is down.
        if (random() < 0.1) continue;
        const mean = { hospital_id: id, hour, minutes: Math.round(random() * 200), observations: 4 };
        // The hour is seen first while it fills, then with its final mean.
        book.put({ ...mean, minutes: mean.minutes + 7 });
        book.put(mean);
        history.push(mean);
      }
      const since = hour - MODEL.historyDays * 86_400;
      book.expire(since);
      book.settle();
      if ((hour - START) % (97 * HOUR) === 0 || hour + HOUR >= END) {
        const expected = buildProfiles(
          patterns,
          history.filter((mean) => mean.hour >= since),
          (id) => ZONES[id],
        );
        for (const id of Object.keys(ZONES)) {
          expect([...(book.profiles.get(id) ?? [])]).toEqual([...(expected.get(id) ?? [])]);
        }
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('reports the slots that changed, and a profile loses what it no longer has', () => {
    const book = createWeekProfiles(
      (id) => ZONES[id],
      (_, profile) => profile,
    );
    book.put({ hospital_id: 'ab_a', hour: START, minutes: 60, observations: 1 });
    const changed = book.settle();
    expect([...(changed.get('ab_a') ?? [])].length).toBe(3);
    expect(book.profiles.get('ab_a')?.filter(Boolean)).toHaveLength(1);
    expect(book.settle().size).toBe(0);
    book.expire(START + HOUR);
    book.settle();
    expect(book.profiles.get('ab_a')?.filter(Boolean)).toHaveLength(0);
  });
});
