// A closure that stands on a notice the reader is unsure of (issue #26), as a reader sees it in
// every view of the widget that lists ERs, through a real widget and the real lazy entries (run
// with their own copies of Preact and the signals, as their bundles have), in English and in
// French, on a fixed clock: Wednesday 25 November 2026, 14:00 in Halifax (18:00 UTC). And every
// row's name links to the ER's page (issue #28).

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Closure, Wait } from '../../contract/resources';
import { formatTimestamp } from '../../contract/time';
import type { NoticeLink, UnsureNotice } from '../../contract/unsure-notice';
import { closure, closuresAnswer, HOUR, wait, waitsAnswer } from '../../testing/embed-answers';
import { FakeFetch } from '../../testing/fake-fetch';
import { runLazyEntry } from '../../testing/lazy-scripts';
import { stubOnScreen } from '../../testing/on-screen';
import { removeWidgets, showWidget } from '../../testing/show-widget';

const NOW = Date.UTC(2026, 10, 25, 18, 0);
const WORDS = 'The emergency department at All Saints will close from 4 p.m. Sunday until 8 a.m. Monday.';
const NOTICE: NoticeLink = {
  url: 'https://www.nshealth.ca/news/all-saints-ed-hours',
  publisher: 'Nova Scotia Health',
  published_at: formatTimestamp(NOW - 3 * HOUR),
};

/** As the service sends it: disrupted, the notice's words, no reopening time. */
const UNSURE: Closure & UnsureNotice = closure(NOW, {
  id: 'ns_allsaintsspringhill',
  name: 'All Saints Springhill Hospital',
  city: 'Springhill',
  status: 'disruption',
  message: WORDS,
  source: 'notice',
  source_id: 'ns-notices',
  confirmed_at: null,
  confirmed_by: null,
  message_fr: null,
  ...{ certainty: 'unsure', notice: NOTICE },
});

/** A sure closure beside it, with a reopening time. */
const COBEQUID = closure(NOW, {
  id: 'ns_cobequidcommunityhe',
  name: 'Cobequid Community Health Centre',
  city: 'Lower Sackville',
  message: 'Closed overnight.',
  expected_reopen: formatTimestamp(NOW + 3 * HOUR),
});

const modules: Record<string, unknown> = {};
let setOnScreen: (onScreen: boolean) => void;

const proxy = (closures: Closure[], waits: (Wait & UnsureNotice)[] = []) =>
  new FakeFetch((url) => ({
    body: url.pathname.endsWith('/waits') ? waitsAnswer(NOW, waits) : closuresAnswer(NOW, closures),
  }));

async function show(lang: 'en' | 'fr', fake: FakeFetch, views = 'closures', scripts = modules) {
  const shown = showWidget({ views, province: 'NS', lang }, fake, scripts);
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  return shown;
}

type View = Awaited<ReturnType<typeof show>>['view'];

/** The row of the ER named `name`. */
const rowOf = (view: View, name: string) => view.getByText(name).closest('li') as HTMLElement;

/** The row's text as read: the exact times behind hover and focus left out, spaces plain. */
function read(row: HTMLElement): string {
  const copy = row.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.tip, .sr-only')) hidden.remove();
  return [...copy.querySelectorAll('p')].map((p) => p.textContent?.replace(/\s+/g, ' ')).join(' | ');
}

const linkIn = (row: HTMLElement, text: string) =>
  [...row.querySelectorAll('a')].find((a) => a.textContent?.startsWith(text)) as HTMLAnchorElement | undefined;

beforeAll(async () => {
  modules['embed-desk.js'] = await runLazyEntry(() => import('../desk/embed-desk'));
  modules['embed-upcoming.js'] = await runLazyEntry(() => import('../upcoming/embed-upcoming'));
  modules['embed-waits.js'] = await runLazyEntry(() => import('../waits/embed-waits'));
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

describe('a closure on a notice the reader is unsure of, in the closures list', () => {
  it('shows the publisher’s words, that its times are not confirmed, a link to it, and who published it when', async () => {
    const { view, loads } = await show('en', proxy([UNSURE, COBEQUID]));
    expect(loads).toEqual(['https://er.example/embed-desk.js']);
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(read(row)).toBe(
      `Disruption | Springhill, Nova Scotia | ${WORDS} | Times not confirmed — read the notice | ` +
        'Notice from Nova Scotia Health, 3 hours ago | Updated 12 minutes ago | Get alerts',
    );
    const link = linkIn(row, 'read the notice') as HTMLAnchorElement;
    expect(link.href).toBe(NOTICE.url);
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener']);
    expect(link.textContent).toBe('read the notice (opens in a new tab)');
    const published = row.querySelector(`time[datetime="${NOTICE.published_at}"]`);
    expect(published?.querySelector('.tip')?.textContent).toBe(' Wed, Nov 25, 11:00 a.m. AST');
  });

  it('says it in French', async () => {
    const { view } = await show('fr', proxy([UNSURE]));
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(read(row)).toBe(
      `Perturbation | Springhill, Nouvelle-Écosse | ${WORDS} | Heures non confirmées — lisez l’avis | ` +
        'Avis publié par Nova Scotia Health, il y a 3 heures | Mis à jour il y a 12 minutes | Recevoir des alertes',
    );
    expect(linkIn(row, 'lisez l’avis')?.href).toBe(NOTICE.url);
    expect(linkIn(row, 'lisez l’avis')?.textContent).toBe('lisez l’avis (s’ouvre dans un nouvel onglet)');
  });

  it('never shows a reopening time for it, not even one the row carries, nor says none was announced', async () => {
    const timed = { ...UNSURE, expected_reopen: formatTimestamp(NOW + 14 * HOUR) };
    for (const lang of ['en', 'fr'] as const) {
      const { view } = await show(lang, proxy([timed, COBEQUID]));
      const row = rowOf(view, 'All Saints Springhill Hospital');
      expect(read(row).replace(WORDS, '')).not.toMatch(/reopen|réouverture|Nov 26|26 nov/i);
      expect(row.querySelector(`time[datetime="${timed.expected_reopen}"]`)).toBeNull();
      // The sure row beside it keeps its time.
      expect(read(rowOf(view, 'Cobequid Community Health Centre'))).toMatch(/Expected to reopen|Réouverture prévue/);
      removeWidgets();
    }
  });

  it('shows no time and no reopening line while its script loads, nor when the script cannot be loaded', async () => {
    const { view } = await show('en', proxy([UNSURE]), 'closures', {});
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(read(row)).toBe(`Disruption | Springhill, Nova Scotia | ${WORDS} | Updated 12 minutes ago | Get alerts`);
  });

  it('makes no link of a notice address that is not http(s), and says so when it knows no publisher', async () => {
    const hostile = {
      ...UNSURE,
      notice: { url: 'javascript:alert(1)', publisher: null, published_at: NOTICE.published_at },
    };
    const { view } = await show('en', proxy([hostile]));
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(linkIn(row, 'read the notice')).toBeUndefined();
    expect(read(row)).toContain('Times not confirmed — read the notice | Notice, 3 hours ago');
  });

  it('shows every text of the notice as characters, creating no element', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const hostile = { ...UNSURE, message: xss, notice: { ...NOTICE, publisher: xss } };
    const { view } = await show('en', proxy([hostile]));
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(read(row)).toContain(`${xss} | Times not confirmed — read the notice | Notice from ${xss}, 3 hours ago`);
    expect(row.querySelector('img')).toBeNull();
  });

  it('is shown the same in the rest of a long list, behind "Show more"', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      closure(NOW, { id: `ns_h${i}`, name: `Hospital ${i + 1}`, expected_reopen: formatTimestamp(NOW + HOUR) }),
    );
    const { view } = await show('fr', proxy([...many, UNSURE]));
    const row = rowOf(view, 'All Saints Springhill Hospital');
    expect(row.closest('details')).not.toBeNull();
    expect(read(row)).toBe(
      `Perturbation | Springhill, Nouvelle-Écosse | ${WORDS} | Heures non confirmées — lisez l’avis | ` +
        'Avis publié par Nova Scotia Health, il y a 3 heures | Mis à jour il y a 12 minutes | Recevoir des alertes',
    );
  });
});

describe('a waits row on a notice the reader is unsure of', () => {
  const unsureWait: Wait & UnsureNotice = {
    ...wait(NOW, { id: UNSURE.id, name: UNSURE.name, city: 'Springhill', status: 'disruption' }),
    status_message: WORDS,
    ...{ certainty: 'unsure', notice: NOTICE },
  };

  it('shows the words, that its times are not confirmed, the link and who published it, in English and French', async () => {
    const en = await show('en', proxy([], [unsureWait]), 'waits');
    const english = rowOf(en.view, 'All Saints Springhill Hospital');
    expect(read(english)).toContain(
      `Disruption | ${WORDS} | Times not confirmed — read the notice | Notice from Nova Scotia Health, 3 hours ago`,
    );
    expect(linkIn(english, 'read the notice')?.href).toBe(NOTICE.url);
    removeWidgets();
    const fr = await show('fr', proxy([], [unsureWait]), 'waits');
    expect(read(rowOf(fr.view, 'All Saints Springhill Hospital'))).toContain(
      `Perturbation | ${WORDS} | Heures non confirmées — lisez l’avis | Avis publié par Nova Scotia Health, il y a 3 heures`,
    );
  });

  it('says nothing of a notice on a row the reader is sure of', async () => {
    const sure: Wait & UnsureNotice = { ...unsureWait, certainty: undefined };
    const { view } = await show('en', proxy([], [sure]), 'waits');
    expect(read(rowOf(view, 'All Saints Springhill Hospital'))).not.toContain('not confirmed');
  });
});

describe('every row’s name', () => {
  const pageOf = (view: View, name: string) => {
    const link = view.getByRole('link', { name }) as HTMLAnchorElement;
    return [link.href, link.target, link.rel, link.closest('h4') !== null];
  };

  it('links to the ER’s page on the widget’s service, in a new tab, in English and in French', async () => {
    const en = await show('en', proxy([COBEQUID, UNSURE]));
    expect(pageOf(en.view, 'Cobequid Community Health Centre')).toEqual([
      'https://er.example/er/ns_cobequidcommunityhe',
      '_blank',
      'noopener',
      true,
    ]);
    expect(pageOf(en.view, 'All Saints Springhill Hospital')[0]).toBe('https://er.example/er/ns_allsaintsspringhill');
    removeWidgets();
    const fr = await show('fr', proxy([COBEQUID]));
    expect(pageOf(fr.view, 'Cobequid Community Health Centre')[0]).toBe(
      'https://er.example/fr/er/ns_cobequidcommunityhe',
    );
  });

  it('links from the service data-api names, with the id written safely into the path', async () => {
    const odd = closure(NOW, { id: 'ns_a/b?c#d', name: 'Odd Id Hospital' });
    const shown = showWidget(
      { views: 'closures', province: 'NS', lang: 'en', api: 'https://status.example.ca/er-status/' },
      proxy([odd]),
      modules,
    );
    setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(pageOf(shown.view, 'Odd Id Hospital')[0]).toBe('https://status.example.ca/er-status/er/ns_a%2Fb%3Fc%23d');
  });

  it('links in the waits list and among the closures announced for later', async () => {
    const later = {
      ...COBEQUID,
      id: 'ns_strait',
      name: 'Strait Richmond Hospital',
      starts_at: formatTimestamp(NOW + 2 * HOUR),
      ends_at: formatTimestamp(NOW + 10 * HOUR),
    };
    const fake = new FakeFetch(() => ({ body: { ...closuresAnswer(NOW, []), scheduled: [later] } }));
    const announced = await show('fr', fake);
    expect(pageOf(announced.view, 'Strait Richmond Hospital')[0]).toBe('https://er.example/fr/er/ns_strait');
    removeWidgets();
    const waits = await show('en', proxy([], [wait(NOW, { id: 'ns_dartmouth', name: 'Dartmouth General' })]), 'waits');
    expect(pageOf(waits.view, 'Dartmouth General')[0]).toBe('https://er.example/er/ns_dartmouth');
  });
});
