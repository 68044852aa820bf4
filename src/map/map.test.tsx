// The map view as a reader sees it, through a real widget and the real embed-map.js entry
// (its own copies of the modules it imports, as its bundle has): markers named in words, the
// closures with no known location listed, the list itself when the widget shows no other,
// the layer of every ER, and the locations' source credited.

import { fireEvent } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DecodedLocation, locationOf } from '../contract/embed';
import type { Wait } from '../contract/resources';
import {
  closure,
  closuresAnswer,
  hospitalsAnswer,
  NOVA_SCOTIA_LOCATIONS,
  novaScotiaClosures,
  quebecWaits,
  waitsAnswer,
} from '../testing/embed-answers';
import { FakeFetch } from '../testing/fake-fetch';
import { runLazyEntry } from '../testing/lazy-scripts';
import { stubOnScreen } from '../testing/on-screen';
import { removeWidgets, showWidget } from '../testing/show-widget';

const NOW = Date.UTC(2026, 8, 1, 18, 0);

let module: unknown;

const NOT_EXPOSED = {
  status: 404,
  body: { error: 'waits_not_exposed', message: 'This server does not offer wait times (ER_EXPOSE_WAITS).' },
};

/** The proxy: waits not offered unless `waits` are given (a server with ER_EXPOSE_WAITS=1). */
function proxy(locations: 'given' | 'none' = 'given', closures = novaScotiaClosures(NOW), waits?: Wait[]): FakeFetch {
  return new FakeFetch((url) => {
    if (url.pathname.endsWith('/waits')) return waits ? { body: waitsAnswer(NOW, waits) } : NOT_EXPOSED;
    if (url.pathname.endsWith('/hospitals') && locations === 'none') {
      return { status: 404, body: { error: 'not_found', message: 'No ER locations here.' } };
    }
    if (url.pathname.endsWith('/hospitals')) {
      const answer = hospitalsAnswer(NOW, NOVA_SCOTIA_LOCATIONS, { waits_offered: Boolean(waits) });
      return { body: { ...answer, attribution: 'ER locations: Nova Scotia Health.' } };
    }
    return { body: closuresAnswer(NOW, closures) };
  });
}

async function show(input: Parameters<typeof showWidget>[0], fake = proxy()) {
  const shown = showWidget({ province: 'NS', views: 'map', ...input }, fake, { 'embed-map.js': module });
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  // The map's element gets a size, as it would in a page.
  for (const element of shown.host.shadowRoot?.querySelectorAll<HTMLElement>('.map') ?? []) {
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 600 });
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 320 });
  }
  resize();
  return { ...shown, fake };
}

let setOnScreen: (onScreen: boolean) => void;
let resize: () => void = () => {};

beforeAll(async () => {
  module = await runLazyEntry(() => import('./embed-map'));
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setOnScreen = stubOnScreen();
  const observers = new Set<() => void>();
  resize = () => {
    for (const observer of observers) observer();
  };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: () => void;
      constructor(callback: ResizeObserverCallback) {
        this.report = () => callback([], this as unknown as ResizeObserver);
      }
      observe() {
        observers.add(this.report);
      }
      disconnect() {
        observers.delete(this.report);
      }
    },
  );
});

afterEach(() => {
  removeWidgets();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the map view', () => {
  it('asks for the ER locations of the province, and the closures once, shared with the widget', async () => {
    const { fake } = await show({ api: 'https://data.example' });
    expect(fake.requests.map(String).sort()).toEqual([
      'https://data.example/embed/api/closures?province=NS',
      'https://data.example/embed/api/hospitals?province=NS',
    ]);
    // Waits are not offered here (the locations' meta says so): never asked, so no 404 in the host's console.
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(fake.paths.filter((path) => path.includes('/waits'))).toEqual([]);
  });

  it('asks for the waits, for the outlook of ERs that publish counts, once the locations say they are offered', async () => {
    const { fake } = await show({ api: 'https://data.example' }, proxy('given', undefined, []));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests.map(String)).toContain('https://data.example/embed/api/waits?province=NS');
  });

  it('places a marker for each located closure, named by its status in words', async () => {
    const { view } = await show({});
    expect(view.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Disruption: Eastern Shore Memorial Hospital' })).toBeTruthy();
    expect(view.getAllByRole('button', { name: /^(Closed|Disruption):/ })).toHaveLength(2);
  });

  it('lists the closures with no known location as not on the map, and the list itself without a closures view', async () => {
    const { view } = await show({});
    expect(view.getByRole('heading', { level: 4, name: 'Not on the map (location unknown)' })).toBeTruthy();
    expect(
      view.getByText('Musquodoboit Valley Memorial Hospital, Middle Musquodoboit, Nova Scotia: Closed'),
    ).toBeTruthy();
    expect(view.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Not on the map (location unknown)',
      'Cobequid Community Health Centre',
      'Eastern Shore Memorial Hospital',
      'Musquodoboit Valley Memorial Hospital',
    ]);
  });

  it('does not repeat the list when the widget shows it too', async () => {
    const { view } = await show({ views: 'closures,map' });
    const names = view.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(names.filter((name) => name === 'Cobequid Community Health Centre')).toHaveLength(1);
  });

  it('shows every ER on request, each named and saying that nothing is reported there', async () => {
    const { view } = await show({});
    expect(view.queryByRole('button', { name: /^Colchester East Hants Health Centre/ })).toBeNull();
    fireEvent.click(view.getByRole('checkbox', { name: 'Show every ER on the map' }));
    expect(
      view.getByRole('button', { name: 'Colchester East Hants Health Centre: No closure or disruption reported.' }),
    ).toBeTruthy();
    expect(view.getByText('ER with no closure or disruption reported')).toBeTruthy();
  });

  it('groups the markers that would overlap at this zoom, and its popup lists their ERs', async () => {
    const { view, host } = await show({});
    fireEvent.click(view.getByRole('checkbox', { name: 'Show every ER on the map' }));
    // Lower Sackville, Dartmouth and Halifax are a few pixels apart at the province's zoom.
    const group = view.getByRole('button', { name: '3 ERs: 1 closed, 2 with no closure or disruption' });
    expect(view.queryByRole('button', { name: /^Dartmouth General Hospital/ })).toBeNull();
    fireEvent.click(group);
    const popup = host.shadowRoot?.querySelector<HTMLElement>('.leaflet-popup');
    expect([...(popup?.querySelectorAll('h4') ?? [])].map((heading) => heading.textContent)).toEqual([
      'Cobequid Community Health Centre',
      'Dartmouth General Hospital',
      'Halifax Infirmary',
    ]);
    expect(popup?.textContent).toContain('Emergency department closed overnight because of physician shortage.');
    expect(popup?.textContent).toContain('Dartmouth, Nova Scotia');
    expect(popup?.textContent).toContain('No closure or disruption reported.');
    expect(popup?.querySelector('button')?.textContent).toBe('Zoom in on these ERs');
  });

  it('credits where the locations come from, beside the closures’ source', async () => {
    const { view } = await show({});
    expect(view.getByText(/^Live ER status by/).textContent).toBe(
      'Live ER status by ERstat (opens in a new tab). Data from ERstat (https://erstat.ca) ER locations: Nova Scotia Health.',
    );
  });

  it('says so when the server has no ER locations, lists the closures, and does not ask again', async () => {
    const fake = proxy('none');
    const { view } = await show({}, fake);
    expect(
      view.getByText('ER locations are not offered on this site: the closures are listed, not mapped.'),
    ).toBeTruthy();
    expect(view.queryByText(/Couldn't load/)).toBeNull();
    expect(view.getByRole('heading', { level: 4, name: 'Cobequid Community Health Centre' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(fake.paths.filter((path) => path.includes('/hospitals'))).toHaveLength(1);
  });

  it('shows markup in a name as characters, on the marker and in its popup', async () => {
    const name = '<img src=x onerror="window.pwned=1">Cobequid <b>Hospital</b>';
    const rows = novaScotiaClosures(NOW).map((row) => (row.id === 'ns_cobequidcommunityhe' ? { ...row, name } : row));
    const { view, host } = await show({}, proxy('given', rows));
    const marker = view.getByRole('button', { name: `Closed: ${name}` });
    expect(marker.querySelectorAll('img, b')).toHaveLength(0);
    fireEvent.click(marker);
    const popup = host.shadowRoot?.querySelector('.leaflet-popup');
    expect(popup?.querySelector('h4')?.textContent).toBe(name);
    expect(popup?.querySelectorAll('img, b')).toHaveLength(0);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('says it in French', async () => {
    const { view } = await show({ lang: 'fr' });
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Carte des fermetures et perturbations');
    expect(view.getByRole('button', { name: 'Fermée : Cobequid Community Health Centre' })).toBeTruthy();
    expect(view.getByText('Absentes de la carte (emplacement inconnu)')).toBeTruthy();
    fireEvent.click(view.getByRole('checkbox', { name: 'Afficher toutes les urgences sur la carte' }));
    expect(view.getByRole('button', { name: '3 urgences : 1 fermée, 2 sans fermeture ni perturbation' })).toBeTruthy();
  });
});

describe('the map’s popups: the ER’s page, and a notice the reader is unsure of', () => {
  const notice = {
    url: 'https://www.nshealth.ca/news/1',
    publisher: 'Nova Scotia Health',
    published_at: '2026-09-01T15:00:00Z',
  };
  const unsure = novaScotiaClosures(NOW).map((row) =>
    row.id === 'ns_cobequidcommunityhe'
      ? {
          ...row,
          status: 'disruption' as const,
          certainty: 'unsure' as const,
          notice,
          expected_reopen: '2026-09-02T11:00:00Z',
        }
      : row,
  );
  const popupOf = (host: HTMLElement) => host.shadowRoot?.querySelector<HTMLElement>('.leaflet-popup');

  it('shows the notice as the list does, with no reopening time, and links to the ER’s page (en)', async () => {
    const { view, host } = await show({ views: 'map' }, proxy('given', unsure));
    fireEvent.click(view.getByRole('button', { name: 'Disruption: Cobequid Community Health Centre' }));
    const popup = popupOf(host);
    const text = (popup?.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Times not confirmed — read the notice (opens in a new tab)');
    expect(text).toMatch(/Notice from Nova Scotia Health, 3 hours ago/);
    expect(text).not.toMatch(/reopen/i);
    const links = [...(popup?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.href, a.target, a.rel]);
    expect(links).toEqual([
      ['Cobequid Community Health Centre', 'https://er.example/er/ns_cobequidcommunityhe', '_blank', 'noopener'],
      ['read the notice (opens in a new tab)', notice.url, '_blank', 'noopener'],
      ['Get alerts', 'https://er.example/subscribe?er=ns_cobequidcommunityhe', '_blank', 'noopener'],
    ]);
  });

  it('links every ER’s popup to its French page in French, those with nothing reported too', async () => {
    const { view, host } = await show({ lang: 'fr' }, proxy('given', unsure));
    fireEvent.click(view.getByRole('checkbox', { name: 'Afficher toutes les urgences sur la carte' }));
    fireEvent.click(view.getByRole('button', { name: /^3 urgences/ }));
    const links = [...(popupOf(host)?.querySelectorAll('h4 a') ?? [])].map((a) => (a as HTMLAnchorElement).href);
    expect(links).toEqual([
      'https://er.example/fr/er/ns_cobequidcommunityhe',
      'https://er.example/fr/er/ns_dartmouthgeneralho',
      'https://er.example/fr/er/ns_halifaxinfirmary',
    ]);
    expect(popupOf(host)?.textContent).toContain('Heures non confirmées — lisez l’avis');
    const alerts = [...(popupOf(host)?.querySelectorAll('a') ?? [])].filter(
      (a) => a.textContent === 'Recevoir des alertes',
    );
    expect(alerts.map((a) => [a.getAttribute('aria-label'), (a as HTMLAnchorElement).href, a.target])).toEqual([
      [
        'Recevoir des alertes — Cobequid Community Health Centre',
        'https://er.example/fr/abonnement?er=ns_cobequidcommunityhe',
        '_blank',
      ],
      [
        'Recevoir des alertes — Dartmouth General Hospital',
        'https://er.example/fr/abonnement?er=ns_dartmouthgeneralho',
        '_blank',
      ],
      ['Recevoir des alertes — Halifax Infirmary', 'https://er.example/fr/abonnement?er=ns_halifaxinfirmary', '_blank'],
    ]);
  });
});

describe('the map’s popups for an ER that publishes counts and no wait (Québec)', () => {
  const rows = quebecWaits(NOW);
  const disruption = closure(NOW, {
    id: 'qc_hopitaldechicoutim',
    name: 'Hôpital de Chicoutimi',
    city: 'Saguenay',
    province: 'QC',
    status: 'disruption',
    message: 'Urgence : délais plus longs que d’habitude.',
  });
  const quebec = () =>
    new FakeFetch((url) => {
      if (url.pathname.endsWith('/waits')) return { body: waitsAnswer(NOW, rows) };
      if (url.pathname.endsWith('/hospitals'))
        return { body: hospitalsAnswer(NOW, rows.map(locationOf) as DecodedLocation[], { waits_offered: true }) };
      return { body: closuresAnswer(NOW, [disruption]) };
    });

  async function popupOf(lang: 'en' | 'fr', marker: RegExp) {
    const { view, host } = await show({ province: 'QC', lang }, quebec());
    fireEvent.click(view.getByRole('checkbox', { name: /^(Show every ER|Afficher toutes les urgences)/ }));
    fireEvent.click(view.getByRole('button', { name: marker }));
    return (host.shadowRoot?.querySelector('.leaflet-popup')?.textContent ?? '').replace(/\s+/g, ' ');
  }

  it('says whether the ER is busier than usual for the hour and what to expect in the next hours, beside its disruption', async () => {
    const popup = await popupOf('en', /^Disruption: Hôpital de Chicoutimi/);
    expect(popup).toContain('Urgence : délais plus longs que d’habitude.');
    expect(popup).toContain('Busier than usual for this hour: 12 people waiting (usually 7).');
    expect(popup).toContain(
      'Expected in 1 hour: 8 to 14 people waiting; in 2 hours: 9 to 14; in 4 hours: 6 to 15 (ranges right 8 times in 10).',
    );
  });

  it('says it in French', async () => {
    const popup = await popupOf('fr', /^Hôpital Fleurimont/);
    expect(popup).toContain('Moins achalandée que d’habitude à cette heure : 3 personnes en attente (9 d’habitude).');
    expect(popup).toContain(
      'Dans 1 heure : de 2 à 6 personnes en attente ; dans 2 heures : de 3 à 7 ; dans 4 heures : 7',
    );
  });

  it('says nothing of it for an ER whose counts are too recent for an outlook', async () => {
    const popup = await popupOf('fr', /^Hôpital des Monts/);
    expect(popup).toContain('Aucune fermeture ni perturbation signalée.');
    expect(popup).not.toMatch(/habitude|Dans 1 heure/);
  });
});
