// The whole HTTP surface as one Web-standard fetch handler (Hono). Tests call
// `app.request()` with no port; main.ts puts it on a socket.
import { Buffer } from 'node:buffer';
import { Hono, type MiddlewareHandler } from 'hono';
import type { HospitalLocation } from '../contract/embed';
import { errorBody } from '../contract/errors';
import { etagMatches } from '../contract/etag';
import type { Lang, ProvinceCode } from '../contract/provinces';
import type { DeskEnv } from '../desk/web/http';
import { preferredLang } from '../http/language';
import type { EmbedProxy } from '../proxy/app';
import { erRefusal, type Reopening, renderFeed } from '../proxy/feed';
import type { V1Env } from '../service/admission';
import type { ApiLoad } from '../workers/api-load';
import { accessLog, type RequestLog } from './access-log';
import type { ServerConfig } from './config';
import { noSniff } from './no-sniff';
import { notFoundJson, notFoundPage } from './not-found';
import { publicOrigin } from './public-origin';
import { type PageListing, sitemapCache } from './sitemap';
import type { StaticSite } from './static';

/** A Web-standard handler; `env` carries @hono/node-server's incoming request, when there is one. */

export interface AppParts {
  config: ServerConfig;
  site: StaticSite;
  proxy: EmbedProxy;
  /** Service mode: our v1 service. Relay mode: null, and /api/v1 points to the upstream. */
  service: Hono<V1Env> | null;
  upstreamApiUrl: string;
  health: () => Record<string, unknown>;
  /** Service mode: reopenings of the last 48 hours, for the feed. */
  reopenings: (province: ProvinceCode | null) => Reopening[];
  /** The ER an id names, for `/feed.xml?er=`; null where the server keeps no list of ERs. */
  erOf?: ((id: string) => HospitalLocation | null) | null;
  /** Where the access log goes: one line per request. */
  requestLog: RequestLog;
  /** Told of every answer's time, for the work that gives way to them (the alert senders). */
  load?: ApiLoad;
  /** Service mode: the ERs that have a public page, for the sitemap. A relay has no pages: null. */
  erPages: (() => readonly PageListing[]) | null;
  /** Service mode (roles all and api): the status desk, mounted at /desk. */
  desk?: Hono<DeskEnv> | null;
  /** Service mode: the pages of each ER and each province (/er/<id>, /closures/<prov>). */
  pages?: Hono | null;
  /** Service mode: the alert pages (/subscribe, /fr/abonnement, /subscriptions/…). */
  alerts?: Hono | null;
}

/** Tells the API load how long each answer took. */
const timed =
  (load: ApiLoad): MiddlewareHandler =>
  async (_, next) => {
    const answered = load.begin();
    try {
      await next();
    } finally {
      answered();
    }
  };

export function createApp(parts: AppParts): Hono {
  const { config, proxy, service, requestLog } = parts;
  // The API and the widget's answers have a router of their own: Hono routes every request
  // through a slower trie once any route of its app has a shape its precompiled router refuses,
  // and the pages, the desk and the alerts add many routes (measured: 7 µs per answer).
  const app = new Hono();

  // One timing of each answer serves the access log and the API load when both are on.
  if (config.accessLog) app.use('*', accessLog(requestLog, parts.load));
  else if (parts.load) app.use('*', timed(parts.load));

  // The v1 service's own answers carry nosniff (src/http/http.ts); the relay's 404 does not.
  for (const path of service ? ['/healthz'] : ['/healthz', '/api/v1', '/api/v1/*']) app.use(path, noSniff);

  app.get('/healthz', (c) => c.json(parts.health(), 200, { 'Cache-Control': 'no-store' }));

  if (service) {
    app.route('/', service);
  } else {
    app.all('/api/v1/*', (c) =>
      c.json(
        errorBody('not_found', `This server relays ${parts.upstreamApiUrl}: the v1 API is served there, not here.`),
        404,
        { 'Access-Control-Allow-Origin': '*' },
      ),
    );
  }

  // Any other address under /api is a program's mistake: it gets JSON with a code, not a page.
  app.all('/api', notFoundJson);
  app.all('/api/*', notFoundJson);

  app.route('/embed/api', proxy.app);

  const site = siteApp(parts);
  app.all('*', (c) => site.fetch(c.req.raw, c.env));
  return app;
}

/** Everything else: the desk, the alerts, the feed, the sitemap, the pages and the static site. */
function siteApp(parts: AppParts): Hono {
  const { config, site, proxy, service } = parts;
  const origin = publicOrigin(config);
  const app = new Hono();

  for (const path of ['/feed.xml', '/sitemap.xml', '/robots.txt']) app.use(path, noSniff);

  if (parts.desk) app.route('/desk', parts.desk);
  if (parts.alerts) app.route('/', parts.alerts);

  app.get('/feed.xml', async (c) => {
    // ?lang= decides (the site's links say it); without it, the reader's browser.
    const asked = c.req.query('lang');
    const lang: Lang = asked === 'fr' || asked === 'en' ? asked : preferredLang(c.req.header('Accept-Language'));
    c.header('Access-Control-Allow-Origin', '*');
    const vary = [asked === undefined ? 'Accept-Language' : null, origin.vary].filter(Boolean);
    if (vary.length > 0) c.header('Vary', vary.join(', '));
    const erId = c.req.query('er');
    const er = erId === undefined ? null : (parts.erOf?.(erId) ?? null);
    if (erId !== undefined && !er) return c.json(errorBody('not_found', erRefusal(lang, !!parts.erOf)), 404);
    const served = await proxy.served(c, 'closures');
    if (served instanceof Response) return served;
    const { query } = served;
    const body = renderFeed({
      answer: served.good,
      stale: served.stale,
      province: query.province,
      lang,
      siteUrl: new URL('/', origin.of(c.req.raw)).href,
      pages: parts.erPages !== null,
      reopenings: parts.reopenings(query.province),
      er,
    });
    return c.body(body, 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'public, max-age=60',
    });
  });

  const sitemap = sitemapCache(parts.erPages);
  // Read by crawlers, not people: cached as the feed is, and a crawler that has it gets a 304.
  app.get('/sitemap.xml', (c) => {
    const { body, etag } = sitemap(origin.of(c.req.raw));
    const headers: Record<string, string> = { 'Cache-Control': 'public, max-age=60', ETag: etag };
    if (origin.vary) headers.Vary = origin.vary;
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, {
      ...headers,
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
    });
  });

  // Made here, not a static file: the Sitemap line must be an absolute URL, from the public origin.
  app.get('/robots.txt', (c) => {
    const sitemapUrl = new URL('/sitemap.xml', origin.of(c.req.raw)).href;
    const body = `User-agent: *\nDisallow: /api/\nDisallow: /embed/api/\n\nSitemap: ${sitemapUrl}\n`;
    const headers: Record<string, string> = { 'Cache-Control': 'public, max-age=3600' };
    if (origin.vary) headers.Vary = origin.vary;
    return c.text(body, 200, headers);
  });

  if (parts.pages) app.route('/', parts.pages);
  else if (!service) {
    // A relay keeps no history, so it has no ER or province pages: the widget's links to them
    // (an ER's name) lead to the service it relays, whose pages they are. Never with a key.
    const pagesAt = new URL('/', parts.upstreamApiUrl).href;
    for (const path of ['/er/*', '/fr/er/*', '/closures', '/closures/*', '/fr/closures', '/fr/closures/*']) {
      app.get(path, (c) => {
        const { pathname, searchParams } = new URL(c.req.url);
        const to = new URL(pathname.slice(1), pagesAt);
        const page = searchParams.get('page');
        if (page !== null && /^\d{1,6}$/.test(page)) to.searchParams.set('page', page);
        return c.redirect(to.href, 302);
      });
    }
    // The widget's "Get alerts" links: the sign-up lives there too; only the ERs chosen go along.
    for (const path of ['/subscribe', '/fr/abonnement']) {
      app.get(path, (c) => {
        const to = new URL(path.slice(1), pagesAt);
        for (const name of ['er', 'province']) {
          for (const value of c.req.queries(name) ?? []) to.searchParams.append(name, value);
        }
        return c.redirect(to.href, 302);
      });
    }
  }

  app.get('*', (c) => site.serve(c) ?? notFoundPage(c));
  app.notFound(notFoundPage);

  return app;
}
