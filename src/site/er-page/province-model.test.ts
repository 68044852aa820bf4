import { describe, expect, it } from 'vitest';
import type { ErStatusEvent } from '../../store/er-history';
import type { Hospital, SourceInfo } from '../../store/rows';
import { erHistory } from './er-model';
import type { PageData } from './page-data';
import { provinceModel } from './province-model';

const HOUR = 3600;
const T0 = Date.parse('2026-11-18T15:00:00Z');
const source: SourceInfo = {
  kind: 'live',
  attribution: 'Nova Scotia Health',
  credit: { name: 'Nova Scotia Health', url: 'https://www.nshealth.ca/' },
  snapshotAt: null,
};
const hospital = (id: string): Hospital =>
  ({ id, name: id, city: 'Town', province: 'NS', lat: null, lng: null, data_source: 'desk' }) as Hospital;
const event = (id: string, status: string, at: number): ErStatusEvent => ({
  hospital_id: id,
  status,
  message: null,
  at,
  source: 'desk',
});

/** Two ERs known for 60 days: one closed two hours ago and still closed, one closed and reopened a week ago. */
function province(now: { ms: number }): PageData {
  const t0 = T0 / 1000;
  const ers = [hospital('ns_stillclosed'), hospital('ns_reopened')];
  const histories = new Map([
    [
      'ns_stillclosed',
      erHistory(ers[0] as Hospital, [
        event('ns_stillclosed', 'open', t0 - 60 * 24 * HOUR),
        event('ns_stillclosed', 'closed', t0 - 2 * HOUR),
      ]),
    ],
    [
      'ns_reopened',
      erHistory(ers[1] as Hospital, [
        event('ns_reopened', 'open', t0 - 60 * 24 * HOUR),
        event('ns_reopened', 'closed', t0 - 7 * 24 * HOUR),
        event('ns_reopened', 'open', t0 - 7 * 24 * HOUR + 5 * HOUR),
      ]),
    ],
  ]);
  return {
    generation: 0,
    source,
    now: () => now.ms,
    hospital: (id: string) => ers.find((er) => er.id === id) ?? null,
    status: () => undefined,
    provinceHistories: () => histories,
  } as unknown as PageData;
}

const hoursThisMonth = (model: ReturnType<typeof provinceModel>) => model.months.at(-1)?.unplanned;

describe("a province's page built again a minute later", () => {
  it('counts a closure still open up to the minute, and keeps the days of ERs that did not change', () => {
    const now = { ms: T0 };
    const data = province(now);
    const first = provinceModel(data, 'NS', null);
    expect(hoursThisMonth(first)).toBeCloseTo(2 + 5, 5);
    now.ms = T0 + 30 * 60_000;
    const later = provinceModel(data, 'NS', null);
    expect(hoursThisMonth(later)).toBeCloseTo(2.5 + 5, 5);
    const row = (model: typeof first, id: string) => model.rows.find((r) => r.id === id);
    expect(row(later, 'ns_stillclosed')?.days.at(-1)).toMatchObject({ state: 'partly', closedHours: 2.5 });
    // Just as if worked out from nothing.
    expect(later).toEqual(provinceModel(province(now), 'NS', null));
    // Worked out once: the ER that reopened a week ago shows the very same days.
    expect(row(later, 'ns_reopened')?.days).toBe(row(first, 'ns_reopened')?.days);
    // The next local day, they are worked out again: a new today, one day of the week ago gone by.
    now.ms = T0 + 24 * 3_600_000;
    const tomorrow = provinceModel(data, 'NS', null);
    expect(row(tomorrow, 'ns_reopened')?.days).not.toBe(row(first, 'ns_reopened')?.days);
    expect(row(tomorrow, 'ns_reopened')?.days.at(-1)?.date).toBe('2026-11-19');
  });
});
