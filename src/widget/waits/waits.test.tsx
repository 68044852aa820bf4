// The waits view as a reader sees it, through a real widget and the real embed-waits.js entry
// (run with its own copies of Preact and the signals, as its bundle has): waits with their
// range and basis in words, the last live reading of a stale row, both orders, "Near me" with
// the position kept in the browser, a refusal, waits not offered, and French.

import { fireEvent } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closuresAnswer, HOUR, novaScotiaWaits, quebecWaits, wait, waitsAnswer } from '../../testing/embed-answers';
import { FakeFetch, type Reply } from '../../testing/fake-fetch';
import { runLazyEntry } from '../../testing/lazy-scripts';
import { stubOnScreen } from '../../testing/on-screen';
import { liveQuebecWaits } from '../../testing/quebec-live-answers';
import { removeWidgets, showWidget } from '../../testing/show-widget';

/** Tuesday 1 September 2026, 15:00 in Halifax. */
const NOW = Date.UTC(2026, 8, 1, 18, 0);
/** A reader in downtown Dartmouth. */
const READER = { latitude: 44.68, longitude: -63.55 };

let module: unknown;
let setOnScreen: (onScreen: boolean) => void;

function proxy(waits: () => Reply): FakeFetch {
  return new FakeFetch((url) => (url.pathname.endsWith('/waits') ? waits() : { body: closuresAnswer(NOW, []) }));
}

const nsWaits = () => ({ body: waitsAnswer(NOW, novaScotiaWaits(NOW)) });

async function show(input: Parameters<typeof showWidget>[0], fake: FakeFetch) {
  const shown = showWidget({ views: 'waits', ...input }, fake, { 'embed-waits.js': module });
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  return shown;
}

/** Text as read, with Intl's no-break spaces as plain ones. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ');

/** The line under the order buttons that says the order, or why the position is missing. */
const orderSaid = (view: Awaited<ReturnType<typeof show>>['view']) =>
  text(view.getByRole('group', { name: /Order|Ordre/ }).nextElementSibling);

const names = (view: Awaited<ReturnType<typeof show>>['view']) =>
  view.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

/** The browser's geolocation, answering as `answer` says; records how often it was asked. */
function stubGeolocation(answer: 'allow' | 'deny') {
  const asked = vi.fn();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback) {
        asked();
        if (answer === 'allow') success({ coords: READER } as GeolocationPosition);
        else failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      },
    },
  });
  return asked;
}

beforeAll(async () => {
  module = await runLazyEntry(() => import('./embed-waits'));
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setOnScreen = stubOnScreen();
});

afterEach(() => {
  removeWidgets();
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the waits view', () => {
  it('asks the proxy for the province’s waits from data-api, with no key', async () => {
    const fake = proxy(nsWaits);
    await show({ province: 'NS', api: 'https://data.example' }, fake);
    expect(fake.requests.map(String)).toEqual(['https://data.example/embed/api/waits?province=NS']);
  });

  it('shows each ER’s wait with its range, and says where the figure comes from in words', async () => {
    const { view } = await show({ province: 'NS' }, proxy(nsWaits));
    const row = (name: string) => view.getByRole('heading', { name }).closest('li')?.textContent ?? '';
    expect(row('Dartmouth General Hospital')).toContain(
      'About 2 hrs 5 mins (usually between 1 hr 50 mins and 2 hrs 20 mins)',
    );
    expect(row('Dartmouth General Hospital')).toContain('Live published by the ER 12 minutes ago');
    expect(row('Halifax Infirmary')).toContain('Predicted estimated from past waits, moderate confidence');
    expect(row('Colchester East Hants Health Centre')).toContain(
      'Typical the usual wait at this hour: a wide range, low confidence',
    );
    expect(row('Cobequid Community Health Centre')).toContain('Closed this ER is closed: no wait applies');
    expect(row('Cobequid Community Health Centre')).toContain('Closed overnight.');
    expect(row('Cobequid Community Health Centre')).not.toContain('About');
    expect(row('Eastern Shore Memorial Hospital')).toContain('Status not published');
    expect(row('Eastern Shore Memorial Hospital')).toContain('No wait time');
    expect(row('Eastern Shore Memorial Hospital')).toContain('No data no wait time is published or estimated');
  });

  it('shows a status message isolated and without bidi controls, and offers alerts for the ER', async () => {
    const row = wait(NOW, {
      id: 'ns_a',
      name: 'A Hospital',
      status: 'disruption',
      status_message: 'Go \u202eelsewhere\u202c tonight.',
    });
    const { view } = await show(
      { province: 'NS' },
      proxy(() => ({ body: waitsAnswer(NOW, [row]) })),
    );
    const words = view.getByText('Go elsewhere tonight.');
    expect(words.localName).toBe('bdi');
    const link = view.getByRole('link', { name: 'Get alerts — A Hospital' });
    expect(link.getAttribute('href')).toBe('https://er.example/subscribe?er=ns_a');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives the last live reading, with its time, of a row whose live reading went stale', async () => {
    const { view } = await show({ province: 'NS' }, proxy(nsWaits));
    const stale = view.getByRole('heading', { name: 'Halifax Infirmary' }).closest('li');
    expect(stale?.textContent).toMatch(/Last live reading at \d{1,2}:\d{2}( [ap]\.m\.)?: 3 hrs 5 mins\./);
    const live = view.getByRole('heading', { name: 'Dartmouth General Hospital' }).closest('li');
    expect(live?.textContent).not.toContain('Last live reading');
  });

  it('sorts by wait: shortest first, then ERs without a figure, closed ERs last', async () => {
    const { view } = await show({ province: 'NS' }, proxy(nsWaits));
    expect(names(view)).toEqual([
      'Colchester East Hants Health Centre',
      'Dartmouth General Hospital',
      'Halifax Infirmary',
      'Eastern Shore Memorial Hospital',
      'Cobequid Community Health Centre',
    ]);
    expect(view.getByRole('button', { name: 'Shortest wait first' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for the position only when "Near me" is pressed, puts the nearest first, and sends the position nowhere', async () => {
    const asked = stubGeolocation('allow');
    const fake = proxy(nsWaits);
    const { view } = await show({ province: 'NS' }, fake);
    await vi.advanceTimersByTimeAsync(65_000);
    expect(asked).not.toHaveBeenCalled();

    fireEvent.click(view.getByRole('button', { name: 'Near me' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(names(view)).toEqual([
      'Dartmouth General Hospital',
      'Halifax Infirmary',
      'Cobequid Community Health Centre',
      'Colchester East Hants Health Centre',
      'Eastern Shore Memorial Hospital',
    ]);
    expect(view.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('true');
    expect(orderSaid(view)).toContain('Your location stays in this browser');
    expect(view.getByRole('heading', { name: 'Halifax Infirmary' }).closest('li')?.textContent).toMatch(
      /Halifax, Nova Scotia · \d\.\d km from you/,
    );

    // Back to the wait order and again: the position is not asked twice.
    fireEvent.click(view.getByRole('button', { name: 'Shortest wait first' }));
    expect(names(view)[0]).toBe('Colchester East Hants Health Centre');
    fireEvent.click(view.getByRole('button', { name: 'Near me' }));
    await vi.advanceTimersByTimeAsync(40_000);
    expect(names(view)[0]).toBe('Dartmouth General Hospital');
    expect(asked).toHaveBeenCalledTimes(1);
    for (const url of fake.requests.map(String)) expect(url).not.toMatch(/44\.68|63\.55|lat|lng|position/);
  });

  it('says so politely when the reader does not share their position, and keeps the wait order', async () => {
    stubGeolocation('deny');
    const { view } = await show({ province: 'NS' }, proxy(nsWaits));
    fireEvent.click(view.getByRole('button', { name: 'Near me' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderSaid(view)).toBe(
      'Your location was not shared, so the list stays sorted by wait. Your browser’s settings can allow it.',
    );
    expect(names(view)[0]).toBe('Colchester East Hants Health Centre');
    expect(view.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says that waits are not offered here when the server does not expose them, and does not ask again', async () => {
    const fake = proxy(() => ({
      status: 404,
      body: { error: 'waits_not_exposed', message: 'This server does not offer wait times (ER_EXPOSE_WAITS).' },
    }));
    const { view } = await show({ province: 'NS' }, fake);
    expect(
      view.getByText('Wait times are not offered on this site. The ER status above is complete without them.'),
    ).toBeTruthy();
    expect(view.queryByText(/Couldn't load/)).toBeNull();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('refreshes every 30 s while in view, and asks for the other province when the selector changes', async () => {
    const fake = proxy(nsWaits);
    const { view } = await show({ province: 'NS', controls: '' }, fake);
    await vi.advanceTimersByTimeAsync(34_000);
    expect(fake.paths).toEqual(['/embed/api/waits?province=NS', '/embed/api/waits?province=NS']);
    setOnScreen(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fake.requests).toHaveLength(2);
    setOnScreen(true);
    const select = view.getByRole('combobox') as HTMLSelectElement;
    select.value = 'PE';
    fireEvent.change(select);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.paths.at(-1)).toBe('/embed/api/waits?province=PE');
  });

  it('credits the answer’s source and shows the sample banner for sample waits', async () => {
    const sample = () => ({
      body: waitsAnswer(NOW, novaScotiaWaits(NOW), {
        source: 'sample',
        credit: { name: 'er-status sample data', url: 'https://er.example/' },
      }),
    });
    const { view } = await show({ province: 'NS' }, proxy(sample));
    expect(view.getByText('Sample data — not live')).toBeTruthy();
    expect(view.getByRole('link', { name: /er-status sample data/ })).toBeTruthy();
  });

  it('says everything in French', async () => {
    stubGeolocation('deny');
    const rows = [
      wait(NOW, {
        id: 'qc_a',
        name: 'Hôpital A',
        province: 'QC',
        city: 'Montréal',
        wait_minutes: 95,
        wait_lower: 80,
        wait_upper: 110,
      }),
      wait(NOW, {
        id: 'qc_b',
        name: 'Hôpital B',
        province: 'QC',
        city: 'Québec',
        basis: 'predicted',
        wait_minutes: 130,
        wait_lower: 110,
        wait_upper: 150,
        live_updated_at: new Date(NOW - 2 * HOUR).toISOString(),
        predicted_confidence: 'high',
      }),
    ];
    const { view } = await show(
      { province: 'QC', lang: 'fr' },
      proxy(() => ({ body: waitsAnswer(NOW, rows) })),
    );
    expect(view.getByRole('heading', { level: 3, name: 'Temps d’attente' })).toBeTruthy();
    const [first, second] = view.getAllByRole('listitem');
    expect(text(first)).toContain('Environ 1 h 35 min (habituellement entre 1 h 20 min et 1 h 50 min)');
    expect(text(first)).toContain('En direct publié par l’urgence il y a 12 minutes');
    expect(text(second)).toContain('Prévu estimé d’après les attentes passées, confiance élevée');
    expect(text(second)).toMatch(/Dernière donnée en direct à \d{1,2} h( \d{2})? : 45 min\./);
    fireEvent.click(view.getByRole('button', { name: 'Près de moi' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderSaid(view)).toContain('Votre position n’a pas été partagée');
  });
});

describe('an ER that publishes counts and no wait (Québec), as a fresh file makes it', () => {
  const liveQc = () => ({ body: waitsAnswer(NOW, liveQuebecWaits(NOW)) });
  const CHUM = 'CENTRE HOSPITALIER DE L’UNIVERSITÉ DE MONTRÉAL';
  const LA_TUQUE = 'CENTRE DE SANTÉ ET DE SERVICES SOCIAUX DU HAUT-SAINT-MAURICE';
  const rowOf = (view: Awaited<ReturnType<typeof show>>['view'], name: string) =>
    view.getByRole('heading', { level: 4, name }).closest('li');

  it('says how many people wait to see a doctor and how full the stretchers are, with the counts’ time and age, never as a wait', async () => {
    const { view } = await show({ province: 'QC' }, proxy(liveQc));
    const chum = rowOf(view, CHUM);
    expect(text(chum?.querySelector('.figure'))).toBe('17 people waiting to see a doctor · Stretchers 112% occupied');
    // 13:47 in Montréal, 13 minutes before 14:00 there.
    expect(text(chum)).toContain('Counts as of 1:47 p.m. (13 minutes ago). No wait time is published for this ER.');
    expect(text(chum)).not.toMatch(/No data|About|\bmin\b|hrs?\b/);
    expect(text(rowOf(view, LA_TUQUE)?.querySelector('.figure'))).toBe(
      '6 people waiting to see a doctor · Stretchers 40% occupied',
    );
    // No stretcher in service: no occupancy to give.
    expect(text(rowOf(view, 'HÔPITAL DE MATANE')?.querySelector('.figure'))).toBe('2 people waiting to see a doctor');
  });

  it('gives counts 5 hours old as the last counts, not as the present', async () => {
    const { view } = await show({ province: 'QC' }, proxy(liveQc));
    const amqui = rowOf(view, 'CENTRE HOSPITALIER D’AMQUI');
    expect(text(amqui?.querySelector('.figure'))).toBe('No recent counts');
    expect(text(amqui)).toContain(
      'Last counts at 9 a.m. (5 hours ago): 1 person waiting to see a doctor · Stretchers 33% occupied.',
    );
    expect(text(amqui)).not.toContain('Counts as of');
  });

  it('still says "No data" of an ER of the registry that the file does not list', async () => {
    const { view } = await show({ province: 'QC' }, proxy(liveQc));
    const row = text(rowOf(view, 'CENTRE D’HÉBERGEMENT DE L’HÔTEL-DIEU-DE-SAINT-HYACINTHE'));
    expect(row).toContain('No wait time');
    expect(row).toContain('No data no wait time is published or estimated');
    expect(row).not.toContain('waiting to see a doctor');
  });

  it('orders them by people waiting, fewest first, says so, and puts ERs without recent counts last', async () => {
    const { view } = await show({ province: 'QC' }, proxy(liveQc));
    expect(names(view)).toEqual([
      'HÔPITAL DE MATANE',
      LA_TUQUE,
      CHUM,
      'CENTRE D’HÉBERGEMENT DE L’HÔTEL-DIEU-DE-SAINT-HYACINTHE',
      'CENTRE HOSPITALIER D’AMQUI',
    ]);
    expect(view.getByRole('button', { name: 'Fewest people waiting first' }).getAttribute('aria-pressed')).toBe('true');
    expect(orderSaid(view)).toBe(
      'Sorted by people waiting to see a doctor, fewest first: these ERs publish counts, not wait times. ERs without recent counts come last.',
    );
  });

  it('says the list stays sorted by people waiting when the reader does not share their position', async () => {
    stubGeolocation('deny');
    const { view } = await show({ province: 'QC' }, proxy(liveQc));
    fireEvent.click(view.getByRole('button', { name: 'Near me' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderSaid(view)).toBe(
      'Your location was not shared, so the list stays sorted by people waiting. Your browser’s settings can allow it.',
    );
    expect(names(view)[0]).toBe('HÔPITAL DE MATANE');
  });

  it('gives the counts beside a wait the row does have (a typical wait), as counts, without saying none is published', async () => {
    const typical = liveQuebecWaits(NOW)
      .filter((row) => row.name === CHUM)
      .map((row) => ({ ...row, basis: 'typical' as const, wait_minutes: 277, wait_lower: 180, wait_upper: 400 }));
    const { view } = await show(
      { province: 'QC' },
      proxy(() => ({ body: waitsAnswer(NOW, typical) })),
    );
    const row = rowOf(view, CHUM);
    expect(text(row?.querySelector('.figure'))).toBe('About 4 hrs 37 mins (usually between 3 hrs and 6 hrs 40 mins)');
    expect(text(row)).toContain('Typical the usual wait at this hour');
    expect(text(row)).toContain(
      'Counts as of 1:47 p.m. (13 minutes ago): 17 people waiting to see a doctor · Stretchers 112% occupied.',
    );
    expect(text(row)).not.toContain('No wait time is published');
  });

  it('says it all in French', async () => {
    const { view } = await show({ province: 'QC', lang: 'fr' }, proxy(liveQc));
    const chum = rowOf(view, CHUM);
    expect(text(chum?.querySelector('.figure'))).toBe(
      '17 personnes attendent de voir un médecin · Civières occupées à 112 %',
    );
    expect(text(chum)).toContain(
      'Décompte à 13 h 47 (il y a 13 minutes). Aucun temps d’attente n’est publié pour cette urgence.',
    );
    expect(text(chum)).not.toMatch(/Aucune donnée|Environ/);
    const amqui = rowOf(view, 'CENTRE HOSPITALIER D’AMQUI');
    expect(text(amqui?.querySelector('.figure'))).toBe('Aucun décompte récent');
    expect(text(amqui)).toContain(
      'Derniers décomptes à 9 h (il y a 5 heures) : 1 personne attend de voir un médecin · Civières occupées à 33 %.',
    );
    expect(view.getByRole('button', { name: 'Moins de personnes en attente d’abord' })).toBeTruthy();
    expect(orderSaid(view)).toContain('Triées selon le nombre de personnes qui attendent de voir un médecin');
    stubGeolocation('deny');
    fireEvent.click(view.getByRole('button', { name: 'Près de moi' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderSaid(view)).toContain('la liste reste triée par personnes en attente.');
  });
});

describe('the outlook of an ER that publishes counts and no wait (Québec)', () => {
  const qcWaits = () => ({ body: waitsAnswer(NOW, quebecWaits(NOW)) });
  const rowOf = (view: Awaited<ReturnType<typeof show>>['view'], name: string) =>
    text(view.getByRole('heading', { level: 4, name }).closest('li'));

  it('says its counts beside the usual level for the hour, whether that is busier or quieter, and what to expect in the next hours', async () => {
    const { view } = await show({ province: 'QC' }, proxy(qcWaits));
    const chicoutimi = rowOf(view, 'Hôpital de Chicoutimi');
    expect(chicoutimi).toContain('12 people waiting to see a doctor (usual at this hour: 7) · Stretchers 93% occupied');
    expect(chicoutimi).toContain('Busier than usual for this hour.');
    expect(chicoutimi).toContain(
      'Expected in 1 hour: 8 to 14 people waiting; in 2 hours: 9 to 14; in 4 hours: 6 to 15 (ranges right 8 times in 10).',
    );
    const fleurimont = rowOf(view, 'Hôpital Fleurimont');
    expect(fleurimont).toContain('3 people waiting to see a doctor (usual at this hour: 9)');
    expect(fleurimont).toContain('Quieter than usual for this hour.');
    expect(fleurimont).toContain('Expected in 1 hour: 2 to 6 people waiting; in 2 hours: 3 to 7; in 4 hours: 7 (');
    // Counts too recent for the model: the counts alone, nothing of usual or expected.
    const desMonts = rowOf(view, 'Hôpital des Monts');
    expect(desMonts).toContain('Urgence : capacité réduite.');
    expect(desMonts).toContain('1 person waiting to see a doctor · Stretchers 93% occupied');
    expect(desMonts).not.toMatch(/usual|Expected/);
  });

  it('says it in French', async () => {
    const { view } = await show({ province: 'QC', lang: 'fr' }, proxy(qcWaits));
    const chicoutimi = rowOf(view, 'Hôpital de Chicoutimi');
    expect(chicoutimi).toContain(
      '12 personnes attendent de voir un médecin (habituellement à cette heure : 7) · Civières occupées à 93 %',
    );
    expect(chicoutimi).toContain('Plus achalandée que d’habitude à cette heure.');
    expect(chicoutimi).toContain(
      'Dans 1 heure : de 8 à 14 personnes en attente ; dans 2 heures : de 9 à 14 ; dans 4 heures : de 6 à 15 (fourchettes justes 8 fois sur 10).',
    );
    expect(rowOf(view, 'Hôpital Fleurimont')).toContain('Moins achalandée que d’habitude à cette heure.');
    expect(rowOf(view, 'Hôpital des Monts')).not.toMatch(/habituellement|habitude|Dans 1 heure/);
  });
});
