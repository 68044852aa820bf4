// The two orders of the waits list. By wait: shortest first; then ERs that are open without a
// figure; closed ERs last. By distance: nearest first; ERs without a known place last. Ties
// go by name, so the list never shuffles between refreshes.

import type { Wait } from '../../contract/resources';
import { distanceKm, type Position } from './distance';

export type WaitOrder = 'wait' | 'distance';

function byName(a: Wait, b: Wait, lang: string): number {
  return a.name.localeCompare(b.name, lang) || a.id.localeCompare(b.id);
}

function waitRank(row: Wait): number {
  if (row.status === 'closed' || row.basis === 'closed') return Number.POSITIVE_INFINITY;
  return row.wait_minutes ?? Number.MAX_VALUE;
}

/** Kilometres from `from`, or null when the ER has no coordinates. */
export function distanceTo(row: Wait, from: Position): number | null {
  return row.lat === null || row.lng === null ? null : distanceKm(from, { lat: row.lat, lng: row.lng });
}

export function sortWaits(rows: readonly Wait[], order: WaitOrder, from: Position | null, lang: string): Wait[] {
  const rank =
    order === 'distance' && from
      ? (row: Wait) => distanceTo(row, from) ?? Number.POSITIVE_INFINITY
      : (row: Wait) => waitRank(row);
  return [...rows].sort((a, b) => rank(a) - rank(b) || byName(a, b, lang));
}
