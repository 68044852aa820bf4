// What a host page can ask of a widget, read from `data-*` attributes, from the /embed page's
// query string, or from the object passed to `ERStatus.mount`. Anything unreadable falls back
// to its default with a console warning naming the option, so a typo never blanks the widget.

import { type Lang, type ProvinceCode, parseProvince } from '../contract/provinces';

export const VIEWS = ['closures', 'coverage', 'map', 'waits'] as const;
export type ViewName = (typeof VIEWS)[number];

export type Theme = 'light' | 'dark' | 'auto';

export interface WidgetOptions {
  /** null: all of Canada. */
  province: ProvinceCode | null;
  views: ViewName[];
  /** null: from the page's `lang`, else the browser. */
  lang: Lang | null;
  theme: Theme;
  /** Show the province selector. */
  controls: boolean;
  /** Base URL the data comes from; `/embed/api/*` is appended. */
  api: string;
  /** `iframe`: the /embed page in an iframe instead of the widget in place. */
  mode: 'inline' | 'iframe';
  /** The map's tile URL template (`{z}/{x}/{y}`); null: OpenStreetMap. The map checks it. */
  tiles: string | null;
  /** The map's height in CSS pixels; null: its default. The map checks it. */
  mapHeight: string | null;
  /** Where embed.js came from: the scripts it loads on demand come from there too, whatever `api` says. */
  scripts: string;
}

/** Options as `dataset` and `URLSearchParams` hold them, or as `ERStatus.mount` takes them. */
export type OptionInput = { [Name in Exclude<keyof WidgetOptions, 'scripts'>]?: WidgetOptions[Name] | string | null };

/** Reads one option: the value when `read` accepts it, else the default (with a warning when one was given). */
function option<T>(
  input: OptionInput,
  name: keyof OptionInput,
  read: (text: string) => T | null | undefined,
  fallback: T,
): T {
  const given = input[name];
  if (given === undefined || given === null || given === '') return fallback;
  const text = String(given).trim();
  const value = read(text);
  if (value !== null && value !== undefined) return value;
  console.warn(`er-status: ignoring ${name}="${text}"`);
  return fallback;
}

const among =
  <V extends string>(values: readonly V[]) =>
  (text: string): V | undefined =>
    values.find((value) => value === text.toLowerCase());

function readViews(text: string): ViewName[] | null {
  const views = text.split(',').map((name) => among(VIEWS)(name.trim()));
  return views.every(Boolean) ? [...new Set(views as ViewName[])] : null;
}

/** An http(s) URL, relative to the page or absolute, without its trailing slash. */
function readApi(text: string): string | null {
  try {
    const url = new URL(text, document.baseURI);
    return /^https?:$/.test(url.protocol) ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** `defaultApi`: the origin embed.js came from. */
export function readOptions(input: OptionInput, defaultApi: string): WidgetOptions {
  return {
    province: option(input, 'province', parseProvince, null),
    views: option(input, 'views', readViews, ['closures']),
    lang: option(input, 'lang', (text) => among(['en', 'fr'] as const)(text.slice(0, 2)), null),
    theme: option(input, 'theme', among(['light', 'dark', 'auto'] as const), 'light'),
    // `data-controls` alone turns the selector on; "false" turns it off.
    controls: input.controls === '' || option(input, 'controls', (text) => text !== 'false', false),
    api: option(input, 'api', readApi, defaultApi),
    mode: option(input, 'mode', among(['inline', 'iframe'] as const), 'inline'),
    tiles: option(input, 'tiles', String, null),
    mapHeight: option(input, 'mapHeight', String, null),
    scripts: defaultApi,
  };
}

/** The query string of the /embed page for these options (the page reads it back with readOptions). */
export function embedQuery(options: WidgetOptions, lang: Lang): string {
  const query = new URLSearchParams({ views: options.views.join(), lang, theme: options.theme });
  if (options.province) query.set('province', options.province);
  if (options.controls) query.set('controls', '');
  if (options.tiles) query.set('tiles', options.tiles);
  if (options.mapHeight) query.set('mapHeight', options.mapHeight);
  return query.toString();
}
