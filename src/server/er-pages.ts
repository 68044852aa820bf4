// The ER and province pages as the server mounts them (service mode): built from the store's
// history and the answers the proxy already holds for the widget.
import type { Hono } from 'hono';
import type { EmbedProxy } from '../proxy/app';
import { normaliseQuery, type ProxyEndpoint, type ProxyQuery } from '../proxy/query';
import type { AnswerRow } from '../site/er-page/er-model';
import { type HeldAnswer, pageData } from '../site/er-page/page-data';
import { erPageRoutes } from '../site/er-page/routes';
import type { RunningService } from './v1';

/** The proxy's answer for all of Canada: its rows, its scheduled rows, when it was received. */
function held(proxy: EmbedProxy, endpoint: ProxyEndpoint): () => Promise<HeldAnswer | null> {
  const query = normaliseQuery(endpoint, new URLSearchParams()) as ProxyQuery;
  return async () => {
    const served = await proxy.answers.get(query);
    if (!served.ok) return null;
    const payload = served.good.payload as { closures?: AnswerRow[]; hospitals?: AnswerRow[]; scheduled?: AnswerRow[] };
    return {
      rows: payload.closures ?? payload.hospitals ?? [],
      scheduled: payload.scheduled ?? [],
      stamp: served.good.fetchedAt,
    };
  };
}

export function mountedErPages(v1: RunningService, proxy: EmbedProxy, waitsOffered: boolean, origin: string): Hono {
  return erPageRoutes(
    pageData({
      store: v1.store,
      source: v1.service.source,
      closures: held(proxy, 'closures'),
      waits: waitsOffered ? held(proxy, 'waits') : null,
      onReload: (listener) => v1.service.onReload(listener),
    }),
    origin,
  );
}
