// The views a widget can show, by the name used in `data-views`. A new view is one component
// reading the widget's state, added here and to VIEWS in options.ts.

import type { ComponentType } from 'preact';
import type { LazyViewName } from '../lazy-module';
import type { ViewName } from '../options';
import type { WidgetState } from '../state';
import { ClosuresView } from './ClosuresView';
import { LazyView } from './LazyView';

export const VIEW_COMPONENTS: Record<ViewName, ComponentType<{ state: WidgetState; view: LazyViewName }>> = {
  closures: ClosuresView,
  // The coverage table, Leaflet and the map, and the waits are scripts of their own, loaded on demand.
  coverage: LazyView,
  map: LazyView,
  waits: LazyView,
};
