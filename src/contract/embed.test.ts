import { describe, expect, it } from 'vitest';
import { decodeEmbedMeta } from './embed';

const meta = {
  source: 'dataset',
  stale: false,
  fetched_at: '2026-11-22T05:00:00Z',
  credit: { name: 'ERstat', url: 'https://erstat.ca' },
  snapshot_at: '2026-09-01T15:54:53Z',
};

describe('decodeEmbedMeta', () => {
  it('reads meta as the proxy writes it', () => {
    expect(decodeEmbedMeta({ meta })).toEqual(meta);
  });

  it('reads a snapshot time in another form as not known, rather than guess it', () => {
    expect(decodeEmbedMeta({ meta: { ...meta, snapshot_at: '2026-09-01 15:54:53' } })?.snapshot_at).toBeNull();
  });

  it.each([
    ['no meta', {}],
    ['an unknown source', { meta: { ...meta, source: 'guess' } }],
    ['stale as a string', { meta: { ...meta, stale: 'no' } }],
    ['no credit', { meta: { ...meta, credit: undefined } }],
    ['an unreadable fetched_at', { meta: { ...meta, fetched_at: 'soon' } }],
    ['a fetched_at not in the proxy’s form', { meta: { ...meta, fetched_at: '2026-11-22T05:00:00.123Z' } }],
  ])('is null for %s', (_label, input) => {
    expect(decodeEmbedMeta(input)).toBeNull();
  });
});
