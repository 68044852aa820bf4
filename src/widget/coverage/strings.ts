// Every word of the coverage view, in both official languages (French typed against English,
// as in i18n.ts). Numbers and percentages come in already formatted (format.ts).

import type { Lang } from '../../contract/provinces';

const en = {
  heading: 'Live wait-time reporting',
  national: (live: string, ers: string, pct: string) => `${live} of ${ers} ERs report live (${pct}).`,
  /** Each column's header, full then short: the short one where the widget is narrow (screen readers still say the full one). */
  columns: {
    province: ['Province or territory', 'Province or territory'],
    ers: ['ERs tracked', 'ERs'],
    reporting_live: ['Reporting live', 'Live'],
    pct: ['Share', '%'],
  } as Record<'province' | 'ers' | 'reporting_live' | 'pct', [full: string, short: string]>,
};

export type CoverageStrings = typeof en;

const fr: CoverageStrings = {
  heading: 'Temps d’attente publiés en direct',
  national: (live, ers, pct) => `${live} urgences sur ${ers} publient des données en direct (${pct}).`,
  columns: {
    province: ['Province ou territoire', 'Province ou territoire'],
    ers: ['Urgences suivies', 'Urg.'],
    reporting_live: ['En direct', 'Direct'],
    pct: ['Part', '%'],
  },
};

export const COVERAGE_STRINGS: Readonly<Record<Lang, CoverageStrings>> = { en, fr };
