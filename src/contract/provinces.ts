// The 13 Canadian provinces and territories: codes, names in both official languages, the
// time zone used to show local times, and the non-emergency health line.

export type Lang = 'en' | 'fr';
export type Localized = Readonly<Record<Lang, string>>;

export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export interface HealthLine {
  /** What to dial; null where the jurisdiction has no single number. */
  number: string | null;
  /** The line's name as a sentence uses it ("call {name} at {number}"), without the number. */
  /** A second number that reaches the same service (toll-free from anywhere). */
  alternate?: string;
  name: Localized;
}

export interface Jurisdiction {
  code: ProvinceCode;
  name: Localized;
  /** IANA zone for showing local times (the most populous zone where there are several). */
  timeZone: string;
  healthLine: HealthLine;
}

const line811 = (en: string, fr: string = en, alternate?: string): HealthLine => ({
  number: '811',
  name: { en, fr },
  ...(alternate ? { alternate } : {}),
});

export const PROVINCES: Readonly<Record<ProvinceCode, Jurisdiction>> = {
  AB: {
    code: 'AB',
    name: { en: 'Alberta', fr: 'Alberta' },
    timeZone: 'America/Edmonton',
    healthLine: line811('Health Link'),
  },
  BC: {
    code: 'BC',
    name: { en: 'British Columbia', fr: 'Colombie-Britannique' },
    timeZone: 'America/Vancouver',
    healthLine: line811('HealthLink BC'),
  },
  MB: {
    code: 'MB',
    name: { en: 'Manitoba', fr: 'Manitoba' },
    timeZone: 'America/Winnipeg',
    healthLine: line811('Health Links – Info Santé', 'Health Links – Info Santé', '1-888-315-9257'),
  },
  NB: {
    code: 'NB',
    name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
    timeZone: 'America/Moncton',
    healthLine: line811('Tele-Care', 'Télé-Soins'),
  },
  NL: {
    code: 'NL',
    name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
    timeZone: 'America/St_Johns',
    healthLine: line811('the HealthLine', 'la Ligne santé'),
  },
  NS: {
    code: 'NS',
    name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
    timeZone: 'America/Halifax',
    healthLine: line811('Nova Scotia’s health line', 'la ligne santé de la Nouvelle-Écosse'),
  },
  NT: {
    code: 'NT',
    name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
    timeZone: 'America/Yellowknife',
    healthLine: line811('the NWT Health Advice Line', 'la ligne de conseils santé des TNO', '1-844-259-1793'),
  },
  NU: {
    code: 'NU',
    name: { en: 'Nunavut', fr: 'Nunavut' },
    timeZone: 'America/Iqaluit',
    healthLine: {
      number: null,
      name: { en: 'your community health centre', fr: 'votre centre de santé communautaire' },
    },
  },
  ON: {
    code: 'ON',
    name: { en: 'Ontario', fr: 'Ontario' },
    timeZone: 'America/Toronto',
    healthLine: line811('Health811', 'Santé811'),
  },
  PE: {
    code: 'PE',
    name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
    timeZone: 'America/Halifax',
    healthLine: line811('the Island’s health line', 'la ligne santé de l’Île'),
  },
  QC: {
    code: 'QC',
    name: { en: 'Quebec', fr: 'Québec' },
    timeZone: 'America/Toronto',
    healthLine: line811('Info-Santé'),
  },
  SK: {
    code: 'SK',
    name: { en: 'Saskatchewan', fr: 'Saskatchewan' },
    timeZone: 'America/Regina',
    healthLine: line811('HealthLine'),
  },
  YT: {
    code: 'YT',
    name: { en: 'Yukon', fr: 'Yukon' },
    timeZone: 'America/Whitehorse',
    healthLine: line811('the Yukon HealthLine', 'la ligne santé du Yukon'),
  },
};

/** A province code from user or upstream input, case-insensitively; null when not one of the 13. */
export function parseProvince(value: string): ProvinceCode | null {
  const code = value.toUpperCase();
  return (PROVINCE_CODES as readonly string[]).includes(code) ? (code as ProvinceCode) : null;
}
