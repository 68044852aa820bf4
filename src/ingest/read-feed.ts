// One payload read: parsed by its adapter, then checked (validate.ts). Pure, so that it runs
// in the parser worker as well as in this thread; only what the runtime keeps crosses back.
import type { FeedAdapter, FeedRecord, Rejection } from './adapter';
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
