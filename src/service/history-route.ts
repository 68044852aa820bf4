// GET /api/v1/history: the JSON or CSV of a period, with an ETag that changes only with writes
// and, at the start of the period's window, with the hour.
import type { Context } from 'hono';
import { parseFormatParam, parsePeriodParam, parseProvinceParam } from '../contract/params';
import { cachedResponse, errorResponse, type HeaderMap, type RequestContext } from '../http/http';
import { requestHeader } from '../http/request-header';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import type { V1Env } from './admission';
import { historyCsv, historyJson, windowStart } from './history';
import type { LiveAnswers } from './live-answers';

export interface HistoryParts {
  store: Store;
  source: SourceInfo;
  live: LiveAnswers;
  now: () => number;
  log: (fields: Record<string, unknown>) => void;
  headers: (context: RequestContext) => HeaderMap;
}

export function historyAnswer(parts: HistoryParts, c: Context<V1Env>): Response {
  const { store, live, log } = parts;
  const context = c.get('context');
  const holder = c.get('holder');
  const period = parsePeriodParam(c.req.queries('period') ?? []);
  if (!period.ok) return errorResponse(context, period.code);
  const province = parseProvinceParam(c.req.queries('province') ?? []);
  if (!province.ok) return errorResponse(context, province.code);
  const format = parseFormatParam(c.req.queries('format') ?? []);
  if (!format.ok) return errorResponse(context, format.code);
  const request = {
    days: period.value,
    province: province.value,
    format: format.value,
    licensee: holder.name,
    nowMs: parts.now(),
  };
  const etag = `W/"${live.boot}.${live.generation}.${windowStart(request.days, request.nowMs)}.${request.days}.${request.province ?? 'CA'}.${request.format}.${holder.nameTag}"`;
  const headers = parts.headers(context);
  const ifNoneMatch = requestHeader(c, 'if-none-match');
  try {
    if (request.format === 'json') {
      return cachedResponse(ifNoneMatch, etag, () => historyJson(store, request, parts.source.attribution), headers);
    }
    const csvHeaders = {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="er-status-history-${request.days}d-${request.province ?? 'CA'}.csv"`,
    };
    const onStreamError = (error: unknown) =>
      log({ event: 'history_stream_failed', ...logContext(context), error: describe(error) });
    return cachedResponse(ifNoneMatch, etag, () => historyCsv(store, request, onStreamError), csvHeaders);
  } catch (error) {
    log({ event: 'history_unavailable', ...logContext(context), error: describe(error) });
    return errorResponse(context, 'history_unavailable');
  }
}

export const logContext = (context: RequestContext) => ({
  request_id: context.requestId,
  key_prefix: context.keyPrefix,
});

export function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
