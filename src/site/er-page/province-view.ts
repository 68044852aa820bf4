// The page of a province (or of Canada): its ERs, closed and disrupted first, each with its
// 90-day bar and a link to its page; the province's hours closed per month; its CSV. Canada's
// page lists the provinces and the ERs closed or disrupted now (all 800 bars would weigh
// megabytes); each province's page lists every ER.
import { closuresPagePath, erPagePath } from '../../contract/page-paths';
import { type Lang, PROVINCE_CODES, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { dayBar, dayCounts, dayLegend, monthsSection } from './charts';
import type { DayCell, MonthTotal } from './closure-history';
import type { NowStatus } from './er-view';
import { esc, localDay } from './html';
import { shell } from './layout';
import { ER_PAGE_STRINGS } from './strings';

export interface ProvinceRow {
  id: string;
  name: string;
  city: string;
  status: NowStatus;
  days: DayCell[];
}

export interface ProvincePageModel {
  /** null: Canada. */
  province: ProvinceCode | null;
  rows: ProvinceRow[];
  months: MonthTotal[];
  /** Seconds: the first status event of any of these ERs; null when none. */
  since: number | null;
  sample: boolean;
}

const RANK: Record<NowStatus, number> = { closed: 0, disruption: 1, open: 2, unknown: 3 };
/** One collator for every comparison: localeCompare with a locale makes one per call. */
const byName = new Intl.Collator('fr').compare;

/** Closed first, then disrupted, then the rest; by name within each. */
export function ranked(rows: readonly ProvinceRow[]): ProvinceRow[] {
  return [...rows].sort((a, b) => RANK[a.status] - RANK[b.status] || byName(a.name, b.name));
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

export function provincePage(model: ProvincePageModel, lang: Lang, head?: string): string {
  const t = ER_PAGE_STRINGS[lang];
  const title = model.province ? t.provinceTitle(PROVINCES[model.province].name[lang]) : t.canadaTitle;
  const shown = model.province ? ranked(model.rows) : ranked(model.rows).filter((row) => RANK[row.status] < 2);
  const provinces = model.province
    ? ''
    : `<h2>${esc(t.provincesHeading)}</h2><ul class="provinces">${PROVINCE_CODES.map(
        (code) => `<li><a href="${closuresPagePath(code, lang)}">${esc(PROVINCES[code].name[lang])}</a></li>`,
      ).join('')}</ul>`;
  const csv = `/closures${model.province ? `/${model.province.toLowerCase()}` : ''}/history.csv`;
  const table = [
    `<h2>${esc(t.ersHeading)}</h2>`,
    dayLegend(lang),
    `<div class="table-wrap"><table class="ers"><thead><tr><th scope="col">${esc(t.erColumn)}</th><th scope="col">${esc(t.nowColumn)}</th><th scope="col">${esc(t.lastDaysColumn)}</th></tr></thead>`,
    `<tbody>${shown.map((row) => erRow(row, lang)).join('')}</tbody></table></div>`,
  ].join('');
  const main = [
    `<h1>${esc(title)}</h1>`,
    `<p>${esc(t.provinceIntro)}</p>`,
    provinces,
    shown.length > 0 ? table : '',
    `<section aria-labelledby="history"><h2 id="history">${esc(t.historyHeading)}</h2>`,
    model.since === null
      ? ''
      : `<p class="since">${esc(t.provinceHistorySince(localDay(model.since * 1000, lang, PROVINCES[model.province ?? 'ON'].timeZone)))}</p>`,
    monthsSection(model.months, lang),
    `<div class="method">${t.method.map((paragraph) => `<p>${esc(paragraph)}</p>`).join('')}</div>`,
    `<p><a href="${csv}">${esc(t.provinceCsv)}</a></p></section>`,
  ].join('');
  return shell({
    lang,
    title: `${title} — ${t.siteName}`,
    otherPath: closuresPagePath(model.province, lang === 'en' ? 'fr' : 'en'),
    head,
    sample: model.sample,
    main,
  });
}
