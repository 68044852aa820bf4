// Web push on our origin: the service worker (/alerts-sw.js), the page's button script
// (/alerts-push.js), the sign-up (POST /subscriptions/push, JSON) and the stop
// (POST /subscriptions/push/delete, JSON: the endpoint, a secret only that browser knows).
// Bodies are bounded before they are parsed; both are refused from another origin; sign-ups are
// limited per client address as the email form's are.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Lang } from '../../contract/provinces';
import { boundedText } from '../../http/bounded-body';
import { preferredLang } from '../../http/language';
import type { Store } from '../../store/store';
import { newSubscriptionId } from '../links';
import { sameOrigin } from '../web/same-origin';
import { PAGE_SCRIPT } from './page-script';
import { checkPushSignup } from './signup';
import { PUSH_STRINGS, type PushErrorCode } from './strings';
import { WORKER_SCRIPT } from './worker-script';

export interface PushRoutesOptions {
  store: Store;
  /** Null when push is not offered (no VAPID subject). */
  publicKey: string | null;
  origin: string;
  address: (c: Context) => string;
  /** Tests: an endpoint of their own (http on 127.0.0.1) is taken. */
  anyEndpoint?: boolean;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
}

const BODY_BYTES = 8 * 1024;
const ADDRESS_SIGNUPS_PER_HOUR = 10;

const STATUS: Record<PushErrorCode, 400 | 403 | 413 | 429 | 503> = {
  bad_json: 400,
  bad_subscription: 400,
  nothing_chosen: 400,
  too_many_ers: 400,
  unknown_er: 400,
  bad_province: 400,
  bad_lang: 400,
  other_origin: 403,
  too_many_signups: 429,
  push_not_offered: 503,
  body_too_large: 413,
};

const script = (text: string) =>
  new Response(text, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });

function refuse(c: Context, code: PushErrorCode, lang: Lang): Response {
  return c.json({ error: { code, message: PUSH_STRINGS[lang].errors[code] } }, STATUS[code], {
    'Cache-Control': 'no-store',
  });
}

/** The JSON body, `undefined` when too large, `null` when not JSON. */
async function jsonOf(c: Context): Promise<unknown> {
  const text = await boundedText(c.req.raw, BODY_BYTES);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function addressLimit() {
  const byAddress = new Map<string, number[]>();
  return (address: string, nowS: number): boolean => {
    const recent = (byAddress.get(address) ?? []).filter((at) => at > nowS - 3600);
    if (recent.length >= ADDRESS_SIGNUPS_PER_HOUR) return false;
    recent.push(nowS);
    byAddress.set(address, recent);
    if (byAddress.size > 10_000) byAddress.delete(byAddress.keys().next().value as string);
    return true;
  };
}

export function pushRoutes(options: PushRoutesOptions): Hono {
  const { store, origin } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const allowAddress = addressLimit();
  const app = new Hono();

  app.get('/alerts-sw.js', () => script(WORKER_SCRIPT));
  app.get('/alerts-push.js', () => script(PAGE_SCRIPT));

  app.post('/subscriptions/push', async (c) => {
    const fallback = preferredLang(c.req.header('Accept-Language'));
    if (!sameOrigin(c, origin)) return refuse(c, 'other_origin', fallback);
    const body = await jsonOf(c);
    if (body === undefined) return refuse(c, 'body_too_large', fallback);
    const asked = (body as { lang?: unknown } | null)?.lang;
    const lang: Lang = asked === 'fr' || asked === 'en' ? asked : fallback;
    if (!options.publicKey) return refuse(c, 'push_not_offered', lang);
    const checked = checkPushSignup(store, body, options.anyEndpoint ?? false);
    if (!checked.ok) return refuse(c, checked.code, lang);
    const nowS = now();
    if (!allowAddress(options.address(c), nowS)) return refuse(c, 'too_many_signups', lang);
    const id = newSubscriptionId();
    store.push.add({ id, ...checked.value.row, created_at: nowS }, checked.value.hospitalIds);
    return c.json({ subscribed: true }, 201, { 'Cache-Control': 'no-store' });
  });

  app.post('/subscriptions/push/delete', async (c) => {
    const lang = preferredLang(c.req.header('Accept-Language'));
    if (!sameOrigin(c, origin)) return refuse(c, 'other_origin', lang);
    const body = await jsonOf(c);
    if (body === undefined) return refuse(c, 'body_too_large', lang);
    const endpoint = (body as { endpoint?: unknown } | null)?.endpoint;
    if (typeof endpoint !== 'string') return refuse(c, 'bad_subscription', lang);
    // Deleted or never kept: stopped all the same, and nothing says which.
    store.push.removeEndpoint(endpoint);
    return c.json({ subscribed: false }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
