// Query parameters are validated and normalised before the cache: province upper-cased,
// basis lists in canonical order, unknown parameters dropped. Garbage never reaches the
// upstream and never multiplies cache entries.
import type { ErrorCode } from '../contract/errors';
import { type ProvinceCode, parseProvince } from '../contract/provinces';
import { type Basis, parseBasisFilter } from '../contract/values';

export const PROXY_ENDPOINTS = ['closures', 'coverage', 'hospitals', 'waits'] as const;
export type ProxyEndpoint = (typeof PROXY_ENDPOINTS)[number];

export interface ProxyQuery {
  endpoint: ProxyEndpoint;
  province: ProvinceCode | null;
  basis: Basis[] | null;
  /** Identifies the answer in the cache: endpoint plus normalised parameters. */
  cacheKey: string;
}

const TAKES_PROVINCE: ReadonlySet<ProxyEndpoint> = new Set(['closures', 'hospitals', 'waits']);

export function normaliseQuery(endpoint: ProxyEndpoint, params: URLSearchParams): ProxyQuery | ErrorCode {
  let province: ProvinceCode | null = null;
  const provinceText = TAKES_PROVINCE.has(endpoint) ? params.get('province') : null;
  if (provinceText) {
    province = parseProvince(provinceText);
    if (!province) return 'invalid_province';
  }
  let basis: Basis[] | null = null;
  const basisText = endpoint === 'waits' ? params.get('basis') : null;
  if (basisText) {
    basis = parseBasisFilter(basisText);
    if (!basis) return 'invalid_basis';
  }
  const cacheKey = [endpoint, province ?? '', basis?.join(',') ?? ''].join('|');
  return { endpoint, province, basis, cacheKey };
}

/** The v1 query string for the upstream call: only what was validated above. */
export function upstreamParams(query: ProxyQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.province) params.set('province', query.province);
  if (query.basis) params.set('basis', query.basis.join(','));
  return params;
}
