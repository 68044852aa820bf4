// The words of a collapsible message (Message.tsx), in the scripts that draw one, not in embed.js.

import type { Lang } from '../../contract/provinces';

export const MESSAGE_STRINGS: Readonly<Record<Lang, { more: string; less: string; cutShort: string }>> = {
  en: { more: 'more', less: 'less', cutShort: '(cut short at the source)' },
  fr: { more: 'plus', less: 'moins', cutShort: '(tronqué à la source)' },
};
