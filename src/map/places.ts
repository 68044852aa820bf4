// Where each closure goes on the map: at its ER's location from /embed/api/hospitals (joined
// by id), or in the "not on the map" list when that ER has no known location. The area to
// show is the chosen province's ERs (all of them, closed or not), so the map frames the
// province, not just its closures.

import type { DecodedLocation } from '../contract/embed';
import type { Closure } from '../contract/resources';
import type { MapArea } from './closure-map';

export interface Placement {
  placed: { closure: Closure; lat: number; lng: number }[];
  /** Closures whose ER has no known location; empty until the locations are known. */
  unplaced: Closure[];
  /** ERs with no closure, for the optional layer of every ER. */
  others: (DecodedLocation & { lat: number; lng: number })[];
  /** null until some location is known. */
  area: MapArea | null;
}

const located = (hospital: DecodedLocation): hospital is DecodedLocation & { lat: number; lng: number } =>
  hospital.lat !== null && hospital.lng !== null;

export function placeClosures(closures: readonly Closure[], hospitals: readonly DecodedLocation[] | null): Placement {
  const where = new Map((hospitals ?? []).filter(located).map((hospital) => [hospital.id, hospital]));
  const placement: Placement = { placed: [], unplaced: [], others: [], area: null };
  for (const closure of closures) {
    const hospital = where.get(closure.id);
    if (hospital) placement.placed.push({ closure, lat: hospital.lat, lng: hospital.lng });
    else if (hospitals) placement.unplaced.push(closure);
  }
  const closed = new Set(closures.map((closure) => closure.id));
  placement.others = [...where.values()].filter((hospital) => !closed.has(hospital.id));
  const points = where.size > 0 ? [...where.values()] : placement.placed;
  if (points.length > 0) {
    const lats = points.map((point) => point.lat);
    const lngs = points.map((point) => point.lng);
    placement.area = {
      key: points
        .map((point) => `${point.lat},${point.lng}`)
        .sort()
        .join(';'),
      bounds: [
        [Math.min(...lats), Math.min(...lngs)],
        [Math.max(...lats), Math.max(...lngs)],
      ],
    };
  }
  return placement;
}
