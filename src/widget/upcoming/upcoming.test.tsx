// The closures announced for the next 24 hours as a reader sees them, through a real widget and
// the real embed-upcoming.js entry (run with its own copies of Preact and the signals, as its
// bundle has), in English and in French, on a fixed clock: Wednesday 25 November 2026, 14:00
// in Halifax (18:00 UTC; the tests' own zone is not Halifax's).

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledClosure } from '../../contract/resources';
import { formatTimestamp } from '../../contract/time';
import { closure, closuresAnswer, HOUR, MINUTE, scheduledClosure } from '../../testing/embed-answers';
import { FakeFetch } from '../../testing/fake-fetch';
import { runLazyEntry } from '../../testing/lazy-scripts';
import { stubOnScreen } from '../../testing/on-screen';
import { removeWidgets, showWidget } from '../../testing/show-widget';

const NOW = Date.UTC(2026, 10, 25, 18, 0);
/** A moment given in Halifax's local time on 25 November (AST, UTC−4), `days` later. */
const halifax = (hour: number, minute = 0, days = 0) =>
  formatTimestamp(Date.UTC(2026, 10, 25 + days, hour + 4, minute));

const STRAIT_RICHMOND = scheduledClosure({
  id: 'ns_straitrichmondhosp',
  name: 'Strait Richmond Hospital',
  city: 'Evanston',
  starts_at: halifax(20),
  ends_at: halifax(8, 0, 1),
  message: 'The emergency department will be closed from 8 p.m. until 8 a.m. because of a physician shortage.',
});
const ROSEWAY = scheduledClosure({
  id: 'ns_roseway',
  name: 'Roseway Hospital',
  city: 'Shelburne',
  starts_at: halifax(7, 0, 1),
});
const EASTERN_SHORE = scheduledClosure({
  id: 'ns_eastern_shore',
  name: 'Eastern Shore Memorial Hospital',
  city: 'Sheet Harbour',
  status: 'disruption',
  starts_at: halifax(16, 30),
  ends_at: halifax(23),
});
/** 25 hours ahead: beyond what the widget announces. */
const DIGBY = scheduledClosure({
  id: 'ns_digby',
  name: 'Digby General Hospital',
  city: 'Digby',
  starts_at: halifax(15, 0, 1),
});
/** Closed now, reopening at 8 p.m. Halifax time. */
const COBEQUID = closure(NOW, {
  id: 'ns_cobequidcommunityhe',
  name: 'Cobequid Community Health Centre',
  city: 'Lower Sackville',
  expected_reopen: halifax(20),
});

let module: unknown;
let setOnScreen: (onScreen: boolean) => void;

const proxy = (scheduled: unknown, closures = [COBEQUID]) =>
  new FakeFetch(() => ({ body: { ...closuresAnswer(NOW, closures), scheduled } }));

async function show(input: Parameters<typeof showWidget>[0], fake: FakeFetch) {
  const shown = showWidget({ views: 'closures', province: 'NS', ...input }, fake, { 'embed-upcoming.js': module });
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  return shown;
}

/** Each announced ER: its name and the sentence saying when. */
const announced = (view: Awaited<ReturnType<typeof show>>['view']) =>
  view
    .queryAllByRole('listitem')
    .filter((item) => item.closest('.upcoming'))
    .map((item) => [item.querySelector('h4')?.textContent, item.querySelector('.status')?.textContent]);

beforeAll(async () => {
  module = await runLazyEntry(() => import('./embed-upcoming'));
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

describe('closures announced for the next 24 hours', () => {
  it('says when each ER closes and reopens, in its local time, soonest first, and not beyond 24 hours', async () => {
    const { view, loads } = await show({ lang: 'en' }, proxy([STRAIT_RICHMOND, ROSEWAY, EASTERN_SHORE, DIGBY]));
    expect(loads).toEqual(['https://er.example/embed-upcoming.js']);
    expect(view.getByRole('heading', { name: 'Coming up in the next 24 hours' })).toBeTruthy();
    expect(announced(view)).toEqual([
      ['Eastern Shore Memorial Hospital', 'Service disruption from today at 4:30 p.m. until 11 p.m.'],
      ['Strait Richmond Hospital', 'Closes today at 8 p.m. until 8 a.m. tomorrow.'],
      ['Roseway Hospital', 'Closes tomorrow at 7 a.m.'],
    ]);
    expect(view.queryByText('Digby General Hospital')).toBeNull();
    const roseway = view.getByText('Roseway Hospital').closest('li') as HTMLElement;
    expect(roseway.textContent).toContain('Shelburne, Nova Scotia');
    expect(roseway.textContent).toContain('Reopening time not announced');
    expect(view.getByText(/because of a physician shortage/)).toBeTruthy();
  });

  it('says it in French, with times as Canadian French writes them', async () => {
    const { view } = await show({ lang: 'fr' }, proxy([STRAIT_RICHMOND, ROSEWAY, EASTERN_SHORE, DIGBY]));
    expect(view.getByRole('heading', { name: 'À venir dans les prochaines 24 heures' })).toBeTruthy();
    expect(announced(view)).toEqual([
      ['Eastern Shore Memorial Hospital', 'Service perturbé à partir d’aujourd’hui à 16 h 30 jusqu’à 23 h.'],
      ['Strait Richmond Hospital', 'Fermera aujourd’hui à 20 h jusqu’à demain 8 h.'],
      ['Roseway Hospital', 'Fermera demain à 7 h.'],
    ]);
    const roseway = view.getByText('Roseway Hospital').closest('li') as HTMLElement;
    expect(roseway.textContent).toContain('Heure de réouverture non annoncée');
    const alerts = roseway.querySelector('a[aria-label^="Recevoir des alertes"]') as HTMLAnchorElement;
    expect([alerts.getAttribute('aria-label'), alerts.textContent, alerts.target]).toEqual([
      'Recevoir des alertes — Roseway Hospital',
      'Recevoir des alertes',
      '_blank',
    ]);
    expect(alerts.getAttribute('href')).toMatch(/^https:\/\/er\.example\/fr\/abonnement\?er=ns_roseway$/);
  });

  it('reads today and tomorrow on the ER’s own clock, whatever the reader’s zone', async () => {
    // 04:00 UTC on the 26th is 8 p.m. on the 25th in Vancouver: "today", though it is already tomorrow in UTC.
    const vancouver = scheduledClosure({
      id: 'bc_ladysmith',
      name: 'Ladysmith Community Health Centre',
      city: 'Ladysmith',
      province: 'BC',
      starts_at: formatTimestamp(Date.UTC(2026, 10, 26, 4, 0)),
      ends_at: formatTimestamp(Date.UTC(2026, 10, 27, 16, 0)),
    });
    const { view } = await show({ lang: 'en', province: '' }, proxy([vancouver]));
    expect(announced(view)).toEqual([
      ['Ladysmith Community Health Centre', 'Closes today at 8 p.m. until 8 a.m. on Friday, November 27.'],
    ]);
  });

  it('paints the current closures without waiting for the script, which adds the announced ones when it arrives', async () => {
    let arrive: (module: unknown) => void = () => {};
    const script = new Promise((resolve) => {
      arrive = resolve;
    });
    const view = showWidget({ views: 'closures', province: 'NS', lang: 'en' }, proxy([STRAIT_RICHMOND]), {
      'embed-upcoming.js': script,
    }).view;
    setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(view.getByText('Cobequid Community Health Centre')).toBeTruthy();
    expect(view.queryByText('Coming up in the next 24 hours')).toBeNull();
    arrive(module);
    await vi.advanceTimersByTimeAsync(0);
    expect(announced(view)).toEqual([['Strait Richmond Hospital', 'Closes today at 8 p.m. until 8 a.m. tomorrow.']]);
  });

  it('paints the current closures first, and loads nothing when no closure is announced within 24 hours', async () => {
    const { view, loads } = await show({ lang: 'en' }, proxy([DIGBY]));
    expect(view.getByText('Cobequid Community Health Centre')).toBeTruthy();
    expect(loads).toEqual([]);
    expect(view.queryByText('Coming up in the next 24 hours')).toBeNull();
  });

  it('loads nothing from a proxy that sends no scheduled list, and leaves out a window it cannot place', async () => {
    const absent = await show({ lang: 'en' }, proxy(undefined));
    expect(absent.loads).toEqual([]);
    expect(absent.view.getByText('Cobequid Community Health Centre')).toBeTruthy();
    removeWidgets();
    const { starts_at: _start, ...noStart } = STRAIT_RICHMOND;
    const { view } = await show(
      { lang: 'en' },
      proxy([noStart, { ...ROSEWAY, status: 'open' }, 'ns_x', EASTERN_SHORE]),
    );
    expect(announced(view)).toEqual([
      ['Eastern Shore Memorial Hospital', 'Service disruption from today at 4:30 p.m. until 11 p.m.'],
    ]);
  });

  it('takes a closure off once it has started, as the clock moves on', async () => {
    const { view } = await show({ lang: 'en' }, proxy([EASTERN_SHORE, STRAIT_RICHMOND]));
    expect(announced(view).map(([name]) => name)).toEqual([
      'Eastern Shore Memorial Hospital',
      'Strait Richmond Hospital',
    ]);
    // 16:31 in Halifax: the disruption has begun (the next closures answer lists it as current).
    // The clock jumps, as after a sleeping laptop wakes; the widget's next tick reads it.
    vi.setSystemTime(NOW + 2 * HOUR + 31 * MINUTE);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(announced(view).map(([name]) => name)).toEqual(['Strait Richmond Hospital']);
  });
});

describe('an announced closure’s message', () => {
  it('is cut between whole characters and isolated from the words after it', async () => {
    const message = `\u202e${'x'.repeat(138)}🏥${'y'.repeat(60)}`;
    const { view } = await show({ lang: 'en' }, proxy([{ ...ROSEWAY, message }]));
    const row = view.getByText('Roseway Hospital').closest('li') as HTMLElement;
    expect(row.querySelector('bdi')?.textContent).toBe(`\u202e${'x'.repeat(138)}🏥…`);
  });
});

describe('a long current list', () => {
  const many = Array.from({ length: 14 }, (_, i) =>
    closure(NOW, { id: `ns_${i}`, name: `Hospital ${i + 1}`, province: i % 2 ? 'NS' : 'ON' }),
  );
  const names = (view: Awaited<ReturnType<typeof show>>['view']) =>
    view
      .getAllByRole('heading', { level: 4 })
      // A closed <details> shows only its summary.
      .filter((heading) => !heading.closest('details:not([open])'))
      .map((heading) => heading.textContent);

  for (const [lang, label] of [
    ['en', 'Show more'],
    ['fr', 'Afficher plus'],
  ] as const) {
    it(`shows its first 10 rows, then the rest behind "${label}" (${lang})`, async () => {
      const { view } = await show({ lang, province: '' }, proxy([], many));
      expect(names(view)).toEqual(many.slice(0, 10).map((row) => row.name));
      const more = view.getByText(label);
      expect(more.closest('summary')).toBeTruthy();
      more.click();
      await vi.advanceTimersByTimeAsync(0);
      expect(names(view)).toEqual(many.map((row) => row.name));
      // The rows revealed come right after the button, where reading goes on.
      expect(more.closest('details')?.querySelector('h4')?.textContent).toBe('Hospital 11');
    });
  }

  it('has no "Show more" for a list of 10 rows or fewer', async () => {
    const { view, loads } = await show({ lang: 'en' }, proxy([], many.slice(0, 10)));
    expect(names(view)).toHaveLength(10);
    expect(view.queryByText('Show more')).toBeNull();
    expect(loads).toEqual([]);
  });
});

describe('a current closure’s reopening', () => {
  it('shows the expected reopening in the ER’s time, in English and in French', async () => {
    const en = await show({ lang: 'en' }, proxy([] as ScheduledClosure[]));
    const cobequid = en.view.getByText('Cobequid Community Health Centre').closest('li') as HTMLElement;
    expect(cobequid.textContent).toContain('Expected to reopen Wed, Nov 25, 8:00 p.m. AST (in 6 hours)');
    removeWidgets();
    const fr = await show({ lang: 'fr' }, proxy([]));
    const enFrancais = fr.view.getByText('Cobequid Community Health Centre').closest('li') as HTMLElement;
    expect(enFrancais.textContent).toContain('Réouverture prévue le mer. 25 nov., 20 h HNA (dans 6 heures)');
  });
});
