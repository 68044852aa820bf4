// The code the configurator hands out, read back the way a browser and the widget read it:
// pasted HTML parsed, then its options read by the widget's own readOptions.

import { describe, expect, it } from 'vitest';
import { readOptions } from '../widget/options';
import { DEFAULT_CHOICE, type EmbedChoice, snippetFor } from './snippet';

const ORIGIN = 'https://er.example';

/** The `data-*` options of an element, as `dataset` holds them in a browser (happy-dom's drops empty ones). */
function dataOptions(element: Element): Record<string, string> {
  const data = [...element.attributes].filter((attribute) => attribute.name.startsWith('data-'));
  const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(
    data.map((attribute) => [camelCase(attribute.name.slice('data-'.length)), attribute.value]),
  );
}

/** The element the pasted code makes. */
function paste(code: string): Element {
  const template = document.createElement('template');
  template.innerHTML = code;
  expect(template.content.children).toHaveLength(1);
  return template.content.children[0] as Element;
}

/** The widget options a choice stands for. */
const chosen = ({ province, views, lang, theme, controls, mapHeight }: EmbedChoice) => ({
  province,
  views,
  lang,
  theme,
  controls,
  mapHeight: mapHeight === null ? null : String(mapHeight),
});

const choices: EmbedChoice[] = [
  DEFAULT_CHOICE,
  { province: 'NS', views: ['closures'], lang: 'fr', theme: 'dark', controls: true, mapHeight: null, kind: 'script' },
  {
    province: 'QC',
    views: ['coverage', 'closures'],
    lang: 'en',
    theme: 'auto',
    controls: false,
    mapHeight: null,
    kind: 'script',
  },
  {
    province: 'ON',
    views: ['closures', 'map'],
    lang: null,
    theme: 'light',
    controls: false,
    mapHeight: 400,
    kind: 'script',
  },
];

describe('the script tag', () => {
  it('loads embed.js from this server, async, with the defaults spelt out', () => {
    expect(snippetFor(DEFAULT_CHOICE, ORIGIN)).toBe(
      '<script src="https://er.example/embed.js" async data-views="closures,coverage" data-theme="light"></script>',
    );
  });

  for (const choice of choices) {
    it(`gives the widget the options chosen (${choice.province ?? 'Canada'}, ${choice.views.join('+')}, ${choice.lang ?? 'page language'}, ${choice.theme})`, () => {
      const script = paste(snippetFor(choice, ORIGIN)) as HTMLScriptElement;
      expect(script.tagName).toBe('SCRIPT');
      expect(script.getAttribute('src')).toBe(`${ORIGIN}/embed.js`);
      expect(script.hasAttribute('async')).toBe(true);
      const options = readOptions(dataOptions(script), 'https://elsewhere.example');
      expect(options).toMatchObject({ ...chosen(choice), mode: 'inline' });
    });
  }
});

describe('the map height', () => {
  it('is given to the map, and left out when there is no map', () => {
    const tall: EmbedChoice = { ...DEFAULT_CHOICE, views: ['map'], mapHeight: 600 };
    expect(snippetFor(tall, ORIGIN)).toContain('data-views="map" data-theme="light" data-map-height="600"');
    expect(snippetFor({ ...tall, views: ['closures'] }, ORIGIN)).not.toContain('data-map-height');
  });
});

describe('the iframe', () => {
  it('is the script tag in iframe mode, whose frame follows the widget’s height', () => {
    const choice: EmbedChoice = { ...DEFAULT_CHOICE, province: 'NS', lang: 'fr', controls: true, kind: 'iframe' };
    expect(snippetFor(choice, ORIGIN)).toBe(
      '<script src="https://er.example/embed.js" async data-mode="iframe" data-province="NS" data-views="closures,coverage" data-lang="fr" data-theme="light" data-controls></script>',
    );
  });

  for (const choice of choices) {
    it(`gives the framed widget the options chosen (${choice.province ?? 'Canada'}, ${choice.views.join('+')}, ${choice.lang ?? 'reader’s language'})`, () => {
      const script = paste(snippetFor({ ...choice, kind: 'iframe' }, ORIGIN)) as HTMLScriptElement;
      expect(script.getAttribute('src')).toBe(`${ORIGIN}/embed.js`);
      const options = readOptions(dataOptions(script), 'https://elsewhere.example');
      expect(options).toMatchObject({ ...chosen(choice), mode: 'iframe' });
    });
  }
});
