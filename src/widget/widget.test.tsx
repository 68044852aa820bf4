// The widget as a reader sees it, in every state: loading, data, empty, stale, failed with
// and without data kept, sample data, English and French. Each test mounts a real widget (in
// its shadow root) against a fake proxy and reads the text on screen.

import { fireEvent, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp } from '../contract/time';
import { SAMPLE_ATTRIBUTION } from '../sources/sample';
import { closure, closuresAnswer, HOUR, novaScotiaClosures } from '../testing/embed-answers';
import { FakeFetch, type Reply } from '../testing/fake-fetch';
import { stubOnScreen } from '../testing/on-screen';
import { PICKER_MODULE } from '../testing/show-widget';
import { mountWidget, unmountWidget } from './mount';
import { type OptionInput, readOptions } from './options';

/** Tuesday 1 September 2026, 15:00 in Halifax. */
const NOW = Date.UTC(2026, 8, 1, 18, 0);
const API = 'https://er.example';
const hosts: HTMLElement[] = [];

/** Visible text only: the live region repeats some of it for screen readers. */
const VISIBLE = { ignore: '[role=status], script, style' };

/**
 * These tests show the views built into embed.js; lazy-view.test.tsx covers the others. The
 * province selector (embed-picker.js) is the one script they load.
 */
const noLazyScripts = async <M,>(src: string): Promise<M> => {
  if (src.endsWith('/embed-picker.js')) return PICKER_MODULE as M;
  throw new Error('no other script is loaded in these tests');
};

/** Lets the fake fetch answer and the widget render what it got. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

function show(input: OptionInput, fake: FakeFetch, around?: HTMLElement) {
  const host = document.createElement('div');
  (around ?? document.body).append(host);
  if (around && !around.isConnected) document.body.append(around);
  mountWidget(host, readOptions(input, API), { fetch: fake.fetch, load: noLazyScripts });
  hosts.push(host);
  // The widget's container inside the shadow root (Testing Library queries need an element).
  return within(host.shadowRoot?.lastElementChild as HTMLElement);
}

/** The widget's footer (inside the widget's article it is no page landmark, so found by tag). */
const footerText = (view: ReturnType<typeof show>) =>
  (view.queryByText('In an emergency, call 911.') ?? view.getByText('En cas d’urgence, composez le 911.')).closest(
    'footer',
  )?.textContent;

function proxy(routes: { closures?: () => Reply }): FakeFetch {
  return new FakeFetch(
    () => routes.closures?.() ?? { status: 404, body: { error: 'not_found', message: 'No such endpoint.' } },
  );
}

const nsClosures = () => ({ body: closuresAnswer(NOW, novaScotiaClosures(NOW)) });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  for (const host of hosts.splice(0)) {
    unmountWidget(host);
    host.remove();
  }
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the closures view', () => {
  it('shows a loading skeleton, with the heading in place, until the first answer', async () => {
    const fake = proxy({ closures: nsClosures });
    fake.holding = true;
    const view = show({ province: 'NS' }, fake);
    await settle();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('ER status — Nova Scotia');
    expect(view.getByText('Loading…')).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();

    fake.release();
    await settle();
    expect(view.queryByText('Loading…')).toBeNull();
    expect(view.getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks the proxy for the province on the origin of the script, with no key', async () => {
    const fake = proxy({ closures: nsClosures });
    show({ province: 'ns' }, fake);
    await settle();
    expect(fake.requests.map(String)).toEqual(['https://er.example/embed/api/closures?province=NS']);
  });

  it('states each closure in words with its place, reason, expected reopening and age', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    const [closed, disrupted, open] = view.getAllByRole('listitem');
    const first = within(closed as HTMLElement);
    expect(first.getByRole('heading', { level: 4 }).textContent).toBe('Cobequid Community Health Centre');
    expect(first.getByText('Closed')).toBeTruthy();
    expect(first.getByText('Lower Sackville, Nova Scotia')).toBeTruthy();
    expect(first.getByText('Emergency department closed overnight because of physician shortage.')).toBeTruthy();
    // The reopening in the ER's own zone, and how far off it is.
    expect(closed?.textContent).toContain('Expected to reopen Tue, Sep 1, 6:00 p.m. ADT (in 3 hours)');
    expect(closed?.textContent).toContain('Updated 12 minutes ago');
    expect(within(disrupted as HTMLElement).getByText('Disruption')).toBeTruthy();
    expect(open?.textContent).toContain('Reopening time not announced');
    expect(view.getByText('Nova Scotia: 3 closures or disruptions reported.', VISIBLE)).toBeTruthy();
  });

  it('names the province alone for an ER whose feed gives no city', async () => {
    const mcbride = closure(NOW, { id: 'bc_mcbride', name: 'McBride Hospital', city: '', province: 'BC' });
    const view = show({ province: 'BC' }, proxy({ closures: () => ({ body: closuresAnswer(NOW, [mcbride]) }) }));
    await settle();
    const row = within(view.getByRole('listitem'));
    expect(row.getByText('British Columbia')).toBeTruthy();
    expect(view.queryByText(/, British Columbia/)).toBeNull();
  });

  it('gives every age its exact date and time, reachable by keyboard', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    const age = within(view.getAllByRole('listitem')[0] as HTMLElement).getByText('12 minutes ago');
    expect(age.tagName).toBe('TIME');
    expect(age.getAttribute('tabindex')).toBe('0');
    expect(age.textContent).toContain('Tue, Sep 1, 2:48 p.m. ADT');
  });

  it('badges rows that have not been updated for more than 4 hours', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    const rows = view.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.includes('No update for more than 4 hours'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('says that no closures are reported in the area when there are none', async () => {
    const view = show({ province: 'PE' }, proxy({ closures: () => ({ body: closuresAnswer(NOW, []) }) }));
    await settle();
    expect(view.getByText('Prince Edward Island: no ER closures or disruptions reported.', VISIBLE)).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();
  });

  it.each([
    ['en', 'NB', [], 'New Brunswick: closures not tracked here.'],
    ['fr', 'NB', [], 'Nouveau-Brunswick : fermetures non suivies ici.'],
    ['en', null, [], 'Canada: closures not tracked here.'],
    ['en', null, ['QC'], 'Quebec: no ER closures or disruptions reported.'],
    ['fr', null, ['NS', 'QC'], 'Nouvelle-Écosse, Québec : aucune fermeture ni perturbation d’urgence signalée.'],
    ['en', 'QC', ['QC'], 'Quebec: no ER closures or disruptions reported.'],
  ] as const)(
    'says "no closures reported" only where a closure source is on (%s, %s, tracked %j)',
    async (lang, province, tracked, words) => {
      const answer = { ...closuresAnswer(NOW, []), tracked_provinces: tracked };
      const view = show({ province: province ?? undefined, lang }, proxy({ closures: () => ({ body: answer }) }));
      await settle();
      expect(view.getByText(words, VISIBLE)).toBeTruthy();
      // The live region says the same to screen readers.
      expect(view.getByRole('status').textContent).toBe(words);
      expect(view.queryByText(/Canada: no ER closures/)).toBeNull();
    },
  );

  it('says how old the data is, from when the answer was generated', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    const freshness = view.getByText(/^Updated/, { selector: '.fresh' });
    expect(freshness.textContent).toMatch(/^Updated 3 minutes ago/);
  });

  it('says so when the proxy serves a kept answer because its data service failed', async () => {
    const stale = () => ({ body: closuresAnswer(NOW, novaScotiaClosures(NOW), { stale: true }) });
    const view = show({ province: 'NS' }, proxy({ closures: stale }));
    await settle();
    expect(view.getByText(/^The data service is not answering: showing its data from \d{1,2}:\d{2}/)).toBeTruthy();
    expect(view.getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    ['en', 'upstream_bad_response', /^Couldn't refresh — showing data from \d/],
    ['fr', 'upstream_auth_failed', /^Actualisation impossible — données de \d/],
    ['fr', 'upstream_timeout', /^Le service de données ne répond pas : données de \d/],
  ] as const)('says what failed when the proxy keeps an answer (%s, %s)', async (lang, reason, words) => {
    const stale = () => ({
      body: closuresAnswer(NOW, novaScotiaClosures(NOW), { stale: true, stale_reason: reason }),
    });
    const view = show({ province: 'NS', lang }, proxy({ closures: stale }));
    await settle();
    expect(view.getByText(words)).toBeTruthy();
  });

  it('keeps the last data when a refresh fails, and says from when it is', async () => {
    let failing = false;
    const fake = proxy({
      closures: () =>
        failing ? { status: 502, body: { error: 'upstream_unavailable', message: 'down' } } : nsClosures(),
    });
    const view = show({ province: 'NS' }, fake);
    await settle();
    failing = true;
    await vi.advanceTimersByTimeAsync(66_000);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(view.getByText(/^Couldn't refresh — showing data from \d{1,2}:\d{2}/, VISIBLE)).toBeTruthy();
    expect(view.getAllByRole('listitem')).toHaveLength(3);
    expect(view.getByRole('status').textContent).toMatch(/^Couldn't refresh/);
  });

  it('says it could not load, and when it will try again, when there is nothing to show', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: () => 'network error' }));
    await settle();
    expect(view.getByText(/^Couldn't load ER status\. Trying again at \d{1,2}:\d{2}/, VISIBLE)).toBeTruthy();
    expect(view.queryByText('Loading…')).toBeNull();
  });

  it('shows a long or source-cut message whole, and asks embed-desk.js to collapse it or say it was cut', async () => {
    const long = `${'The emergency department is closed today because no physician is available. '.repeat(3)}Call 811.`;
    const cut = 'Closed due to staffing; patients should go to the Dartmouth General Hosp…';
    const answer = closuresAnswer(NOW, [
      closure(NOW, { id: 'ns_a', name: 'A Hospital', message: long }),
      closure(NOW, { id: 'ns_b', name: 'B Hospital', message: cut }),
    ]);
    const asked: string[] = [];
    const setOnScreen = stubOnScreen();
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    const fake = proxy({ closures: () => ({ body: answer }) });
    const load = async <M,>(src: string): Promise<M> => {
      asked.push(src);
      throw new Error('not in this test');
    };
    mountWidget(host, readOptions({ province: 'NS' }, API), { fetch: fake.fetch, load });
    setOnScreen(true);
    await settle();
    const view = within(host.shadowRoot?.lastElementChild as HTMLElement);
    expect(view.getByText(long).localName).toBe('bdi');
    expect(view.getByText(cut).localName).toBe('bdi');
    expect(view.queryByRole('button', { name: 'more' })).toBeNull();
    expect(asked).toContain(`${API}/embed-desk.js`);
  });

  it('isolates a message, so that bidi controls in it cannot reverse the words after it', async () => {
    const message = 'Closed \u202etonight; go to Yarmouth.';
    const answer = closuresAnswer(NOW, [closure(NOW, { id: 'ns_a', name: 'A Hospital', message })]);
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    const words = view.getByText(message);
    // <bdi> ends every embedding and override begun inside it (Unicode's isolates).
    expect(words.localName).toBe('bdi');
    expect(words.parentElement?.textContent).toBe(message);
  });

  it.each([
    ['en', 'Get alerts', 'https://er.example/subscribe?er=ns_a%2Fb'],
    ['fr', 'Recevoir des alertes', 'https://er.example/fr/abonnement?er=ns_a%2Fb'],
  ] as const)(
    'offers alerts for each ER in a new tab, on our page with that ER chosen (%s)',
    async (lang, words, href) => {
      const answer = closuresAnswer(NOW, [closure(NOW, { id: 'ns_a/b', name: 'A Hospital', message: null })]);
      const view = show({ province: 'NS', lang }, proxy({ closures: () => ({ body: answer }) }));
      await settle();
      const link = view.getByRole('link', { name: `${words} — A Hospital` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.closest('li')?.querySelector('h4')?.textContent).toBe('A Hospital');
      expect(link.textContent).toBe(words);
    },
  );

  it('shows markup in a message as characters, never as markup', async () => {
    const message = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script><b>bold</b>';
    const answer = closuresAnswer(NOW, [closure(NOW, { id: 'ns_a', name: '<i>A</i> Hospital', message })]);
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    expect(view.getByText(message)).toBeTruthy();
    expect(view.getByRole('heading', { level: 4 }).textContent).toBe('<i>A</i> Hospital');
    const root = hosts[0]?.shadowRoot;
    expect(root?.querySelector('img, script, b, i')).toBeNull();
  });

  it('announces the closures politely when they arrive and when they change', async () => {
    let rows = novaScotiaClosures(NOW);
    const fake = proxy({ closures: () => ({ body: closuresAnswer(NOW, rows) }) });
    const view = show({ province: 'NS' }, fake);
    await settle();
    const live = view.getByRole('status');
    expect(live.textContent).toBe('Nova Scotia: 3 closures or disruptions reported.');
    rows = rows.slice(0, 1);
    await vi.advanceTimersByTimeAsync(70_000);
    expect(live.textContent).toBe('Nova Scotia: 1 closure or disruption reported.');
  });
});

describe('refreshing', () => {
  /** After the first answer, the next request comes between `earliestMs` and `latestMs` later. */
  async function expectSecondRequestBetween(fake: FakeFetch, earliestMs: number, latestMs: number) {
    await settle();
    await vi.advanceTimersByTimeAsync(earliestMs - 1_000);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(latestMs - earliestMs + 2_000);
    expect(fake.requests).toHaveLength(2);
  }

  it('asks again within the closures cache window of 60 s, with jitter', async () => {
    const fake = proxy({ closures: nsClosures });
    show({ province: 'NS' }, fake);
    await expectSecondRequestBetween(fake, 54_000, 66_000);
  });

  it('waits at least as long as Retry-After asks', async () => {
    const busy = { status: 429, headers: { 'Retry-After': '120' }, body: { error: 'rate_limited', message: 'slow' } };
    const fake = proxy({ closures: () => busy });
    show({ province: 'NS' }, fake);
    await expectSecondRequestBetween(fake, 120_000, 120_000);
  });

  it('backs off exponentially while the proxy keeps failing', async () => {
    const fake = proxy({ closures: () => ({ status: 502, body: { error: 'upstream_unavailable', message: 'x' } }) });
    show({ province: 'NS' }, fake);
    await settle();
    const times: number[] = [];
    for (let second = 1; second <= 200; second += 1) {
      const before = fake.requests.length;
      await vi.advanceTimersByTimeAsync(1000);
      if (fake.requests.length > before) times.push(second);
    }
    // 10 s, then 20 s, 40 s, 80 s after each failure (±10 %).
    const gaps = times.map((time, index) => time - (times[index - 1] ?? 0));
    expect(gaps.length).toBe(4);
    gaps.forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(Math.floor(10 * 2 ** index * 0.9));
      expect(gap).toBeLessThanOrEqual(Math.ceil(10 * 2 ** index * 1.1) + 1);
    });
  });

  it('pauses while the widget is scrolled off-screen and catches up when it comes back', async () => {
    let report: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (visible) =>
            callback(
              [{ isIntersecting: visible } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    const fake = proxy({ closures: nsClosures });
    show({ province: 'NS' }, fake);
    await settle();
    report(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.requests).toHaveLength(1);
    report(true);
    await settle();
    expect(fake.requests).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('pauses while the tab is hidden and catches up when it is shown', async () => {
    const fake = proxy({ closures: nsClosures });
    show({ province: 'NS' }, fake);
    await settle();
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.requests).toHaveLength(1);
    setVisibility('visible');
    await settle();
    expect(fake.requests).toHaveLength(2);
  });
});

describe('attribution', () => {
  it('credits a live source with a link, beside the answer’s attribution, with 911 and the health line', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    const credit = view.getByRole('link', { name: /ERstat/ });
    expect(credit.getAttribute('href')).toBe('https://erstat.ca/feed');
    expect(credit.parentElement?.textContent).toBe(
      'Live ER status by ERstat (opens in a new tab). Data from ERstat (https://erstat.ca)',
    );
    expect(view.getByText('In an emergency, call 911.')).toBeTruthy();
    expect(view.getByRole('link', { name: '811' }).getAttribute('href')).toBe('tel:811');
    expect(footerText(view)).toContain('For health advice, call Nova Scotia’s health line at 811.');
  });

  it.each([
    ['en', /ER status from Nov 1, 2025, \d{1,2}:45 [ap]\.m\., not live, by ERstat/, 'Live ER status'],
    ['fr', /État des urgences du 1 nov\. 2025, \d{1,2} h 45, pas en direct, par ERstat/, 'en direct par'],
  ] as const)('gives the date of live data the service says is old, never "live" (%s)', async (lang, credit, live) => {
    const old = { ...closuresAnswer(NOW, []), data_as_of: '2025-11-01T04:45:00Z' };
    const view = show({ province: 'QC', lang }, proxy({ closures: () => ({ body: old }) }));
    await settle();
    const footer = footerText(view) ?? '';
    expect(footer).toMatch(credit);
    expect(footer).not.toContain(live);
  });

  it('calls a dataset a snapshot, with its date, and never live', async () => {
    const meta = {
      source: 'dataset' as const,
      credit: { name: 'ERstat', url: 'https://erstat.ca' },
      snapshot_at: '2026-09-01T15:54:53Z',
    };
    const answer = closuresAnswer(NOW, novaScotiaClosures(NOW), meta);
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    const footer = footerText(view) ?? '';
    // The snapshot's moment, with its year, in the reader's zone.
    expect(footer).toMatch(/ER status from Sep 1, 2026, \d{1,2}:54 [ap]\.m\., not live, by ERstat/);
    expect(footer).not.toMatch(/Live/);
    expect(view.queryByText('Sample data — not live')).toBeNull();
  });

  it('shows the "Sample data — not live" banner above everything for the sample source', async () => {
    const meta = { source: 'sample' as const, credit: { name: 'er-status sample data', url: 'https://er.example/' } };
    const answer = closuresAnswer(NOW, novaScotiaClosures(NOW), meta);
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    const banner = view.getByText('Sample data — not live');
    const heading = view.getByRole('heading', { level: 2 });
    // The banner comes before the title in reading order.
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footerText(view)).toContain('Sample data by er-status sample data');
  });

  it('never turns a credit URL that is not a web address into a link', async () => {
    const meta = { credit: { name: 'Somebody', url: 'javascript:alert(1)' } };
    const answer = closuresAnswer(NOW, [], meta);
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    expect(view.getByText(/Live ER status by Somebody/)).toBeTruthy();
    expect(view.queryByRole('link', { name: /Somebody/ })).toBeNull();
  });

  it('refuses an answer whose source it cannot name, rather than show it unlabelled', async () => {
    const { meta: _meta, ...bare } = closuresAnswer(NOW, novaScotiaClosures(NOW));
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: bare }) }));
    await settle();
    expect(view.queryByRole('list')).toBeNull();
    expect(view.getByText(/^Couldn't load ER status/, VISIBLE)).toBeTruthy();
  });
});

describe('the province selector', () => {
  it('is shown with data-controls and reloads the closures of the chosen province', async () => {
    const fake = new FakeFetch((url) => {
      const province = url.searchParams.get('province');
      const rows = province === 'ON' ? [closure(NOW, { id: 'on_a', name: 'Ontario ER', province: 'ON' })] : [];
      return { body: closuresAnswer(NOW, rows) };
    });
    const setOnScreen = stubOnScreen();
    const view = show({ province: 'NS', controls: '' }, fake);
    await settle();
    // The selector's script is asked for once the widget is in view.
    setOnScreen(true);
    await settle();
    const select = view.getByRole('combobox', { name: 'Province or territory' }) as HTMLSelectElement;
    expect(select.value).toBe('NS');
    fireEvent.change(select, { target: { value: 'ON' } });
    await settle();
    expect(fake.paths).toEqual(['/embed/api/closures?province=NS', '/embed/api/closures?province=ON']);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('ER status — Ontario');
    expect(view.getByText('Ontario ER')).toBeTruthy();
    expect(footerText(view)).toContain('Health811');
  });

  it('is absent without data-controls', async () => {
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }));
    await settle();
    expect(view.queryByRole('combobox')).toBeNull();
  });
});

describe('in French', () => {
  it('says everything in French, with French dates, numbers and relative times', async () => {
    const setOnScreen = stubOnScreen();
    const view = show({ province: 'NS', lang: 'fr', controls: '' }, proxy({ closures: nsClosures }));
    await settle();
    setOnScreen(true);
    await settle();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('État des urgences — Nouvelle-Écosse');
    const [first] = view.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Fermée')).toBeTruthy();
    expect(first?.textContent).toContain('Lower Sackville, Nouvelle-Écosse');
    expect(first?.textContent).toContain('Réouverture prévue le mar. 1 sept., 18 h HAA (dans 3 heures)');
    expect(first?.textContent).toContain('Mis à jour il y a 12 minutes');
    expect(view.getByText('Nouvelle-Écosse : 3 fermetures ou perturbations signalées.', VISIBLE)).toBeTruthy();
    expect(view.getByRole('combobox', { name: 'Province ou territoire' })).toBeTruthy();
    expect(view.getByRole('option', { name: 'Tout le Canada' })).toBeTruthy();
    const footer = footerText(view);
    expect(footer).toContain('En cas d’urgence, composez le 911.');
    expect(footer).toContain('Pour des conseils santé, appelez la ligne santé de la Nouvelle-Écosse au 811.');
    expect(footer).toContain('État des urgences en direct par ERstat');
  });

  it('credits the sample in French without its English notice', async () => {
    const sample = { ...closuresAnswer(NOW, [], { source: 'sample' }), attribution: SAMPLE_ATTRIBUTION };
    const view = show({ province: 'QC', lang: 'fr' }, proxy({ closures: () => ({ body: sample }) }));
    await settle();
    const footer = footerText(view) ?? '';
    expect(footer).toContain('Données d’exemple par');
    expect(footer).not.toContain('SAMPLE DATA');
    expect(view.getByText('Données d’exemple — pas en direct')).toBeTruthy();
  });

  it('says the empty, failed and sample states in French', async () => {
    const sample = closuresAnswer(NOW, [], { source: 'sample' });
    const view = show({ province: 'QC', lang: 'fr' }, proxy({ closures: () => ({ body: sample }) }));
    await settle();
    expect(view.getByText('Québec : aucune fermeture ni perturbation d’urgence signalée.', VISIBLE)).toBeTruthy();
    expect(view.getByText('Données d’exemple — pas en direct')).toBeTruthy();

    const failed = show({ province: 'QC', lang: 'fr' }, proxy({ closures: () => 'network error' }));
    await settle();
    expect(
      failed.getByText(/^Impossible de charger l’état des urgences\. Nouvel essai à \d{1,2} h( \d{2})?$/, VISIBLE),
    ).toBeTruthy();
  });

  it('follows the page’s lang when data-lang is absent', async () => {
    const section = document.createElement('section');
    section.lang = 'fr-CA';
    const view = show({ province: 'NS' }, proxy({ closures: nsClosures }), section);
    await settle();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('État des urgences — Nouvelle-Écosse');
  });
});

describe('timestamps from the answer', () => {
  it('shows a closure whose update time is unreadable, without an age', async () => {
    const row = { ...closure(NOW, { id: 'ns_a', name: 'A Hospital' }), updated_at: 'yesterday-ish' };
    const answer = { ...closuresAnswer(NOW, []), closures: [row] };
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: answer }) }));
    await settle();
    const [item] = view.getAllByRole('listitem');
    expect(item?.textContent).toContain('A Hospital');
    expect(item?.textContent).not.toContain('Updated');
  });

  it('counts an expected reopening already past as past', async () => {
    const row = closure(NOW, { id: 'ns_a', name: 'A Hospital', expected_reopen: formatTimestamp(NOW - 2 * HOUR) });
    const view = show({ province: 'NS' }, proxy({ closures: () => ({ body: closuresAnswer(NOW, [row]) }) }));
    await settle();
    expect(view.getAllByRole('listitem')[0]?.textContent).toContain('(2 hours ago)');
  });
});
