// Query parameters are validated and normalised before the cache: province upper-cased,
// basis lists in canonical order, unknown parameters dropped. Garbage never reaches the
// upstream and never multiplies cache entries.
import type { ErrorCode } from '../contract/errors';
import { basisBit, parseBasisParam, parseProvinceParam } from '../contract/params';
import type { ProvinceCode } from '../contract/provinces';
import { BASES, type Basis } from '../contract/values';

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
/** Checked as /api/v1 checks it, but the answer is the same for every province: neither sent nor keyed. */
const CHECKS_PROVINCE: ReadonlySet<ProxyEndpoint> = new Set(['coverage']);

/** Read by the v1 service's own rules (contract/params.ts): the proxy takes what /api/v1 takes. */
export function normaliseQuery(endpoint: ProxyEndpoint, params: URLSearchParams): ProxyQuery | ErrorCode {
  if (CHECKS_PROVINCE.has(endpoint)) {
    const checked = parseProvinceParam(params.getAll('province'));
    if (!checked.ok) return checked.code;
  }
  const province = parseProvinceParam(TAKES_PROVINCE.has(endpoint) ? params.getAll('province') : []);
  if (!province.ok) return province.code;
  let basis: Basis[] | null = null;
  if (endpoint === 'waits' && params.has('basis')) {
    const mask = parseBasisParam(params.getAll('basis'));
    if (!mask.ok) return mask.code;
    basis = BASES.filter((each) => mask.value & basisBit(each));
  }
  const cacheKey = [endpoint, province.value ?? '', basis?.join(',') ?? ''].join('|');
  return { endpoint, province: province.value, basis, cacheKey };
}

/** The v1 query string for the upstream call: only what was validated above. */
export function upstreamParams(query: ProxyQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.province) params.set('province', query.province);
  if (query.basis) params.set('basis', query.basis.join(','));
  return params;
}
