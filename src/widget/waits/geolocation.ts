// The reader's position, asked of the browser only when they press "Near me" (never on its
// own). It is kept in memory for this widget and used for distances: never sent, never stored.

import type { Position } from './distance';

export type LocateFailure = 'denied' | 'unavailable' | 'unsupported';
export type Located = { ok: true; position: Position } | { ok: false; reason: LocateFailure };
/** Where asking for the position stands: not asked, being asked, found, or why not. */
export type Locating = 'idle' | 'asking' | 'found' | LocateFailure;

/** A coarse, possibly cached position is enough to rank ERs. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

export function locate(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Located> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, position: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      OPTIONS,
    );
  });
}
