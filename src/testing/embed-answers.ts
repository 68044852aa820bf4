// Answers of the keyless proxy (`/embed/api/*`) for widget tests: a v1 body plus `meta`, built
// around a given moment so that relative times ("12 minutes ago") are known. Shared by the
// component tests and the end-to-end fixture API.

import type { DecodedLocation, EmbedMeta, HospitalsResponse } from '../contract/embed';
import type {
  Closure,
  ClosuresResponse,
  CoverageResponse,
  EdLoad,
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

/** Québec's counts on a row, 20 minutes old: 12 people waiting, unless `fields` say otherwise. */
export function load(nowMs: number, fields: Partial<EdLoad> = {}): EdLoad {
  return {
    observed_at: formatTimestamp(nowMs - 20 * MINUTE),
    patients_present: 40,
    patients_waiting: 12,
    stretchers_functional: 30,
    stretchers_occupied: 28,
    occupancy_pct: 93,
    stretcher_over_24h: 5,
    stretcher_over_48h: 1,
    typical_stay_stretcher_minutes: 1200,
    typical_stay_ambulatory_minutes: 280,
    ...fields,
  };
}

/**
 * Three Québec ERs, which publish counts and no wait: Chicoutimi busier than usual (12 waiting,
 * usually 7, then 9 to 14 in 2 hours), Fleurimont quieter (3, usually 9), Des Monts disrupted
 * with counts too recent for an outlook.
 */
export function quebecWaits(nowMs: number): Wait[] {
  const counts = { basis: 'none' as const, wait_minutes: null, wait_lower: null, wait_upper: null };
  const none = {
    live_wait_minutes: null,
    live_updated_at: null,
    predicted_wait_minutes: null,
    predicted_confidence: null,
  };
  return [
    wait(nowMs, {
      id: 'qc_hopitaldechicoutim',
      name: 'Hôpital de Chicoutimi',
      city: 'Saguenay',
      province: 'QC',
      lat: 48.42,
      lng: -71.064,
      ...counts,
      ...none,
      load: load(nowMs, {
        usual_patients_waiting: 7,
        outlook: [
          { hours: 1, patients_waiting: 11, lower: 8, upper: 14, confidence: 'moderate' },
          { hours: 2, patients_waiting: 11, lower: 9, upper: 14, confidence: 'moderate' },
          { hours: 4, patients_waiting: 10, lower: 6, upper: 15, confidence: 'low' },
        ],
      }),
    }),
    wait(nowMs, {
      id: 'qc_hopitalfleurimont',
      name: 'Hôpital Fleurimont',
      city: 'Sherbrooke',
      province: 'QC',
      lat: 45.447,
      lng: -71.872,
      ...counts,
      ...none,
      load: load(nowMs, {
        patients_waiting: 3,
        usual_patients_waiting: 9,
        outlook: [
          { hours: 1, patients_waiting: 4, lower: 2, upper: 6, confidence: 'low' },
          { hours: 2, patients_waiting: 5, lower: 3, upper: 7, confidence: 'moderate' },
          { hours: 4, patients_waiting: 7, lower: 7, upper: 7, confidence: 'high' },
        ],
      }),
    }),
    wait(nowMs, {
      id: 'qc_hopitaldesmonts',
      name: 'Hôpital des Monts',
      city: 'Sainte-Anne-des-Monts',
      province: 'QC',
      lat: 49.12,
      lng: -66.49,
      status: 'disruption',
      status_message: 'Urgence : capacité réduite.',
      ...counts,
      ...none,
      load: load(nowMs, { patients_waiting: 1, usual_patients_waiting: null, outlook: null }),
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
