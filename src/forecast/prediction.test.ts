// The prediction model on hand-made profiles: slot values, the blend toward a recent live
// reading, confidence, abstention, and the province baselines behind `typical`.
import { describe, expect, it } from 'vitest';
import { localSlot } from '../contract/local-time';
import type { Hospital, WaitPattern } from '../store/rows';
import { buildBaselines, typicalWait } from './baselines';
import { buildProfiles, MODEL, predict, slotIndex } from './prediction';

const ZONE = 'America/Halifax';
// Monday 18 January 2027, 11:00 in Halifax; no clock change in the ten weeks before.
const AT = Date.UTC(2027, 0, 18, 15, 0);
const slot = localSlot(AT, ZONE);

function patternWeek(id: string, minutes: (hour: number) => number, sample_size: number): WaitPattern[] {
  return Array.from({ length: 168 }, (_, i) => ({
    hospital_id: id,
    day_of_week: Math.floor(i / 24),
    hour_of_day: i % 24,
    typical_minutes: minutes(i % 24),
    sample_size,
  }));
}

const zoneOf = () => ZONE;

describe('the prediction model', () => {
  it("predicts the hospital's own typical wait for the local day and hour", () => {
    const profiles = buildProfiles(
      patternWeek('ns_a', (hour) => 100 + hour, 250),
      [],
      zoneOf,
    );
    expect(slot).toEqual({ dayOfWeek: 1, hour: 11 });
    expect(predict(profiles.get('ns_a'), undefined, AT, ZONE)).toMatchObject({ minutes: 111, confidence: 'high' });
  });

  it('combines the published pattern with its own hourly readings, weighted by sample size', () => {
    const patterns = patternWeek('ns_a', () => 100, 10);
    // Ten Mondays at 11:00 local (15:00 UTC) with a mean of 200 minutes.
    const means = Array.from({ length: 10 }, (_, week) => ({
      hospital_id: 'ns_a',
      hour: AT / 1000 - 3600 * 24 * 7 * (week + 1),
      minutes: 200,
      observations: 4,
    }));
    const profile = buildProfiles(patterns, means, zoneOf).get('ns_a');
    expect(profile?.[slotIndex(slot)]).toMatchObject({ minutes: 150, samples: 20 });
  });

  it('blends toward the latest live reading, half as much every 30 minutes of its age', () => {
    const profile = buildProfiles(
      patternWeek('ns_a', () => 100, 250),
      [],
      zoneOf,
    ).get('ns_a');
    const reading = (minutesAgo: number) => ({
      hospital_id: 'ns_a',
      minutes: 300,
      observed_at: AT / 1000 - minutesAgo * 60,
    });
    expect(predict(profile, reading(0), AT, ZONE)?.minutes).toBe(300);
    expect(predict(profile, reading(MODEL.blendHalfLifeMinutes), AT, ZONE)?.minutes).toBe(200);
    expect(predict(profile, reading(2 * MODEL.blendHalfLifeMinutes), AT, ZONE)?.minutes).toBe(150);
    expect(predict(profile, reading(MODEL.blendMaxAgeMinutes + 1), AT, ZONE)?.minutes).toBe(100);
  });

  it('has lower confidence, and a wider range, with fewer samples or more spread', () => {
    const steady = buildProfiles(
      patternWeek('a', () => 100, 250),
      [],
      zoneOf,
    ).get('a');
    const few = buildProfiles(
      patternWeek('a', () => 100, 10),
      [],
      zoneOf,
    ).get('a');
    const erratic = buildProfiles(
      patternWeek('a', (hour) => (hour % 2 ? 200 : 20), 250),
      [],
      zoneOf,
    ).get('a');
    const high = predict(steady, undefined, AT, ZONE);
    const moderate = predict(few, undefined, AT, ZONE);
    const low = predict(erratic, undefined, AT, ZONE);
    expect([high?.confidence, moderate?.confidence, low?.confidence]).toEqual(['high', 'moderate', 'low']);
    expect(high).toMatchObject({ lower: 80, upper: 120 });
    expect(moderate).toMatchObject({ lower: 65, upper: 135 });
  });

  it('abstains with fewer than three samples, or nothing for the hour', () => {
    expect(
      predict(
        buildProfiles(
          patternWeek('a', () => 100, 2),
          [],
          zoneOf,
        ).get('a'),
        undefined,
        AT,
        ZONE,
      ),
    ).toBeNull();
    expect(predict(undefined, undefined, AT, ZONE)).toBeNull();
  });
});

describe('province baselines', () => {
  const hospital = (id: string, province: Hospital['province']): Hospital => ({
    id,
    name: id,
    city: 'x',
    province,
    lat: null,
    lng: null,
    data_source: null,
  });

  it("give the median of the province's profiles for the hour, with a wide range", () => {
    const patterns = [60, 100, 120, 180, 400].flatMap((minutes, i) => patternWeek(`ns_${i}`, () => minutes, 100));
    const hospitals = [0, 1, 2, 3, 4].map((i) => hospital(`ns_${i}`, 'NS'));
    const baselines = buildBaselines(hospitals, buildProfiles(patterns, [], zoneOf));
    const typical = typicalWait(baselines, 'NS', AT);
    expect(typical?.minutes).toBe(120);
    expect(typical?.lower).toBeLessThanOrEqual(60);
    expect(typical?.upper).toBeGreaterThanOrEqual(180);
    expect(typicalWait(baselines, 'PE', AT)).toBeNull();
  });
});
