// Answers of the keyless proxy (`/embed/api/*`) for widget tests: a v1 body plus `meta`, built
// around a given moment so that relative times ("12 minutes ago") are known. Shared by the
// component tests and the end-to-end fixture API.

import type { EmbedMeta } from '../contract/embed';
import type { Closure, ClosuresResponse, CoverageResponse, ProvinceCoverage } from '../contract/resources';
import { formatTimestamp } from '../contract/time';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const LIVE_CREDIT = { name: 'ERstat', url: 'https://erstat.ca/feed' };

export function embedMeta(nowMs: number, overrides: Partial<EmbedMeta> = {}): EmbedMeta {
  return {
    source: 'live',
    stale: false,
    fetched_at: formatTimestamp(nowMs),
    credit: LIVE_CREDIT,
    snapshot_at: null,
    ...overrides,
  };
}

/** Closures as the proxy sends them, in Nova Scotia unless a row says otherwise. */
export function closuresAnswer(
  nowMs: number,
  closures: Closure[],
  meta: Partial<EmbedMeta> = {},
): ClosuresResponse & { meta: EmbedMeta } {
  return {
    version: 'v1',
    generated_at: formatTimestamp(nowMs - 3 * MINUTE),
    attribution: 'Data from ERstat (https://erstat.ca)',
    count: closures.length,
    closures,
    meta: embedMeta(nowMs, meta),
  };
}

export function closure(nowMs: number, fields: Partial<Closure> & Pick<Closure, 'id' | 'name'>): Closure {
  return {
    city: 'Halifax',
    province: 'NS',
    status: 'closed',
    message: null,
    updated_at: formatTimestamp(nowMs - 12 * MINUTE),
    expected_reopen: null,
    ...fields,
  };
}

/** Three Nova Scotia ERs: one closed until a known time, one disrupted, one closed with no end. */
export function novaScotiaClosures(nowMs: number): Closure[] {
  return [
    closure(nowMs, {
      id: 'ns_cobequidcommunityhe',
      name: 'Cobequid Community Health Centre',
      city: 'Lower Sackville',
      message: 'Emergency department closed overnight because of physician shortage.',
      expected_reopen: formatTimestamp(nowMs + 3 * HOUR),
    }),
    closure(nowMs, {
      id: 'ns_eastern_shore',
      name: 'Eastern Shore Memorial Hospital',
      city: 'Sheet Harbour',
      status: 'disruption',
      message: 'Virtual ER physician support',
      updated_at: formatTimestamp(nowMs - 5 * HOUR),
    }),
    closure(nowMs, {
      id: 'ns_musquodoboit',
      name: 'Musquodoboit Valley Memorial Hospital',
      city: 'Middle Musquodoboit',
    }),
  ];
}

export function coverageAnswer(
  nowMs: number,
  provinces: ProvinceCoverage[],
  meta: Partial<EmbedMeta> = {},
): CoverageResponse & { meta: EmbedMeta } {
  const ers = provinces.reduce((sum, row) => sum + row.ers, 0);
  const live = provinces.reduce((sum, row) => sum + row.reporting_live, 0);
  return {
    version: 'v1',
    generated_at: formatTimestamp(nowMs - 4 * MINUTE),
    attribution: 'Data from ERstat (https://erstat.ca)',
    national: { ers, reporting_live: live },
    provinces,
    meta: embedMeta(nowMs, meta),
  };
}

/** Four jurisdictions, sorted by share as the API sends them. */
export const SOME_COVERAGE: ProvinceCoverage[] = [
  { province: 'PE', ers: 4, reporting_live: 4, pct: 100 },
  { province: 'NB', ers: 23, reporting_live: 18, pct: 78 },
  { province: 'NS', ers: 28, reporting_live: 14, pct: 50 },
  { province: 'ON', ers: 160, reporting_live: 23, pct: 14 },
];
