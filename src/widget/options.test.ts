import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedQuery, type OptionInput, readOptions } from './options';

const API = 'https://er.example';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readOptions', () => {
  it('defaults to the closures of all of Canada, light, no selector, data from the script’s origin', () => {
    expect(readOptions({}, API)).toEqual({
      province: null,
      views: ['closures'],
      lang: null,
      theme: 'light',
      controls: false,
      api: API,
      mode: 'inline',
      tiles: null,
      mapHeight: null,
      scripts: API,
    });
  });

  it('reads data-* text the way hosts write it', () => {
    const options = readOptions(
      {
        province: 'ns',
        views: 'coverage, closures',
        lang: 'fr-CA',
        theme: 'AUTO',
        controls: '',
        api: 'https://proxy.example.org/er/',
        mode: 'iframe',
        tiles: ' https://tiles.example.org/{z}/{x}/{y}.png ',
        mapHeight: ' 420 ',
      },
      API,
    );
    expect(options).toEqual({
      province: 'NS',
      views: ['coverage', 'closures'],
      lang: 'fr',
      theme: 'auto',
      controls: true,
      api: 'https://proxy.example.org/er',
      mode: 'iframe',
      tiles: 'https://tiles.example.org/{z}/{x}/{y}.png',
      // The map checks it (src/map/height.ts).
      mapHeight: '420',
      // Scripts loaded on demand come from where embed.js came from, whatever data-api says.
      scripts: API,
    });
  });

  it('reads the map and waits views, and never takes the scripts’ origin from the page', () => {
    const options = readOptions({ views: 'waits, MAP', scripts: 'https://evil.example' } as OptionInput, API);
    expect(options).toMatchObject({ views: ['waits', 'map'], scripts: API });
  });

  it('takes values as well as text from ERStatus.mount', () => {
    const options = readOptions({ views: ['coverage'], controls: false, province: null }, API);
    expect(options).toMatchObject({ views: ['coverage'], controls: false, province: null });
    expect(readOptions({ controls: true }, API).controls).toBe(true);
    expect(readOptions({ controls: 'false' }, API).controls).toBe(false);
  });

  it('warns about what it cannot read, naming the option, and falls back to the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const options = readOptions(
      { province: 'XX', views: 'closures,weather', theme: 'pink', lang: 'de', api: 'ftp://x', mode: 'popup' },
      API,
    );
    expect(options).toMatchObject({
      province: null,
      views: ['closures'],
      theme: 'light',
      lang: null,
      api: API,
      mode: 'inline',
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'er-status: ignoring province="XX"',
      'er-status: ignoring views="closures,weather"',
      'er-status: ignoring lang="de"',
      'er-status: ignoring theme="pink"',
      'er-status: ignoring api="ftp://x"',
      'er-status: ignoring mode="popup"',
    ]);
  });
});

describe('embedQuery', () => {
  it('gives the /embed page the options it reads back, with the language resolved on the host page', () => {
    const options = readOptions(
      {
        province: 'NS',
        views: 'closures,map',
        theme: 'dark',
        controls: '',
        tiles: 'https://t.example/{z}/{x}/{y}.png',
        mapHeight: '480',
      },
      API,
    );
    const query = embedQuery(options, 'fr');
    expect(query).toBe(
      'views=closures%2Cmap&lang=fr&theme=dark&province=NS&controls=&tiles=https%3A%2F%2Ft.example%2F%7Bz%7D%2F%7Bx%7D%2F%7By%7D.png&mapHeight=480',
    );
    const back = readOptions(Object.fromEntries(new URLSearchParams(query)), API);
    expect(back).toEqual({ ...options, lang: 'fr' });
  });
});
