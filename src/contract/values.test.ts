import { describe, expect, it } from 'vitest';
import { parseBasisFilter } from './values';

describe('parseBasisFilter', () => {
  it('reads a list in any order and case, with spaces, into canonical order without repeats', () => {
    expect(parseBasisFilter(' Typical,live , predicted,live')).toEqual(['live', 'predicted', 'typical']);
  });

  it.each(['', 'live,', 'live,soon', 'LIVE;closed'])('refuses %j', (value) => {
    expect(parseBasisFilter(value)).toBeNull();
  });
});
