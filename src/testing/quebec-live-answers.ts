// Québec's rows as `/embed/api/waits?province=QC` answers them from a fresh MSSS file read
// against the ERstat registry (ER_SOURCES=qc, ER_REGISTRY, ER_EXPOSE_WAITS=1): every installation
// of the file open with its counts, no wait (basis none) and, while the server has known the ER
// for less than a few hours, no usual level and no outlook; the registry's ERs absent from the
// file with status unknown and no counts. Copied in shape from a real answer.

import type { EdLoad, Wait } from '../contract/resources';
import { formatTimestamp } from '../contract/time';
import { HOUR, MINUTE } from './embed-answers';

const NOTHING_ELSE = {
  status_message: null,
  basis: 'none',
  wait_minutes: null,
  wait_lower: null,
  wait_upper: null,
  live_wait_minutes: null,
  live_updated_at: null,
  predicted_wait_minutes: null,
  predicted_confidence: null,
  predicted_at: null,
} as const;

type Counts = Pick<EdLoad, 'patients_present' | 'patients_waiting' | 'stretchers_functional' | 'stretchers_occupied'>;

/** A row of the file, its counts `minutesAgo` old, as the feed makes it. */
function counted(
  nowMs: number,
  place: Pick<Wait, 'id' | 'name' | 'city' | 'lat' | 'lng'>,
  counts: Counts,
  minutesAgo = 13,
): Wait {
  const observedAt = formatTimestamp(nowMs - minutesAgo * MINUTE);
  const { stretchers_functional: functional, stretchers_occupied: occupied } = counts;
  return {
    ...place,
    province: 'QC',
    status: 'open',
    ...NOTHING_ELSE,
    updated_at: observedAt,
    load: {
      observed_at: observedAt,
      ...counts,
      occupancy_pct: functional ? Math.round((100 * (occupied ?? 0)) / functional) : null,
      stretcher_over_24h: 0,
      stretcher_over_48h: 0,
      typical_stay_stretcher_minutes: 1141,
      typical_stay_ambulatory_minutes: 360,
      usual_patients_waiting: null,
      outlook: null,
    },
  };
}

/**
 * Five Québec ERs of a live answer: the CHUM (17 waiting, stretchers 112 % occupied; the feed
 * names no city), La Tuque (6 waiting, 40 %), Matane (2 waiting, no stretcher in service, so no
 * occupancy), Amqui whose last counts are 5 hours old, and a registry ER the file does not list.
 */
export function liveQuebecWaits(nowMs: number): Wait[] {
  return [
    counted(
      nowMs,
      {
        id: 'qc_centrehospitalierdel_2',
        name: 'CENTRE HOSPITALIER DE L’UNIVERSITÉ DE MONTRÉAL',
        city: '',
        lat: null,
        lng: null,
      },
      { patients_present: 90, patients_waiting: 17, stretchers_functional: 51, stretchers_occupied: 57 },
    ),
    counted(
      nowMs,
      {
        id: 'qc_centredesantetdeserv',
        name: 'CENTRE DE SANTÉ ET DE SERVICES SOCIAUX DU HAUT-SAINT-MAURICE',
        city: 'La Tuque',
        lat: 47.428451,
        lng: -72.785692,
      },
      { patients_present: 8, patients_waiting: 6, stretchers_functional: 5, stretchers_occupied: 2 },
    ),
    counted(
      nowMs,
      { id: 'qc_hpitaldematane', name: 'HÔPITAL DE MATANE', city: 'Matane', lat: 48.846, lng: -67.535 },
      { patients_present: 2, patients_waiting: 2, stretchers_functional: 0, stretchers_occupied: 0 },
    ),
    counted(
      nowMs,
      { id: 'qc_centrehospitalierdam', name: 'CENTRE HOSPITALIER D’AMQUI', city: 'Amqui', lat: 48.463, lng: -67.431 },
      { patients_present: 4, patients_waiting: 1, stretchers_functional: 6, stretchers_occupied: 2 },
      5 * (HOUR / MINUTE),
    ),
    {
      id: 'qc_centredhbergementdel',
      name: 'CENTRE D’HÉBERGEMENT DE L’HÔTEL-DIEU-DE-SAINT-HYACINTHE',
      city: 'Saint-Hyacinthe',
      province: 'QC',
      lat: 45.62572,
      lng: -72.950032,
      status: 'unknown',
      ...NOTHING_ELSE,
      updated_at: null,
    },
  ];
}
