// Alerts as a server runs them: every instance records changes into the outbox (the desk's
// changes are made on api instances) and serves the pages; the instance that ingests (or the
// single one) sends. Without ER_SMTP_URL and ER_MAIL_FROM the email channel is not offered;
// without a VAPID subject (ER_MAIL_FROM's address, or an https ER_PUBLIC_URL) web push is not.
import type { Store } from '../store/store';
import { alertSigner } from './links';
import { type Mailer, type MailSettings, smtpMailer } from './mailer';
import { createPushSender, type PushTransport } from './push/sender';
import { type VapidSettings, vapidKeys, vapidSubject } from './push/vapid';
import { createAlertRecorder } from './recorder';
import { createAlertSender } from './sender';
import { createSignups } from './signup';

type Log = (fields: Record<string, unknown>) => void;

export interface AlertSettings {
  mail: MailSettings | null;
  /** ER_ALERT_HOLD_SECONDS: changes to one person within this time go as one message. */
  holdSeconds: number;
  /** ER_ALERT_MAX_PER_HOUR: messages a person an hour, beyond which the rest waits for a digest. */
  maxPerHour: number;
  /** ER_VAPID_PUBLIC_KEY and ER_VAPID_PRIVATE_KEY, or null for the key pair kept in the store. */
  vapid: VapidSettings | null;
  /** ER_ALERT_REMINDER_MINUTES: how long before an announced closure starts its reminder goes (120). */
  reminderMinutes?: number;
  /** ER_BOUNCE_SECRET: what POST /alerts/bounce asks of the mail system posting a bounce; null: none taken. */
  bounceSecret?: string | null;
}

export interface AlertRuntimeOptions {
  store: Store;
  settings: AlertSettings;
  origin: string;
  /** Whether this instance sends (not an api instance). */
  sends: boolean;
  /** True while API answers need this thread: the senders then give way (workers/api-load.ts). */
  apiBusy?: () => boolean;
  log: Log;
  /** Tests give their own (a mailer over their SMTP server, a clock). */
  mailer?: Mailer | null;
  /** Tests post push messages to their own push service. */
  pushTransport?: PushTransport;
  now?: () => number;
}

export function startAlerts(options: AlertRuntimeOptions) {
  const { store, settings, origin, log } = options;
  const reminderMinutes = settings.reminderMinutes ?? 120;
  const recorder = createAlertRecorder(store, options.now, reminderMinutes * 60_000);
  const mailerOf = () =>
    options.mailer !== undefined ? options.mailer : settings.mail ? smtpMailer(settings.mail) : null;
  // Alerts and confirmations each have their own connections: a sign-up never closes a fan-out's.
  const mailer = mailerOf();
  const confirmMailer = mailerOf();
  const signer = alertSigner(store);
  const subject = vapidSubject(settings.mail?.from ?? null, origin);
  const vapid = subject ? { ...vapidKeys(store, settings.vapid), subject } : null;
  const pushSender =
    vapid && options.sends
      ? createPushSender({
          store,
          vapid,
          origin,
          holdMs: settings.holdSeconds * 1000,
          maxPerHour: settings.maxPerHour,
          transport: options.pushTransport,
          now: options.now,
          apiBusy: options.apiBusy,
          log,
        })
      : null;
  const sender =
    mailer && options.sends
      ? createAlertSender({
          store,
          mailer,
          signer,
          origin,
          holdMs: settings.holdSeconds * 1000,
          maxPerHour: settings.maxPerHour,
          now: options.now,
          apiBusy: options.apiBusy,
          log,
          bounceAddress: settings.mail?.bounceAddress ?? null,
        })
      : null;
  return {
    emailOffered: mailer !== null,
    signer,
    signups: createSignups(store, confirmMailer, origin, log, reminderMinutes),
    /** For POST /alerts/bounce: never shown nor logged. */
    bounceSecret: settings.bounceSecret ?? null,
    sender,
    /** Web push's public key (the page gives it to the browser), or null when push is not offered. */
    pushKey: vapid?.publicKey ?? null,
    pushSender,
    /** What /healthz says: counts only, never an address nor a push endpoint. */
    health(): Record<string, unknown> {
      const counts = store.alerts.counts();
      const push = store.push.counts();
      const now = (options.now ?? Date.now)();
      return {
        email: mailer ? 'offered' : 'not offered: ER_SMTP_URL and ER_MAIL_FROM are not set',
        sending: sender !== null,
        bounces: settings.bounceSecret ? 'taken at POST /alerts/bounce' : 'not taken: ER_BOUNCE_SECRET is not set',
        subscriptions_confirmed: counts.confirmed,
        subscriptions_pending: counts.pending,
        subscriptions_paused: counts.paused,
        outbox_pending: counts.queued,
        oldest_pending_age_s: counts.oldest === null ? null : Math.round((now - counts.oldest) / 1000),
        push: vapid ? 'offered' : 'not offered: no VAPID subject (ER_MAIL_FROM, or an https ER_PUBLIC_URL)',
        push_subscriptions: push.subscriptions,
        push_outbox_pending: push.queued,
        push_oldest_pending_age_s: push.oldest === null ? null : Math.round((now - push.oldest) / 1000),
      };
    },
    async close(): Promise<void> {
      recorder.close();
      await pushSender?.stop();
      if (sender) await sender.stop();
      else mailer?.close();
      confirmMailer?.close();
    },
  };
}

export type AlertRuntime = ReturnType<typeof startAlerts>;
