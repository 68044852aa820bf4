// The two orders of the waits list. By wait: shortest first; then ERs that publish current
// counts instead of a wait (Québec), fewest people waiting to see a doctor first (then the
// emptier stretchers); then ERs that are open without a figure; closed ERs last. By distance:
// nearest first; ERs without a known place last. Ties go by name, so the list never shuffles
// between refreshes.

import type { Wait } from '../../contract/resources';
import { countsCurrent } from './counts';
import { distanceKm, type Position } from './distance';

export type WaitOrder = 'wait' | 'distance';

/** What the wait order goes by: minutes, or people waiting where no ER of the list has a wait. */
export type WaitOrderBasis = 'minutes' | 'counts';

function byName(a: Wait, b: Wait, lang: string): number {
  return a.name.localeCompare(b.name, lang) || a.id.localeCompare(b.id);
}

/** People waiting of a row's current counts, or null. */
function waitingNow(row: Wait, now: number): number | null {
  return row.load && countsCurrent(row.load, now) ? row.load.patients_waiting : null;
}

/** Group (waits, counts, no figure, closed), then the figure within it. */
function waitRank(row: Wait, now: number): [number, number] {
  if (row.status === 'closed' || row.basis === 'closed') return [3, 0];
  if (row.wait_minutes !== null) return [0, row.wait_minutes];
  const waiting = waitingNow(row, now);
  if (waiting !== null) return [1, waiting * 1000 + (row.load?.occupancy_pct ?? 999)];
  return [2, 0];
}

/** Counts when no ER of the list has a wait and some have current counts. */
export function waitOrderBasis(rows: readonly Wait[], now: number): WaitOrderBasis {
  const counts = rows.some((row) => waitingNow(row, now) !== null);
  return counts && rows.every((row) => row.wait_minutes === null) ? 'counts' : 'minutes';
}

/** Kilometres from `from`, or null when the ER has no coordinates. */
export function distanceTo(row: Wait, from: Position): number | null {
  return row.lat === null || row.lng === null ? null : distanceKm(from, { lat: row.lat, lng: row.lng });
}

export function sortWaits(
  rows: readonly Wait[],
  order: WaitOrder,
  from: Position | null,
  lang: string,
  now: number,
): Wait[] {
  const rank: (row: Wait) => [number, number] =
    order === 'distance' && from
      ? (row) => [0, distanceTo(row, from) ?? Number.POSITIVE_INFINITY]
      : (row) => waitRank(row, now);
  return [...rows].sort((a, b) => {
    const [groupA, figureA] = rank(a);
    const [groupB, figureB] = rank(b);
    return groupA - groupB || figureA - figureB || byName(a, b, lang);
  });
}
