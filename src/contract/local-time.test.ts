import { describe, expect, it } from 'vitest';
import { localSlot } from './local-time';

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
