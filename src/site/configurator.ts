// The embed configurator at work: every change of the form writes the code to paste and
// rebuilds the preview from the same attributes (snippet.ts), so the preview is what the code
// shows. The copy button puts the code on the clipboard, or selects it when that is refused.

import { type Lang, parseProvince } from '../contract/provinces';
import { STRINGS } from '../widget/i18n';
import { SCRIPT_STRINGS } from './script-strings';
import { type Attributes, type EmbedChoice, MAP_HEIGHTS, snippetFor, widgetAttributes } from './snippet';
import { OFFERED_VIEWS } from './views';
import { revealWhenLoaded } from './widget-reveal';

export function readChoice(form: HTMLFormElement): EmbedChoice {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const lang = text('lang');
  const theme = text('theme');
  return {
    province: parseProvince(text('province')),
    views: OFFERED_VIEWS.filter((view) => data.getAll('views').includes(view)),
    lang: lang === 'en' || lang === 'fr' ? lang : null,
    theme: theme === 'dark' || theme === 'auto' ? theme : 'light',
    controls: data.has('controls'),
    mapHeight: MAP_HEIGHTS.find((height) => String(height) === text('mapHeight')) ?? null,
    kind: text('kind') === 'iframe' ? 'iframe' : 'script',
  };
}

function element(tag: string, attributes: Attributes): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of attributes) created.setAttribute(name, value);
  return created;
}

/** The real widget, as the code would show it: a container embed.js mounts, in place or in its iframe. */
function showPreview(frame: HTMLElement, choice: EmbedChoice, lang: Lang): void {
  for (const old of frame.querySelectorAll<HTMLElement>('[data-er-status]')) window.ERStatus?.unmount(old);
  if (choice.views.length === 0) {
    frame.replaceChildren();
    return;
  }
  // A container is mounted by embed.js as soon as it is in the page, or once embed.js has loaded.
  const slot = element('div', [['class', 'widget-slot']]);
  slot.append(element('div', [['data-er-status', ''], ...widgetAttributes(choice)]));
  frame.replaceChildren(slot);
  if (choice.kind === 'iframe') {
    // The /embed page settles inside its iframe.
    frame.removeAttribute('data-loading');
    return;
  }
  revealWhenLoaded(frame, STRINGS[lang].loading);
}

export function startConfigurator(section: HTMLElement, lang: Lang, waitsOffered: Promise<boolean>): void {
  const t = SCRIPT_STRINGS[lang];
  const form = section.querySelector<HTMLFormElement>('form');
  const code = section.querySelector<HTMLTextAreaElement>('textarea');
  const copy = section.querySelector<HTMLButtonElement>('[data-copy]');
  const status = section.querySelector<HTMLElement>('[data-copy-status]');
  const frame = section.querySelector<HTMLElement>('[data-preview]');
  if (!form || !code || !copy || !status || !frame) return;
  let previewShown = false;

  const update = () => {
    const choice = readChoice(form);
    const empty = choice.views.length === 0;
    code.value = empty ? '' : snippetFor(choice, location.origin);
    copy.disabled = empty;
    status.textContent = empty ? t.noViews : '';
    if (previewShown) showPreview(frame, choice, lang);
  };
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  update();
  void waitsOffered.then((offered) => {
    const waits = form.querySelector<HTMLElement>('[data-view="waits"]');
    if (waits) waits.hidden = !offered;
  });

  // The preview costs two requests and a render: only when the reader comes near it.
  new IntersectionObserver(
    (entries, observer) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      previewShown = true;
      showPreview(frame, readChoice(form), lang);
    },
    { rootMargin: '200px' },
  ).observe(frame);

  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = t.copied;
    } catch {
      code.select();
      status.textContent = t.copyFailed;
    }
  });
}
