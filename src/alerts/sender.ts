// Sends what the outbox holds: fans each change out to the people following it, then, per
// person whose first waiting change is due, one message with everything waiting (changes made
// within the hold time become one message). At most `maxPerHour` messages a person an hour:
// beyond, the rest waits and goes as one digest. A temporary SMTP failure is tried again with
// backoff; a permanent one pauses the address. Only the role that ingests runs it.
//
// It asks the store only when there may be something to do: after a write (here or by another
// instance), when the next waiting message is due, and once an hour to forget expired sign-ups.
// On PostgreSQL a statement holds this thread until it is answered, so no timer polls it.

import type { Store } from '../store/store';
import { giveWay } from '../workers/give-way';
import { composeAlert } from './compose';
import { type AlertSigner, manageUrl, returnPath, unsubscribeUrl } from './links';
import { MailError, type Mailer } from './mailer';
import { OutboxPump } from './pump';
import type { AlertChange } from './recorder';
import { moveDueReminders } from './reminders';

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
  /** True while API answers need this thread: each message then waits, up to GIVE_WAY_MS, for them to ease. */
  apiBusy?: () => boolean;
  log?: Log;
  /** ER_BOUNCE_ADDRESS: each message's Return-Path is this address with the subscription's bounce token. */
  bounceAddress?: string | null;
}

const HOUR = 3_600_000;
const BACKOFF_MAX_MS = HOUR;
const PENDING_LIFE_S = 48 * 3600;
const KEPT_MS = 7 * 24 * HOUR;
const BATCH = 100;
/** Messages on their way at once (the mailer's connections); after a crash, at most this many people get one copy again. */
export const CONCURRENT_SENDS = 4;
/** The longest a message waits for a busy API: under load sending slows to about CONCURRENT_SENDS per this, never stops. */
export const GIVE_WAY_MS = 250;

/** 30 s, 1 min, 2 min… up to an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, BACKOFF_MAX_MS);

/** Sends one person everything waiting for them; true when a message went. */
async function sendTo(options: AlertSenderOptions, id: string, at: number): Promise<boolean> {
  const { alerts } = options.store;
  const { signer, origin, maxPerHour } = options;
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
    const bounce = options.bounceAddress
      ? { envelopeFrom: returnPath(options.bounceAddress, signer.bounceToken(id)) }
      : {};
    await options.mailer.send({ to: subscription.email, ...message, ...bounce });
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
  alerts.sent(id, lastSeq, (options.now ?? Date.now)());
  return true;
}

/** Forgets sign-ups never confirmed and what no one needs any more. */
function tidy(options: AlertSenderOptions): void {
  // The outbox's own writes: no answer the service serves changes, so none is rebuilt.
  const at = (options.now ?? Date.now)();
  options.store.alerts.expire(Math.floor(at / 1000) - PENDING_LIFE_S);
  options.store.alerts.prune(at - KEPT_MS);
}

/**
 * Sends to these people a few at a time, as many as the mailer keeps connections (mailer.ts),
 * each message after the API has had its way (`wait`).
 */
async function sendAll(
  options: AlertSenderOptions,
  ids: readonly string[],
  at: number,
  wait: () => Promise<void>,
): Promise<number> {
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < ids.length) {
      await wait();
      const id = ids[next++];
      if (id !== undefined && (await sendTo(options, id, at))) sent += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SENDS, ids.length) }, worker));
  return sent;
}

/**
 * Fans out what was recorded, then sends each person whose first waiting change is due, batch
 * after batch while there are more and they go (a closure to thousands goes out in one pass).
 */
async function tick(options: AlertSenderOptions, going: () => boolean): Promise<number> {
  const { alerts } = options.store;
  const at = (options.now ?? Date.now)();
  moveDueReminders(options.store, at);
  while (alerts.fanOut(options.holdMs) > 0) {}
  const wait = giveWay({ busy: options.apiBusy ?? (() => false), maxMs: GIVE_WAY_MS, stopped: () => !going() });
  let sent = 0;
  while (going()) {
    const batch = alerts.dueRecipients(at, BATCH);
    const went = await sendAll(options, batch, at, wait);
    sent += went;
    if (batch.length < BATCH || went === 0) break;
  }
  options.mailer.rest?.();
  return sent;
}

export function createAlertSender(options: AlertSenderOptions) {
  const pump = new OutboxPump({
    pass: (going) => tick(options, going),
    nextDue: () => options.store.alerts.nextDue(),
    tidy: () => tidy(options),
    now: options.now ?? Date.now,
    failed: (error) => options.log?.({ event: 'alert.error', error: String(error) }),
  });
  return {
    /** Sends what is due now (tests; the sender otherwise runs itself); returns how many messages went. */
    run: () => pump.run(),
    /** Runs after each write (`onWrite`: told here and of other instances' writes) and when a message falls due. */
    start: (onWrite: (listener: () => void) => () => void) => pump.start(onWrite),
    async stop(): Promise<void> {
      await pump.stop();
      options.mailer.close();
    },
  };
}
