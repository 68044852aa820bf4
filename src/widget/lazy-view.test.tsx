// Views whose code is loaded on demand (the map, the waits), as the widget shows them: nothing
// is loaded until the widget is in view; then the script comes from embed.js's own origin,
// the skeleton holds its place meanwhile, a failure is said and retried, and the view, once
// mounted, follows the widget's state and hands it what it shows.

import { within } from '@testing-library/preact';
import * as preact from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closuresAnswer, embedMeta, novaScotiaClosures } from '../testing/embed-answers';
import { FakeFetch } from '../testing/fake-fetch';
import { stubOnScreen } from '../testing/on-screen';
import { PICKER_MODULE } from '../testing/show-widget';
import type { ViewModule } from './lazy-module';
import { mountWidget, unmountWidget } from './mount';
import { type OptionInput, readOptions } from './options';
import { SHARED_MODULES } from './shared';

const NOW = Date.UTC(2026, 8, 1, 18, 0);
const SCRIPTS = 'https://widget.example';
const VISIBLE = { ignore: '[role=status], script, style' };

/** A view that says which province it shows, reading it the way lazy views must: through `watch`. */
const provinceView: ViewModule = {
  mount(element, state, watch) {
    const section = document.createElement('section');
    const heading = document.createElement('h3');
    section.append(heading);
    element.append(section);
    const stop = watch(() => {
      heading.textContent = `Lazy view of ${state.province.value ?? 'Canada'}`;
    });
    return {
      unmount() {
        stop();
        section.remove();
        unmounted += 1;
      },
    };
  },
};

let unmounted = 0;
let setOnScreen: (onScreen: boolean) => void;
const hosts: HTMLElement[] = [];

function show(input: OptionInput, load: (src: string) => Promise<unknown>) {
  const fake = new FakeFetch(() => ({ body: closuresAnswer(NOW, novaScotiaClosures(NOW)) }));
  const host = document.createElement('div');
  document.body.append(host);
  const loads: string[] = [];
  mountWidget(host, readOptions(input, SCRIPTS), {
    fetch: fake.fetch,
    load: <M,>(src: string) => {
      loads.push(src);
      return load(src) as Promise<M>;
    },
  });
  hosts.push(host);
  return { view: within(host.shadowRoot?.lastElementChild as HTMLElement), loads, host, fake };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  setOnScreen = stubOnScreen();
  unmounted = 0;
});

afterEach(() => {
  for (const host of hosts.splice(0)) unmountWidget(host);
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a view loaded on demand', () => {
  it('loads nothing while the widget is off-screen, then its script from embed.js’s origin, not data-api’s', async () => {
    const { loads } = show({ views: 'map', api: 'https://data.example' }, async () => provinceView);
    await settle();
    setOnScreen(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loads).toEqual([]);
    setOnScreen(true);
    await settle();
    expect(loads).toEqual([`${SCRIPTS}/embed-map.js`]);
  });

  it('holds its place with the skeleton while loading, then shows the view where data-views puts it', async () => {
    let deliver: (module: ViewModule) => void = () => {};
    const { view } = show(
      { province: 'NS', views: 'waits,closures' },
      () => new Promise((resolve) => (deliver = resolve)),
    );
    setOnScreen(true);
    await settle();
    expect(view.getByText('Loading…')).toBeTruthy();
    deliver(provinceView);
    await settle();
    expect(view.queryByText('Loading…')).toBeNull();
    expect(view.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Lazy view of NS',
      'Closures and disruptions',
    ]);
  });

  it('says it could not load and when it tries again, with a growing delay, until the script comes', async () => {
    let attempts = 0;
    const { view, loads } = show({ views: 'waits' }, async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('offline');
      return provinceView;
    });
    // No jitter: the back-off is then exactly 10 s, then 20 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    setOnScreen(true);
    await settle();
    expect(view.getByText(/^Couldn't load ER status\. Trying again at \d{1,2}:\d{2}/, VISIBLE)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(9_900);
    expect(loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(loads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(19_800);
    expect(loads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(loads).toHaveLength(3);
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Lazy view of Canada');
  });

  it('follows the widget’s state: another province chosen in the selector reaches the view', async () => {
    const { view } = show({ province: 'NS', views: 'map', controls: '' }, async (src) =>
      src.endsWith('/embed-picker.js') ? PICKER_MODULE : provinceView,
    );
    setOnScreen(true);
    await settle();
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Lazy view of NS');
    const select = view.getByRole('combobox') as HTMLSelectElement;
    select.value = 'ON';
    select.dispatchEvent(new Event('change'));
    await settle();
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('Lazy view of ON');
  });

  it('credits what the view reports, and shows the sample banner for sample data', async () => {
    const reporting: ViewModule = {
      mount(element, state) {
        state.lazyAnswers.value = {
          ...state.lazyAnswers.peek(),
          waits: {
            value: { attribution: 'Waits: sample data.' },
            meta: embedMeta(NOW, {
              source: 'sample',
              credit: { name: 'er-status sample', url: 'https://er.example/' },
            }),
          },
        };
        return provinceView.mount(element, state, () => () => {}, { ...preact, modules: SHARED_MODULES });
      },
    };
    const { view } = show({ views: 'waits' }, async () => reporting);
    setOnScreen(true);
    await settle();
    expect(view.getByText('Sample data — not live')).toBeTruthy();
    // The sample's own attribution is in English only: the credit says what it is instead.
    expect(view.getByRole('link', { name: /er-status sample/ }).parentElement?.textContent?.trim()).toBe(
      'Sample data by er-status sample (opens in a new tab).',
    );
  });

  it('unmounts the view with the widget, and does not mount a script that arrives after that', async () => {
    const first = show({ views: 'map' }, async () => provinceView);
    setOnScreen(true);
    await settle();
    unmountWidget(first.host);
    expect(unmounted).toBe(1);

    let deliver: (module: ViewModule) => void = () => {};
    const second = show({ views: 'map' }, () => new Promise((resolve) => (deliver = resolve)));
    setOnScreen(true);
    await settle();
    unmountWidget(second.host);
    deliver(provinceView);
    await settle();
    expect(second.host.shadowRoot?.textContent).toBe('');
  });

  it('shows the closures on the map without the list: the map reads the widget’s own closures', async () => {
    const { fake } = show({ province: 'NS', views: 'map' }, async () => provinceView);
    await settle();
    expect(fake.paths).toEqual(['/embed/api/closures?province=NS']);
  });
});
