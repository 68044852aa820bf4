// The words the page script writes: where the figures come from and how old they are, and
// what the configurator says. Kept apart from strings.ts so that the page's JavaScript carries
// only these. Failures reuse the widget's own sentences (failureText), so both say the same.

import type { Lang } from '../contract/provinces';

const en = {
  sample: 'Sample data — not live.',
  sampleDetail: 'Real emergency rooms, invented statuses: do not use them to choose where to go.',
  dataset: (date: string | null) => (date ? `Snapshot of ${date} — not live.` : 'Saved snapshot — not live.'),
  datasetDetail: 'A saved copy of the data.',
  live: 'Live data.',
  old: (date: string) => `Data from ${date} — not live.`,
  oldDetail: 'Its source has published nothing newer.',
  share: (pct: string) => `${pct} of the ERs tracked`,
  source: 'Source:',
  coverageUpdated: 'Coverage: updated',
  closuresUpdated: 'Closures: updated',
  coverageFrom: 'Coverage: data from',
  closuresFrom: 'Closures: data from',
  noViews: 'Choose at least one thing to show.',
  copied: 'Code copied.',
  copyFailed: 'Could not copy. The code is selected: press Ctrl+C (⌘C on a Mac).',
};

export type ScriptStrings = typeof en;

const fr: ScriptStrings = {
  sample: 'Données d’exemple — pas en direct.',
  sampleDetail: 'De vraies urgences, des états inventés\u00a0: ne vous en servez pas pour choisir où aller.',
  dataset: (date) => (date ? `Instantané du ${date} — pas en direct.` : 'Instantané enregistré — pas en direct.'),
  datasetDetail: 'Une copie enregistrée des données.',
  live: 'Données en direct.',
  old: (date) => `Données du ${date} — pas en direct.`,
  oldDetail: 'Sa source n’a rien publié de plus récent.',
  share: (pct) => `${pct} des urgences suivies`,
  source: 'Source\u00a0:',
  coverageUpdated: 'Couverture\u00a0: mise à jour',
  closuresUpdated: 'Fermetures\u00a0: mises à jour',
  coverageFrom: 'Couverture\u00a0: données du',
  closuresFrom: 'Fermetures\u00a0: données du',
  noViews: 'Choisissez au moins un contenu à afficher.',
  copied: 'Code copié.',
  copyFailed: 'Copie impossible. Le code est sélectionné\u00a0: appuyez sur Ctrl+C (⌘C sur un Mac).',
};

export const SCRIPT_STRINGS: Readonly<Record<Lang, ScriptStrings>> = { en, fr };
