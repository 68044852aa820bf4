import { afterEach, describe, expect, it, vi } from 'vitest';
import { OSM_TILES, tileSource } from './tiles';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tileSource', () => {
  it('uses OpenStreetMap by default, credited in the widget’s language', () => {
    expect(tileSource(null, 'en')).toEqual({
      template: OSM_TILES,
      attribution: expect.stringMatching(
        /^© <a href="https:\/\/www\.openstreetmap\.org\/copyright".*>OpenStreetMap<\/a> contributors$/,
      ),
    });
    expect(tileSource(null, 'fr').attribution).toMatch(/^© les contributeurs d’<a .*>OpenStreetMap<\/a>$/);
  });

  it('takes the host’s template, credited with its host name', () => {
    const template = 'https://tiles.example.org/v1/{z}/{x}/{y}.png?style=light';
    expect(tileSource(template, 'fr')).toEqual({ template, attribution: 'Tuiles : tiles.example.org' });
  });

  it('falls back to OpenStreetMap, with a warning, for a template it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const template of [
      'javascript:alert(1)//{z}{x}{y}',
      'https://tiles.example.org/{z}/{x}.png',
      'not a url {z}{x}{y}',
    ]) {
      expect(tileSource(template, 'en').template).toBe(OSM_TILES);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^er-status: ignoring tiles="javascript:/);
  });
});
