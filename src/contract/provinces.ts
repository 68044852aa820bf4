// The 13 Canadian provinces and territories: codes, names in both official languages, the
// time zone used to show local times, and the non-emergency health line.

export type Lang = 'en' | 'fr';
export type Localized = Readonly<Record<Lang, string>>;

// PROVINCES must have exactly these keys (its type says so): PROVINCE_CODES is read from them.
export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export interface HealthLine {
  /** What to dial; null where the jurisdiction has no single number. */
  number: string | null;
  /** The line's name as a sentence uses it ("call {name} at {number}"), without the number. */
  name: Localized;
}

/** One province or territory; its code is its key in PROVINCES. */
export interface Jurisdiction {
  name: Localized;
  /** IANA zone for showing local times (the most populous zone where there are several). */
  timeZone: string;
  healthLine: HealthLine;
}

const line811 = (en: string, fr: string = en): HealthLine => ({ number: '811', name: { en, fr } });

export const PROVINCES: Readonly<Record<ProvinceCode, Jurisdiction>> = {
  AB: {
    name: { en: 'Alberta', fr: 'Alberta' },
    timeZone: 'America/Edmonton',
    healthLine: line811('Health Link'),
  },
  BC: {
    name: { en: 'British Columbia', fr: 'Colombie-Britannique' },
    timeZone: 'America/Vancouver',
    healthLine: line811('HealthLink BC'),
  },
  MB: {
    name: { en: 'Manitoba', fr: 'Manitoba' },
    timeZone: 'America/Winnipeg',
    healthLine: line811('Health Links – Info Santé'),
  },
  NB: {
    name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
    timeZone: 'America/Moncton',
    healthLine: line811('Tele-Care', 'Télé-Soins'),
  },
  NL: {
    name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
    timeZone: 'America/St_Johns',
    healthLine: line811('the HealthLine', 'la Ligne santé'),
  },
  NS: {
    name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
    timeZone: 'America/Halifax',
    healthLine: line811('Nova Scotia’s health line', 'la ligne santé de la Nouvelle-Écosse'),
  },
  NT: {
    name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
    timeZone: 'America/Yellowknife',
    healthLine: line811('the NWT Health Advice Line', 'la ligne de conseils santé des TNO'),
  },
  NU: {
    name: { en: 'Nunavut', fr: 'Nunavut' },
    timeZone: 'America/Iqaluit',
    healthLine: {
      number: null,
      name: { en: 'your community health centre', fr: 'votre centre de santé communautaire' },
    },
  },
  ON: {
    name: { en: 'Ontario', fr: 'Ontario' },
    timeZone: 'America/Toronto',
    healthLine: line811('Health811', 'Santé811'),
  },
  PE: {
    name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
    timeZone: 'America/Halifax',
    healthLine: line811('the Island’s health line', 'la ligne santé de l’Île'),
  },
  QC: {
    name: { en: 'Quebec', fr: 'Québec' },
    timeZone: 'America/Toronto',
    healthLine: line811('Info-Santé'),
  },
  SK: {
    name: { en: 'Saskatchewan', fr: 'Saskatchewan' },
    timeZone: 'America/Regina',
    healthLine: line811('HealthLine'),
  },
  YT: {
    name: { en: 'Yukon', fr: 'Yukon' },
    timeZone: 'America/Whitehorse',
    healthLine: line811('the Yukon HealthLine', 'la ligne santé du Yukon'),
  },
};

/** The 13 codes, in PROVINCES' (alphabetical) order; read from its keys, not listed twice in embed.js. */
export const PROVINCE_CODES = Object.keys(PROVINCES) as readonly ProvinceCode[];

/** A province code from user or upstream input, case-insensitively; null when not one of the 13. */
export function parseProvince(value: string): ProvinceCode | null {
  const code = value.toUpperCase();
  return (PROVINCE_CODES as readonly string[]).includes(code) ? (code as ProvinceCode) : null;
}
