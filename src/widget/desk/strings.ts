// Every word the status desk adds to a closure's row, in both official languages (French typed
// against English, as in i18n.ts): "Confirmed by the hospital 12 minutes ago" / "Confirmé par
// l’hôpital il y a 12 minutes".

import type { Lang } from '../../contract/provinces';

export type Unit = 'minute' | 'hour' | 'day';

const FR_UNITS: Readonly<Record<Unit, string>> = { minute: 'minute', hour: 'heure', day: 'jour' };

const en = {
  /** Followed by when, as a moment: "Confirmed by the hospital 12 minutes ago". */
  confirmed: 'Confirmed by the hospital',
  justNow: 'just now',
  /** "1 hour ago", "12 minutes ago"; `count` as written in the language, `one` when it is 1. */
  ago: (count: string, unit: Unit, one: boolean) => `${count} ${unit}${one ? '' : 's'} ago`,
};

export type DeskStrings = typeof en;

const fr: DeskStrings = {
  confirmed: 'Confirmé par l’hôpital',
  justNow: 'à l’instant',
  ago: (count, unit, one) => `il y a ${count} ${FR_UNITS[unit]}${one ? '' : 's'}`,
};

export const DESK_STRINGS: Readonly<Record<Lang, DeskStrings>> = { en, fr };
