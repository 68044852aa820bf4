// One request to the keyless proxy (`/embed/api/*`) and its answer, read by the caller's
// reader (check.ts in embed.js; the contract decoders, through `decodedValue`, elsewhere). Whatever
// goes wrong comes back as a Problem value, never as an exception: the caller keeps its last
// good data and schedules a retry.

import { decodeEmbedMeta, type EmbedMeta } from '../contract/embed';
import { isFields } from '../contract/fields';

export interface Problem {
  /** An error code of the proxy (`rate_limited`, `upstream_timeout`…), or one of ours: `network_error`, `timeout`, `bad_response`, `http_<status>`. */
  code: string;
  /** From `Retry-After`, when the server asked us to wait. */
  retryAfterMs: number | null;
}

export type Fetched<T> = { ok: true; value: T; meta: EmbedMeta } | { ok: false; problem: Problem };

/** Longer than the proxy's own upstream timeout, so that its error answer reaches us first. */
const TIMEOUT_MS = 15_000;

/** `Retry-After` in milliseconds. The proxy sends seconds; anything else (an HTTP date) is null, and the usual back-off applies. */
export function parseRetryAfter(value: string | null): number | null {
  return value && /^\d+$/.test(value.trim()) ? Number(value) * 1000 : null;
}

export async function fetchAnswer<T>(
  fetcher: typeof fetch,
  url: string,
  /** The answer's value, or null when it is not one. */
  read: (input: unknown) => T | null,
): Promise<Fetched<T>> {
  const problem = (code: string, retryAfterMs: number | null = null): Fetched<T> => ({
    ok: false,
    problem: { code, retryAfterMs },
  });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    // No cookies and no key: the proxy adds its own key upstream.
    const response = await fetcher(url, { credentials: 'omit', signal: abort.signal });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const code = isFields(body) && typeof body.error === 'string' ? body.error : `http_${response.status}`;
      return problem(code, parseRetryAfter(response.headers.get('Retry-After')));
    }
    const value = read(body);
    // An answer whose source we cannot name is never shown: it might be presented as live.
    const meta = decodeEmbedMeta(body);
    if (value === null || !meta) return problem('bad_response');
    return { ok: true, value, meta };
  } catch {
    return problem(abort.signal.aborted ? 'timeout' : 'network_error');
  } finally {
    clearTimeout(timer);
  }
}
