// The embeddable scripts: each one an IIFE built on its own (scripts/build.ts), with a size
// budget checked by `npm run size`. Budgets are gzipped bytes (1 KB = 1000 bytes).

export interface EmbedScript {
  entry: string;
  file: string;
  budgetGzip: number;
  /** A view loaded by embed.js: it renders with embed.js's Preact (src/widget/host-preact.ts). */
  sharesPreact?: boolean;
  /** Its minifier writes `name: function` members as methods (Leaflet's many), see scripts/build.ts. */
  methods?: boolean;
}

export const EMBED_SCRIPTS: EmbedScript[] = [
  { entry: 'src/widget/embed.ts', file: 'embed.js', budgetGzip: 13_000 },
  // The /embed page's glue, loaded after embed.js by dist/embed.html.
  { entry: 'src/widget/page.ts', file: 'embed-page.js', budgetGzip: 5_000 },
  // The host side of data-mode="iframe", loaded by embed.js only in that mode.
  { entry: 'src/widget/frame.ts', file: 'embed-frame.js', budgetGzip: 5_000 },
  // The coverage table (data-views=coverage), loaded by embed.js when such a widget is first in view.
  { entry: 'src/widget/coverage/embed-coverage.ts', file: 'embed-coverage.js', budgetGzip: 5_000, sharesPreact: true },
  // The closures announced for the next 24 hours, loaded by a closures view whose answer has one.
  { entry: 'src/widget/upcoming/embed-upcoming.ts', file: 'embed-upcoming.js', budgetGzip: 5_000, sharesPreact: true },
  // What the status desk said of a closure (its confirmation, its French words), or what an
  // unsure notice stands on, loaded by a row that has some.
  { entry: 'src/widget/desk/embed-desk.ts', file: 'embed-desk.js', budgetGzip: 5_000, sharesPreact: true },
  // The province selector (data-controls), loaded by a widget that asks for it.
  { entry: 'src/widget/picker/embed-picker.ts', file: 'embed-picker.js', budgetGzip: 5_000, sharesPreact: true },
  // The waits view (data-views=waits), loaded the same way.
  { entry: 'src/widget/waits/embed-waits.ts', file: 'embed-waits.js', budgetGzip: 12_000, sharesPreact: true },
  // The map view with Leaflet and its stylesheet (data-views=map), loaded the same way.
  { entry: 'src/map/embed-map.ts', file: 'embed-map.js', budgetGzip: 55_000, sharesPreact: true, methods: true },
];

/** Budgets of scripts that may not be built yet; `npm run size` checks them once they exist. */
export const LATER_SCRIPTS: Pick<EmbedScript, 'file' | 'budgetGzip'>[] = [];
