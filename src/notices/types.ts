// What the notice interpreter takes and gives. A notice is the words a health authority
// published about a facility; its reading says which facility, whether it is an ER, what kind
// of notice it is, every closed (or degraded) window it states, and what was not understood.
import type { ProvinceCode } from '../contract/provinces';
import type { Draft, Schedule } from './drafts';
import type { Reading, Reference } from './moments';
import type { Token } from './tokens';

/** The corpus's words for what a notice says (notices/README.md in the shared corpus). */
export type NoticeKind = 'closed' | 'reduced_hours' | 'disruption' | 'open' | 'other';

export interface NoticeInput {
  /** The notice's words as published (title and body, as the page gives them). */
  text: string;
  /** The notice's title or heading when the page gives one apart from its text. */
  title?: string | null;
  /** The publisher's province: its time zone reads times without a zone. */
  province: ProvinceCode;
  /** When the notice was published (ms since the epoch): the reference for "Tuesday", "tonight", a missing year. */
  publishedAt: number;
  /** The notice's language when the page says it; found from the words otherwise. */
  lang?: 'en' | 'fr';
  /** The ER's own IANA zone when known (a facility outside the province's usual zone). */
  zone?: string;
}

/** A period the notice states, closed (or degraded) from start to end. */
export interface NoticeWindow {
  /** Seconds since the epoch; null when already in effect when published. */
  start: number | null;
  /** Seconds since the epoch; null when no end is given ("reopening time not announced"). */
  end: number | null;
  /** The same moments on the ER's wall clock, `YYYY-MM-DDTHH:MM`, or null. */
  startLocal: string | null;
  endLocal: string | null;
}

/** Why a reading is unsure: a short code (e.g. "time_unused", "window_order") and the words concerned. */
export interface NoticeDoubt {
  code: string;
  words: string;
}

export interface NoticeReading {
  /** The facility named, as named (null when none could be found). */
  facility: { name: string; city: string | null } | null;
  /** False for a blood clinic, a lab, an after-hours or urgent-care clinic, a program. */
  isEr: boolean;
  kind: NoticeKind;
  /** Every window stated, in order; for `reduced_hours`, the closed parts of the days. */
  windows: NoticeWindow[];
  /** A schedule recognised but not expanded into windows (unbounded, or hours not stated), in plain words. */
  recurring: string | null;
  /** The IANA zone the times were read in. */
  zone: string;
  lang: 'en' | 'fr';
  /** True when the notice's times could not be read: it stands as a disruption with its own words. */
  unreadable: boolean;
  /** Phrases that looked like times or dates but were not understood. */
  notUnderstood: string[];
  /** The notice's own words, always. */
  message: string;
  /** sure: every date and time accounted for, windows consistent, no two rules disagree; anything else unsure. */
  certainty: 'sure' | 'unsure';
  /** Why unsure ([] when sure). */
  doubts: NoticeDoubt[];
}

/** What the interpreter read and decided, as the certainty check needs it. */
export interface ReadingFacts {
  ref: Reference;
  /** Each read sentence's tokens, as the rules were given them, and its words (the facility's name taken out). */
  sentences: { tokens: Token[]; text: string }[];
  /** The readings the rules made, by sentence, and where the rule using each stopped (windows.ts). */
  readings: { sentence: number; at: number; reading: Reading; end: number }[];
  /** Sentences with dates set aside as another service, usual hours or another ED. */
  setAside: string[];
  /** Last nights counted by the nights convention alone (windows.ts). */
  nightsByConvention: number[];
  /** The windows the rules produced, before the kind kept or dropped them. */
  drafts: Draft[];
  /** The windows shown (empty for an open notice or a standing schedule). */
  shown: Draft[];
  schedule: Schedule;
  recurring: boolean;
  kind: NoticeKind;
  /** The kind rule's own doubt (its words do not decide the kind), or null. */
  kindDoubt?: NoticeDoubt | null;
  unreadable: boolean;
  notUnderstood: string[];
  /** The words the kind was read from (the sentences kept), and the ER-or-not decided. */
  words?: string;
  isEr?: boolean;
}
