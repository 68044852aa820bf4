// What the built-in sample dataset says of itself, in both languages: its answers carry the
// English words in `attribution`; a French surface (the French RSS feed) shows the French ones.
import type { Lang } from './provinces';

export const SAMPLE_NOTICE: Readonly<Record<Lang, string>> = {
  en: 'SAMPLE DATA, NOT LIVE: real emergency departments with invented statuses and wait times, for demonstration only. Do not use it to choose an emergency room; in an emergency, call 911.',
  fr: 'DONNÉES D’EXEMPLE, PAS EN DIRECT\u00a0: de vraies urgences, avec des états et des temps d’attente inventés, pour démonstration seulement. Ne vous en servez pas pour choisir une urgence; en cas d’urgence, composez le 911.',
};

/** `attribution` in `lang`: the sample's notice put in that language, anything appended to it kept. */
export function attributionIn(lang: Lang, attribution: string): string {
  return attribution.startsWith(SAMPLE_NOTICE.en)
    ? SAMPLE_NOTICE[lang] + attribution.slice(SAMPLE_NOTICE.en.length)
    : attribution;
}
