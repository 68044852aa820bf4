// The Preact of embed.js, for the views it loads on demand. The build points their `preact`
// imports here (scripts/embed-scripts.ts, `sharesPreact`), so that they render with the copy
// already on the page rather than carry a second one (4.5 KB gzipped each). embed.js hands
// its Preact over when it mounts such a view (LazyView → defineView), before anything renders.
// Live bindings: the names below are what the views' `h` and `render` become.

import type * as Preact from 'preact';

export type SharedPreact = Pick<typeof Preact, 'h' | 'render'>;

export let h: SharedPreact['h'];
export let render: SharedPreact['render'];

/** A component that renders its children: all Preact's Fragment does, with no need to share it. */
export function Fragment({ children }: { children?: Preact.ComponentChildren }) {
  return children;
}

export function adoptPreact(preact: SharedPreact): void {
  ({ h, render } = preact);
}
