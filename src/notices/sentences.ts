// A notice's words made regular (quotes, dashes, "12 p.m. (noon)") and cut into sentences and
// list items: the unit in which a cue ("closed", "reopens") governs the dates after it.
import { MONTH_WORDS, WEEKDAY_SHORT, WEEKDAY_WORDS } from './lexicon';

export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/[\u201C\u201D\u00AB\u00BB]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, ' - ')
    .replace(/[\u00A0\u202F\u2009]/g, ' ')
    .replace(/\(\s*(?:noon|midi|midnight|minuit)\s*\)/gi, ' ')
    .replace(/\bon\s+to\b/gi, 'to')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words after which a full stop does not end a sentence ("Dr. Helmcken", "Aug. 27", "St. Lawrence").
const ABBREVIATION = new RegExp(
  `(?:^|[\\s(.])(?:[A-Za-z]|dr|st|ste|mt|mr|mrs|ms|no|dept|approx|sask|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|${WEEKDAY_SHORT})\\.$`,
  'i',
);
// "July. 10": a month's name, a stray full stop, then its day.
const MONTH_BEFORE_DAY = new RegExp(`(?:${MONTH_WORDS})\\.$`, 'i');
const AFTER_MERIDIEM = /\d\s*[ap]\.\s?m\.$/i;
// A capitalised word that continues a time ("8 a.m. Monday", "7 a.m. Sept. 7") rather than starting a sentence.
const CONTINUES_TIME = new RegExp(`^(?:${WEEKDAY_WORDS}|${WEEKDAY_SHORT}|${MONTH_WORDS})s?\\b`, 'i');

/** Sentences and list items, in order. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\s*(?:•|\n|\s\|\s|:\s+-\s)\s*/)) {
    let start = 0;
    const stop = /[.!?](?=\s+["(]?[A-ZÀ-Ý0-9•])/g;
    for (let match = stop.exec(block); match; match = stop.exec(block)) {
      const before = block.slice(start, match.index + 1);
      const after = block.slice(match.index + 1).trimStart();
      if (AFTER_MERIDIEM.test(before)) {
        if (CONTINUES_TIME.test(after)) continue;
      } else if (ABBREVIATION.test(before) || (MONTH_BEFORE_DAY.test(before) && /^\d/.test(after))) continue;
      out.push(before.trim());
      start = match.index + 1;
    }
    const rest = block.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((sentence) => sentence !== '');
}

const FRENCH = /\b(?:le|la|les|des|du|est|sera|fermée?|urgence|hôpital|jusqu|heures|à|au|et|de)\b/gi;
const ENGLISH = /\b(?:the|is|will|be|closed|emergency|hospital|until|from|to|and|at|of|on)\b/gi;

export function detectLanguage(text: string): 'en' | 'fr' {
  const french = text.match(FRENCH)?.length ?? 0;
  const english = text.match(ENGLISH)?.length ?? 0;
  return french > english ? 'fr' : 'en';
}
