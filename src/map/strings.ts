// Every word of the map view, in both official languages (French typed against English, as in
// the widget's i18n.ts). "Closed" and "Disruption" are the widget's own words.

import type { Lang } from '../contract/provinces';

const en = {
  heading: 'Map of closures and disruptions',
  mapLabel: 'Map of ER closures and disruptions. Every marker is also in the list.',
  legend: 'Key',
  other: 'ER with no closure or disruption reported',
  showAll: 'Show every ER on the map',
  noClosure: 'No closure or disruption reported.',
  notOnMap: 'Not on the map (location unknown)',
  noLocations: 'ER locations are not offered on this site: the closures are listed, not mapped.',
  /** A marker's name: what it shows, then which ER ("Closed: Cobequid Community Health Centre"). */
  labelled: (what: string, name: string) => `${what}: ${name}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
};

export type MapStrings = typeof en;

const fr: MapStrings = {
  heading: 'Carte des fermetures et perturbations',
  mapLabel: 'Carte des fermetures et perturbations d’urgences. Chaque marqueur figure aussi dans la liste.',
  legend: 'Légende',
  other: 'Urgence sans fermeture ni perturbation signalée',
  showAll: 'Afficher toutes les urgences sur la carte',
  noClosure: 'Aucune fermeture ni perturbation signalée.',
  notOnMap: 'Absentes de la carte (emplacement inconnu)',
  noLocations:
    'Les emplacements des urgences ne sont pas offerts sur ce site : les fermetures sont listées, pas cartographiées.',
  labelled: (what, name) => `${what} : ${name}`,
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  close: 'Fermer',
};

export const MAP_STRINGS: Readonly<Record<Lang, MapStrings>> = { en, fr };
