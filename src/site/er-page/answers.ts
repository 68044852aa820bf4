// What each address of the ER and province pages answers, as text for `serve` to build, keep
// and send: an ER's page, a province's (or Canada's), and their closures as CSV or JSON.
import type { Context } from 'hono';
import { pageCount } from '../../contract/page-paths';
import { type Lang, type ProvinceCode, parseProvince } from '../../contract/provinces';
import type { Hospital } from '../../store/rows';
import { canadaPage } from './canada-view';
import { erModel } from './er-model';
import { erPage } from './er-view';
import { erHeadHtml, provinceHeadHtml } from './heads';
import { historyCsv, historyJson } from './history-export';
import type { PageData } from './page-data';
import { provinceModel } from './province-model';
import { provincePage } from './province-view';
import { ER_PAGE_STRINGS } from './strings';

export type PageType = 'html' | 'csv' | 'json';
export type Serve = (c: Context, key: string, type: PageType, make: () => Promise<string>) => Promise<Response>;
/** A page that says what was wrong with the address: no such ER or province (404), or `problem`. */
export type NotFound = (c: Context, lang: Lang, problem?: PageProblem) => Response;
export type PageProblem = { status: 400 | 404; title: 'noSuchPageTitle' | 'badPageTitle'; text: string };

/** The ER an address names; ids are lower case, so /er/NS_Springhill finds ns_springhill too. */
function erOf(data: PageData, c: Context): Hospital | null {
  const id = c.req.param('id') ?? '';
  return data.hospital(id) ?? data.hospital(id.toLowerCase());
}

/** The province a path names (lower or upper case); null for Canada; undefined when none. */
export function provinceOf(c: Context): ProvinceCode | null | undefined {
  const code = c.req.param('province');
  return code === undefined ? null : (parseProvince(code) ?? undefined);
}

/** The page a list's address asks for: 1 without `?page`; null when `?page` is not a page number. */
function pageOf(c: Context): number | null {
  const asked = c.req.query('page');
  if (asked === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
}

export function pageAnswers(data: PageData, origin: string, serve: Serve, notFound: NotFound) {
  function er(c: Context, lang: Lang) {
    const hospital = erOf(data, c);
    if (!hospital) return notFound(c, lang);
    return serve(c, `${lang}/er/${hospital.id}`, 'html', async () => {
      const [closures, waits] = await Promise.all([data.closures(), data.waits?.() ?? null]);
      const model = erModel({
        hospital,
        status: data.status(hospital.id),
        history: data.history(hospital),
        closure: closures?.rows.find((row) => row.id === hospital.id),
        scheduled: closures?.scheduled.filter((row) => row.id === hospital.id) ?? [],
        wait: waits?.rows.find((row) => row.id === hospital.id),
        source: data.source,
        nowMs: data.now(),
      });
      return erPage(model, lang, erHeadHtml(origin, hospital, model, data.source, lang));
    });
  }

  function province(c: Context, lang: Lang) {
    const code = provinceOf(c);
    if (code === undefined) return notFound(c, lang);
    const page = pageOf(c);
    const t = ER_PAGE_STRINGS[lang];
    if (page === null) return notFound(c, lang, { status: 400, title: 'badPageTitle', text: t.badPageText });
    const count = code ? pageCount(data.ersIn(code)) : 1;
    if (page > count)
      return notFound(c, lang, { status: 404, title: 'noSuchPageTitle', text: t.noSuchPageText(count) });
    return serve(c, `${lang}/closures/${code ?? 'CA'}/${page}`, 'html', async () => {
      const model = provinceModel(data, code, await data.closures());
      if (!code) return canadaPage(model, lang, provinceHeadHtml(origin, model, data.source, lang));
      const paged = { number: page, count: pageCount(model.rows.length) };
      return provincePage(
        { ...model, province: code },
        page,
        lang,
        provinceHeadHtml(origin, model, data.source, lang, paged),
      );
    });
  }

  function provinceExport(c: Context, code: ProvinceCode | null | undefined, format: 'csv' | 'json') {
    if (code === undefined) return notFound(c, 'en');
    return serve(c, `er-status-closures-${code ?? 'CA'}.${format}`, format, async () => {
      const ers = [...data.provinceHistories(code)].map(([id, history]) => {
        const hospital = data.hospital(id) as Hospital;
        return { id, name: hospital.name, province: hospital.province, spans: history.spans };
      });
      return format === 'csv' ? historyCsv(ers) : historyJson(ers, data.source.attribution, data.now());
    });
  }

  function erExport(c: Context, format: 'csv' | 'json') {
    const hospital = erOf(data, c);
    if (!hospital) return notFound(c, 'en');
    return serve(c, `er-status-${hospital.id}.${format}`, format, async () => {
      const { spans } = data.history(hospital);
      const ers = [{ id: hospital.id, name: hospital.name, province: hospital.province, spans }];
      return format === 'csv' ? historyCsv(ers) : historyJson(ers, data.source.attribution, data.now());
    });
  }

  return { er, province, provinceExport, erExport };
}
