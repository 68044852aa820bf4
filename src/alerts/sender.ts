// Sends what the outbox holds: fans each change out to the people following it, then, per
// person whose first waiting change is due, one message with everything waiting (changes made
// within the hold time become one message). At most `maxPerHour` messages a person an hour:
// beyond, the rest waits and goes as one digest. A temporary SMTP failure is tried again with
// backoff; a permanent one pauses the address. Only the role that ingests runs it.
import type { Store } from '../store/store';
import { composeAlert } from './compose';
import { type AlertSigner, manageUrl, unsubscribeUrl } from './links';
import { MailError, type Mailer } from './mailer';
import type { AlertChange } from './recorder';

type Log = (fields: Record<string, unknown>) => void;

export interface AlertSenderOptions {
  store: Store;
  mailer: Mailer;
  signer: AlertSigner;
  /** The public origin the links in the emails point to. */
  origin: string;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
  holdMs: number;
  maxPerHour: number;
  log?: Log;
}

const HOUR = 3_600_000;
const BACKOFF_MAX_MS = HOUR;
const PENDING_LIFE_S = 48 * 3600;
const KEPT_MS = 7 * 24 * HOUR;

/** 30 s, 1 min, 2 min… up to an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, BACKOFF_MAX_MS);

export function createAlertSender(options: AlertSenderOptions) {
  const { store, mailer, signer, origin, holdMs, maxPerHour } = options;
  const now = options.now ?? Date.now;
  const { alerts } = store;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendTo(id: string, at: number): Promise<boolean> {
    const subscription = alerts.get(id);
    const queue = alerts.queueOf(id);
    const lastSeq = queue.at(-1)?.seq;
    if (subscription?.state !== 'confirmed' || lastSeq === undefined) return false;
    const attempts = queue[0]?.attempts ?? 0;
    const sends = alerts.sendsSince(id, at - HOUR);
    if (sends.n >= maxPerHour) {
      alerts.later(id, lastSeq, (sends.first ?? at) + HOUR, attempts);
      return false;
    }
    const changes = queue.map((row) => ({ seq: row.seq, change: JSON.parse(row.body) as AlertChange }));
    const links = { origin, manage: manageUrl(origin, id, signer), unsubscribe: unsubscribeUrl(origin, id, signer) };
    const message = composeAlert(subscription.lang, changes, links, id);
    try {
      await mailer.send({ to: subscription.email, ...message });
    } catch (error) {
      const failure = error instanceof MailError ? error : new MailError(String(error), false);
      if (failure.permanent) {
        alerts.pause(id);
        options.log?.({ event: 'alert.paused', reason: failure.message });
      } else {
        alerts.later(id, lastSeq, at + backoffMs(attempts), attempts + 1);
        options.log?.({ event: 'alert.retry', reason: failure.message, attempts: attempts + 1 });
      }
      return false;
    }
    alerts.sent(id, lastSeq, now());
    return true;
  }

  async function tick(): Promise<number> {
    const at = now();
    // The outbox's own writes: no answer the service serves changes, so none is rebuilt.
    alerts.expire(Math.floor(at / 1000) - PENDING_LIFE_S);
    alerts.prune(at - KEPT_MS);
    while (alerts.fanOut(holdMs) > 0) {}
    let sent = 0;
    for (const id of alerts.dueRecipients(at, 100)) {
      if (await sendTo(id, at)) sent += 1;
    }
    return sent;
  }

  /** One pass at a time: a pass asked for while one runs waits for it. */
  function run(): Promise<number> {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Sends what is due now; returns how many messages went. */
    run,
    start(intervalMs = 5000): void {
      timer = setInterval(() => {
        run().catch((error) => options.log?.({ event: 'alert.error', error: String(error) }));
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
      mailer.close();
    },
  };
}
