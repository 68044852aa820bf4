// The pages' two charts, each an inline SVG with a text alternative and a table beside it: the
// 90-day bar (one cell per local day; its height says the state as well as its colour) and the
// hours closed per month (stacked by category, bottom to top as the table's columns).
import type { Lang } from '../../contract/provinces';
import type { DayCell, DayState, MonthTotal, SpanCategory } from './closure-history';
import { dayName, esc, hours, monthName } from './html';
import { ER_PAGE_STRINGS } from './strings';

const DAY_STATES: readonly DayState[] = ['closed', 'partly', 'disruption', 'open', 'none'];
/** Cell height out of 40, per state: the taller, the more closed; no data is a thin outline. */
const HEIGHT: Record<DayState, number> = { closed: 40, partly: 28, disruption: 18, open: 10, none: 4 };
const CELL = 6;

export function dayCounts(cells: readonly DayCell[]): Record<DayState, number> {
  const counts: Record<DayState, number> = { open: 0, partly: 0, closed: 0, disruption: 0, none: 0 };
  for (const cell of cells) counts[cell.state] += 1;
  return counts;
}

/**
 * One run of days in one state as a single stroke, as thick as the state's cell is tall: its
 * dashes are the days and its gaps the space between them (a run is a whole number of dash
 * periods, so each run starts on a day whether a renderer restarts the dashes or not). No data
 * is each day's outline, drawn day by day.
 */
function runOf(state: DayState, first: number, count: number): string {
  const height = HEIGHT[state];
  if (state !== 'none') return `M${first * CELL} ${40 - height / 2}h${count * CELL}`;
  let outlines = '';
  for (let day = first; day < first + count; day++)
    outlines += `M${day * CELL} ${40 - height}h${CELL - 1}v${height}h-${CELL - 1}z`;
  return outlines;
}

/**
 * The 90-day bar alone: one path per state. `labelled`: its summary as its name (the ER's
 * page); otherwise hidden from assistive technology, for a list that says the days in words
 * beside each bar.
 */
export function dayBar(cells: readonly DayCell[], lang: Lang, labelled = true): string {
  const paths = new Map<DayState, string>();
  let first = 0;
  cells.forEach((cell, i) => {
    if (cells[i + 1]?.state === cell.state) return;
    paths.set(cell.state, (paths.get(cell.state) ?? '') + runOf(cell.state, first, i + 1 - first));
    first = i + 1;
  });
  const drawn = DAY_STATES.filter((state) => paths.has(state))
    .map((state) => {
      const thickness = state === 'none' ? '' : ` stroke-width="${HEIGHT[state]}"`;
      return `<path class="day-${state}"${thickness} d="${paths.get(state)}"/>`;
    })
    .join('');
  const open = `<svg class="day-bar" viewBox="0 0 ${cells.length * CELL} 40" preserveAspectRatio="none"`;
  if (!labelled) return `${open} aria-hidden="true">${drawn}</svg>`;
  const label = esc(ER_PAGE_STRINGS[lang].barSummary(dayCounts(cells)));
  return `${open} role="img" aria-label="${label}"><title>${label}</title>${drawn}</svg>`;
}

/** The legend of the bar: each state's swatch, shaped as in the bar, and its words. */
export function dayLegend(lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const items = DAY_STATES.map((state) => {
    const height = HEIGHT[state];
    return `<li><svg class="swatch" viewBox="0 0 10 40" aria-hidden="true"><path class="day-${state}" d="M0 ${40 - height}h10v${height}h-10z"/></svg>${esc(t.dayStates[state])}</li>`;
  });
  return `<ul class="legend">${items.join('')}</ul>`;
}

/** The bar, its legend, its summary in words, and every day in a table (folded). */
export function dayBarSection(cells: readonly DayCell[], lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const rows = [...cells]
    .reverse()
    .map(
      (cell) =>
        `<tr><td>${esc(dayName(cell.date, lang))}</td><td>${esc(t.dayStates[cell.state])}</td><td>${hours(cell.closedHours, lang)}</td></tr>`,
    )
    .join('');
  return [
    `<h3>${esc(t.barHeading)}</h3>`,
    dayBar(cells, lang),
    dayLegend(lang),
    `<p>${esc(t.barSummary(dayCounts(cells)))}</p>`,
    `<details><summary>${esc(t.dayByDay)}</summary><table><thead><tr><th scope="col">${esc(t.dateColumn)}</th><th scope="col">${esc(t.stateColumn)}</th><th scope="col">${esc(t.hoursClosedColumn)}</th></tr></thead><tbody>${rows}</tbody></table></details>`,
  ].join('');
}

const CATEGORIES: readonly SpanCategory[] = ['unplanned', 'scheduled', 'interruption'];
const total = (month: MonthTotal) => month.unplanned + month.scheduled + month.interruption;

/** Hours closed per month: stacked bars with the month's total in their label, then the table. */
export function monthsSection(months: readonly MonthTotal[], lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  if (months.length === 0) return '';
  const first = monthName((months[0] as MonthTotal).month, lang);
  const last = monthName((months.at(-1) as MonthTotal).month, lang);
  const summary = esc(
    t.monthsSummary(
      hours(
        months.reduce((sum, m) => sum + total(m), 0),
        lang,
      ),
      first,
      last,
    ),
  );
  const highest = Math.max(0, ...months.map(total));
  const bar = 20;
  const paths = new Map<SpanCategory, string[]>(CATEGORIES.map((category) => [category, []]));
  months.forEach((month, i) => {
    let top = 100;
    for (const category of CATEGORIES) {
      const height = (month[category] / Math.max(highest, 1)) * 100;
      if (height <= 0) continue;
      top -= height;
      paths.get(category)?.push(`M${i * bar + 2} ${top.toFixed(2)}h${bar - 4}v${height.toFixed(2)}h-${bar - 4}z`);
    }
  });
  const drawn = CATEGORIES.map(
    (category) => `<path class="cat-${category}" d="${(paths.get(category) as string[]).join('') || 'M0 0'}"/>`,
  ).join('');
  const legend = CATEGORIES.map(
    (category) =>
      `<li><svg class="swatch" viewBox="0 0 10 10" aria-hidden="true"><path class="cat-${category}" d="M0 0h10v10h-10z"/></svg>${esc(t.categories[category])}</li>`,
  ).join('');
  const head = [t.monthColumn, ...CATEGORIES.map((category) => t.categories[category]), t.totalColumn]
    .map((words) => `<th scope="col">${esc(words)}</th>`)
    .join('');
  const rows = [...months]
    .reverse()
    .map(
      (month) =>
        `<tr><th scope="row">${esc(monthName(month.month, lang))}</th>${CATEGORIES.map((category) => `<td>${hours(month[category], lang)}</td>`).join('')}<td>${hours(total(month), lang)}</td></tr>`,
    )
    .join('');
  return [
    `<h3>${esc(t.monthsHeading)}</h3>`,
    // No bar to draw when nothing was closed: the sentence and the table say so.
    highest > 0.05
      ? `<svg class="month-bars" viewBox="0 0 ${Math.max(months.length * bar, 120)} 100" preserveAspectRatio="xMinYMax meet" role="img" aria-label="${summary}"><title>${summary}</title>${drawn}</svg><ul class="legend">${legend}</ul>`
      : '',
    `<p>${summary}</p>`,
    `<div class="table-wrap"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`,
  ].join('');
}
