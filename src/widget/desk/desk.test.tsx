// What the status desk adds to a closure's row, as a reader sees it, through a real widget and
// the real embed-desk.js entry (run with its own copies of Preact and the signals, as its
// bundle has), in English and in French, on a fixed clock: Wednesday 25 November 2026, 14:00
// in Halifax (18:00 UTC).

import { fireEvent } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Closure } from '../../contract/resources';
import { formatTimestamp } from '../../contract/time';
import { closure, closuresAnswer, HOUR, MINUTE } from '../../testing/embed-answers';
import { FakeFetch } from '../../testing/fake-fetch';
import { runLazyEntry } from '../../testing/lazy-scripts';
import { stubOnScreen } from '../../testing/on-screen';
import { removeWidgets, showWidget } from '../../testing/show-widget';

const NOW = Date.UTC(2026, 10, 25, 18, 0);
const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'] as const;

/** Closed at the desk, confirmed 12 minutes ago, in both languages. */
const STRAIT = closure(NOW, {
  id: 'ns_straitrichmondhosp',
  name: 'Strait Richmond Hospital',
  city: 'Evanston',
  message: 'Closed until further notice: no physician available.',
  source: 'desk',
  source_id: null,
  confirmed_at: formatTimestamp(NOW - 12 * MINUTE),
  confirmed_by: 'Nova Scotia Health',
  message_fr: 'Fermée jusqu’à nouvel ordre : aucun médecin disponible.',
});

/** From a feed: no confirmation, no French words. */
const COBEQUID = closure(NOW, {
  id: 'ns_cobequidcommunityhe',
  name: 'Cobequid Community Health Centre',
  city: 'Lower Sackville',
  message: 'Emergency department closed overnight because of physician shortage.',
  source: 'feed',
  source_id: 'ns-status',
  confirmed_at: null,
  message_fr: null,
});

let module: unknown;
let setOnScreen: (onScreen: boolean) => void;

const proxy = (closures: Closure[]) => new FakeFetch(() => ({ body: closuresAnswer(NOW, closures) }));

async function show(lang: 'en' | 'fr', closures: Closure[], script: unknown = module) {
  const shown = showWidget({ views: 'closures', province: 'NS', lang }, proxy(closures), { 'embed-desk.js': script });
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  return shown;
}

/** The row of the ER named `name`. */
const rowOf = (view: Awaited<ReturnType<typeof show>>['view'], name: string) =>
  view.getByText(name).closest('li') as HTMLElement;

/** The row's "Confirmed…" line as read (its exact time shows only on hover or focus); null when none. */
function confirmation(row: HTMLElement): string | null {
  const line = [...row.querySelectorAll('p')].find((p) => /^(Confirmed|Confirmé)/.test(p.textContent ?? ''));
  if (!line) return null;
  const copy = line.cloneNode(true) as HTMLElement;
  for (const tip of copy.querySelectorAll('.tip')) tip.remove();
  return copy.textContent;
}

/** Whether one of the row's paragraphs says exactly `text`. */
const says = (row: HTMLElement, text: string) => [...row.querySelectorAll('p')].some((p) => p.textContent === text);

beforeAll(async () => {
  module = await runLazyEntry(() => import('./embed-desk'));
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setOnScreen = stubOnScreen();
});

afterEach(() => {
  removeWidgets();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a closure the hospital confirmed at the desk', () => {
  it('says when, as a time element, after the message, in English', async () => {
    const { view, loads } = await show('en', [STRAIT]);
    expect(loads).toEqual(['https://er.example/embed-desk.js']);
    const row = rowOf(view, 'Strait Richmond Hospital');
    expect(confirmation(row)).toBe('Confirmed by Nova Scotia Health 12 minutes ago');
    const time = row.querySelector('time[datetime="2026-11-25T17:48:00Z"]') as HTMLTimeElement;
    expect(time.textContent?.startsWith('12 minutes ago')).toBe(true);
    expect(time.querySelector('.tip')?.textContent).toBe(' Wed, Nov 25, 1:48 p.m. AST');
    expect(row.textContent).toContain('Closed until further notice: no physician available.');
    expect(row.textContent).not.toContain('aucun médecin');
  });

  it('says it in French, with the desk’s French words in place of the message', async () => {
    const { view } = await show('fr', [STRAIT]);
    const row = rowOf(view, 'Strait Richmond Hospital');
    expect(confirmation(row)).toBe('Confirmé par Nova Scotia Health il y a 12 minutes');
    expect(row.textContent).toContain('Fermée jusqu’à nouvel ordre : aucun médecin disponible.');
    expect(row.textContent).not.toContain('no physician available');
  });

  it('moves on with the widget’s clock: minutes, then hours, then days', async () => {
    const { view } = await show('en', [STRAIT]);
    const row = () => rowOf(view, 'Strait Richmond Hospital');
    vi.setSystemTime(NOW + 48 * MINUTE);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(confirmation(row())).toBe('Confirmed by Nova Scotia Health 1 hour ago');
    vi.setSystemTime(NOW + 47 * HOUR);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(confirmation(row())).toBe('Confirmed by Nova Scotia Health 47 hours ago');
    vi.setSystemTime(NOW + 72 * HOUR);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(confirmation(row())).toBe('Confirmed by Nova Scotia Health 3 days ago');
  });

  it('says just now / à l’instant under a minute, and one minute, one hour in the singular', async () => {
    const at = (ms: number) => ({ ...STRAIT, confirmed_at: formatTimestamp(ms) });
    const cases: [Closure, string, string][] = [
      [at(NOW - 30_000), 'Confirmed by Nova Scotia Health just now', 'Confirmé par Nova Scotia Health à l’instant'],
      [
        at(NOW - MINUTE),
        'Confirmed by Nova Scotia Health 1 minute ago',
        'Confirmé par Nova Scotia Health il y a 1 minute',
      ],
      [
        at(NOW - 59 * MINUTE),
        'Confirmed by Nova Scotia Health 59 minutes ago',
        'Confirmé par Nova Scotia Health il y a 59 minutes',
      ],
      [
        at(NOW - 90 * MINUTE),
        'Confirmed by Nova Scotia Health 1 hour ago',
        'Confirmé par Nova Scotia Health il y a 1 heure',
      ],
      [
        at(NOW - 5 * HOUR),
        'Confirmed by Nova Scotia Health 5 hours ago',
        'Confirmé par Nova Scotia Health il y a 5 heures',
      ],
      [
        at(NOW - 50 * HOUR),
        'Confirmed by Nova Scotia Health 2 days ago',
        'Confirmé par Nova Scotia Health il y a 2 jours',
      ],
    ];
    for (const [row, english, french] of cases) {
      const en = await show('en', [row]);
      expect(confirmation(rowOf(en.view, 'Strait Richmond Hospital'))).toBe(english);
      removeWidgets();
      const fr = await show('fr', [row]);
      expect(confirmation(rowOf(fr.view, 'Strait Richmond Hospital'))).toBe(french);
      removeWidgets();
    }
  });

  it('shows every text as characters, creating no element, in both languages', async () => {
    const hostile = { ...STRAIT, city: XSS[1], message: XSS[0], message_fr: XSS[1], confirmed_by: XSS[0] };
    const en = await show('en', [hostile]);
    const english = rowOf(en.view, 'Strait Richmond Hospital');
    expect(says(english, XSS[0])).toBe(true);
    expect(confirmation(english)).toBe(`Confirmed by ${XSS[0]} 12 minutes ago`);
    expect(english.querySelector('script, img')).toBeNull();
    removeWidgets();
    const fr = await show('fr', [hostile]);
    const french = rowOf(fr.view, 'Strait Richmond Hospital');
    expect(says(french, XSS[1])).toBe(true);
    expect(says(french, XSS[0])).toBe(false);
    expect(french.querySelector('script, img')).toBeNull();
  });

  it('keeps the message’s “more” and “less” for a long French message', async () => {
    const long = { ...STRAIT, message_fr: `${'Le service d’urgence est fermé. '.repeat(8)}Merci.` };
    const { view } = await show('fr', [long]);
    const row = rowOf(view, 'Strait Richmond Hospital');
    expect(row.textContent).not.toContain('Merci.');
    fireEvent.click(row.querySelector('button') as HTMLButtonElement);
    await vi.advanceTimersByTimeAsync(0);
    expect(rowOf(view, 'Strait Richmond Hospital').textContent).toContain('Merci.');
    expect(confirmation(rowOf(view, 'Strait Richmond Hospital'))).toBe(
      'Confirmé par Nova Scotia Health il y a 12 minutes',
    );
  });
});

describe('the desk’s French words, cut and isolated', () => {
  it('cuts a long French message between whole characters, and isolates it from the words after it', async () => {
    const words = `\u202e${'é'.repeat(138)}🏥${'a'.repeat(60)}`;
    const { view } = await show('fr', [{ ...STRAIT, message_fr: words }]);
    const row = rowOf(view, 'Strait Richmond Hospital');
    const shown = row.querySelector('bdi');
    expect(shown?.textContent).toBe(`\u202e${'é'.repeat(138)}🏥…`);
    expect(confirmation(row)).toBe('Confirmé par Nova Scotia Health il y a 12 minutes');
  });
});

describe('who confirmed it', () => {
  it('names the organisation the desk knows, never “the hospital” it may not be', async () => {
    const newsroom = { ...STRAIT, confirmed_by: 'CBC Nova Scotia' };
    const en = await show('en', [newsroom]);
    expect(confirmation(rowOf(en.view, 'Strait Richmond Hospital'))).toBe(
      'Confirmed by CBC Nova Scotia 12 minutes ago',
    );
    removeWidgets();
    const fr = await show('fr', [newsroom]);
    expect(confirmation(rowOf(fr.view, 'Strait Richmond Hospital'))).toBe(
      'Confirmé par CBC Nova Scotia il y a 12 minutes',
    );
  });

  it('says only when, when the desk recorded no organisation (or an older service sends none)', async () => {
    const { confirmed_by: _, ...older } = STRAIT;
    for (const row of [{ ...STRAIT, confirmed_by: null }, older, { ...STRAIT, confirmed_by: '  ' }]) {
      const en = await show('en', [row]);
      expect(confirmation(rowOf(en.view, 'Strait Richmond Hospital'))).toBe('Confirmed 12 minutes ago');
      removeWidgets();
      const fr = await show('fr', [row]);
      expect(confirmation(rowOf(fr.view, 'Strait Richmond Hospital'))).toBe('Confirmé il y a 12 minutes');
      removeWidgets();
    }
  });
});

describe('rows the desk did not confirm', () => {
  it('loads nothing for a row without a confirmation or French words, and shows its message', async () => {
    const { view, loads } = await show('fr', [COBEQUID]);
    expect(loads).toEqual([]);
    const row = rowOf(view, 'Cobequid Community Health Centre');
    expect(row.textContent).toContain('Emergency department closed overnight because of physician shortage.');
    expect(confirmation(row)).toBeNull();
  });

  it('says no confirmation for a time that does not come from the desk', async () => {
    const { view, loads } = await show('en', [{ ...COBEQUID, confirmed_at: formatTimestamp(NOW - 5 * MINUTE) }]);
    expect(loads).toEqual(['https://er.example/embed-desk.js']);
    const row = rowOf(view, 'Cobequid Community Health Centre');
    expect(row.textContent).toContain('Emergency department closed overnight because of physician shortage.');
    expect(confirmation(row)).toBeNull();
  });
});

describe('while embed-desk.js loads', () => {
  it('shows the message as before, with no placeholder, then the French words and the confirmation', async () => {
    let arrive: (value: unknown) => void = () => {};
    const script = new Promise((resolve) => {
      arrive = resolve;
    });
    const { view } = await show('fr', [STRAIT, COBEQUID], script);
    const row = rowOf(view, 'Strait Richmond Hospital');
    expect(row.textContent).toContain('Closed until further notice: no physician available.');
    expect(view.queryByText('Chargement…')).toBeNull();
    expect(row.querySelector('.lazy')).toBeNull();
    expect(confirmation(row)).toBeNull();
    arrive(module);
    await vi.advanceTimersByTimeAsync(0);
    const loaded = rowOf(view, 'Strait Richmond Hospital');
    expect(loaded.textContent).toContain('aucun médecin disponible');
    expect(loaded.textContent).not.toContain('no physician available');
    expect(confirmation(loaded)).toBe('Confirmé par Nova Scotia Health il y a 12 minutes');
  });

  it('keeps showing the message when the script cannot be loaded', async () => {
    const { view, loads } = await show('en', [STRAIT], null);
    expect(loads).toEqual(['https://er.example/embed-desk.js']);
    const row = rowOf(view, 'Strait Richmond Hospital');
    expect(row.textContent).toContain('Closed until further notice: no physician available.');
    expect(view.queryByText(/Couldn't load/)).toBeNull();
  });
});

describe('a long or source-cut message from a feed, drawn by embed-desk.js', () => {
  const fromFeed = (message: string) => ({ ...COBEQUID, message });
  const shownWords = (row: HTMLElement) => row.querySelector('bdi')?.textContent;

  it('collapses a long message behind "more" and expands it on request', async () => {
    const long = `${'The emergency department is closed today because no physician is available. '.repeat(3)}Call 811.`;
    const { view } = await show('en', [fromFeed(long)]);
    const more = view.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(view.queryByText(long, { exact: false })).toBeNull();
    fireEvent.click(more);
    await vi.advanceTimersByTimeAsync(0);
    expect(view.getByText(long, { exact: false })).toBeTruthy();
    expect(view.getByRole('button', { name: 'less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says when the source itself cut a message short, in English and in French', async () => {
    const cut = 'Closed due to staffing; patients should go to the Dartmouth General Hosp…';
    const en = await show('en', [fromFeed(cut)]);
    expect(rowOf(en.view, 'Cobequid Community Health Centre').textContent).toContain(
      `${cut} (cut short at the source)`,
    );
    removeWidgets();
    const fr = await show('fr', [fromFeed(cut)]);
    expect(rowOf(fr.view, 'Cobequid Community Health Centre').textContent).toContain(`${cut} (tronqué à la source)`);
  });

  // Each message: words, then a link with no space in it, 139 characters in all (one code point
  // each), then a character that must stay whole at the cut: nowhere to cut at a space.
  const head = (words: string) => `${words} https://www.nshealth.ca/${'a'.repeat(139)}`.slice(0, 139);
  it.each([
    ['an emoji (a surrogate pair)', head('Closed tonight, see'), '🏥'],
    ['a decomposed French é (e + U+0301)', head('Fermée ce soir, voir'), 'e\u0301'],
    ['a ZWJ sequence with a variation selector (👩‍⚕️)', head('Urgence fermée, voir'), '👩\u200d⚕\ufe0f'],
    ['a flag (two regional indicators)', head('Closed tonight, see'), '🇨🇦'],
    ['a skin tone', head('Closed tonight, see'), '👍🏽'],
  ])('cuts a long message between whole characters: %s at the cut stays whole', async (_, head, whole) => {
    const text = `${head}${whole}${' and more words after it'.repeat(4)}`;
    const { view } = await show('en', [fromFeed(text)]);
    const shown = shownWords(rowOf(view, 'Cobequid Community Health Centre')) as string;
    expect(shown.endsWith('…')).toBe(true);
    const kept = shown.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The cut falls between graphemes as Intl.Segmenter finds them (the server's cuts use it).
    const ends = new Set([...new Intl.Segmenter().segment(text)].map(({ index, segment }) => index + segment.length));
    expect(ends.has(kept.length)).toBe(true);
    expect(kept.length).toBeGreaterThan(60);
  });
});
