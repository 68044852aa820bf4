// Every word said of a notice the reader is unsure of, in both official languages (French typed
// against English, as in i18n.ts): "Times not confirmed — read the notice", then "Notice from
// Nova Scotia Health, 3 hours ago" / « Avis publié par Nova Scotia Health, il y a 3 heures ».

import type { Lang } from '../../contract/provinces';

const en = {
  unconfirmed: 'Times not confirmed',
  read: 'read the notice',
  /** Followed by when it was published, as a moment; `publisher` null: who is not known. */
  from: (publisher: string | null) => (publisher ? `Notice from ${publisher}` : 'Notice'),
};

export type NoticeStrings = typeof en;

const fr: NoticeStrings = {
  unconfirmed: 'Heures non confirmées',
  read: 'lisez l’avis',
  from: (publisher) => (publisher ? `Avis publié par ${publisher}` : 'Avis'),
};

export const NOTICE_STRINGS: Readonly<Record<Lang, NoticeStrings>> = { en, fr };
