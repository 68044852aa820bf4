// The rows of a long current list (all of Canada) past its first FIRST_ROWS, behind "Show more":
// a native disclosure, a button to every reader that keeps the focus while the rows it reveals
// follow it in reading order. These rows show their message as the map's popups do, with what
// an unsure notice stands on, without what the status desk adds (embed-desk.js is embed.js's
// LazyView, which this script cannot hold).

import type { Closure as ClosureRow } from '../../contract/resources';
import { InlineNotice } from '../notice/InlineNotice';
import type { WidgetState } from '../state';
import { Closure } from '../views/Closure';
import { FIRST_ROWS } from './horizon';
import { UPCOMING_STRINGS } from './strings';

export function RestOfList({ state, rows }: { state: WidgetState; rows: readonly ClosureRow[] }) {
  if (rows.length <= FIRST_ROWS) return null;
  return (
    <details class="rest">
      <summary>{UPCOMING_STRINGS[state.lang].showMore}</summary>
      <ul>
        {rows.slice(FIRST_ROWS).map((closure) => (
          <Closure key={closure.id} state={state} closure={closure} Lazy={InlineNotice} />
        ))}
      </ul>
    </details>
  );
}
