import { describe, expect, it } from 'vitest';
import { loggablePath } from './access-log';

describe('loggablePath', () => {
  it('removes the key parameter and keeps the rest', () => {
    expect(loggablePath('http://h/api/v1/closures?key=ers_secret&province=NS')).toBe('/api/v1/closures?province=NS');
    expect(loggablePath('http://h/api/v1/closures?key=ers_secret')).toBe('/api/v1/closures');
    expect(loggablePath('http://h/embed/api/coverage')).toBe('/embed/api/coverage');
  });
});

describe('loggablePath, the fast path', () => {
  it('keeps paths and queries without a key as they are', () => {
    expect(loggablePath('http://h:8080/embed/api/closures?province=NS&monkey=1')).toBe(
      '/embed/api/closures?province=NS&monkey=1',
    );
    expect(loggablePath('http://h/')).toBe('/');
    expect(loggablePath('http://h/feed.xml?lang=fr&key=ers_x&province=ON')).toBe('/feed.xml?lang=fr&province=ON');
  });
});

describe('loggablePath, desk enrolment links', () => {
  it('never writes the one-time token of an enrolment link, however it is spelt', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    for (const path of [`/desk/enrol/${token}`, `/desk/enrol/${token}?lang=fr`, `/desk/%65nrol/${token}`]) {
      const logged = loggablePath(`http://h${path}`);
      expect(logged).toBe('/desk/enrol/…');
      expect(logged).not.toContain(token);
    }
    expect(loggablePath('http://h/desk/er/ns_halifax')).toBe('/desk/er/ns_halifax');
  });
});
