import { describe, expect, it } from 'vitest';
import type { DecodedLocation } from '../contract/embed';
import { closure } from '../testing/embed-answers';
import { placeClosures } from './places';

const NOW = Date.UTC(2026, 8, 1, 18, 0);

const location = (id: string, lat: number | null, lng: number | null): DecodedLocation => ({
  id,
  name: id,
  city: 'Somewhere',
  province: 'NS',
  lat,
  lng,
});

const closures = [
  closure(NOW, { id: 'a', name: 'A' }),
  closure(NOW, { id: 'b', name: 'B', status: 'disruption' }),
  closure(NOW, { id: 'c', name: 'C' }),
];

describe('placeClosures', () => {
  it('puts each closure at its ER’s location, and lists those without one as not on the map', () => {
    const placement = placeClosures(closures, [
      location('a', 45, -63),
      location('b', null, null),
      location('d', 44, -64),
    ]);
    expect(placement.placed.map(({ closure: row, lat, lng }) => [row.id, lat, lng])).toEqual([['a', 45, -63]]);
    expect(placement.unplaced.map((row) => row.id)).toEqual(['b', 'c']);
    expect(placement.others.map((hospital) => hospital.id)).toEqual(['d']);
  });

  it('lists nothing as not on the map until the locations are known', () => {
    const placement = placeClosures(closures, null);
    expect(placement).toEqual({ placed: [], unplaced: [], others: [], area: null });
  });

  it('frames every located ER of the area, closed or not, and keeps the same key for the same places', () => {
    const hospitals = [location('a', 45, -63), location('d', 44, -64.5), location('e', 46.2, -61)];
    const first = placeClosures(closures, hospitals);
    expect(first.area?.bounds).toEqual([
      [44, -64.5],
      [46.2, -61],
    ]);
    expect(placeClosures(closures.slice(0, 1), [...hospitals].reverse()).area?.key).toBe(first.area?.key);
    expect(placeClosures(closures, hospitals.slice(1)).area?.key).not.toBe(first.area?.key);
  });
});
