// For the alert tests: the alert pages over a real store with three ERs, the real sender and
// an SMTP server in the test's process, a clock the test moves, and the desk's statements to
// close an ER as a person at the desk does.
import { Hono } from 'hono';
import type { PushTransport } from '../alerts/push/sender';
import { type AlertRuntime, startAlerts } from '../alerts/runtime';
import { alertRoutes } from '../alerts/web/routes';
import { deskStatements } from '../desk/statements';
import { openStore, type Store } from '../store/store';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

export const ORIGIN = 'http://localhost';
/** Tuesday 24 November 2026, 09:00 UTC (05:00 in Halifax). */
export const T0 = Date.UTC(2026, 10, 24, 9);

export interface AlertsApp {
  app: Hono;
  store: Store;
  sink: SmtpSink;
  runtime: AlertRuntime;
  clock: { ms: number };
  logged: Record<string, unknown>[];
  /** A form post from our own origin unless `headers` say otherwise. */
  post(
    path: string,
    form: URLSearchParams | Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Response>;
  get(path: string): Promise<Response>;
  /** Signs up, follows the confirmation email's link and presses its button; returns the confirmation mail. */
  subscribe(email: string, ers: string[], lang: 'en' | 'fr'): Promise<ReceivedMail>;
  /** The desk closes (or reopens) an ER now. */
  desk(hospitalId: string, status: 'closed' | 'open' | 'disruption', en: string | null, fr?: string | null): void;
  /** The desk announces a closure from `startS` to `endS`. */
  announce(hospitalId: string, startS: number, endS: number | null, en: string, fr?: string | null): void;
  /** Moves the clock past the hold time and runs the sender once. */
  send(): Promise<number>;
  close(): Promise<void>;
}

export const linkIn = (text: string, path: string) => new RegExp(`${ORIGIN}${path}[^\\s"<]+`).exec(text)?.[0] ?? null;

/** `target`: the store (a PostgreSQL URL for that engine's tests); SQLite in memory by default. */
export async function alertsApp(
  options: {
    maxPerHour?: number;
    target?: string;
    holdSeconds?: number;
    pushTransport?: PushTransport;
    /** ER_BOUNCE_ADDRESS and ER_BOUNCE_SECRET. */
    bounce?: { address: string; secret: string };
    apiBusy?: () => boolean;
  } = {},
): Promise<AlertsApp> {
  const sink = await startSmtpSink();
  const store = openStore(options.target ?? ':memory:');
  store.write(() => {
    for (const [id, name, city, province] of [
      ['ns_halifax', 'Halifax Infirmary', 'Halifax', 'NS'],
      ['ns_cobequid', 'Cobequid Community Health Centre', 'Lower Sackville', 'NS'],
      ['qc_gaspe', 'Hôpital de Gaspé', 'Gaspé', 'QC'],
    ] as const) {
      store.hospitals.upsert({ id, name, city, province, lat: null, lng: null, data_source: 'test' });
    }
  });
  const clock = { ms: T0 };
  const logged: Record<string, unknown>[] = [];
  const runtime = startAlerts({
    store,
    settings: {
      mail: { smtpUrl: sink.url, from: 'alerts@er.example', bounceAddress: options.bounce?.address ?? null },
      holdSeconds: options.holdSeconds ?? 120,
      maxPerHour: options.maxPerHour ?? 4,
      vapid: null,
      bounceSecret: options.bounce?.secret ?? null,
    },
    origin: ORIGIN,
    sends: true,
    log: (fields) => logged.push(fields),
    now: () => clock.ms,
    pushTransport: options.pushTransport,
    apiBusy: options.apiBusy,
  });
  const app = new Hono();
  app.route(
    '/',
    alertRoutes({
      store,
      signups: runtime.signups,
      signer: runtime.signer,
      origin: ORIGIN,
      emailOffered: true,
      pushKey: runtime.pushKey,
      anyPushEndpoint: true,
      address: () => '203.0.113.9',
      bounceSecret: runtime.bounceSecret,
      log: (fields) => logged.push(fields),
      now: () => Math.floor(clock.ms / 1000),
    }),
  );
  const statements = deskStatements(store);

  const post = (path: string, form: URLSearchParams | Record<string, string>, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(path, {
        method: 'POST',
        body: form instanceof URLSearchParams ? form : new URLSearchParams(form),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
      }),
    );
  const get = (path: string) => Promise.resolve(app.request(path));

  return {
    app,
    store,
    sink,
    runtime,
    clock,
    logged,
    post,
    get,
    async subscribe(email, ers, lang) {
      const before = sink.mails.length;
      const form = new URLSearchParams({ email, lang });
      for (const er of ers) form.append('er', er);
      const signedUp = await post('/subscriptions', form);
      if (signedUp.status !== 200) throw new Error(`sign-up refused: ${signedUp.status}`);
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      const link = mail ? linkIn(mail.text, '/subscriptions/confirm/') : null;
      if (!mail || !link) throw new Error('no confirmation email');
      const path = new URL(link).pathname;
      await get(path);
      const confirmed = await post(path, {});
      if (confirmed.status !== 200) throw new Error(`confirmation refused: ${confirmed.status}`);
      return mail;
    },
    desk(hospitalId, status, en, fr = null) {
      const now = Math.floor(clock.ms / 1000);
      store.write(() =>
        statements.publish(
          { hospitalId, status, messageEn: en, messageFr: fr, expectedReopen: null },
          now,
          'Nova Scotia Health',
        ),
      );
    },
    announce(hospitalId, startS, endS, en, fr = null) {
      const now = Math.floor(clock.ms / 1000);
      const window = { start: startS, end: endS, status: 'closed' as const };
      store.write(() => statements.schedule(hospitalId, window, { en, fr }, now, 'Nova Scotia Health'));
    },
    async send() {
      clock.ms += 121_000;
      return runtime.sender?.run() ?? 0;
    },
    async close() {
      await runtime.close();
      await sink.stop();
      store.close();
    },
  };
}
