// Bounces that arrive after the send: each alert email's Return-Path is
// `<ER_BOUNCE_ADDRESS local part>+<token>@<its domain>` (VERP), the token being the subscription's
// id with a MAC (no email). A mail system's pipe or a provider's webhook posts the delivery status
// notification it received there, raw, to POST /alerts/bounce with ER_BOUNCE_SECRET as a bearer
// token; a permanent failure pauses the subscription as a 5xx at send time does.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { boundedText } from '../../http/bounded-body';
import type { Store } from '../../store/store';
import type { AlertSigner } from '../links';
import { permanentFailure, readDeliveryReport } from './dsn';

type Log = (fields: Record<string, unknown>) => void;

export interface BounceRoutesOptions {
  store: Store;
  signer: AlertSigner;
  /** ER_BOUNCE_SECRET, or null: no bounce is taken. */
  secret: string | null;
  log?: Log;
}

/** A DSN carries the original message's headers, or all of it; more than this is no bounce of ours. */
export const BOUNCE_BYTES = 256 * 1024;

const REFUSALS = {
  bounce_not_offered: [503, 'This server takes no bounces: ER_BOUNCE_SECRET is not set.'],
  unauthorized: [401, 'Send ER_BOUNCE_SECRET as "Authorization: Bearer <secret>".'],
  body_too_large: [
    413,
    `A bounce is at most ${BOUNCE_BYTES} bytes; send the report with the original message's headers only.`,
  ],
  not_a_dsn: [422, 'The body is not a delivery status notification (RFC 3464: a message/delivery-status part).'],
  bad_bounce_address: [
    400,
    'The report was not sent to a bounce address of ours (<local>+<token>@<domain>); keep the Delivered-To or X-Original-To header.',
  ],
} as const;

export type BounceErrorCode = keyof typeof REFUSALS;

function refuse(c: Context, code: BounceErrorCode): Response {
  const [status, message] = REFUSALS[code];
  return c.json({ error: { code, message } }, status, { 'Cache-Control': 'no-store' });
}

/** Compared as digests, in constant time. */
function secretMatches(authorization: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

const tokenIn = (address: string) => /\+([0-9a-f]+)@/i.exec(address)?.[1] ?? null;

export function bounceRoutes(options: BounceRoutesOptions): Hono {
  const { store, signer, secret, log } = options;
  const app = new Hono();
  app.post('/alerts/bounce', async (c) => {
    if (!secret) return refuse(c, 'bounce_not_offered');
    if (!secretMatches(c.req.header('Authorization'), secret)) return refuse(c, 'unauthorized');
    const raw = await boundedText(c.req.raw, BOUNCE_BYTES);
    if (raw === null) return refuse(c, 'body_too_large');
    const report = readDeliveryReport(raw);
    if (!report) return refuse(c, 'not_a_dsn');
    const tokens = report.recipients.map(tokenIn).filter((token): token is string => token !== null);
    const id = tokens.map((token) => signer.bounceId(token)).find((found) => found !== null);
    if (!id) return refuse(c, 'bad_bounce_address');
    const answer = (result: 'paused' | 'temporary' | 'unchanged') =>
      c.json({ result }, 200, { 'Cache-Control': 'no-store' });
    // A delay or a success changes nothing: the sender's own retries cover a temporary failure.
    if (!permanentFailure(report)) return answer('temporary');
    if (store.alerts.get(id)?.state !== 'confirmed') return answer('unchanged');
    store.alerts.pause(id);
    // Never the address nor the token in a log line.
    log?.({ event: 'alert.bounced', status: report.outcomes.find((o) => o.action === 'failed')?.status });
    return answer('paused');
  });
  return app;
}
