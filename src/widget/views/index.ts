// The views a widget can show, by the name used in `data-views`. A new view is one component
// reading the widget's state, added here and to VIEWS in options.ts.

import type { ComponentType } from 'preact';
import type { ViewName } from '../options';
import type { WidgetState } from '../state';
import { ClosuresView } from './ClosuresView';
import { CoverageView } from './CoverageView';

export const VIEW_COMPONENTS: Record<ViewName, ComponentType<{ state: WidgetState }>> = {
  closures: ClosuresView,
  coverage: CoverageView,
};
