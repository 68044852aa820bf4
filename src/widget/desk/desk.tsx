// What the desk view keeps for one closure's row: nothing of its own. The row comes with the
// closures answer the widget already has; it is found again by id at each render, so a new
// answer (a new confirmation, new French words) shows at once.

import type { DefinedView, ViewContext } from '../define-view';
import { DeskRow } from './DeskRow';

export function createDeskRow({ state, widget, id }: ViewContext): DefinedView {
  return {
    render: () => {
      const { closures, now, expanded } = widget.value;
      const row = closures?.answer?.value.closures.find((closure) => closure.id === id);
      return row ? <DeskRow state={state} row={row} now={now} open={expanded.has(row.id)} /> : null;
    },
    stop() {},
  };
}
