// What the picker view keeps: nothing of its own. It reads the province from the widget and
// changes it through the widget's state, which restarts the feeds of every view.

import type { DefinedView, ViewContext } from '../define-view';
import { ProvincePicker } from './ProvincePicker';

export function createPicker({ state, widget }: ViewContext): DefinedView {
  return {
    render: () => <ProvincePicker state={state} province={widget.value.province} />,
    stop() {},
  };
}
