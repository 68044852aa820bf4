// What the keyless proxy adds to v1 answers for the widget (`/embed/api/*`): where the data
// comes from, whether it is a stale copy kept because the upstream failed, and whom to credit.

import { isFields } from './fields';
import type { ProvinceCode } from './provinces';
import { sentTimeMs } from './time';

export const DATA_SOURCES = ['live', 'sample', 'dataset'] as const;
/** live: a live upstream; sample: the built-in sample dataset; dataset: a saved snapshot. */
export type DataSource = (typeof DATA_SOURCES)[number];

/**
 * Header our v1 service adds to every data answer, so that a relay in front of another
 * er-status instance never presents sample or snapshot data as live. Absent: `live`.
 */
export const DATA_SOURCE_HEADER = 'X-Data-Source';

export interface Credit {
  /** Who to credit, e.g. "ERstat". */
  name: string;
  /** The link the credit must carry. */
  url: string;
}

export interface EmbedMeta {
  source: DataSource;
  /** True when this is the last good answer, kept because the upstream failed. */
  stale: boolean;
  /**
   * With `stale`: what failed, an upstream error code (`upstream_timeout`, …). Absent from
   * older proxies: the widget then says the data service is not answering. Passed on as
   * received (unknown): its one reader only matches it against a pattern.
   */
  stale_reason?: unknown;
  /** When the proxy received this answer from its upstream (ISO UTC). */
  fetched_at: string;
  credit: Credit;
  /** For a dataset source: when the snapshot was taken, when known. */
  snapshot_at: string | null;
  /**
   * Whether this proxy answers `/embed/api/waits` (ER_EXPOSE_WAITS and a key that may read
   * them): a widget or page asks for waits, or offers them, only when it does. Not read by
   * embed.js, which never asks for waits itself.
   */
  waits_offered?: boolean;
}

/** Whether a proxy answer says that its proxy offers waits (false when it does not say). */
export function offersWaits(input: unknown): boolean {
  return isFields(input) && isFields(input.meta) && input.meta.waits_offered === true;
}

/** A location the map can place: the fields of a Wait that identify an ER. */
export interface HospitalLocation {
  id: string;
  name: string;
  city: string;
  province: string;
  lat: number | null;
  lng: number | null;
}

/** The fields of an ER record (a Wait, a registry row) that place it on a map. */
export function locationOf({ id, name, city, province, lat, lng }: HospitalLocation): HospitalLocation {
  return { id, name, city, province, lat, lng };
}

/** A location as decoded from an answer: its province is one of the 13 codes. */
export interface DecodedLocation extends HospitalLocation {
  province: ProvinceCode;
}

/** The answer of `/embed/api/hospitals` (without its `meta`). */
export interface HospitalsResponse {
  version: 'v1';
  generated_at: string;
  attribution: string;
  count: number;
  hospitals: DecodedLocation[];
}

/**
 * Reads `meta` from a proxy answer, as the proxy writes it (timestamps in formatTimestamp's
 * form); null when it is missing or malformed.
 */
export function decodeEmbedMeta(input: unknown): EmbedMeta | null {
  if (!isFields(input) || !isFields(input.meta)) return null;
  const { source, stale, fetched_at, credit, snapshot_at } = input.meta;
  if (!(DATA_SOURCES as readonly unknown[]).includes(source) || typeof stale !== 'boolean') return null;
  if (sentTimeMs(fetched_at) === null || !isFields(credit)) return null;
  if (typeof credit.name !== 'string' || typeof credit.url !== 'string') return null;
  return {
    // Fields added later (stale_reason) pass as they are: each reader checks the one it uses.
    // source, stale and fetched_at are checked above.
    ...(input.meta as Pick<EmbedMeta, 'source' | 'stale' | 'fetched_at'>),
    credit: { name: credit.name, url: credit.url },
    snapshot_at: sentTimeMs(snapshot_at) === null ? null : (snapshot_at as string),
  };
}
