import { describe, expect, it } from 'vitest';
import { loggablePath } from './access-log';

describe('loggablePath', () => {
  it('removes the key parameter and keeps the rest', () => {
    expect(loggablePath('http://h/api/v1/closures?key=ers_secret&province=NS')).toBe('/api/v1/closures?province=NS');
    expect(loggablePath('http://h/api/v1/closures?key=ers_secret')).toBe('/api/v1/closures');
    expect(loggablePath('http://h/embed/api/coverage')).toBe('/embed/api/coverage');
  });
});
