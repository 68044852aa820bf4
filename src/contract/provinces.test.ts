import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES, PROVINCES, parseProvince } from './provinces';

describe('provinces', () => {
  it('lists the 13 jurisdictions, with facts for each and for no other', () => {
    expect(PROVINCE_CODES).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(Object.keys(PROVINCES).sort()).toEqual([...PROVINCE_CODES]);
  });

  it.each(PROVINCE_CODES)('%s has names in both languages, a real time zone and a health line', (code) => {
    const { name, timeZone, healthLine } = PROVINCES[code];
    expect(name.en.length).toBeGreaterThan(0);
    expect(name.fr.length).toBeGreaterThan(0);
    expect(() => new Intl.DateTimeFormat('en-CA', { timeZone })).not.toThrow();
    expect(healthLine.name.en.length).toBeGreaterThan(0);
    expect(healthLine.name.fr.length).toBeGreaterThan(0);
    expect(healthLine.number === null || /^[0-9-]+$/.test(healthLine.number)).toBe(true);
  });

  it('reads codes case-insensitively and refuses anything else', () => {
    expect(parseProvince('ns')).toBe('NS');
    expect(parseProvince('Qc')).toBe('QC');
    expect(parseProvince('XX')).toBeNull();
    expect(parseProvince(' NS')).toBeNull();
    expect(parseProvince('')).toBeNull();
  });
});

describe('health lines', () => {
  it.each(PROVINCE_CODES)('%s names its line without repeating the number it is called at', (code) => {
    const { number, name } = PROVINCES[code].healthLine;
    if (number === null) return;
    expect(name.en).not.toMatch(new RegExp(`(^|\\s)${number}(\\s|$)`));
    expect(name.fr).not.toMatch(new RegExp(`(^|\\s)${number}(\\s|$)`));
  });
});
