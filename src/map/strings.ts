// Every word of the map view, in both official languages (French typed against English, as in
// the widget's i18n.ts). "Closed" and "Disruption" are the widget's own words.

import type { Lang } from '../contract/provinces';

/** A word for one, then for more (chosen by Intl.PluralRules). */
type Plural = readonly [one: string, other: string];

const en = {
  heading: 'Map of closures and disruptions',
  mapLabel: 'Map of ER closures and disruptions. Every marker is also in the list.',
  legend: 'Key',
  other: 'ER with no closure or disruption reported',
  /** The key's group marker (the shape of the most pressing kind, and a count). */
  grouped: 'ERs too close together to show apart, with their number',
  showAll: 'Show every ER on the map',
  noClosure: 'No closure or disruption reported.',
  notOnMap: 'Not on the map (location unknown)',
  noLocations: 'ER locations are not offered on this site: the closures are listed, not mapped.',
  /** A marker's name: what it shows, then which ER ("Closed: Cobequid Community Health Centre"). */
  labelled: (what: string, name: string) => `${what}: ${name}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  /** A group marker's name, counted (groups.ts): "3 ERs: 2 closed, 1 disruption". */
  ers: ['ER', 'ERs'] as Plural,
  kinds: {
    closed: ['closed', 'closed'] as Plural,
    disruption: ['disruption', 'disruptions'] as Plural,
    er: ['with no closure or disruption', 'with no closure or disruption'] as Plural,
  },
  /** The button in a group's popup that zooms in until its ERs come apart. */
  zoomInGroup: 'Zoom in on these ERs',
};

export type MapStrings = typeof en;

const fr: MapStrings = {
  heading: 'Carte des fermetures et perturbations',
  mapLabel: 'Carte des fermetures et perturbations d’urgences. Chaque marqueur figure aussi dans la liste.',
  legend: 'Légende',
  other: 'Urgence sans fermeture ni perturbation signalée',
  grouped: 'Urgences trop rapprochées pour être montrées à part, avec leur nombre',
  showAll: 'Afficher toutes les urgences sur la carte',
  noClosure: 'Aucune fermeture ni perturbation signalée.',
  notOnMap: 'Absentes de la carte (emplacement inconnu)',
  noLocations:
    'Les emplacements des urgences ne sont pas offerts sur ce site : les fermetures sont listées, pas cartographiées.',
  labelled: (what, name) => `${what} : ${name}`,
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  close: 'Fermer',
  ers: ['urgence', 'urgences'],
  kinds: {
    closed: ['fermée', 'fermées'],
    disruption: ['perturbation', 'perturbations'],
    er: ['sans fermeture ni perturbation', 'sans fermeture ni perturbation'],
  },
  zoomInGroup: 'Zoomer sur ces urgences',
};

export const MAP_STRINGS: Readonly<Record<Lang, MapStrings>> = { en, fr };
