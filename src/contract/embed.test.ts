import { describe, expect, it } from 'vitest';
import { decodeEmbedMeta } from './embed';

const meta = {
  source: 'dataset',
  stale: false,
  fetched_at: '2026-11-22T05:00:00.123Z',
  credit: { name: 'ERstat', url: 'https://erstat.ca' },
  snapshot_at: '2026-09-01T15:54:53.410Z',
};

describe('decodeEmbedMeta', () => {
  it('reads meta and normalises its timestamps', () => {
    expect(decodeEmbedMeta({ meta })).toEqual({
      ...meta,
      fetched_at: '2026-11-22T05:00:00Z',
      snapshot_at: '2026-09-01T15:54:53Z',
    });
  });

  it.each([
    ['no meta', {}],
    ['an unknown source', { meta: { ...meta, source: 'guess' } }],
    ['stale as a string', { meta: { ...meta, stale: 'no' } }],
    ['no credit', { meta: { ...meta, credit: undefined } }],
    ['an unreadable fetched_at', { meta: { ...meta, fetched_at: 'soon' } }],
  ])('is null for %s', (_label, input) => {
    expect(decodeEmbedMeta(input)).toBeNull();
  });
});
