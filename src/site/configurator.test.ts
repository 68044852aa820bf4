// The configurator as a site owner uses it: each choice rewrites the code to paste and the
// preview beside it, from the same attributes; the copy button copies, or says what to do.

import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Configurator } from './Configurator';
import { readChoice, startConfigurator } from './configurator';
import { snippetFor, widgetAttributes } from './snippet';

const unmount = vi.fn();

function show(lang: 'en' | 'fr', waitsOffered = Promise.resolve(false)) {
  document.body.innerHTML = renderToString(h(Configurator, { lang }));
  const section = document.getElementById('embed') as HTMLElement;
  startConfigurator(section, lang, waitsOffered);
  return section;
}

const form = () => document.querySelector('form') as HTMLFormElement;
const code = () => (document.querySelector('textarea') as HTMLTextAreaElement).value;
const status = () => document.querySelector('[data-copy-status]')?.textContent;
const copyButton = () => document.querySelector('[data-copy]') as HTMLButtonElement;
const preview = () => document.querySelector('[data-preview]') as HTMLElement;

function choose(name: string, value: string): void {
  const field = form().querySelector<HTMLInputElement | HTMLSelectElement>(
    name === 'province' ? 'select' : `input[name="${name}"]${value ? `[value="${value}"]` : ''}`,
  );
  if (!field) throw new Error(`no field ${name}=${value}`);
  if (field instanceof HTMLSelectElement) field.value = value;
  else field.checked = field.type === 'checkbox' ? !field.checked : true;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The preview appears once the reader comes near it. */
let reveal: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal('ERStatus', { mount: vi.fn(), unmount });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  unmount.mockClear();
  document.body.replaceChildren();
});

describe('the views offered', () => {
  const waitsChoice = () => form().querySelector<HTMLElement>('input[value="waits"]')?.closest('label');

  it('does not offer wait times where this server does not offer them', async () => {
    show('en', Promise.resolve(false));
    await Promise.resolve();
    expect(waitsChoice()?.hidden).toBe(true);
    expect(form().querySelector<HTMLElement>('input[value="map"]')?.closest('label')?.hidden).toBe(false);
  });

  it('offers wait times once this server says it offers them', async () => {
    let offer: (offered: boolean) => void = () => {};
    show('fr', new Promise((resolve) => (offer = resolve)));
    expect(waitsChoice()?.hidden).toBe(true);
    offer(true);
    await vi.waitFor(() => expect(waitsChoice()?.hidden).toBe(false));
    expect(waitsChoice()?.textContent?.trim()).toBe('Temps d’attente');
  });
});

describe('the code to paste', () => {
  it('points at this server from the start', () => {
    show('en');
    expect(code()).toBe(snippetFor(readChoice(form()), location.origin));
    expect(code()).toContain(`src="${location.origin}/embed.js"`);
  });

  it('follows every choice', () => {
    show('fr');
    choose('province', 'NS');
    choose('views', 'coverage');
    choose('controls', '');
    choose('lang', 'en');
    choose('theme', 'dark');
    expect(code()).toBe(
      `<script src="${location.origin}/embed.js" async data-province="NS" data-views="closures" data-lang="en" data-theme="dark" data-controls></script>`,
    );
    choose('kind', 'iframe');
    expect(code()).toBe(
      `<script src="${location.origin}/embed.js" async data-mode="iframe" data-province="NS" data-views="closures" data-lang="en" data-theme="dark" data-controls></script>`,
    );
  });

  it('gives the map the height chosen, only while the map is shown', () => {
    show('fr');
    choose('mapHeight', '600');
    expect(code()).not.toContain('data-map-height');
    choose('views', 'map');
    expect(code()).toContain('data-views="closures,map,coverage" data-theme="light" data-map-height="600"');
  });

  it('asks for at least one view when none is chosen, and offers nothing to copy', () => {
    show('en');
    choose('views', 'closures');
    choose('views', 'coverage');
    expect(code()).toBe('');
    expect(copyButton().disabled).toBe(true);
    expect(status()).toBe('Choose at least one thing to show.');
    choose('views', 'coverage');
    expect(copyButton().disabled).toBe(false);
    expect(status()).toBe('');
  });
});

describe('the preview', () => {
  it('waits until the reader comes near it, then shows the widget the code describes', () => {
    show('en');
    expect(preview().children).toHaveLength(0);
    reveal();
    const container = preview().querySelector('[data-er-status]') as HTMLElement;
    expect(container.hasAttribute('data-er-status')).toBe(true);
    for (const [name, value] of widgetAttributes(readChoice(form()))) expect(container.getAttribute(name)).toBe(value);
  });

  it('is rebuilt on every change, the old widget unmounted first, and in iframe mode for an iframe', () => {
    show('en');
    reveal();
    const first = preview().querySelector('[data-er-status]');
    choose('province', 'QC');
    expect(unmount).toHaveBeenCalledWith(first);
    expect(preview().querySelector('[data-er-status]')?.getAttribute('data-province')).toBe('QC');
    choose('kind', 'iframe');
    const container = preview().querySelector('[data-er-status]');
    expect(container?.getAttribute('data-mode')).toBe('iframe');
    expect(code()).toContain('data-mode="iframe" data-province="QC"');
  });
});

describe('the copy button', () => {
  it('copies the code and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show('fr');
    copyButton().click();
    await vi.waitFor(() => expect(status()).toBe('Code copié.'));
    expect(writeText).toHaveBeenCalledWith(code());
  });

  it('selects the code and says how to copy it when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    show('en');
    copyButton().click();
    await vi.waitFor(() => expect(status()).toBe('Could not copy. The code is selected: press Ctrl+C (⌘C on a Mac).'));
    const textarea = document.querySelector('textarea') as HTMLTextAreaElement;
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, code().length]);
  });
});
