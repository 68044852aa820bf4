// What the configurator produces: the code a site owner pastes into their page (a script tag
// that shows the widget in place, or in an iframe that follows its height), and the attributes
// the page's own preview is built from. The build pre-renders the default choice with it and
// the page script renders every later one, so both always agree.

import type { Lang, ProvinceCode } from '../contract/provinces';
import type { Theme } from '../widget/options';
import { DEFAULT_VIEWS, type OfferedView } from './views';

export type EmbedKind = 'script' | 'iframe';

/** The map heights offered, in pixels, besides the usual one. */
export const MAP_HEIGHTS = [400, 600] as const;
export type MapHeight = (typeof MAP_HEIGHTS)[number];

export interface EmbedChoice {
  /** null: all of Canada. */
  province: ProvinceCode | null;
  views: OfferedView[];
  /** null: the language of the page the widget is on (an iframe: the reader's browser). */
  lang: Lang | null;
  theme: Theme;
  /** Readers may choose the province. */
  controls: boolean;
  /** The map's height in pixels (`data-map-height`); null: its usual one. */
  mapHeight: MapHeight | null;
  kind: EmbedKind;
}

export const DEFAULT_CHOICE: EmbedChoice = {
  province: null,
  views: [...DEFAULT_VIEWS],
  lang: null,
  theme: 'light',
  controls: false,
  mapHeight: null,
  kind: 'script',
};

export type Attributes = [name: string, value: string][];

/**
 * The `data-*` options of the script tag, also set on the preview's container. An iframe is
 * the same tag with `data-mode="iframe"`: embed.js then frames the /embed page and keeps the
 * frame as tall as the widget (a plain iframe of fixed height would hide part of it or leave a
 * gap; docs/embedding.md gives one for pages that allow no script at all).
 */
export function widgetAttributes(choice: EmbedChoice): Attributes {
  const attributes: Attributes = [];
  if (choice.kind === 'iframe') attributes.push(['data-mode', 'iframe']);
  if (choice.province) attributes.push(['data-province', choice.province]);
  attributes.push(['data-views', choice.views.join(',')]);
  if (choice.lang) attributes.push(['data-lang', choice.lang]);
  attributes.push(['data-theme', choice.theme]);
  if (choice.controls) attributes.push(['data-controls', '']);
  if (choice.mapHeight && choice.views.includes('map')) attributes.push(['data-map-height', String(choice.mapHeight)]);
  return attributes;
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function attributeText(attributes: Attributes): string {
  return attributes.map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`)).join(' ');
}

/** The HTML to paste: `origin` is this server's, where embed.js and /embed are served. */
export function snippetFor(choice: EmbedChoice, origin: string): string {
  return `<script src="${escapeHtml(origin)}/embed.js" async ${attributeText(widgetAttributes(choice))}></script>`;
}
