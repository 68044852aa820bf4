// The routes of the ER pages and province pages (English, and French under /fr), their
// downloads and their stylesheet. A page is built once per change of its data and per minute,
// then served from memory with its ETag (304 when unchanged) and gzip when the client takes it:
// browsers revalidate each time, a shared cache may keep it for as long as the closures answer.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { etagMatches } from '../../contract/etag';
import { type Lang, type ProvinceCode, parseProvince } from '../../contract/provinces';
import type { Hospital } from '../../store/rows';
import { erModel } from './er-model';
import { erPage } from './er-view';
import { erHeadHtml, provinceHeadHtml } from './heads';
import { historyCsv, historyJson } from './history-export';
import { esc } from './html';
import { STYLESHEET, shell } from './layout';
import type { PageData } from './page-data';
import { provinceModel } from './province-model';
import { provincePage } from './province-view';
import { ER_PAGE_STRINGS } from './strings';

interface Built {
  stamp: string;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  etag: string;
}

const CSS = ['../tokens.css', './er-page.css']
  .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
  .join('\n');
const CSS_ETAG = `"${createHash('sha256').update(CSS).digest('base64url').slice(0, 22)}"`;
/** No inline script or style on these pages: our stylesheet, the icon, nothing else. */
const POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const TYPES = {
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};
const utf8 = new TextEncoder();

/** `origin`: the public origin (ER_PUBLIC_URL or the configured host), for canonical and hreflang links. */
export function erPageRoutes(data: PageData, origin: string): Hono {
  const app = new Hono();
  const built = new Map<string, Built>();

  /** The stamp of everything a page shows: the store's data, the closures answer, the minute. */
  async function stampOf(): Promise<string> {
    const closures = await data.closures();
    return `${data.generation}.${closures?.stamp ?? 0}.${Math.floor(data.now() / 60_000)}`;
  }

  async function serve(c: Context, key: string, type: keyof typeof TYPES, make: () => Promise<string>) {
    const stamp = await stampOf();
    let page = built.get(key);
    if (page?.stamp !== stamp) {
      const body = utf8.encode(await make()) as Uint8Array<ArrayBuffer>;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      page = { stamp, body, gzip: null, etag };
      built.set(key, page);
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[type],
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-if-error=86400',
      ETag: page.etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (type === 'html') {
      headers['Content-Security-Policy'] = POLICY;
      headers['X-Frame-Options'] = 'SAMEORIGIN';
    } else {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Content-Disposition'] = `attachment; filename="${key.replace(/[^\w.-]+/g, '-')}"`;
    }
    if (etagMatches(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);
    let bytes = page.body;
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '') && page.body.byteLength > 512) {
      page.gzip ??= new Uint8Array(gzipSync(page.body)) as Uint8Array<ArrayBuffer>;
      bytes = page.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(bytes.byteLength);
    return c.body(bytes, 200, headers);
  }

  /** The ER an address names; ids are lower case, so /er/NS_Springhill finds ns_springhill too. */
  const erOf = (c: Context): Hospital | null => {
    const id = c.req.param('id') ?? '';
    return data.hospital(id) ?? data.hospital(id.toLowerCase());
  };

  function notFound(c: Context, lang: Lang) {
    const t = ER_PAGE_STRINGS[lang];
    const main = `<h1>${esc(t.notFoundTitle)}</h1><p>${esc(t.notFoundText)}</p><p><a href="${lang === 'fr' ? '/fr/closures' : '/closures'}">${esc(t.canadaTitle)}</a></p>`;
    const html = shell({
      lang,
      title: `${t.notFoundTitle} — ${t.siteName}`,
      otherPath: lang === 'fr' ? '/closures' : '/fr/closures',
      sample: false,
      main,
      head: `<title>${esc(t.notFoundTitle)} — ${esc(t.siteName)}</title><meta name="robots" content="noindex">`,
    });
    return c.html(html, 404, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': POLICY,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    });
  }

  async function erAnswer(c: Context, lang: Lang) {
    const hospital = erOf(c);
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

  /** The province a path names (lower or upper case); null for Canada; undefined when none. */
  const provinceOf = (c: Context): ProvinceCode | null | undefined => {
    const code = c.req.param('province');
    return code === undefined ? null : (parseProvince(code) ?? undefined);
  };

  async function provinceAnswer(c: Context, lang: Lang) {
    const province = provinceOf(c);
    if (province === undefined) return notFound(c, lang);
    return serve(c, `${lang}/closures/${province ?? 'CA'}`, 'html', async () => {
      const model = provinceModel(data, province, await data.closures());
      return provincePage(model, lang, provinceHeadHtml(origin, model, data.source, lang));
    });
  }

  function exportOf(c: Context, province: ProvinceCode | null | undefined, format: 'csv' | 'json') {
    if (province === undefined) return notFound(c, 'en');
    return serve(c, `er-status-closures-${province ?? 'CA'}.${format}`, format, async () => {
      const ers = [...data.provinceHistories(province)].map(([id, history]) => {
        const hospital = data.hospital(id) as Hospital;
        return { id, name: hospital.name, province: hospital.province, spans: history.spans };
      });
      return format === 'csv' ? historyCsv(ers) : historyJson(ers, data.source.attribution, data.now());
    });
  }

  function erExport(c: Context, format: 'csv' | 'json') {
    const hospital = erOf(c);
    if (!hospital) return notFound(c, 'en');
    const { spans } = data.history(hospital);
    const ers = [{ id: hospital.id, name: hospital.name, province: hospital.province, spans }];
    return serve(c, `er-status-${hospital.id}.${format}`, format, async () =>
      format === 'csv' ? historyCsv(ers) : historyJson(ers, data.source.attribution, data.now()),
    );
  }

  app.get(STYLESHEET, (c) => {
    const headers = { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache', ETag: CSS_ETAG };
    if (etagMatches(c.req.header('If-None-Match'), CSS_ETAG)) return c.body(null, 304, headers);
    return c.body(CSS, 200, headers);
  });
  app.get('/er/:id/history.csv', (c) => erExport(c, 'csv'));
  app.get('/er/:id/history.json', (c) => erExport(c, 'json'));
  app.get('/er/:id', (c) => erAnswer(c, 'en'));
  app.get('/fr/er/:id', (c) => erAnswer(c, 'fr'));
  app.get('/closures/history.csv', (c) => exportOf(c, null, 'csv'));
  app.get('/closures/:province/history.csv', (c) => exportOf(c, provinceOf(c), 'csv'));
  app.get('/closures', (c) => provinceAnswer(c, 'en'));
  app.get('/fr/closures', (c) => provinceAnswer(c, 'fr'));
  app.get('/closures/:province', (c) => provinceAnswer(c, 'en'));
  app.get('/fr/closures/:province', (c) => provinceAnswer(c, 'fr'));
  return app;
}
