// What each /embed/api endpoint asks of the upstream, how long its answer stays fresh, and
// how the upstream's answer is checked (the contract's tolerant decoders).
import { CACHE_WINDOWS } from '../contract/cache-windows';
import { type Decoded, decodeClosuresResponse, decodeCoverageResponse, decodeWaitsResponse } from '../contract/decode';
import { locationOf } from '../contract/embed';
import type { WaitsResponse } from '../contract/resources';
import type { ProxyEndpoint } from './query';

export interface EndpointSpec {
  /** The v1 endpoint asked. */
  upstreamPath: 'closures' | 'coverage' | 'waits';
  /** Seconds an answer stays fresh. */
  windowS: number;
  decode(json: unknown): Decoded<object>;
}

/** The map needs where each ER is, not its wait: keep only the identifying fields. */
function locationsOf(waits: WaitsResponse) {
  const hospitals = waits.hospitals.map(locationOf);
  const { version, generated_at, attribution } = waits;
  return { version, generated_at, attribution, count: hospitals.length, hospitals };
}

export const ENDPOINTS: Record<ProxyEndpoint, EndpointSpec> = {
  closures: {
    upstreamPath: 'closures',
    windowS: CACHE_WINDOWS.closures,
    decode: decodeClosuresResponse,
  },
  coverage: { upstreamPath: 'coverage', windowS: CACHE_WINDOWS.coverage, decode: decodeCoverageResponse },
  waits: {
    upstreamPath: 'waits',
    windowS: CACHE_WINDOWS.waits,
    decode: decodeWaitsResponse,
  },
  // Locations change rarely; they come from /waits but keep the coverage window.
  hospitals: {
    upstreamPath: 'waits',
    windowS: CACHE_WINDOWS.coverage,
    decode: (json) => {
      const waits = decodeWaitsResponse(json);
      return waits.ok ? { ...waits, value: locationsOf(waits.value) } : waits;
    },
  },
};
