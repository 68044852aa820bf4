import { describe, expect, it } from 'vitest';
import { closure, closuresAnswer, novaScotiaClosures } from '../testing/embed-answers';
import { checkClosures } from './check';

const NOW = Date.UTC(2026, 8, 1, 18, 0);

describe('checkClosures', () => {
  it('takes the proxy’s answer as it is', () => {
    const answer = closuresAnswer(NOW, novaScotiaClosures(NOW));
    const { meta: _meta, ...body } = answer;
    expect(checkClosures(answer)).toEqual({ ...body, meta: answer.meta });
  });

  it('leaves out a row without its name, place or status, and shows the others', () => {
    const good = closure(NOW, { id: 'ns_a', name: 'A Hospital' });
    const rows = [
      good,
      { ...good, id: 7 },
      { ...good, name: null },
      { ...good, province: 'ZZ' },
      { ...good, status: 'Closed' },
      'not a row',
    ];
    const checked = checkClosures({ ...closuresAnswer(NOW, []), closures: rows });
    expect(checked?.closures).toEqual([good]);
    expect(checked?.count).toBe(1);
  });

  it('keeps a closure whose message or times cannot be read, as not known', () => {
    const row = {
      ...closure(NOW, { id: 'ns_a', name: 'A Hospital' }),
      message: 42,
      updated_at: '2026-09-01 17:00',
      expected_reopen: 'soon',
    };
    const [checked] = checkClosures({ ...closuresAnswer(NOW, []), closures: [row] })?.closures ?? [];
    expect(checked).toMatchObject({ id: 'ns_a', message: null, updated_at: null, expected_reopen: null });
  });

  it.each([
    ['not an object', []],
    ['no list', { ...closuresAnswer(NOW, []), closures: undefined }],
    ['no attribution', { ...closuresAnswer(NOW, []), attribution: undefined }],
    ['a generated_at not in the proxy’s form', { ...closuresAnswer(NOW, []), generated_at: '2026-09-01 18:00:00' }],
  ])('refuses an answer with %s', (_label, input) => {
    expect(checkClosures(input)).toBeNull();
  });
});
