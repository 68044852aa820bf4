// The whole HTTP surface as one Web-standard fetch handler (Hono). Tests call
// `app.request()` with no port; main.ts puts it on a socket.
import { Buffer } from 'node:buffer';
import { Hono } from 'hono';
import { errorBody } from '../contract/errors';
import type { Lang, ProvinceCode } from '../contract/provinces';
import type { DeskEnv } from '../desk/web/http';
import type { EmbedProxy } from '../proxy/app';
import { type Reopening, renderFeed } from '../proxy/feed';
import { accessLog } from './access-log';
import type { ServerConfig } from './config';
import { preferredLang } from './language';
import { noSniff } from './no-sniff';
import { notFoundJson, notFoundPage } from './not-found';
import { publicOrigin } from './public-origin';
import type { StaticSite } from './static';

type Log = (fields: Record<string, unknown>) => void;
/** A Web-standard handler; `env` carries @hono/node-server's incoming request, when there is one. */
type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface AppParts {
  config: ServerConfig;
  site: StaticSite;
  proxy: EmbedProxy;
  /** Service mode: our v1 service. Relay mode: null, and /api/v1 points to the upstream. */
  service: FetchHandler | null;
  upstreamApiUrl: string;
  health: () => Record<string, unknown>;
  /** Service mode: reopenings of the last 48 hours, for the feed. */
  reopenings: (province: ProvinceCode | null) => Reopening[];
  /** Where the access log goes: one line per request. */
  requestLog: Log;
  /** Service mode (roles all and api): the status desk, mounted at /desk. */
  desk?: Hono<DeskEnv> | null;
  /** Service mode: the alert pages (/subscribe, /fr/abonnement, /subscriptions/…). */
  alerts?: Hono | null;
}

export function createApp(parts: AppParts): Hono {
  const { config, site, proxy, service, requestLog } = parts;
  const origin = publicOrigin(config);
  const app = new Hono();

  if (config.accessLog) app.use('*', accessLog(requestLog));

  for (const path of ['/healthz', '/api/v1', '/api/v1/*', '/feed.xml']) app.use(path, noSniff);

  app.get('/healthz', (c) => c.json(parts.health(), 200, { 'Cache-Control': 'no-store' }));

  if (service) {
    app.all('/api/v1', (c) => service(c.req.raw, c.env));
    app.all('/api/v1/*', (c) => service(c.req.raw, c.env));
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

  if (parts.desk) app.route('/desk', parts.desk);
  if (parts.alerts) app.route('/', parts.alerts);

  app.get('/feed.xml', async (c) => {
    // ?lang= decides (the site's links say it); without it, the reader's browser.
    const asked = c.req.query('lang');
    const lang: Lang = asked === 'fr' || asked === 'en' ? asked : preferredLang(c.req.header('Accept-Language'));
    c.header('Access-Control-Allow-Origin', '*');
    const vary = [asked === undefined ? 'Accept-Language' : null, origin.vary].filter(Boolean);
    if (vary.length > 0) c.header('Vary', vary.join(', '));
    const served = await proxy.served(c, 'closures');
    if (served instanceof Response) return served;
    const { query } = served;
    const body = renderFeed({
      answer: served.good,
      stale: served.stale,
      province: query.province,
      lang,
      siteUrl: new URL('/', origin.of(c.req.raw)).href,
      reopenings: parts.reopenings(query.province),
    });
    return c.body(body, 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'public, max-age=60',
    });
  });

  app.get('*', (c) => site.serve(c) ?? notFoundPage(c));
  app.notFound(notFoundPage);

  return app;
}
