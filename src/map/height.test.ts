// data-map-height as the map reads it: pixels within bounds, anything else reported and the
// stylesheet's height kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapHeight } from './height';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the map height option', () => {
  it('takes a number of pixels, with or without "px"', () => {
    expect(mapHeight('420')).toBe(420);
    expect(mapHeight('600px')).toBe(600);
  });

  it('keeps the default when none is given', () => {
    expect(mapHeight(null)).toBeNull();
  });

  it('ignores, with a warning naming it, a height it cannot read or that would not fit a phone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const given of ['tall', '50', '5000', '40em', '320.5']) expect(mapHeight(given), given).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^er-status: ignoring mapHeight="tall"/);
  });
});
