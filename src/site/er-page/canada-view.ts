// Canada's page: each province and territory with its ERs closed and disrupted now and its
// hours closed in the last two months, linked to its page; then every ER closed or disrupted
// now, linked to its page (its 90 days are there and on its province's); then Canada's hours
// closed per month and its CSV. No ER's bar here: 800 of them would weigh what people skip.
import { closuresPagePath, erPagePath } from '../../contract/page-paths';
import type { Lang } from '../../contract/provinces';
import { PROVINCES } from '../../contract/provinces';
import type { MonthTotal } from './closure-history';
import { closedOrDisrupted, historySection, type ProvincePageModel, type ProvinceSummary, ranked } from './er-list';
import { esc, hours, monthName } from './html';
import { shell } from './layout';
import { ER_PAGE_STRINGS } from './strings';

const total = (month: MonthTotal | undefined) => (month ? month.unplanned + month.scheduled + month.interruption : 0);

function provincesTable(provinces: readonly ProvinceSummary[], months: readonly string[], lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const last = months.length - 1;
  const head = [
    t.provinceColumn,
    t.nowColumn,
    ...months.map((month, i) => t.hoursInColumn(monthName(month, lang), i === last)),
  ]
    .map((words) => `<th scope="col">${esc(words)}</th>`)
    .join('');
  const rows = provinces.map((province) => {
    const cells = months.map(
      (month) => `<td>${hours(total(province.months.find((m) => m.month === month)), lang)}</td>`,
    );
    return [
      `<tr><th scope="row"><a href="${closuresPagePath(province.code, lang)}">${esc(PROVINCES[province.code].name[lang])}</a></th>`,
      `<td>${esc(t.provinceNow(province.closed, province.disruption, province.ers))}</td>`,
      `${cells.join('')}</tr>`,
    ].join('');
  });
  return `<div class="table-wrap"><table class="provinces"><caption>${esc(t.provincesCaption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function nowTable(model: ProvincePageModel, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  const now = ranked(model.rows.filter(closedOrDisrupted));
  if (now.length === 0) return `<p>${esc(t.noneNow)}</p>`;
  const rows = now.map(
    (row) =>
      `<tr><th scope="row"><a href="${erPagePath(row.id, lang)}">${esc(row.name)}</a><br><span class="city">${esc(row.city)}</span></th><td>${esc(PROVINCES[row.province].name[lang])}</td><td class="status-${row.status}">${esc(t.status[row.status])}</td></tr>`,
  );
  return [
    `<div class="table-wrap"><table class="ers"><thead><tr><th scope="col">${esc(t.erColumn)}</th><th scope="col">${esc(t.provinceColumn)}</th><th scope="col">${esc(t.nowColumn)}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody></table></div>`,
  ].join('');
}

export function canadaPage(model: ProvincePageModel, lang: Lang, head?: string): string {
  const t = ER_PAGE_STRINGS[lang];
  const months = model.months.slice(-2).map((month) => month.month);
  const main = [
    `<h1>${esc(t.canadaTitle)}</h1>`,
    `<p>${esc(t.canadaIntro)}</p>`,
    `<h2>${esc(t.provincesHeading)}</h2>`,
    provincesTable(model.provinces ?? [], months, lang),
    `<h2>${esc(t.nowListHeading)}</h2>`,
    nowTable(model, lang),
    historySection(model, lang),
  ].join('');
  return shell({
    lang,
    title: `${t.canadaTitle} — ${t.siteName}`,
    otherPath: closuresPagePath(null, lang === 'en' ? 'fr' : 'en'),
    head,
    sample: model.sample,
    main,
  });
}
