// One attempt to deliver one event to one endpoint. Retries, backoff and recording belong to the dispatcher.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { signedHeaders } from './signing';
import { checkWebhookUrl, guardedLookup } from './ssrf';

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  at: number;
  durationMs: number;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  now?: () => number;
  userAgent?: string;
}

type Outcome = Pick<AttemptResult, 'ok' | 'status' | 'error'>;

const DEFAULT_USER_AGENT = 'er-status-webhooks/1';
// Enough to let a well-behaved receiver finish its answer (and keep the connection); no more is read.
const MAX_RESPONSE_BYTES = 64 * 1024;

// Shared so that fanning one event out to many endpoints reuses their connections.
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 8 });

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return { ok: true, status, error: null };
  // The receiver must answer at its own URL: following would let it point us anywhere.
  if (status >= 300 && status < 400) return { ok: false, status, error: 'redirect_not_followed' };
  return { ok: false, status, error: `http_${status}` };
}

function failureOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EPRIVATE') return 'refused_private_address';
  return `connection_failed: ${code ?? 'unknown'}`;
}

function post(url: URL, headers: Record<string, string>, body: string, options: SendOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    let status: number | null = null;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };

    const onResponse = (response: IncomingMessage) => {
      status = response.statusCode ?? 0;
      const outcome = outcomeOf(status);
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) {
          settle(outcome);
          response.destroy();
        }
      });
      response.on('end', () => settle(outcome));
      response.on('error', (error) => settle({ ok: false, status, error: failureOf(error) }));
    };

    const isHttps = url.protocol === 'https:';
    const requestOptions: http.RequestOptions = {
      method: 'POST',
      headers,
      agent: isHttps ? httpsAgent : httpAgent,
      lookup: guardedLookup(options.allowPrivate),
    };
    let request: http.ClientRequest;
    try {
      request = (isHttps ? https.request : http.request)(url, requestOptions, onResponse);
    } catch (error) {
      // A header Node refuses to send (an event id with a line break, say): nothing left the machine.
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
      settle({ ok: false, status: null, error: `request_invalid: ${code}` });
      return;
    }
    // Covers every phase, including a receiver that sends its headers and then stalls.
    timer = setTimeout(() => {
      settle({ ok: false, status, error: 'timeout' });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => settle({ ok: false, status, error: failureOf(error) }));
    request.end(body);
  });
}

/** POSTs a signed event to `url` once and says how it went; it never throws. */
export async function sendWebhook(
  url: string,
  secret: string,
  event: { id: string; body: string },
  options: SendOptions,
): Promise<AttemptResult> {
  const at = (options.now ?? Date.now)();
  const started = performance.now();
  const finish = (outcome: Outcome): AttemptResult => ({
    ...outcome,
    at,
    durationMs: Math.round(performance.now() - started),
  });

  const checked = checkWebhookUrl(url, options.allowPrivate);
  if (!checked.ok) return finish({ ok: false, status: null, error: `url_refused: ${checked.reason}` });

  let signature: Record<string, string>;
  try {
    signature = signedHeaders(secret, event.id, Math.floor(at / 1000), event.body);
  } catch {
    // The signing error describes the secret's shape; the endpoint's owner only needs to rotate it.
    return finish({ ok: false, status: null, error: 'invalid_secret' });
  }
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(event.body)),
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    ...signature,
  };
  return finish(await post(checked.url, headers, event.body, options));
}
