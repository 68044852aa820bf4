import { describe, expect, it } from 'vitest';
import { formatLocal, fromLocalInput, toLocalInput } from './local-time';

const utc = (...parts: [number, number, number, number, number?]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4] ?? 0) / 1000;

describe('desk times on the ER’s clock', () => {
  it('reads a wall-clock time in the zone, with its daylight-saving offset', () => {
    expect(fromLocalInput('2026-07-15T18:00', 'America/Halifax')).toBe(utc(2026, 7, 15, 21));
    expect(fromLocalInput('2026-01-15T18:00', 'America/Halifax')).toBe(utc(2026, 1, 15, 22));
    expect(fromLocalInput('2026-01-15T18:00', 'America/St_Johns')).toBe(utc(2026, 1, 15, 21, 30));
    expect(fromLocalInput('2026-07-15T18:00', 'America/Regina')).toBe(utc(2026, 7, 16, 0));
  });

  it('reads a time skipped by the spring change as the clock’s later reading', () => {
    // 2026-03-08 02:30 does not exist in Halifax: clocks go from 02:00 AST to 03:00 ADT.
    expect(fromLocalInput('2026-03-08T02:30', 'America/Halifax')).toBe(utc(2026, 3, 8, 6, 30));
  });

  it('reads a time the autumn change repeats as its first occurrence', () => {
    // 2026-11-01 01:30 happens twice in Halifax: first in daylight time (UTC−3).
    expect(fromLocalInput('2026-11-01T01:30', 'America/Halifax')).toBe(utc(2026, 11, 1, 4, 30));
  });

  it('refuses what is not a real date and time, and takes an empty field as none', () => {
    expect(fromLocalInput('', 'America/Halifax')).toBeNull();
    for (const bad of ['tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01']) {
      expect(fromLocalInput(bad, 'America/Halifax')).toBe('invalid');
    }
  });

  it('writes an instant back for a datetime-local field and for people, in either language', () => {
    expect(toLocalInput(utc(2026, 7, 15, 21), 'America/Halifax')).toBe('2026-07-15T18:00');
    expect(toLocalInput(utc(2026, 1, 15, 22), 'America/Halifax')).toBe('2026-01-15T18:00');
    expect(formatLocal(utc(2026, 1, 15, 22), 'America/Halifax', 'en')).toMatch(/Jan.* 15, 2026.*6:00.*p\.m\..*AST/);
    expect(formatLocal(utc(2026, 1, 15, 22), 'America/Halifax', 'fr')).toMatch(/15 janv\. 2026.*18 h HNA/);
    // As a Canadian notice writes it: "8 h 05", never "08 h 05" nor "18 h 00".
    expect(formatLocal(utc(2026, 1, 15, 12, 5), 'America/Halifax', 'fr')).toMatch(/15 janv\. 2026.* 8 h 05 HNA/);
  });
});
