// What lies beyond the current list's first rows: the rest of a long list (RestOfList.tsx) and
// the closures announced for the next 24 hours. The announced closures keep for one widget: nothing of their own. They come with the
// closures answer the widget already has (its `scheduled` list, checked here: check.ts), and
// are shown while they start within the next 24 hours of the widget's clock.

import { checkScheduled } from '../check';
import type { DefinedView, ViewContext } from '../define-view';
import { UPCOMING_MS } from './horizon';
import { RestOfList } from './RestOfList';
import { UpcomingView } from './UpcomingView';

export function createUpcoming({ state, widget }: ViewContext): DefinedView {
  return {
    render: () => {
      const { closures, now, expanded } = widget.value;
      const rows = checkScheduled(closures?.answer?.value.scheduled)
        .filter((row) => {
          const ahead = Date.parse(row.starts_at) - now;
          return ahead > 0 && ahead <= UPCOMING_MS;
        })
        .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
      return (
        <>
          <RestOfList state={state} rows={closures?.answer?.value.closures ?? []} />
          <UpcomingView state={state} rows={rows} now={now} expanded={expanded} />
        </>
      );
    },
    stop() {},
  };
}
