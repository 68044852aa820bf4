// What embed.js lends the views it loads on demand: its Preact, and the modules both carry
// (strings, the province table, formatting). The build points their imports of `preact`, and
// of the modules in SHARED_MODULES, here or to a stand-in generated from this file
// (scripts/embed-scripts.ts, `sharesPreact`; scripts/shared-modules.ts), so that they use the
// copies already on the page rather than carry second ones (Preact alone is 4.5 KB gzipped).
// embed.js hands them over when it mounts such a view (LazyView → defineView), before
// anything renders. Live bindings: the names below are what the views' `h` and `render` become.

import type * as Preact from 'preact';

/** Per module embed.js shares, its exported values in declaration order (shared.ts). */
export interface SharedModules {
  i18n: readonly unknown[];
  provinces: readonly unknown[];
  format: readonly unknown[];
}

export type SharedPreact = Pick<typeof Preact, 'h' | 'render'> & { modules: SharedModules };

export let h: SharedPreact['h'];
export let render: SharedPreact['render'];

/** A component that renders its children: all Preact's Fragment does, with no need to share it. */
export function Fragment({ children }: { children?: Preact.ComponentChildren }) {
  return children;
}

const adopters: ((modules: SharedModules) => void)[] = [];

/** Called by each stand-in module when the script loads: it takes its exports from embed.js's copy. */
export function onAdopt(adopt: (modules: SharedModules) => void): void {
  adopters.push(adopt);
}

export function adoptPreact(preact: SharedPreact): void {
  ({ h, render } = preact);
  for (const adopt of adopters) adopt(preact.modules);
}
