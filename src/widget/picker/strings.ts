// The province selector's words: its own, so that embed.js carries them only when a widget
// has data-controls.

import type { Lang } from '../../contract/provinces';

export const PICKER_STRINGS: Readonly<Record<Lang, { province: string; allOfCanada: string }>> = {
  en: { province: 'Province or territory', allOfCanada: 'All of Canada' },
  fr: { province: 'Province ou territoire', allOfCanada: 'Tout le Canada' },
};
