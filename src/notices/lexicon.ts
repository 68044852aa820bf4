// The words for months, weekdays and holidays, in English and French, as notices write them.

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  janvier: 1,
  février: 2,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
};

/** 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
  dimanche: 0,
  lundi: 1,
  mardi: 2,
  mercredi: 3,
  jeudi: 4,
  vendredi: 5,
  samedi: 6,
};

/** Fixed-date holidays by name: [month, day]. */
export const HOLIDAYS: Readonly<Record<string, readonly [number, number]>> = {
  'christmas eve': [12, 24],
  'christmas day': [12, 25],
  'boxing day': [12, 26],
  "new year's eve": [12, 31],
  "new year's day": [1, 1],
  'new years day': [1, 1],
  'canada day': [7, 1],
  'veille de noël': [12, 24],
  'jour de noël': [12, 25],
  noël: [12, 25],
  "jour de l'an": [1, 1],
};

const alternation = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join('|');

export const MONTH_WORDS = alternation(Object.keys(MONTHS));
export const WEEKDAY_WORDS = alternation(Object.keys(WEEKDAYS).filter((word) => word.length > 4));
export const WEEKDAY_SHORT = alternation(Object.keys(WEEKDAYS).filter((word) => word.length <= 4));
export const HOLIDAY_WORDS = alternation(Object.keys(HOLIDAYS));

/** A closure the notice only recalls, over or ongoing: "after being closed from …", "has been closed since Friday". */
export const PAST_CLOSURE_WORDS =
  'after being (?:closed|shut)|(?:has|have|had) been (?:clos(?:ed|ing)|shut(?:ting)?)|closed since|since (?:its|the) closure|après avoir été fermée?s?|(?:était|étaient|a été|ont été|avait été|avaient été) fermée?s?|fermée?s? depuis';
