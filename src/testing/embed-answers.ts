// Answers of the keyless proxy (`/embed/api/*`) for widget tests: a v1 body plus `meta`, built
// around a given moment so that relative times ("12 minutes ago") are known. Shared by the
// component tests and the end-to-end fixture API.

import type { DecodedLocation, EmbedMeta, HospitalsResponse } from '../contract/embed';
import type {
  Closure,
  ClosuresResponse,
  CoverageResponse,
  ProvinceCoverage,
  ScheduledClosure,
  Wait,
  WaitsResponse,
} from '../contract/resources';
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

/** What every proxy answer has besides its list: generated `minutesAgo`, credited, with `meta`. */
function envelope(nowMs: number, minutesAgo: number, meta: Partial<EmbedMeta>) {
  return {
    version: 'v1' as const,
    generated_at: formatTimestamp(nowMs - minutesAgo * MINUTE),
    attribution: 'Data from ERstat (https://erstat.ca)',
    meta: embedMeta(nowMs, meta),
  };
}

/** Closures as the proxy sends them, in Nova Scotia unless a row says otherwise. */
export function closuresAnswer(
  nowMs: number,
  closures: Closure[],
  meta: Partial<EmbedMeta> = {},
): ClosuresResponse & { meta: EmbedMeta } {
  return { ...envelope(nowMs, 3, meta), count: closures.length, closures };
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

/** A closure announced for later (`scheduled`), in Nova Scotia unless `fields` say otherwise. */
export function scheduledClosure(
  fields: Partial<ScheduledClosure> & Pick<ScheduledClosure, 'id' | 'name' | 'starts_at'>,
): ScheduledClosure {
  return { city: 'Halifax', province: 'NS', status: 'closed', ends_at: null, message: null, ...fields };
}

export function coverageAnswer(
  nowMs: number,
  provinces: ProvinceCoverage[],
  meta: Partial<EmbedMeta> = {},
): CoverageResponse & { meta: EmbedMeta } {
  const ers = provinces.reduce((sum, row) => sum + row.ers, 0);
  const live = provinces.reduce((sum, row) => sum + row.reporting_live, 0);
  return { ...envelope(nowMs, 4, meta), national: { ers, reporting_live: live }, provinces };
}

/** Four jurisdictions, sorted by share as the API sends them. */
export const SOME_COVERAGE: ProvinceCoverage[] = [
  { province: 'PE', ers: 4, reporting_live: 4, pct: 100 },
  { province: 'NB', ers: 23, reporting_live: 18, pct: 78 },
  { province: 'NS', ers: 28, reporting_live: 14, pct: 50 },
  { province: 'ON', ers: 160, reporting_live: 23, pct: 14 },
];

/** Waits as the proxy sends them (`/embed/api/waits`). */
export function waitsAnswer(
  nowMs: number,
  hospitals: Wait[],
  meta: Partial<EmbedMeta> = {},
): WaitsResponse & { meta: EmbedMeta } {
  return { ...envelope(nowMs, 1, meta), licensed_to: 'embed', count: hospitals.length, hospitals };
}

/** An open Nova Scotia ER with a live wait of 45 minutes, unless `fields` say otherwise. */
export function wait(nowMs: number, fields: Partial<Wait> & Pick<Wait, 'id' | 'name'>): Wait {
  const updatedAt = formatTimestamp(nowMs - 12 * MINUTE);
  return {
    city: 'Halifax',
    province: 'NS',
    lat: 44.6488,
    lng: -63.5752,
    status: 'open',
    status_message: null,
    basis: 'live',
    wait_minutes: 45,
    wait_lower: 30,
    wait_upper: 60,
    live_wait_minutes: 45,
    live_updated_at: updatedAt,
    predicted_wait_minutes: 50,
    predicted_confidence: 'moderate',
    updated_at: updatedAt,
    predicted_at: formatTimestamp(nowMs - MINUTE),
    ...fields,
  };
}

/**
 * Five Nova Scotia ERs, one per basis: live (Dartmouth, 2 h 5 min), predicted after a stale
 * live reading (Halifax Infirmary, 3 h 20 min), typical (Truro, 1 h 40 min), closed
 * (Cobequid), none (Sheet Harbour). Their places are real, so distances are known.
 */
export function novaScotiaWaits(nowMs: number): Wait[] {
  return [
    wait(nowMs, {
      id: 'ns_dartmouthgeneralho',
      name: 'Dartmouth General Hospital',
      city: 'Dartmouth',
      lat: 44.677,
      lng: -63.548,
      wait_minutes: 125,
      wait_lower: 110,
      wait_upper: 140,
      live_wait_minutes: 125,
    }),
    wait(nowMs, {
      id: 'ns_halifaxinfirmary',
      name: 'Halifax Infirmary',
      lat: 44.6464,
      lng: -63.5842,
      basis: 'predicted',
      wait_minutes: 200,
      wait_lower: 130,
      wait_upper: 270,
      live_wait_minutes: 185,
      live_updated_at: formatTimestamp(nowMs - 3 * HOUR),
      predicted_wait_minutes: 200,
      predicted_confidence: 'moderate',
      updated_at: formatTimestamp(nowMs - 3 * HOUR),
    }),
    wait(nowMs, {
      id: 'ns_colchesterregional',
      name: 'Colchester East Hants Health Centre',
      city: 'Truro',
      lat: 45.366,
      lng: -63.286,
      basis: 'typical',
      wait_minutes: 100,
      wait_lower: 50,
      wait_upper: 150,
      live_wait_minutes: null,
      live_updated_at: null,
      predicted_wait_minutes: null,
      predicted_confidence: 'low',
    }),
    wait(nowMs, {
      id: 'ns_cobequidcommunityhe',
      name: 'Cobequid Community Health Centre',
      city: 'Lower Sackville',
      lat: 44.776,
      lng: -63.681,
      status: 'closed',
      status_message: 'Closed overnight.',
      basis: 'closed',
      wait_minutes: null,
      wait_lower: null,
      wait_upper: null,
      live_wait_minutes: null,
      live_updated_at: null,
      predicted_wait_minutes: null,
      predicted_confidence: null,
    }),
    wait(nowMs, {
      id: 'ns_eastern_shore',
      name: 'Eastern Shore Memorial Hospital',
      city: 'Sheet Harbour',
      lat: 44.918,
      lng: -62.528,
      status: 'unknown',
      basis: 'none',
      wait_minutes: null,
      wait_lower: null,
      wait_upper: null,
      live_wait_minutes: null,
      live_updated_at: null,
      predicted_wait_minutes: null,
      predicted_confidence: null,
      updated_at: null,
      predicted_at: null,
    }),
  ];
}

/** ER locations as `/embed/api/hospitals` sends them. */
export function hospitalsAnswer(
  nowMs: number,
  hospitals: DecodedLocation[],
  meta: Partial<EmbedMeta> = {},
): HospitalsResponse & { meta: EmbedMeta } {
  return { ...envelope(nowMs, 2, meta), count: hospitals.length, hospitals };
}

/**
 * Where some Nova Scotia ERs are: those of novaScotiaClosures (Musquodoboit Valley with no
 * known location) and three open ones.
 */
export const NOVA_SCOTIA_LOCATIONS: DecodedLocation[] = [
  {
    id: 'ns_cobequidcommunityhe',
    name: 'Cobequid Community Health Centre',
    city: 'Lower Sackville',
    province: 'NS',
    lat: 44.776,
    lng: -63.681,
  },
  {
    id: 'ns_eastern_shore',
    name: 'Eastern Shore Memorial Hospital',
    city: 'Sheet Harbour',
    province: 'NS',
    lat: 44.918,
    lng: -62.528,
  },
  {
    id: 'ns_musquodoboit',
    name: 'Musquodoboit Valley Memorial Hospital',
    city: 'Middle Musquodoboit',
    province: 'NS',
    lat: null,
    lng: null,
  },
  {
    id: 'ns_dartmouthgeneralho',
    name: 'Dartmouth General Hospital',
    city: 'Dartmouth',
    province: 'NS',
    lat: 44.677,
    lng: -63.548,
  },
  {
    id: 'ns_halifaxinfirmary',
    name: 'Halifax Infirmary',
    city: 'Halifax',
    province: 'NS',
    lat: 44.6464,
    lng: -63.5842,
  },
  {
    id: 'ns_colchesterregional',
    name: 'Colchester East Hants Health Centre',
    city: 'Truro',
    province: 'NS',
    lat: 45.366,
    lng: -63.286,
  },
];
