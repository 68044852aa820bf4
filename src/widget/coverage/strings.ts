// Every word of the coverage view, in both official languages (French typed against English,
// as in i18n.ts). Numbers and percentages come in already formatted (format.ts).

import type { Lang } from '../../contract/provinces';

const en = {
  heading: 'Live wait-time reporting',
  national: (live: string, ers: string, pct: string) => `${live} of ${ers} ERs report live (${pct}).`,
  ers: 'ERs tracked',
  reportingLive: 'Reporting live',
  share: 'Share',
  /** The column headers where the widget is narrow; screen readers still say the full ones. */
  short: { ers: 'ERs', reportingLive: 'Live', share: '%' },
};

export type CoverageStrings = typeof en;

const fr: CoverageStrings = {
  heading: 'Temps d’attente publiés en direct',
  national: (live, ers, pct) => `${live} urgences sur ${ers} publient des données en direct (${pct}).`,
  ers: 'Urgences suivies',
  reportingLive: 'En direct',
  share: 'Part',
  short: { ers: 'Urg.', reportingLive: 'Direct', share: '%' },
};

export const COVERAGE_STRINGS: Readonly<Record<Lang, CoverageStrings>> = { en, fr };
