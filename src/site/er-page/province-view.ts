// A province's page: its ERs closed and disrupted now first, each with its 90-day bar, then
// every ER by name, ERS_PER_PAGE to a page (`?page=2`), in an order no change of status moves;
// the province's hours closed per month and its CSV on every page.
import { closuresPagePath, ERS_PER_PAGE, pageCount } from '../../contract/page-paths';
import { type Lang, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { dayLegend } from './charts';
import { alphabetical, closedOrDisrupted, erTable, historySection, type ProvincePageModel, ranked } from './er-list';
import { esc } from './html';
import { shell } from './layout';
import { ER_PAGE_STRINGS } from './strings';

/** Previous, each page by its number (this one marked), next: links a person and a crawler follow. */
function pagesNav(province: ProvinceCode, page: number, pages: number, lang: Lang): string {
  const t = ER_PAGE_STRINGS[lang];
  if (pages < 2) return '';
  const link = (number: number, words: string, rel = '') =>
    `<a href="${closuresPagePath(province, lang, number)}#ers"${rel ? ` rel="${rel}"` : ''}>${esc(words)}</a>`;
  const items = [
    page > 1 ? link(page - 1, t.previousPage, 'prev') : '',
    ...Array.from({ length: pages }, (_, i) =>
      i + 1 === page
        ? `<span aria-current="page">${esc(t.pageNumber(i + 1))}</span>`
        : link(i + 1, t.pageNumber(i + 1)),
    ),
    page < pages ? link(page + 1, t.nextPage, 'next') : '',
  ].filter(Boolean);
  return `<nav class="pages" aria-label="${esc(t.pagesOfList)}"><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></nav>`;
}

/** Page `page` (from 1, at most the page count) of a province's page. */
export function provincePage(
  model: ProvincePageModel & { province: ProvinceCode },
  page: number,
  lang: Lang,
  head?: string,
): string {
  const t = ER_PAGE_STRINGS[lang];
  const title = t.provinceTitle(PROVINCES[model.province].name[lang]);
  const now = ranked(model.rows.filter(closedOrDisrupted));
  const pages = pageCount(model.rows.length);
  const first = (page - 1) * ERS_PER_PAGE;
  const listed = alphabetical(model.rows).slice(first, first + ERS_PER_PAGE);
  const closed = now.filter((row) => row.status === 'closed').length;
  const nowSection =
    page === 1
      ? [`<h2>${esc(t.nowListHeading)}</h2>`, now.length > 0 ? erTable(now, lang) : `<p>${esc(t.noneNow)}</p>`].join('')
      : `<p><a href="${closuresPagePath(model.province, lang)}">${esc(t.nowOnFirstPage(closed, now.length - closed))}</a></p>`;
  const words = t.pageWords(page, pages, first + 1, first + listed.length, model.rows.length);
  const main = [
    `<h1>${esc(title)}</h1>`,
    `<p>${esc(t.provinceIntro)}</p>`,
    dayLegend(lang),
    nowSection,
    `<h2 id="ers">${esc(t.everyErHeading)}</h2>`,
    `<p class="page-words">${esc(words)}</p>`,
    listed.length > 0 ? erTable(listed, lang) : '',
    pagesNav(model.province, page, pages, lang),
    historySection(model, lang),
  ].join('');
  return shell({
    lang,
    title: `${title}${page > 1 ? t.pageSuffix(page, pages) : ''} — ${t.siteName}`,
    otherPath: closuresPagePath(model.province, lang === 'en' ? 'fr' : 'en', page),
    head,
    sample: model.sample,
    main,
  });
}
