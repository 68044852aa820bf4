import { describe, expect, it } from 'vitest';
import { closure, closuresAnswer, novaScotiaClosures, scheduledClosure } from '../testing/embed-answers';
import { checkClosures, checkScheduled } from './check';

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

describe('checkScheduled', () => {
  const window = scheduledClosure({
    id: 'ns_roseway',
    name: 'Roseway Hospital',
    starts_at: '2026-09-01T21:00:00Z',
    ends_at: '2026-09-02T11:00:00Z',
    message: 'Closed overnight.',
  });

  it('takes the proxy’s announced closures as they are', () => {
    expect(checkScheduled([window, { ...window, id: 'ns_b', status: 'disruption', ends_at: null }])).toEqual([
      window,
      { ...window, id: 'ns_b', status: 'disruption', ends_at: null },
    ]);
  });

  it('leaves out a window without its name, place, status or start, and shows the others', () => {
    const { starts_at: _start, ...noStart } = window;
    const rows = [
      noStart,
      { ...window, starts_at: '2026-09-01 21:00' },
      { ...window, name: null },
      { ...window, province: 'ZZ' },
      { ...window, status: 'open' },
      null,
      window,
    ];
    expect(checkScheduled(rows)).toEqual([window]);
  });

  it('keeps a window whose end or message cannot be read, as not known', () => {
    expect(checkScheduled([{ ...window, ends_at: 'Wednesday', message: 7 }])).toEqual([
      expect.objectContaining({ id: 'ns_roseway', ends_at: null, message: null }),
    ]);
  });

  it('reads no list (a proxy older than the extension) as nothing announced', () => {
    expect(checkScheduled(undefined)).toEqual([]);
    expect(checkScheduled({ 0: window })).toEqual([]);
  });

  it('passes the list on untouched in the closures answer, for the script that shows it', () => {
    const answer = { ...closuresAnswer(NOW, []), scheduled: [window, 'not a row'] };
    expect(checkClosures(answer)?.scheduled).toEqual([window, 'not a row']);
  });
});
