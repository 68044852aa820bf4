// The views a widget can show, by the name used in `data-views`. A new view is one component
// reading the widget's state, added here and to VIEWS in options.ts.

import type { ComponentType } from 'preact';
import type { ViewName } from '../options';
import type { WidgetState } from '../state';
import { ClosuresView } from './ClosuresView';
import { CoverageView } from './CoverageView';
import { LazyView } from './LazyView';

export const VIEW_COMPONENTS: Record<ViewName, ComponentType<{ state: WidgetState; view: ViewName }>> = {
  closures: ClosuresView,
  coverage: CoverageView,
  // Leaflet and the map, and the waits view, are scripts of their own, loaded on demand.
  map: LazyView,
  waits: LazyView,
};
