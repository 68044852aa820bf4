// What embed.js and the scripts it loads on demand agree on. A lazy script leaves its module
// on its own <script> element, where embed.js finds it without a global, whichever of the two
// ran first.
//
// embed-map.js and embed-waits.js are views: they render into an element with embed.js's
// Preact (host-preact.ts) and read the widget's state through embed.js's own `effect`.
// Signals track their readers only within the copy of the signal module they come from, and
// each script bundles its own copy.
// embed-frame.js holds the host side of the iframe mode.

import type { Lang } from '../contract/provinces';
import type { SharedPreact } from './host-preact';
import type { ViewName, WidgetOptions } from './options';
import type { effect } from './signal';
import type { WidgetState } from './state';

/**
 * A script loaded on demand that renders into the widget: a view a page asks for by name, the
 * closures announced for the next 24 hours (`upcoming`), loaded only when there are some, or
 * what the status desk said of one closure (`desk`: its confirmation and French words) and
 * what a notice the reader is unsure of stands on, or
 * the province selector (`picker`, data-controls).
 */
export type LazyViewName = ViewName | 'upcoming' | 'desk' | 'picker';

export interface MountedView {
  unmount(): void;
}

export interface ViewModule {
  /**
   * Renders the view into `element` with `preact` and keeps it up to date. It reads `state`
   * only inside `watch` (province, visibility, closures), and tells the widget what it shows
   * through `state.lazyAnswers`, for the attribution and the sample banner. `id`: the closure
   * whose row the view is drawn in, if it is drawn in one.
   */
  mount(element: HTMLElement, state: WidgetState, watch: typeof effect, preact: SharedPreact, id?: string): MountedView;
}

export interface FrameModule {
  /** Puts the /embed page into `root` in an iframe sized to its content; returns how to take it away. */
  mountFrame(root: ShadowRoot, options: WidgetOptions, lang: Lang): () => void;
}

/** The property of its <script> element where a lazy script leaves its module. */
export const LAZY_MODULE = 'erStatusModule';

export type LazyScript = HTMLScriptElement & { [LAZY_MODULE]?: unknown };

/** Run by a lazy script when it loads: hands its module to embed.js. */
export function provideModule(module: ViewModule | FrameModule): void {
  const script = document.currentScript as LazyScript | null;
  if (script) script[LAZY_MODULE] = module;
}
