// Every word of the closures announced for the next 24 hours, in both official languages
// (French typed against English, as in i18n.ts). Times come in already formatted (when.ts):
// "8 p.m.", "7:30 a.m."; "20 h", "7 h 30", as Canadian French writes them.

import type { Lang } from '../../contract/provinces';

/** The day a time falls on, from the reader's today in the ER's zone; a date in words otherwise. */
export type Day = 'today' | 'tomorrow' | { date: string };

const enDay = (day: Day) => (typeof day === 'string' ? day : `on ${day.date}`);

const en = {
  /** Reveals the rows of a long current list past its first ones. */
  showMore: 'Show more',
  heading: 'Coming up in the next 24 hours',
  /** "Closes today at 8 p.m." */
  closed: (day: Day, time: string) => `Closes ${enDay(day)} at ${time}`,
  /** "Service disruption from tomorrow at 7 a.m." */
  disruption: (day: Day, time: string) =>
    `Service disruption from ${typeof day === 'string' ? day : day.date} at ${time}`,
  /** The reopening: "until 8 a.m. tomorrow"; null: on the day it starts, "until 11 p.m.". */
  until: (day: Day | null, time: string) =>
    day === null ? `until ${time}` : typeof day === 'string' ? `until ${time} ${day}` : `until ${time} on ${day.date}`,
};

export type UpcomingStrings = typeof en;

const frDay = (day: Day, today: string, tomorrow: string, date: string) =>
  day === 'today' ? today : day === 'tomorrow' ? tomorrow : `${date} ${day.date}`;

const fr: UpcomingStrings = {
  showMore: 'Afficher plus',
  heading: 'À venir dans les prochaines 24 heures',
  closed: (day, time) => `Fermera ${frDay(day, 'aujourd’hui', 'demain', 'le')} à ${time}`,
  disruption: (day, time) => `Service perturbé à partir ${frDay(day, 'd’aujourd’hui', 'de demain', 'du')} à ${time}`,
  until: (day, time) =>
    day === null
      ? `jusqu’à ${time}`
      : typeof day === 'string'
        ? `jusqu’à ${day === 'today' ? 'aujourd’hui' : 'demain'} ${time}`
        : `jusqu’au ${day.date} à ${time}`,
};

export const UPCOMING_STRINGS: Readonly<Record<Lang, UpcomingStrings>> = { en, fr };
