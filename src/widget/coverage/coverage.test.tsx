// The coverage view as a reader sees it, through a real widget and the real embed-coverage.js
// entry (run with its own copies of Preact and the signals, as its bundle has): national
// totals and a row per province, sortable by any column, beside the closures with each its own
// freshness, refreshed at the coverage window, and in French.

import { fireEvent, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closuresAnswer, coverageAnswer, novaScotiaClosures, SOME_COVERAGE } from '../../testing/embed-answers';
import { FakeFetch } from '../../testing/fake-fetch';
import { runLazyEntry } from '../../testing/lazy-scripts';
import { stubOnScreen } from '../../testing/on-screen';
import { removeWidgets, showWidget } from '../../testing/show-widget';

/** Tuesday 1 September 2026, 15:00 in Halifax. */
const NOW = Date.UTC(2026, 8, 1, 18, 0);

let module: unknown;
let setOnScreen: (onScreen: boolean) => void;

const proxy = () =>
  new FakeFetch((url) =>
    url.pathname.endsWith('/coverage')
      ? { body: coverageAnswer(NOW, SOME_COVERAGE) }
      : { body: closuresAnswer(NOW, novaScotiaClosures(NOW)) },
  );

async function show(input: Parameters<typeof showWidget>[0], fake = proxy()) {
  const shown = showWidget({ views: 'coverage', ...input }, fake, { 'embed-coverage.js': module });
  setOnScreen(true);
  await vi.advanceTimersByTimeAsync(0);
  return { ...shown, fake };
}

type View = Awaited<ReturnType<typeof show>>['view'];
const rowNames = (view: View) => view.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeAll(async () => {
  module = await runLazyEntry(() => import('./embed-coverage'));
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

describe('the coverage view', () => {
  it('gives the national totals and one row per province: ERs tracked, reporting live, share', async () => {
    const { view, fake, loads } = await show({});
    expect(loads).toEqual(['https://er.example/embed-coverage.js']);
    expect(fake.paths).toEqual(['/embed/api/coverage']);
    expect(view.getByText('59 of 215 ERs report live (27%).')).toBeTruthy();
    const table = view.getByRole('table', { name: 'Live wait-time reporting' });
    // Screen readers get the full headers; a narrow widget shows the short ones (coverage.css).
    for (const name of ['Province or territory', 'ERs tracked', 'Reporting live', 'Share']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    expect([...table.querySelectorAll('.short[aria-hidden="true"]')].map((short) => short.textContent)).toEqual([
      'Province or territory',
      'ERs',
      'Live',
      '%',
    ]);
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('New Brunswick231878%');
    expect(rowNames(view)).toEqual(['Prince Edward Island', 'New Brunswick', 'Nova Scotia', 'Ontario']);
  });

  it('sorts by any column, and says the order in aria-sort', async () => {
    const { view } = await show({});
    fireEvent.click(view.getByRole('button', { name: 'Province or territory' }));
    expect(rowNames(view)).toEqual(['New Brunswick', 'Nova Scotia', 'Ontario', 'Prince Edward Island']);
    expect(view.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(view.getByRole('button', { name: /^ERs tracked/ }));
    expect(rowNames(view)).toEqual(['Ontario', 'Nova Scotia', 'New Brunswick', 'Prince Edward Island']);
    expect(view.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(view.getByRole('button', { name: /^ERs tracked/ }));
    expect(rowNames(view)).toEqual(['Prince Edward Island', 'New Brunswick', 'Nova Scotia', 'Ontario']);
  });

  it('shows both views, each with its own freshness, when asked for both', async () => {
    const { view } = await show({ province: 'NS', views: 'closures,coverage' });
    expect(view.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Closures and disruptions',
      'Live wait-time reporting',
    ]);
    const freshness = view.getAllByText(/^Updated/, { selector: '.fresh' }).map((line) => line.textContent);
    expect(freshness.map((line) => line?.match(/^Updated (\d+ minutes ago)/)?.[1])).toEqual([
      '3 minutes ago',
      '4 minutes ago',
    ]);
  });

  it('asks for the national figures once, whatever province the reader picks', async () => {
    const { view, fake } = await show({ province: 'NS', views: 'closures,coverage', controls: '' });
    fireEvent.change(view.getByRole('combobox'), { target: { value: 'ON' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.paths.filter((path) => path.includes('coverage'))).toEqual(['/embed/api/coverage']);
  });

  it('refreshes coverage every 5 minutes, with jitter', async () => {
    const { fake } = await show({});
    await vi.advanceTimersByTimeAsync(269_000);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(62_000);
    expect(fake.requests).toHaveLength(2);
  });

  it('says it all in French', async () => {
    const { view } = await show({ lang: 'fr' });
    expect(view.getByText('59 urgences sur 215 publient des données en direct (27 %).')).toBeTruthy();
    expect(view.getByRole('table', { name: 'Temps d’attente publiés en direct' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Province ou territoire' })).toBeTruthy();
  });
});
