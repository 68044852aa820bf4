import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loggablePath, type RequestLine, requestLine } from './access-log';

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

describe('loggablePath, alert links', () => {
  it('never writes the token of a confirmation link nor the id and signature of a manage link', () => {
    const secret = randomBytes(18).toString('base64url');
    for (const [path, logged] of [
      [`/subscriptions/confirm/${secret}`, '/subscriptions/confirm/…'],
      [`/subscriptions/manage/${secret}/${secret}`, '/subscriptions/manage/…'],
      [`/subscriptions/%75nsubscribe/${secret}/${secret}`, '/subscriptions/unsubscribe/…'],
    ]) {
      expect(loggablePath(`http://localhost${path}`)).toBe(logged);
    }
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

describe('loggablePath, keys under any name or in the path', () => {
  // Made at each run in our keys' shape (`ers_` and 32 base62 characters): no key-like text is committed.
  const key = `ers_${randomBytes(32)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, '0')
    .slice(0, 32)}`;

  it.each(['KEY', 'Key', 'api_key', 'apikey', 'api-key', 'X-API-Key', 'token', 'access_token', 'q', 'monkey'])(
    'removes a key sent as ?%s=, keeping the other parameters',
    (name) => {
      const logged = loggablePath(`http://h/api/v1/closures?province=NS&${name}=${key}&lang=fr`);
      expect(logged).toBe('/api/v1/closures?province=NS&lang=fr');
      expect(logged).not.toContain('ers_');
    },
  );

  it('removes parameters named like a key whatever they hold, and a key sent as a name', () => {
    expect(loggablePath('http://h/api/v1/closures?apikey=whatever&province=NS')).toBe('/api/v1/closures?province=NS');
    expect(loggablePath(`http://h/api/v1/closures?${key}`)).toBe('/api/v1/closures');
    expect(loggablePath(`http://h/api/v1/closures?note=my%20key%20is%20${key}`)).toBe('/api/v1/closures');
  });

  it('cuts a key anywhere in the path to its prefix, however it is spelt', () => {
    for (const path of [`/api/v1/${key}`, `/api/v1/closures/${key}/x`, `/api/v1/%65rs_${key.slice(4)}`]) {
      const logged = loggablePath(`http://h${path}?province=NS`);
      expect(logged).not.toContain(key.slice(4));
      expect(logged).toMatch(/^\/api\/v1\/.*ers_….*\?province=NS$/);
    }
  });
});

describe('requestLine', () => {
  it('is the JSON of the line with its time first, byte for byte, whatever the path holds', () => {
    const lines: RequestLine[] = [
      { event: 'request', method: 'GET', path: '/api/v1/closures', status: 200, ms: 0.4 },
      { event: 'request', method: 'GET', path: '/embed/api/closures?province=NS', status: 304, ms: 12, cache: 'hit' },
      {
        event: 'request',
        method: 'POST',
        path: '/er/"quoted"\\back\u0007bell/é🏥\u2028',
        status: 500,
        ms: 1.5,
        request_id: '6f1c0b1e-0000-4000-8000-000000000000',
      },
    ];
    for (const line of lines) {
      const text = requestLine(line);
      expect(text.endsWith('}\n')).toBe(true);
      const time = JSON.parse(text).time;
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(text).toBe(`${JSON.stringify({ time, ...line })}\n`);
    }
  });
});
