import { describe, expect, it } from 'vitest';
import { formatTimestamp, normalizeTimestamp, sentTimeMs } from './time';

describe('normalizeTimestamp', () => {
  it.each([
    ['2026-10-01 09:31:11', '2026-10-01T09:31:11Z'],
    ['2026-10-01T09:31:11', '2026-10-01T09:31:11Z'],
    ['2026-10-01T10:30:00.000Z', '2026-10-01T10:30:00Z'],
    ['2026-10-01T10:30:00.999Z', '2026-10-01T10:30:00Z'],
    ['2026-10-01T10:30Z', '2026-10-01T10:30:00Z'],
    ['2026-10-01T06:30:00-04:00', '2026-10-01T10:30:00Z'],
    ['2026-10-01T13:00:00+0230', '2026-10-01T10:30:00Z'],
    ['2026-12-31T23:30:00-01:00', '2027-01-01T00:30:00Z'],
    ['  2026-10-01 09:31:11 ', '2026-10-01T09:31:11Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeTimestamp(input)).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    '2026-10-01',
    '2026-02-30 10:00:00',
    '2026-13-01 10:00:00',
    '2026-10-01 24:00:00',
    '2026-10-01 10:60:00',
    '2026-10-01 10:00:61',
    '2026-10-01T10:00:00+25:00',
    '2026-10-01T10:00:00 PM',
    '1696152671',
  ])('refuses %j', (input) => {
    expect(normalizeTimestamp(input)).toBeNull();
  });
});

describe('formatTimestamp', () => {
  it('writes UTC with Z and whole seconds', () => {
    expect(formatTimestamp(Date.UTC(2026, 9, 1, 9, 31, 11, 789))).toBe('2026-10-01T09:31:11Z');
  });
});

describe('sentTimeMs', () => {
  it('reads formatTimestamp’s form', () => {
    expect(sentTimeMs('2026-10-01T09:31:11Z')).toBe(Date.UTC(2026, 9, 1, 9, 31, 11));
  });

  it.each([
    '2026-10-01 09:31:11',
    '2026-10-01T09:31:11',
    '2026-10-01T09:31:11.000Z',
    '2026-10-01T06:31:11-03:00',
    '2026-02-30T10:00:00Z',
    '2026-10-01T24:00:00Z',
    'yesterday',
    '',
    null,
    1696152671,
  ])('refuses %j, which the proxy never sends', (input) => {
    expect(sentTimeMs(input)).toBeNull();
  });
});
