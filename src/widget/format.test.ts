// Times as a Canadian notice writes them, in both languages.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, formatTime } from './format';

const at = (hour: number, minute: number) => new Date(2026, 8, 1, hour, minute).getTime();
const MINUTE = 60_000;

describe('times of day', () => {
  it('are written "8 h" and "8 h 05" in French, never "08 h 00"', () => {
    expect(formatTime('fr', at(8, 0))).toBe('8 h');
    expect(formatTime('fr', at(8, 5))).toBe('8 h 05');
    expect(formatTime('fr', at(18, 0))).toBe('18 h');
    expect(formatTime('fr', at(0, 45))).toBe('0 h 45');
    expect(formatTime('fr', at(0, 0))).toBe('0 h');
    expect(formatTime('en', at(8, 0))).toBe('8:00 a.m.');
  });

  it('keep that form within a date, with the ER’s zone', () => {
    const nineInHalifax = Date.UTC(2026, 8, 1, 12, 0);
    expect(formatDateTime('fr', nineInHalifax, 'America/Halifax')).toBe('mar. 1 sept., 9 h HAA');
    expect(formatDateTime('fr', nineInHalifax + 5 * MINUTE, 'America/Halifax')).toBe('mar. 1 sept., 9 h 05 HAA');
    expect(formatDateTime('en', nineInHalifax, 'America/Halifax')).toBe('Tue, Sep 1, 9:00 a.m. ADT');
    // Midnight keeps its hour: "0 h", never a bare "h".
    expect(formatDateTime('fr', nineInHalifax + 15 * 60 * MINUTE, 'America/Halifax')).toBe('mer. 2 sept., 0 h HAA');
  });

  it('give the year for data that may be old', () => {
    expect(formatDate('en', at(15, 0))).toBe('Sep 1, 2026, 3:00 p.m.');
    expect(formatDate('fr', at(15, 0))).toBe('1 sept. 2026, 15 h');
  });
});

describe('relative times', () => {
  it('are in minutes under an hour, then in hours: 1 h 51 is "2 hours ago", not "111 minutes ago"', () => {
    const now = at(12, 0);
    expect(formatRelative('en', now - 50 * MINUTE, now)).toBe('50 minutes ago');
    expect(formatRelative('en', now - 111 * MINUTE, now)).toBe('2 hours ago');
    expect(formatRelative('fr', now - 111 * MINUTE, now)).toBe('il y a 2 heures');
    expect(formatRelative('fr', now - 75 * MINUTE, now)).toBe('il y a 1 heure');
    expect(formatRelative('en', now + 3 * 60 * MINUTE, now)).toBe('in 3 hours');
  });
});
