// The load outlook of an ER that publishes counts and no wait (Québec): learnt hour by hour
// from its people waiting, it gives the usual level at the hour and the people expected
// waiting in 1, 2 and 4 hours, in whole people with 80 % ranges; it abstains until it has
// weeks of counts. Through the service, Québec's rows of /api/v1/waits carry it in `load`.
import { afterEach, describe, expect, it } from 'vitest';
import type { Wait } from '../contract/resources';
import type { HourlyWaiting } from '../store/feeds';
import type { Hospital } from '../store/rows';
import { type TestService, testService } from '../testing/v1';
import { loadOutlookReader } from './load-outlook';

const HOUR_MS = 3_600_000;
/** Monday 4 January 2027, 00:00 in Montréal. */
const START_HOUR = Math.floor(Date.UTC(2027, 0, 4, 5) / HOUR_MS);
const ER: Hospital = {
  id: 'qc_test',
  name: 'Hôpital d’essai',
  city: 'Québec',
  province: 'QC',
  lat: 46.8,
  lng: -71.2,
  data_source: 'test',
};

function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** People waiting with a daily shape: 4 at 04:00, 16 at 16:00 local time, plus or minus 2. */
const shape = (i: number) => 10 - 6 * Math.cos((((i + 24 - 4) % 24) / 24) * 2 * Math.PI);

function counts(hours: number, seed = 11): number[] {
  const random = noise(seed);
  return Array.from({ length: hours }, (_, i) => Math.max(0, Math.round(shape(i) + (random() - 0.5) * 4)));
}

/** A store's hourly means as the reader asks for them, published up to `until` (an hour index). */
function source(values: number[]) {
  let until = -1;
  return {
    publishUntil(index: number) {
      until = index;
    },
    hourlyWaitingSince(since: number): HourlyWaiting[] {
      return values.flatMap((patients_waiting, i) => {
        const hour = (START_HOUR + i) * 3600;
        return i <= until && hour >= since ? [{ hospital_id: ER.id, hour, patients_waiting }] : [];
      });
    },
  };
}

describe('the load outlook', () => {
  it('gives the usual level at the hour and the people expected in 1, 2 and 4 hours, in whole people with 80 % ranges', () => {
    const values = counts(5 * 168);
    const published = source(values);
    const read = loadOutlookReader(published);
    const last = values.length - 1;
    published.publishUntil(last);
    const nowMs = (START_HOUR + last) * HOUR_MS + 20 * 60_000;
    const { usual_patients_waiting: usual, outlook } = read([ER], nowMs).of(ER.id, nowMs / 1000, nowMs);
    expect(Math.abs((usual as number) - shape(last))).toBeLessThanOrEqual(1.5);
    expect(outlook?.map((hour) => hour.hours)).toEqual([1, 2, 4]);
    for (const hour of outlook ?? []) {
      for (const figure of [hour.patients_waiting, hour.lower, hour.upper]) expect(Number.isInteger(figure)).toBe(true);
      expect(hour.lower).toBeLessThanOrEqual(hour.patients_waiting);
      expect(hour.upper).toBeGreaterThanOrEqual(hour.patients_waiting);
      expect(Math.abs(hour.patients_waiting - shape(last + hour.hours))).toBeLessThanOrEqual(3);
      expect(['high', 'moderate', 'low']).toContain(hour.confidence);
    }
  });

  it('holds most of the next hours’ counts in its ranges as it learns hour by hour', () => {
    const values = counts(6 * 168, 5);
    const published = source(values);
    const read = loadOutlookReader(published);
    let inside = 0;
    let scored = 0;
    values.forEach((_, i) => {
      published.publishUntil(i);
      const nowMs = (START_HOUR + i) * HOUR_MS + 50 * 60_000;
      const outlook = read([ER], nowMs).of(ER.id, nowMs / 1000, nowMs).outlook;
      const next = values[i + 1];
      if (i < 5 * 168 || !outlook || next === undefined) return;
      const [inOneHour] = outlook;
      scored += 1;
      if (next >= (inOneHour?.lower ?? Number.NaN) && next <= (inOneHour?.upper ?? Number.NaN)) inside += 1;
    });
    expect(scored).toBeGreaterThan(160);
    expect(inside / scored).toBeGreaterThan(0.7);
  });

  it('abstains with ten days of counts, and gives no usual level before two weeks of the hour', () => {
    const values = counts(10 * 24);
    const published = source(values);
    published.publishUntil(values.length - 1);
    const nowMs = (START_HOUR + values.length - 1) * HOUR_MS;
    const early = loadOutlookReader(published)([ER], nowMs).of(ER.id, nowMs / 1000, nowMs);
    expect(early.outlook).toBeNull();
    expect(early.usual_patients_waiting).toBeNull();
  });

  it('gives no outlook for an ER whose counts stopped hours ago', () => {
    const values = counts(5 * 168);
    const published = source(values);
    published.publishUntil(values.length - 1);
    const read = loadOutlookReader(published);
    const lastMs = (START_HOUR + values.length - 1) * HOUR_MS;
    expect(read([ER], lastMs).of(ER.id, lastMs / 1000, lastMs).outlook).not.toBeNull();
    const later = lastMs + 6 * HOUR_MS;
    expect(read([ER], later).of(ER.id, lastMs / 1000, later).outlook).toBeNull();
  });
});

describe('Québec rows of /api/v1/waits', () => {
  let api: TestService | null = null;
  afterEach(async () => {
    await api?.close();
    api = null;
  });

  const rowsOf = async (service: TestService) =>
    (await service.get('/api/v1/waits?province=QC')).json.hospitals as Wait[];

  it('carry the usual people waiting and the outlook in load (the sample: one busier, one quieter than usual)', async () => {
    api = testService();
    const rows = await rowsOf(api);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const busier = byId.get('qc_hopitaldechicoutim')?.load;
    const quieter = byId.get('qc_hopitalfleurimont')?.load;
    expect(busier?.patients_waiting).toBeGreaterThan((busier?.usual_patients_waiting as number) + 2);
    expect(quieter?.patients_waiting).toBeLessThan((quieter?.usual_patients_waiting as number) - 2);
    for (const load of [busier, quieter]) {
      expect(load?.outlook?.map((hour) => hour.hours)).toEqual([1, 2, 4]);
    }
    // An ER of another province has no load.
    const alberta = (await api.get('/api/v1/waits?province=AB')).json.hospitals as Wait[];
    expect(alberta.every((row) => row.load === undefined)).toBe(true);
  });

  it('say null while the model abstains: an ER with only today’s counts', async () => {
    api = testService();
    const at = Math.floor(api.clock.now() / 1000) - 600;
    const { store } = api;
    store.write(() =>
      store.loads.add([
        {
          hospital_id: 'qc_hopitalgeneraljuif',
          observed_at: at,
          patients_present: 50,
          patients_waiting: 9,
          stretchers_functional: 40,
          stretchers_occupied: 41,
          over_24h: 3,
          over_48h: 1,
          stay_stretcher_minutes: 900,
          stay_ambulatory_minutes: 240,
        },
      ]),
    );
    const row = (await rowsOf(api)).find((wait) => wait.id === 'qc_hopitalgeneraljuif');
    expect(row?.load?.patients_waiting).toBe(9);
    expect(row?.load?.usual_patients_waiting).toBeNull();
    expect(row?.load?.outlook).toBeNull();
  });
});
