// What the province pages and Canada's share: their model, the order of their ERs, a table of
// ERs with their 90-day bars, and the history section (hours closed per month, method, CSV).

import { erPagePath } from '../../contract/page-paths';
import type { Lang, ProvinceCode } from '../../contract/provinces';
import { PROVINCES } from '../../contract/provinces';
import { dayBar, dayCounts, monthsSection } from './charts';
import type { DayCell, MonthTotal } from './closure-history';
import type { NowStatus } from './er-view';
import { esc, localDay } from './html';
import { ER_PAGE_STRINGS } from './strings';

export interface ProvinceRow {
  id: string;
  name: string;
  city: string;
  province: ProvinceCode;
  status: NowStatus;
  days: DayCell[];
}

/** A province as Canada's page lists it: its ERs, how many are closed and disrupted, its months. */
export interface ProvinceSummary {
  code: ProvinceCode;
  ers: number;
  closed: number;
  disruption: number;
  months: MonthTotal[];
}

export interface ProvincePageModel {
  /** null: Canada. */
  province: ProvinceCode | null;
  rows: ProvinceRow[];
  months: MonthTotal[];
  /** Seconds: the first status event of any of these ERs; null when none. */
  since: number | null;
  sample: boolean;
  /** Canada's page only: every province and territory, in the order of their codes. */
  provinces?: ProvinceSummary[];
}

const RANK: Record<NowStatus, number> = { closed: 0, disruption: 1, open: 2, unknown: 3 };
/** One collator for every comparison: localeCompare with a locale makes one per call. */
const byName = new Intl.Collator('fr').compare;

export const closedOrDisrupted = (row: ProvinceRow): boolean => RANK[row.status] < 2;

/** Closed first, then disrupted, then the rest; by name within each. */
export function ranked(rows: readonly ProvinceRow[]): ProvinceRow[] {
  return [...rows].sort((a, b) => RANK[a.status] - RANK[b.status] || byName(a.name, b.name));
}

/** By name, then id: an order that no change of status moves, so a page keeps its ERs. */
export function alphabetical(rows: readonly ProvinceRow[]): ProvinceRow[] {
  return [...rows].sort((a, b) => byName(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * An ER's row: its bar, hidden from assistive technology, and beside it the same days in words
 * (each state other than open all day, with its count; the rest were open all day). The table
 * of every day is on the ER's own page.
 */
function erRow(row: ProvinceRow, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const counts = dayCounts(row.days);
  const notOpen = (['closed', 'partly', 'disruption', 'none'] as const)
    .filter((state) => counts[state] > 0)
    .map((state) => `${counts[state]} × ${t.dayStates[state]}`)
    .join(', ');
  return [
    `<tr><th scope="row"><a href="${erPagePath(row.id, lang)}">${esc(row.name)}</a><br><span class="city">${esc(row.city)}</span></th>`,
    `<td class="status-${row.status}">${esc(t.status[row.status])}</td>`,
    `<td>${dayBar(row.days, lang, false)}<span class="day-words">${esc(notOpen || t.dayStates.open)}</span></td></tr>`,
  ].join('');
}

/** A table of ERs, each with its status now and its 90 days (drawn, and in words). */
export function erTable(rows: readonly ProvinceRow[], lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  return [
    `<div class="table-wrap"><table class="ers"><thead><tr><th scope="col">${esc(t.erColumn)}</th><th scope="col">${esc(t.nowColumn)}</th><th scope="col">${esc(t.lastDaysColumn)}</th></tr></thead>`,
    `<tbody>${rows.map((row) => erRow(row, lang)).join('')}</tbody></table></div>`,
  ].join('');
}

/** The hours closed per month of all these ERs, how they are counted, and their CSV. */
export function historySection(model: ProvincePageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const csv = `/closures${model.province ? `/${model.province.toLowerCase()}` : ''}/history.csv`;
  return [
    `<section aria-labelledby="history"><h2 id="history">${esc(t.historyHeading)}</h2>`,
    model.since === null
      ? ''
      : `<p class="since">${esc(t.provinceHistorySince(localDay(model.since * 1000, lang, PROVINCES[model.province ?? 'ON'].timeZone)))}</p>`,
    monthsSection(model.months, lang),
    `<div class="method">${t.method.map((paragraph) => `<p>${esc(paragraph)}</p>`).join('')}</div>`,
    `<p><a href="${csv}">${esc(t.provinceCsv)}</a></p></section>`,
  ].join('');
}
