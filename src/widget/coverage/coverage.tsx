// What the coverage view keeps for one widget: the national coverage answer (the same for
// every province, so a new province asks nothing), refreshed every 5 minutes while the widget
// is in view, and the order the reader chose for its table.

import { decodeCoverageResponse, decodedValue } from '../../contract/decode';
import { areaFeed } from '../area-feed';
import type { DefinedView, ViewContext } from '../define-view';
import { signal } from '../signal';
import { type CoverageSort, CoverageView } from './CoverageView';

export function createCoverage(context: ViewContext): DefinedView {
  const { state, widget } = context;
  const coverage = areaFeed(context, {
    endpoint: 'coverage',
    path: 'coverage',
    read: decodedValue(decodeCoverageResponse),
    national: true,
  });
  // The API sends rows by share, highest first.
  const sort = signal<CoverageSort>({ column: 'pct', ascending: false });
  return {
    render: () => {
      // Read so that the view renders again as the widget's clock moves (FeedView's "Updated … ago").
      widget.value;
      return (
        <CoverageView
          state={state}
          feed={coverage.feed}
          sort={sort.value}
          onSort={(next) => {
            sort.value = next;
          }}
        />
      );
    },
    stop() {
      coverage.stop();
    },
  };
}
