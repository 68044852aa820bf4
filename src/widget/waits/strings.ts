// Every word of the waits view, in both official languages (French typed against English, as
// in i18n.ts). Numbers, durations, distances and times come in already formatted (format.ts).

import type { Lang } from '../../contract/provinces';
import type { Confidence } from '../../contract/values';
import type { WaitOrderBasis } from './order';

const en = {
  heading: 'Wait times',
  notOffered: 'Wait times are not offered on this site. The ER status above is complete without them.',
  empty: (place: string) => `${place}: no ERs with wait information.`,
  wait: (duration: string) => `About ${duration}`,
  range: (low: string, high: string) => `(usually between ${low} and ${high})`,
  noWait: 'No wait time',
  live: 'Live',
  liveSays: 'published by the ER',
  predicted: 'Predicted',
  predictedSays: (confidence: string) => `estimated from past waits, ${confidence} confidence`,
  typical: 'Typical',
  typicalSays: 'the usual wait at this hour: a wide range, low confidence',
  closedSays: 'this ER is closed: no wait applies',
  none: 'No data',
  noneSays: 'no wait time is published or estimated for this ER',
  confidence: { high: 'high', moderate: 'moderate', low: 'low' } satisfies Record<Confidence, string>,
  lastLive: (time: string, duration: string) => `Last live reading at ${time}: ${duration}.`,
  unknown: 'Status not published',
  away: (distance: string) => `${distance} from you`,
  sortBy: 'Order',
  byWait: 'Shortest wait first',
  byCounts: 'Fewest people waiting first',
  nearMe: 'Near me',
  sortedByWait: 'Sorted by wait, shortest first. ERs without a wait time come last.',
  sortedByCounts:
    'Sorted by people waiting to see a doctor, fewest first: these ERs publish counts, not wait times. ERs without recent counts come last.',
  locating: 'Finding your location…',
  sortedByDistance:
    'Sorted by distance from you, nearest first. Your location stays in this browser: it is not sent anywhere.',
  /** What the list stays sorted by, in the three sentences below. */
  sortedBy: { minutes: 'wait', counts: 'people waiting' } satisfies Record<WaitOrderBasis, string>,
  denied: (by: string) =>
    `Your location was not shared, so the list stays sorted by ${by}. Your browser’s settings can allow it.`,
  unavailable: (by: string) => `Your location could not be found, so the list stays sorted by ${by}.`,
  unsupported: (by: string) => `This browser cannot share a location, so the list stays sorted by ${by}.`,
};

export type WaitStrings = typeof en;

const fr: WaitStrings = {
  heading: 'Temps d’attente',
  notOffered:
    'Les temps d’attente ne sont pas offerts sur ce site. L’état des urgences ci-dessus est complet sans eux.',
  empty: (place) => `${place} : aucune urgence avec des données d’attente.`,
  wait: (duration) => `Environ ${duration}`,
  range: (low, high) => `(habituellement entre ${low} et ${high})`,
  noWait: 'Aucun temps d’attente',
  live: 'En direct',
  liveSays: 'publié par l’urgence',
  predicted: 'Prévu',
  predictedSays: (confidence) => `estimé d’après les attentes passées, confiance ${confidence}`,
  typical: 'Habituel',
  typicalSays: 'l’attente habituelle à cette heure : écart large, confiance faible',
  closedSays: 'cette urgence est fermée : aucune attente ne s’applique',
  none: 'Aucune donnée',
  noneSays: 'aucun temps d’attente n’est publié ni estimé pour cette urgence',
  confidence: { high: 'élevée', moderate: 'moyenne', low: 'faible' },
  lastLive: (time, duration) => `Dernière donnée en direct à ${time} : ${duration}.`,
  unknown: 'État non publié',
  away: (distance) => `à ${distance} de vous`,
  sortBy: 'Ordre',
  byWait: 'Attente la plus courte d’abord',
  byCounts: 'Moins de personnes en attente d’abord',
  nearMe: 'Près de moi',
  sortedByWait: 'Triées par attente, la plus courte d’abord. Les urgences sans temps d’attente viennent en dernier.',
  sortedByCounts:
    'Triées selon le nombre de personnes qui attendent de voir un médecin, le plus petit d’abord : ces urgences publient des décomptes, pas des temps d’attente. Les urgences sans décompte récent viennent en dernier.',
  locating: 'Recherche de votre position…',
  sortedByDistance:
    'Triées par distance, la plus proche d’abord. Votre position reste dans ce navigateur : elle n’est envoyée nulle part.',
  sortedBy: { minutes: 'attente', counts: 'personnes en attente' },
  denied: (by) =>
    `Votre position n’a pas été partagée : la liste reste triée par ${by}. Les réglages de votre navigateur permettent de l’autoriser.`,
  unavailable: (by) => `Votre position est introuvable : la liste reste triée par ${by}.`,
  unsupported: (by) => `Ce navigateur ne peut pas partager de position : la liste reste triée par ${by}.`,
};

export const WAIT_STRINGS: Readonly<Record<Lang, WaitStrings>> = { en, fr };
