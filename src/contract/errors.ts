// Every error code the service and the proxy answer with, its HTTP status and a default
// message a person can act on (SPEC-v1 §7 and the decisions table).

export const ERRORS = {
  // SPEC-v1 §7
  api_key_required: { status: 401, message: 'A valid API key is required. Send it in the X-API-Key header.' },
  commercial_license_required: { status: 403, message: 'This endpoint needs a commercial licence key.' },
  rate_limited: { status: 429, message: 'Rate limit exceeded. Wait for Retry-After seconds, or use a commercial key.' },
  server_error: { status: 500, message: 'Unexpected server error. Quote the X-Request-Id header if you report it.' },
  history_unavailable: { status: 503, message: 'The history service is temporarily unavailable. Try again shortly.' },
  // Decisions where the spec is silent
  invalid_province: {
    status: 400,
    message: 'province must be one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT (any case).',
  },
  invalid_basis: {
    status: 400,
    message: 'basis must be a comma-separated list of: live, predicted, typical, closed, none.',
  },
  invalid_period: {
    status: 400,
    message: 'period must be a number of days from 1 to 3650 followed by d, such as 30d.',
  },
  invalid_format: { status: 400, message: 'format must be json or csv.' },
  not_found: { status: 404, message: 'No such endpoint.' },
  // Webhook subscriptions (/api/v1/webhooks)
  invalid_webhook: {
    status: 400,
    message: 'Send a JSON object {"url": "https://…", "events": ["closure.started", …]} of at most 8 KB.',
  },
  webhook_url_refused: {
    status: 400,
    message: 'This URL cannot receive webhooks: use a public https address.',
  },
  body_too_large: {
    status: 413,
    message: 'The body is larger than 8 KB, so it was not read. Send a smaller JSON object.',
  },
  webhook_limit_reached: { status: 409, message: 'This key has as many webhook endpoints as it may (10).' },
  method_not_allowed: { status: 405, message: 'Only GET, HEAD and OPTIONS are allowed.' },
  // The keyless proxy (/embed/api) when its upstream fails and no good answer is kept
  upstream_timeout: { status: 504, message: 'The data service did not answer in time. Try again shortly.' },
  upstream_unavailable: { status: 502, message: 'The data service could not be reached. Try again shortly.' },
  upstream_bad_response: { status: 502, message: 'The data service sent an answer that could not be read.' },
  upstream_auth_failed: { status: 502, message: 'This server could not authenticate with its data service.' },
  upstream_rate_limited: {
    status: 503,
    message: 'The data service asked us to slow down. Try again after Retry-After.',
  },
  waits_not_exposed: { status: 404, message: 'Wait times are not offered by this server.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every error response (SPEC-v1 §2.7). */
export interface ErrorBody {
  error: string;
  message: string;
  licensing?: string;
}

export function errorBody(code: ErrorCode, message: string = ERRORS[code].message): ErrorBody {
  return { error: code, message };
}
