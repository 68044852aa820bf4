// Puts one widget into one host element: an open shadow root with the widget's styles, then
// either the widget itself or (mode iframe, from embed-frame.js) the /embed page in an iframe.
// Mounting an element again replaces its widget; unmounting stops its timers and observers.

import { render } from 'preact';
import { resolveLang } from './i18n';
import type { FrameModule } from './lazy-module';
import type { WidgetOptions } from './options';
import { loadScript } from './script-loader';
import { effect } from './signal';
import { type WidgetEnv, WidgetState } from './state';
import { adoptStyles } from './styles';
import { Widget } from './views/Widget';

const teardowns = new Map<Element, () => void>();

const browser: WidgetEnv = { fetch: (input, init) => fetch(input, init), load: loadScript };

/**
 * Renders the widget into `container` now and again whenever a signal read while rendering
 * changes. The tree is small, so re-rendering it whole is cheap, and it spares embed.js the
 * 2.4 KB gzipped of @preact/signals' component integration and preact/hooks.
 */
export function renderWidget(state: WidgetState, container: Element): () => void {
  const dispose = effect(() => render(<Widget state={state} />, container));
  return () => {
    dispose();
    render(null, container);
  };
}

export function isMounted(host: Element): boolean {
  return teardowns.has(host);
}

export function unmountWidget(host: Element): void {
  teardowns.get(host)?.();
  teardowns.delete(host);
}

export function mountWidget(host: HTMLElement, options: WidgetOptions, env: WidgetEnv = browser): void {
  unmountWidget(host);
  let root: ShadowRoot;
  try {
    root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  } catch {
    console.warn(`er-status: a <${host.localName}> cannot hold the widget; use a <div>.`);
    return;
  }
  adoptStyles(root);
  const lang = resolveLang(options.lang, host.closest('[lang]')?.getAttribute('lang'));
  let stop = () => {};
  const teardown = () => stop();
  teardowns.set(host, teardown);
  const inPlace = () => {
    const container = document.createElement('div');
    root.append(container);
    const state = new WidgetState(options, lang, env);
    const stopRendering = renderWidget(state, container);
    state.start(host);
    stop = () => {
      state.stop();
      stopRendering();
      container.remove();
    };
  };
  const current = () => teardowns.get(host) === teardown;
  if (options.mode === 'inline') inPlace();
  // The iframe mode's code is a script of its own; should it fail to load, the widget shows in place.
  else
    env.load<FrameModule>(`${options.scripts}/embed-frame.js`).then(
      (frame) => {
        if (current()) stop = frame.mountFrame(root, options, lang);
      },
      () => current() && inPlace(),
    );
}
