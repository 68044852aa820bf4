import { describe, expect, it } from 'vitest';
import { localSlot, zoneOffsetMs } from './local-time';

describe('localSlot', () => {
  it('reads the local day (0 = Sunday) and hour in the zone', () => {
    // 04:30 UTC on Sunday 22 November 2026 is Saturday 23:30 in Toronto, Sunday 00:30 in Halifax.
    const ms = Date.UTC(2026, 10, 22, 4, 30);
    expect(localSlot(ms, 'America/Toronto')).toEqual({ dayOfWeek: 6, hour: 23 });
    expect(localSlot(ms, 'America/Halifax')).toEqual({ dayOfWeek: 0, hour: 0 });
  });

  it("follows Newfoundland's half-hour offset", () => {
    // UTC−3:30 in November: 02:29 UTC is 22:59 on Saturday, 03:31 UTC is 00:01 on Sunday.
    expect(localSlot(Date.UTC(2026, 10, 22, 2, 29), 'America/St_Johns')).toEqual({ dayOfWeek: 6, hour: 22 });
    expect(localSlot(Date.UTC(2026, 10, 22, 3, 31), 'America/St_Johns')).toEqual({ dayOfWeek: 0, hour: 0 });
  });
});

describe('zoneOffsetMs', () => {
  it("follows Newfoundland's change to daylight time at 2 a.m. local, half past a UTC hour", () => {
    const hour = 60 * 60_000;
    // 2026-03-08 05:00 UTC is 01:30 NST; 05:30 UTC is 2 a.m. NST, which becomes 3 a.m. NDT.
    expect(zoneOffsetMs(Date.UTC(2026, 2, 8, 5, 0), 'America/St_Johns')).toBe(-3.5 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 8, 5, 29, 59), 'America/St_Johns')).toBe(-3.5 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 8, 5, 45), 'America/St_Johns')).toBe(-2.5 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 2, 8, 5, 30), 'America/St_Johns')).toBe(-2.5 * hour);
  });

  it('gives Saskatchewan the same offset all year and Halifax its own summer and winter', () => {
    const hour = 60 * 60_000;
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15, 12), 'America/Regina')).toBe(-6 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15, 12), 'America/Regina')).toBe(-6 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15, 12), 'America/Halifax')).toBe(-4 * hour);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15, 12), 'America/Halifax')).toBe(-3 * hour);
  });
});
