// One poll of a feed, off the event loop where it can be: the payload fetched, parsed by its
// adapter, then checked (validate.ts). It runs in the reader worker in the server (reader.ts),
// so that only what the runtime keeps (usable records, counts) crosses back to the main thread.
import type { FeedAdapter, FeedRecord, Rejection } from './adapter';
import { type FetchSettings, fetchPayload, type Validators } from './fetch-payload';
import { checkRecords } from './validate';

export interface ReadFeed {
  /** The records the store may take. */
  records: FeedRecord[];
  rejectedCount: number;
  /** The first few rejections, with their reasons. */
  rejections: Rejection[];
  /** Rows left out on purpose: not ERs (regional totals, urgent care centres). */
  skipped: number;
}

export type Polled = { changed: false } | { changed: true; fetchedAt: number; validators: Validators; read: ReadFeed };

const REJECTIONS_KEPT = 5;

export function readFeed(adapter: FeedAdapter, bytes: Uint8Array, fetchedAt: number): ReadFeed {
  const parsed = adapter.parse(bytes, fetchedAt);
  const { records, rejected } = checkRecords(parsed, fetchedAt);
  return {
    records,
    rejectedCount: rejected.length,
    rejections: rejected.slice(0, REJECTIONS_KEPT),
    skipped: parsed.skipped ?? 0,
  };
}

/** Fetches (conditionally) and reads a feed; throws a FeedError when the payload cannot be had or read. */
export async function pollFeed(
  adapter: FeedAdapter,
  url: string,
  validators: Validators,
  settings: FetchSettings,
  now: () => number,
): Promise<Polled> {
  const fetched = await fetchPayload(url, validators, settings);
  if (!fetched.changed) return { changed: false };
  const fetchedAt = now();
  return {
    changed: true,
    fetchedAt,
    validators: fetched.validators,
    read: readFeed(adapter, fetched.bytes, fetchedAt),
  };
}
