import { describe, expect, it } from 'vitest';
import { closuresAnswer, novaScotiaClosures } from '../testing/embed-answers';
import { FakeFetch, type Reply } from '../testing/fake-fetch';
import { fetchAnswer, parseRetryAfter } from './api';
import { checkClosures } from './check';

const NOW = Date.UTC(2026, 8, 1, 18, 0);
const ask = (reply: Reply) =>
  fetchAnswer(new FakeFetch(() => reply).fetch, 'https://er.example/embed/api/closures', checkClosures);

describe('parseRetryAfter', () => {
  it('reads seconds, as the proxy sends them, and nothing else', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(' 30 ')).toBe(30_000);
    expect(parseRetryAfter(new Date(NOW + 90_000).toUTCString())).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('fetchAnswer', () => {
  it('decodes the answer and its meta', async () => {
    const result = await ask({ body: closuresAnswer(NOW, novaScotiaClosures(NOW)) });
    expect(result.ok && result.value.closures.map((closure) => closure.id)).toEqual([
      'ns_cobequidcommunityhe',
      'ns_eastern_shore',
      'ns_musquodoboit',
    ]);
    expect(result.ok && result.meta.source).toBe('live');
  });

  it('returns the proxy’s error code and Retry-After as a problem', async () => {
    const result = await ask({
      status: 503,
      headers: { 'Retry-After': '30' },
      body: { error: 'upstream_rate_limited', message: 'Try again after Retry-After.' },
    });
    expect(result).toEqual({ ok: false, problem: { code: 'upstream_rate_limited', retryAfterMs: 30_000 } });
  });

  it.each([
    ['an error without a JSON body', { status: 500, body: 'oops' }, 'http_500'],
    ['an answer of the wrong shape', { body: { closures: 'none' } }, 'bad_response'],
    ['an answer without meta', { body: { ...closuresAnswer(NOW, []), meta: undefined } }, 'bad_response'],
    ['a network failure', 'network error', 'network_error'],
  ] as const)('names %s', async (_label, reply, code) => {
    const result = await ask(reply as Reply);
    expect(result.ok ? null : result.problem.code).toBe(code);
  });
});
