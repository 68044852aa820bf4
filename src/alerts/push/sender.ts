// Sends the push outbox, as the email sender sends its own: fans each change out to the
// subscriptions following it, then per subscription whose first waiting change is due, one
// notification with everything waiting (the same hold time and hourly limit as email). The
// payload is encrypted for the browser (RFC 8291) and signed with our VAPID key (RFC 8292) by
// web-push; we post it ourselves. A push service that answers 404 or 410 has forgotten the
// subscription: it is deleted, as Mastodon does. 429, 5xx and network failures are tried again
// with backoff; any other refusal drops that notification (trying again would not change it).

import webpush from 'web-push';
import type { Store } from '../../store/store';
import { giveWay } from '../../workers/give-way';
import { OutboxPump } from '../pump';
import type { AlertChange } from '../recorder';
import { moveDueReminders, withNextReminder } from '../reminders';
import { backoffMs, GIVE_WAY_MS } from '../sender';
import { composePush } from './compose';
import type { Vapid } from './vapid';

type Log = (fields: Record<string, unknown>) => void;

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Posts one push message; returns the push service's status (throws when it cannot be reached). */
export type PushTransport = (request: PushRequest) => Promise<number>;

export const fetchTransport: PushTransport = async ({ endpoint, headers, body }) => {
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await answer.body?.cancel();
  return answer.status;
};

export interface PushSenderOptions {
  store: Store;
  vapid: Vapid;
  origin: string;
  holdMs: number;
  maxPerHour: number;
  transport?: PushTransport;
  now?: () => number;
  /** True while API answers need this thread: each notification then waits, up to GIVE_WAY_MS, for them to ease. */
  apiBusy?: () => boolean;
  log?: Log;
}

const HOUR = 3_600_000;
const KEPT_MS = 7 * 24 * HOUR;
/** How long a push service keeps a message for a device that is offline. */
const TTL_S = 24 * 3600;

type Delivery = Required<Pick<PushSenderOptions, 'store' | 'vapid' | 'origin' | 'maxPerHour' | 'transport' | 'now'>> & {
  log: Log;
};

/** Sends one subscription everything waiting for it; true when it went. */
async function sendTo(delivery: Delivery, id: string, at: number): Promise<boolean> {
  const { store, vapid, origin, maxPerHour, transport, now, log } = delivery;
  const push = store.push;
  const subscription = push.get(id);
  const queue = push.queueOf(id);
  const lastSeq = queue.at(-1)?.seq;
  if (!subscription || lastSeq === undefined) return false;
  const attempts = queue[0]?.attempts ?? 0;
  const sends = push.sendsSince(id, at - HOUR);
  if (sends.n >= maxPerHour) {
    push.later(id, lastSeq, (sends.first ?? at) + HOUR, attempts);
    return false;
  }
  const changes = queue.map((row) => JSON.parse(row.body) as AlertChange);
  const payload = JSON.stringify(composePush(subscription.lang, changes, origin));
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_S, urgency: 'high' },
    );
  } catch (error) {
    // A message that cannot be made now never can: dropped, not tried for ever.
    push.dropped(id, lastSeq);
    log({ event: 'push.unsendable', reason: (error as Error).message });
    return false;
  }
  const status = await transport({
    endpoint: details.endpoint,
    headers: details.headers as Record<string, string>,
    body: details.body as Buffer,
  }).catch(() => 0);
  // Never the endpoint in a log line: it is personal data.
  if (status >= 200 && status < 300) {
    push.sent(id, lastSeq, now());
    return true;
  }
  if (status === 404 || status === 410) {
    push.remove(id);
    log({ event: 'push.gone', status });
  } else if (status === 0 || status === 429 || status >= 500) {
    push.later(id, lastSeq, at + backoffMs(attempts), attempts + 1);
    log({ event: 'push.retry', status: status || 'unreachable', attempts: attempts + 1 });
  } else {
    push.dropped(id, lastSeq);
    log({ event: 'push.refused', status });
  }
  return false;
}

export function createPushSender(options: PushSenderOptions) {
  const { store, holdMs } = options;
  const now = options.now ?? Date.now;
  const push = store.push;
  const log = options.log ?? (() => {});
  const delivery: Delivery = {
    ...options,
    transport: options.transport ?? fetchTransport,
    now,
    log,
  };

  async function tick(going: () => boolean): Promise<number> {
    const at = now();
    moveDueReminders(store, at);
    while (push.fanOut(holdMs) > 0) {}
    const wait = giveWay({ busy: options.apiBusy ?? (() => false), maxMs: GIVE_WAY_MS, stopped: () => !going() });
    let sent = 0;
    for (const id of push.dueRecipients(at, 100)) {
      await wait();
      if (await sendTo(delivery, id, at)) sent += 1;
    }
    return sent;
  }

  const pump = new OutboxPump({
    pass: tick,
    nextDue: () => withNextReminder(store, push.nextDue()),
    tidy: () => push.prune(now() - KEPT_MS),
    now,
    failed: (error) => log({ event: 'push.error', error: String(error) }),
  });
  return {
    /** Sends what is due now (tests); returns how many notifications went. */
    run: () => pump.run(),
    /** Runs after each write (here or another instance's) and when a notification falls due. */
    start: (onWrite: (listener: () => void) => () => void) => pump.start(onWrite),
    stop: () => pump.stop(),
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
