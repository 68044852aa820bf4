// The widget views the page offers: the configurator's choices and the widget shown on the
// page. Issue 6 adds `map` and `waits` to the widget; offering one here is one more name in
// OFFERED_VIEWS, since its labels are already written.

import type { Localized } from '../contract/provinces';
import type { ViewName } from '../widget/options';

export const VIEW_LABELS = {
  closures: { en: 'Closures and disruptions', fr: 'Fermetures et perturbations' },
  coverage: { en: 'Live wait-time reporting, by province', fr: 'Temps d’attente publiés en direct, par province' },
  map: { en: 'Map of emergency rooms', fr: 'Carte des urgences' },
  waits: { en: 'Wait times', fr: 'Temps d’attente' },
} as const satisfies Record<string, Localized>;

export type OfferedView = ViewName & keyof typeof VIEW_LABELS;

/** In the order the widget shows them. */
export const OFFERED_VIEWS: readonly OfferedView[] = ['closures', 'coverage'];
