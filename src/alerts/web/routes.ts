// The alert pages and forms on our origin: /subscribe and /fr/abonnement, POST /subscriptions,
// the confirmation link's page and its POST, the signed manage link, and the unsubscribe link
// that takes an RFC 8058 one-click POST (no session, no origin: the signature is the proof),
// and web push's own routes (../push/routes.ts). Every body is bounded before it is parsed; the
// sign-up form is refused from another origin. Each group of routes is its own function.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { cutBetweenGraphemes } from '../../contract/display-text';
import type { Lang } from '../../contract/provinces';
import { boundedText } from '../../http/bounded-body';
import { preferredLang } from '../../http/language';
import { pagePolicy } from '../../http/page-policy';
import type { Hospital } from '../../store/rows';
import type { Store } from '../../store/store';
import { bounceRoutes } from '../bounce/routes';
import { type AlertSigner, manageUrl, unsubscribeUrl } from '../links';
import { pushRoutes } from '../push/routes';
import { checkChoice, type Signups } from '../signup';
import { ALERT_STRINGS, type SignupErrorCode } from '../strings';
import { ManagePage, Message, OneButton, SubscribePage } from './pages';
import { sameOrigin } from './same-origin';

export interface AlertRoutesOptions {
  store: Store;
  signups: Signups;
  signer: AlertSigner;
  /** The public origin (ER_PUBLIC_URL): forms are accepted from it alone. */
  origin: string;
  emailOffered: boolean;
  /** Web push's VAPID public key, or null when push is not offered. */
  pushKey: string | null;
  /** Tests: push endpoints of their own (http on 127.0.0.1) are taken. */
  anyPushEndpoint?: boolean;
  address: (c: Context) => string;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
  /** ER_BOUNCE_SECRET, or null when no bounce is taken. */
  bounceSecret?: string | null;
  log?: (fields: Record<string, unknown>) => void;
}

const FORM_BYTES = 16 * 1024;
const ONE_CLICK_BYTES = 2 * 1024;

const STATUS: Record<SignupErrorCode, 400 | 403 | 413 | 429 | 503> = {
  email_invalid: 400,
  nothing_chosen: 400,
  too_many_ers: 400,
  unknown_er: 400,
  bad_province: 400,
  bad_lang: 400,
  other_origin: 403,
  too_many_signups: 429,
  email_not_offered: 503,
  body_too_large: 413,
  mail_failed: 503,
};

function page(tree: VNode, status = 200, code?: string): Response {
  const html = `<!doctype html>${renderToString(tree)}`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pagePolicy(html, "'none'"),
      'Cache-Control': 'no-store',
      // Not no-referrer: Chromium then sends `Origin: null` with the form, which the origin check refuses.
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      ...(code ? { 'X-Error-Code': code } : {}),
    },
  });
}

async function formOf(c: Context, maxBytes: number): Promise<URLSearchParams | null> {
  const text = await boundedText(c.req.raw, maxBytes);
  return text === null ? null : new URLSearchParams(text);
}

interface RouteGroup {
  app: Hono;
  options: AlertRoutesOptions;
  now: () => number;
  hospitals: () => Hospital[];
}

/** The sign-up pages and the email form's POST. */
function signupRoutes({ app, options, now, hospitals }: RouteGroup): void {
  const { store, signups, origin } = options;

  const subscribePage = (c: Context, lang: Lang, here: string) => {
    const ers = c.req.queries('er') ?? [];
    const known = new Set(ers.filter((id) => store.hospitals.get(id)).slice(0, 50));
    // Written back into the search box: cut between graphemes, never inside 🏥 or an accent.
    const q = cutBetweenGraphemes(c.req.query('q') ?? '', 100);
    const t = ALERT_STRINGS[lang];
    return page(
      SubscribePage({
        lang,
        t,
        here,
        hospitals: hospitals(),
        chosen: known,
        province: c.req.query('province')?.toUpperCase() ?? null,
        q,
        emailOffered: options.emailOffered,
        pushKey: options.pushKey,
        error: null,
        email: '',
        origin,
        remind: { minutes: signups.reminderMinutes, checked: false },
      }),
    );
  };
  app.get('/subscribe', (c) => subscribePage(c, 'en', '/subscribe'));
  app.get('/fr/abonnement', (c) => subscribePage(c, 'fr', '/fr/abonnement'));

  app.post('/subscriptions', async (c) => {
    const fallback = preferredLang(c.req.header('Accept-Language'));
    const refuse = (code: SignupErrorCode, lang: Lang, form?: URLSearchParams) => {
      const t = ALERT_STRINGS[lang];
      const chosen = new Set((form?.getAll('er') ?? []).slice(0, 50));
      const tree = SubscribePage({
        lang,
        t,
        here: lang === 'fr' ? '/fr/abonnement' : '/subscribe',
        hospitals: hospitals(),
        chosen,
        province: form?.get('province') ?? null,
        q: '',
        emailOffered: options.emailOffered,
        pushKey: options.pushKey,
        error: t.errors[code],
        email: (form?.get('email') ?? '').slice(0, 254),
        origin,
        remind: { minutes: signups.reminderMinutes, checked: form?.get('remind') === '1' },
        routine: form?.get('routine') === '1',
      });
      return page(tree, STATUS[code], code);
    };
    if (!sameOrigin(c, origin)) return refuse('other_origin', fallback);
    const form = await formOf(c, FORM_BYTES);
    if (!form) return refuse('body_too_large', fallback);
    // The page answers in the language chosen for the emails (the form's own page offers it first).
    const lang: Lang = form.get('lang') === 'fr' ? 'fr' : form.get('lang') === 'en' ? 'en' : fallback;
    const submitted = await signups.submit(
      {
        email: form.get('email') ?? '',
        ers: form.getAll('er'),
        province: form.get('province') ?? '',
        lang: form.get('lang') ?? '',
        remind: form.get('remind') === '1',
        routine: form.get('routine') === '1',
      },
      options.address(c),
      now(),
    );
    if (!submitted.ok) return refuse(submitted.code, lang, form);
    const t = ALERT_STRINGS[lang];
    return page(Message({ lang, t, title: t.checkTitle, text: t.checkText }));
  });
}

function gone(lang: Lang): Response {
  const t = ALERT_STRINGS[lang];
  return page(Message({ lang, t, title: t.errorTitle, text: t.linkGone }), 404, 'link_gone');
}

/** The confirmation link's page and its button's POST. */
function confirmRoutes({ app, options, now }: RouteGroup): void {
  const { signups, origin } = options;
  app.get('/subscriptions/confirm/:token', (c) => {
    const pending = signups.pending(c.req.param('token'), now());
    if (!pending) return gone(preferredLang(c.req.header('Accept-Language')));
    const t = ALERT_STRINGS[pending.lang];
    const action = `/subscriptions/confirm/${encodeURIComponent(c.req.param('token'))}`;
    return page(
      OneButton({ lang: pending.lang, t, title: t.confirmTitle, text: t.confirmText, action, button: t.confirmButton }),
    );
  });

  app.post('/subscriptions/confirm/:token', async (c) => {
    const fallback = preferredLang(c.req.header('Accept-Language'));
    if (!sameOrigin(c, origin)) return gone(fallback);
    if ((await formOf(c, ONE_CLICK_BYTES)) === null) return gone(fallback);
    const confirmed = signups.confirm(c.req.param('token'), now());
    if (!confirmed) return gone(fallback);
    const t = ALERT_STRINGS[confirmed.lang];
    return page(Message({ lang: confirmed.lang, t, title: t.confirmedTitle, text: t.confirmedText }));
  });
}

/** The signed manage and unsubscribe links. */
function manageRoutes({ app, options, hospitals }: RouteGroup): void {
  const { store, signer, origin, signups } = options;
  /** The subscription a signed link names, or null. */
  const signed = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!signer.verify(id, c.req.param('signature') ?? '')) return null;
    return store.alerts.get(id);
  };

  const managePage = (c: Context, notice: string | null, error: string | null, status = 200) => {
    const subscription = signed(c);
    if (!subscription) return gone(preferredLang(c.req.header('Accept-Language')));
    const t = ALERT_STRINGS[subscription.lang];
    const tree = ManagePage({
      lang: subscription.lang,
      t,
      hospitals: hospitals(),
      chosen: new Set(subscription.hospitalIds),
      province: subscription.province,
      q: '',
      action: new URL(manageUrl(origin, subscription.id, signer)).pathname,
      unsubscribe: new URL(unsubscribeUrl(origin, subscription.id, signer)).pathname,
      notice,
      error,
      remind: { minutes: signups.reminderMinutes, checked: subscription.remind === 1 },
      routine: subscription.routine === 1,
    });
    return page(tree, status);
  };

  app.get('/subscriptions/manage/:id/:signature', (c) => managePage(c, null, null));
  app.post('/subscriptions/manage/:id/:signature', async (c) => {
    const subscription = signed(c);
    if (!subscription || !sameOrigin(c, origin)) return gone(preferredLang(c.req.header('Accept-Language')));
    const form = await formOf(c, FORM_BYTES);
    if (!form) return managePage(c, null, ALERT_STRINGS[subscription.lang].errors.body_too_large, 413);
    const choice = checkChoice(store, {
      ers: form.getAll('er'),
      province: form.get('province') ?? '',
      lang: form.get('lang') ?? '',
    });
    if (!choice.ok) return managePage(c, null, ALERT_STRINGS[subscription.lang].errors[choice.code], 400);
    const { lang, province, hospitalIds } = choice.value;
    const extras = { remind: form.get('remind') === '1', routine: form.get('routine') === '1' };
    store.alerts.choose(subscription.id, lang, province, hospitalIds, extras);
    return managePage(c, ALERT_STRINGS[lang].saved, null);
  });

  app.get('/subscriptions/unsubscribe/:id/:signature', (c) => {
    const subscription = signed(c);
    if (!subscription) return gone(preferredLang(c.req.header('Accept-Language')));
    const t = ALERT_STRINGS[subscription.lang];
    const action = new URL(unsubscribeUrl(origin, subscription.id, signer)).pathname;
    return page(
      OneButton({
        lang: subscription.lang,
        t,
        title: t.unsubscribeTitle,
        text: t.unsubscribeText,
        action,
        button: t.unsubscribe,
      }),
    );
  });

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` from its own servers.
  app.post('/subscriptions/unsubscribe/:id/:signature', async (c) => {
    const id = c.req.param('id');
    const fallback = preferredLang(c.req.header('Accept-Language'));
    if (!signer.verify(id, c.req.param('signature'))) return gone(fallback);
    if ((await formOf(c, ONE_CLICK_BYTES)) === null) return gone(fallback);
    // A second click finds nothing left to delete: it is stopped all the same.
    const lang = store.alerts.get(id)?.lang ?? fallback;
    store.alerts.remove(id);
    const t = ALERT_STRINGS[lang];
    return page(Message({ lang, t, title: t.unsubscribedTitle, text: t.unsubscribedText }));
  });
}

export function alertRoutes(options: AlertRoutesOptions): Hono {
  const app = new Hono();
  const routes: RouteGroup = {
    app,
    options,
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
    hospitals: () => options.store.hospitals.all(),
  };
  signupRoutes(routes);
  confirmRoutes(routes);
  manageRoutes(routes);
  const { store, signer, bounceSecret, log } = options;
  app.route('/', bounceRoutes({ store, signer, secret: bounceSecret ?? null, log }));
  app.route(
    '/',
    pushRoutes({
      store: options.store,
      publicKey: options.pushKey,
      origin: options.origin,
      address: options.address,
      anyEndpoint: options.anyPushEndpoint,
      now: options.now,
    }),
  );
  return app;
}
