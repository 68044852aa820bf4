// Every word the widget shows, in both official languages. French is typed against English,
// so a string missing in one language is a type error. Numbers, dates and relative times are
// formatted by the caller through Intl (format.ts) and passed in already formatted.

import { type Lang, PROVINCES, type ProvinceCode } from '../contract/provinces';

export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-CA', fr: 'fr-CA' };

const en = {
  title: (place: string) => `ER status — ${place}`,
  closuresHeading: 'Closures and disruptions',
  loading: 'Loading…',
  closed: 'Closed',
  disruption: 'Disruption',
  updated: 'Updated',
  staleRow: 'No update for more than 4 hours',
  reopens: 'Expected to reopen',
  reopenUnknown: 'Reopening time not announced',
  empty: (place: string) => `${place}: no ER closures or disruptions reported.`,
  untracked: (place: string) => `${place}: closures not tracked here.`,
  reported: (place: string, n: string, one: boolean) =>
    `${place}: ${n} ${one ? 'closure or disruption' : 'closures or disruptions'} reported.`,
  failedFirst: (time: string) => `Couldn't load ER status. Trying again at ${time}`,
  failedKept: (time: string) => `Couldn't refresh — showing data from ${time}`,
  keptUpstream: (time: string) => `The data service is not answering: showing its data from ${time}`,
  sample: 'Sample data — not live',
  creditLive: 'Live ER status by',
  creditDataset: (date: string | null) =>
    date ? `ER status from ${date}, not live, by` : 'ER status snapshot, not live, by',
  creditSample: 'Sample data by',
  newTab: '(opens in a new tab)',
  alerts: 'Get alerts',
  emergency: 'In an emergency, call 911.',
  healthLine: 'For health advice, call',
  healthLineAt: 'at',
  healthLineNone: (name: string) => `For health advice, contact ${name}.`,
  healthLineCanada: 'in most provinces and territories.',
};

export type Strings = typeof en;

const fr: Strings = {
  title: (place) => `État des urgences — ${place}`,
  closuresHeading: 'Fermetures et perturbations',
  loading: 'Chargement…',
  closed: 'Fermée',
  disruption: 'Perturbation',
  updated: 'Mis à jour',
  staleRow: 'Aucune mise à jour depuis plus de 4 heures',
  reopens: 'Réouverture prévue le',
  reopenUnknown: 'Heure de réouverture non annoncée',
  empty: (place) => `${place} : aucune fermeture ni perturbation d’urgence signalée.`,
  untracked: (place) => `${place} : fermetures non suivies ici.`,
  reported: (place, n, one) =>
    `${place} : ${n} ${one ? 'fermeture ou perturbation signalée' : 'fermetures ou perturbations signalées'}.`,
  failedFirst: (time) => `Impossible de charger l’état des urgences. Nouvel essai à ${time}`,
  failedKept: (time) => `Actualisation impossible — données de ${time} affichées`,
  keptUpstream: (time) => `Le service de données ne répond pas : données de ${time} affichées`,
  sample: 'Données d’exemple — pas en direct',
  creditLive: 'État des urgences en direct par',
  creditDataset: (date) =>
    date ? `État des urgences du ${date}, pas en direct, par` : 'Instantané de l’état des urgences, pas en direct, par',
  creditSample: 'Données d’exemple par',
  newTab: '(s’ouvre dans un nouvel onglet)',
  alerts: 'Recevoir des alertes',
  emergency: 'En cas d’urgence, composez le 911.',
  healthLine: 'Pour des conseils santé, appelez',
  healthLineAt: 'au',
  healthLineNone: (name) => `Pour des conseils santé, communiquez avec ${name}.`,
  healthLineCanada: 'dans la plupart des provinces et territoires.',
};

export const STRINGS: Readonly<Record<Lang, Strings>> = { en, fr };

/** The place a widget shows, by name: a province or territory, or Canada. */
export function placeName(lang: Lang, province: ProvinceCode | null): string {
  return province ? PROVINCES[province].name[lang] : 'Canada';
}

/** `data-lang`, else the language declared around the widget (`lang`), else the browser's languages. */
export function resolveLang(option: Lang | null, declared: string | null | undefined): Lang {
  if (option) return option;
  const candidates = declared ? [declared] : navigator.languages;
  for (const tag of candidates) {
    const code = tag.slice(0, 2).toLowerCase();
    // No two-letter name is inherited by a plain object: only en and fr are in LOCALES.
    if (code in LOCALES) return code as Lang;
  }
  return 'en';
}
