// The proxy reads its parameters as /api/v1 does (decisions table): what the API refuses, the
// proxy refuses with the same code; what it accepts comes out in one canonical form.
import { describe, expect, it } from 'vitest';
import { normaliseQuery, type ProxyEndpoint } from './query';

const read = (endpoint: ProxyEndpoint, query: string) => {
  const result = normaliseQuery(endpoint, new URLSearchParams(query));
  return typeof result === 'string' ? result : result.cacheKey;
};

describe('normaliseQuery', () => {
  it.each([
    ['closures', '', 'closures||'],
    ['closures', 'province=ns&utm_source=x&key=ers_x', 'closures|NS|'],
    ['closures', 'province=oN', 'closures|ON|'],
    ['coverage', 'province=ns', 'coverage||'],
    ['waits', 'basis=predicted, LIVE,live', 'waits||live,predicted'],
    ['waits', 'basis=closed,,none,', 'waits||closed,none'],
    ['waits', 'basis=closed&basis=live', 'waits||live,closed'],
  ] as const)('%s?%s is %j', (endpoint, query, key) => {
    expect(read(endpoint, query)).toBe(key);
  });

  it.each([
    ['closures', 'province=XX', 'invalid_province'],
    ['closures', 'province=', 'invalid_province'],
    ['closures', 'province=NS&province=ON', 'invalid_province'],
    ['coverage', 'province=zz', 'invalid_province'],
    ['waits', 'basis=soon', 'invalid_basis'],
    ['waits', 'basis=', 'invalid_basis'],
    ['waits', 'basis=,', 'invalid_basis'],
  ] as const)('refuses %s?%s with %s', (endpoint, query, code) => {
    expect(read(endpoint, query)).toBe(code);
  });
});
