// The widget views the page offers in its configurator, the ones a new snippet starts with,
// and the ones of the widget shown on the page itself.

import type { Localized } from '../contract/provinces';
import type { ViewName } from '../widget/options';

export const VIEW_LABELS = {
  closures: { en: 'Closures and disruptions', fr: 'Fermetures et perturbations' },
  coverage: { en: 'Live wait-time reporting, by province', fr: 'Temps d’attente publiés en direct, par province' },
  map: { en: 'Map of emergency rooms', fr: 'Carte des urgences' },
  // Offered only where this server offers them (configurator.ts).
  waits: { en: 'Wait times', fr: 'Temps d’attente' },
} as const satisfies Record<string, Localized>;

export type OfferedView = ViewName & keyof typeof VIEW_LABELS;

/** In the order the widget shows them. */
export const OFFERED_VIEWS: readonly OfferedView[] = ['closures', 'map', 'coverage', 'waits'];

/** What a new snippet shows: closures, and the coverage table (a small script of its own, loaded when the widget is seen). */
export const DEFAULT_VIEWS: readonly OfferedView[] = ['closures', 'coverage'];

/**
 * The page's own widget: closures, coverage, and the map, last, since it loads on demand and
 * is taller than its placeholder: arriving at the end of the frame, it moves nothing.
 */
export const PAGE_VIEWS: readonly OfferedView[] = ['closures', 'coverage', 'map'];
