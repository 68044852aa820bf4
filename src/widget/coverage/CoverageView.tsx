// The coverage view: how many ERs report live (a wait time, or Québec's counts), nationally and per province or
// territory, in a table sortable by any column.

import { type Lang, PROVINCES } from '../../contract/provinces';
import type { CoverageResponse, ProvinceCoverage } from '../../contract/resources';
import type { Feed } from '../feed';
import { formatNumber } from '../format';
import { formatPercent } from '../percent';
import type { WidgetState } from '../state';
import { FeedView } from '../views/FeedView';
import { COVERAGE_STRINGS } from './strings';

type Column = 'province' | 'ers' | 'reporting_live' | 'pct';
export interface CoverageSort {
  column: Column;
  ascending: boolean;
}

interface Props {
  state: WidgetState;
  feed: Feed<CoverageResponse>;
  sort: CoverageSort;
  onSort(sort: CoverageSort): void;
}

function compare(lang: Lang, column: Column): (a: ProvinceCoverage, b: ProvinceCoverage) => number {
  const name = (row: ProvinceCoverage) => PROVINCES[row.province].name[lang];
  return (a, b) => (column === 'province' ? 0 : a[column] - b[column]) || name(a).localeCompare(name(b), lang);
}

export function CoverageView({ state, feed, sort, onSort }: Props) {
  const { lang } = state;
  const t = COVERAGE_STRINGS[lang];
  const labels = t.columns;

  // The header's aria-sort tells screen readers the new order.
  const sortBy = (column: Column) => {
    onSort({ column, ascending: sort.column === column ? !sort.ascending : column === 'province' });
  };

  const header = (column: Column) => (
    <th
      scope="col"
      class={column === 'province' ? undefined : 'number'}
      aria-sort={sort.column === column ? (sort.ascending ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" class="sort" onClick={() => sortBy(column)}>
        {/* Both, so that a narrow widget shows the short one (coverage.css) and screen readers always say the full one. */}
        <span class="full">{labels[column][0]}</span>
        <span class="short" aria-hidden="true">
          {labels[column][1]}
        </span>
        <span aria-hidden="true">{sort.column === column ? (sort.ascending ? '▲' : '▼') : ''}</span>
      </button>
    </th>
  );

  return (
    <FeedView state={state} name="ers-coverage" heading={t.heading} feed={feed}>
      {({ national, provinces }) => {
        const order = compare(lang, sort.column);
        const rows = [...provinces].sort((a, b) => (sort.ascending ? order(a, b) : order(b, a)));
        const nationalPct = national.ers > 0 ? Math.round((national.reporting_live / national.ers) * 100) : 0;
        return (
          <>
            <p>
              {t.national(
                formatNumber(lang, national.reporting_live),
                formatNumber(lang, national.ers),
                formatPercent(lang, nationalPct),
              )}
            </p>
            <div class="fit">
              <table part="table" aria-labelledby="ers-coverage">
                <thead>
                  <tr>
                    {header('province')}
                    {header('ers')}
                    {header('reporting_live')}
                    {header('pct')}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.province}>
                      <th scope="row">{PROVINCES[row.province].name[lang]}</th>
                      <td class="number">{formatNumber(lang, row.ers)}</td>
                      <td class="number">{formatNumber(lang, row.reporting_live)}</td>
                      <td class="number">
                        {formatPercent(lang, row.pct)}
                        <span class="bar" part="bar" aria-hidden="true">
                          <span style={{ width: `${Math.min(100, row.pct)}%` }} />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        );
      }}
    </FeedView>
  );
}
