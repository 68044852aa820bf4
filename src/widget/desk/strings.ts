// Every word the status desk adds to a closure's row, in both official languages (French typed
// against English, as in i18n.ts): "Confirmed by Nova Scotia Health 12 minutes ago" / "Confirmé
// par Nova Scotia Health il y a 12 minutes" — the organisation as the desk knows its person, since
// a newsroom may confirm too; "Confirmed 12 minutes ago" when the desk names none.

import type { Lang } from '../../contract/provinces';

export type Unit = 'minute' | 'hour' | 'day';

const FR_UNITS: Readonly<Record<Unit, string>> = { minute: 'minute', hour: 'heure', day: 'jour' };

const en = {
  /** Followed by when, as a moment: "Confirmed by Nova Scotia Health 12 minutes ago"; `by` null: "Confirmed". */
  confirmed: (by: string | null) => (by ? `Confirmed by ${by}` : 'Confirmed'),
  justNow: 'just now',
  /** "1 hour ago", "12 minutes ago"; `count` as written in the language, `one` when it is 1. */
  ago: (count: string, unit: Unit, one: boolean) => `${count} ${unit}${one ? '' : 's'} ago`,
};

export type DeskStrings = typeof en;

const fr: DeskStrings = {
  confirmed: (by) => (by ? `Confirmé par ${by}` : 'Confirmé'),
  justNow: 'à l’instant',
  ago: (count, unit, one) => `il y a ${count} ${FR_UNITS[unit]}${one ? '' : 's'}`,
};

export const DESK_STRINGS: Readonly<Record<Lang, DeskStrings>> = { en, fr };
