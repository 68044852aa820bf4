// What the configurator produces: the code a site owner pastes into their page, as a script
// tag or as an iframe, and the attributes the page's own preview is built from. The build
// pre-renders the default choice with it and the page script renders every later one, so
// both always agree.

import type { Lang, ProvinceCode } from '../contract/provinces';
import { placeName, STRINGS } from '../widget/i18n';
import type { Theme } from '../widget/options';
import { DEFAULT_VIEWS, type OfferedView } from './views';

export type EmbedKind = 'script' | 'iframe';

export interface EmbedChoice {
  /** null: all of Canada. */
  province: ProvinceCode | null;
  views: OfferedView[];
  /** null: the language of the page the widget is on (an iframe: the reader's browser). */
  lang: Lang | null;
  theme: Theme;
  /** Readers may choose the province. */
  controls: boolean;
  kind: EmbedKind;
}

export const DEFAULT_CHOICE: EmbedChoice = {
  province: null,
  views: [...DEFAULT_VIEWS],
  lang: null,
  theme: 'light',
  controls: false,
  kind: 'script',
};

/** A plain iframe cannot follow the widget's height: the /embed page scrolls inside it. */
export const IFRAME_HEIGHT = 600;

export type Attributes = [name: string, value: string][];

/** The `data-*` options of the script tag, also set on the preview's container. */
export function widgetAttributes(choice: EmbedChoice): Attributes {
  const attributes: Attributes = [];
  if (choice.province) attributes.push(['data-province', choice.province]);
  attributes.push(['data-views', choice.views.join(',')]);
  if (choice.lang) attributes.push(['data-lang', choice.lang]);
  attributes.push(['data-theme', choice.theme]);
  if (choice.controls) attributes.push(['data-controls', '']);
  return attributes;
}

/** The iframe's attributes; its options travel in the /embed page's query string. */
export function frameAttributes(choice: EmbedChoice, origin: string, pageLang: Lang): Attributes {
  // Every value comes from a closed set: nothing here needs URL encoding, and commas stay readable.
  const query: string[] = [];
  if (choice.province) query.push(`province=${choice.province}`);
  query.push(`views=${choice.views.join(',')}`);
  if (choice.lang) query.push(`lang=${choice.lang}`);
  query.push(`theme=${choice.theme}`);
  if (choice.controls) query.push('controls');
  const titleLang = choice.lang ?? pageLang;
  return [
    ['src', `${origin}/embed?${query.join('&')}`],
    ['title', STRINGS[titleLang].title(placeName(titleLang, choice.province))],
    ['height', String(IFRAME_HEIGHT)],
    ['style', 'width: 100%; border: 0'],
    ['loading', 'lazy'],
  ];
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function attributeText(attributes: Attributes): string {
  return attributes.map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`)).join(' ');
}

/** The HTML to paste: `origin` is this server's, where embed.js and /embed are served. */
export function snippetFor(choice: EmbedChoice, origin: string, pageLang: Lang): string {
  if (choice.kind === 'iframe') return `<iframe ${attributeText(frameAttributes(choice, origin, pageLang))}></iframe>`;
  return `<script src="${escapeHtml(origin)}/embed.js" async ${attributeText(widgetAttributes(choice))}></script>`;
}
