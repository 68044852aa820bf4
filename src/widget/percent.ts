// Percentages, for the coverage view and the landing page's figures. Not in format.ts: embed.js
// shows none, and everything in format.ts is lent to the views loaded on demand, so it would
// carry this for them.

import type { Lang } from '../contract/provinces';
import { LOCALES } from './i18n';

/** `pct` is a whole percentage, as the API gives it. */
export function formatPercent(lang: Lang, pct: number): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent' }).format(pct / 100);
}
