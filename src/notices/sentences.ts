// A notice's words made regular (quotes, dashes, "12 p.m. (noon)") and cut into sentences and
// list items: the unit in which a cue ("closed", "reopens") governs the dates after it.
import { MONTH_WORDS, MONTHS, WEEKDAY_SHORT, WEEKDAY_WORDS } from './lexicon';

const FOLLOWING_DATES =
  /\b(?:on |at |during )?the following (?:dates|days|nights|times|periods)(?:[^:.;]{0,80}:|\s*:?)/gi;
// "… on these dates: Friday, Nov. 1; …", "from 7 p.m. on each of Aug. 14, 15 and 16": the dates follow directly.
const THESE_DATES = /(?:these|those) (?:dates|days|nights)\s*:|each of (?=\d|[A-Z])/gi;
// "until 8 a.m. the following day": a clock earlier than the start is the next day's anyway.
// (No lookbehind: one at a pattern's start is tried at every position of every notice.)
const NEXT_DAY_AFTER_TIME =
  /(\d\s?(?:[ap]\.\s?m\.|[ap]m)|\d\s?h(?:\s?\d\d)?)\s+(?:the (?:following|next) (?:day|morning)|le lendemain(?: matin)?)\b|(jusqu'au) lendemain(?: matin)?(?: à)?(?= \d)/gi;
// « (24 heures sur 24) », "24 hours a day": no clock time.
const ROUND_THE_CLOCK = /\b24\s?(?:h|heures)\s?sur\s?24\b|\b24 hours a day\b/gi;
// "on the following dates, from 8 a.m. until 8 a.m. the following day:" and its items one a line ("- Tuesday, Jan. 14"): one list.
const BULLETED_DATES = /:[ \t]*((?:\r?\n[ \t]*[-*•][ \t]+[^\n]{1,40}(?=\r?\n|$))+)/g;
// « du vendredi 8 au samedi 9 août »: the weekdays of a pair of days sharing their month (the days say it).
const FR_WEEKDAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)';
const WEEKDAY_PAIR = new RegExp(
  `\\b${FR_WEEKDAY} (\\d{1,2}(?:er)?) (au|et) (?:${FR_WEEKDAY} )?(?=\\d{1,2}(?:er)? (?:${MONTH_WORDS})\\b)`,
  'gi',
);
// « les nuits du 4, du 5 et du 6 juillet »: one list of days of one month.
const REPEATED_DU = /(\b\d{1,2}(?:er)?)(,| et) (?:du|le) (?=\d{1,2}(?:er)?\b)/gi;
const DATES_SUIVANTES = /\b(?:aux|les|pour les) (?:dates|journées|jours|nuits) suivant(?:e)?s\s*:?/gi;

// Quotes, dashes and spaces of every kind, made one kind each, in one pass.
const MARKS = /[\u2018\u2019\u02BC`\u201C\u201D\u00AB\u00BB\u2013\u2014\u2212\u00A0\u202F\u2009]/g;
const MARK_AS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2013': ' - ',
  '\u2014': ' - ',
  '\u2212': ' - ',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

const WEEKEND_NAMELY =
  /\b(?:cette fin de semaine|ce week-end|this weekend|this coming weekend)\s*,?\s*(?:soit|namely|that is)\b\s*,?/gi;

const BLANK_LINE = /\n[^\S\n]*\n/;
// Every run of white space as one space, as /\s+/g would make it, without rewriting the single spaces
// that most runs are: a run of two or more, or one character that is not a plain space.
const SPACES = /\s{2,}|[^\S ]/g;

export function normalize(text: string): string {
  let out = text.replace(MARKS, (mark) => MARK_AS[mark] ?? mark);
  if (out.includes(' | ') && out.includes('\n')) out = tableRows(out);
  if (out.includes('\n')) out = out.replace(BULLETED_DATES, (_all, items: string) => `: ${bulletsAsList(items)}`);
  if (out.includes('following') || out.includes('next') || out.includes('lendemain'))
    out = out.replace(NEXT_DAY_AFTER_TIME, '$1$2');
  if (out.includes('24')) out = out.replace(ROUND_THE_CLOCK, 'en tout temps');
  // The rarer forms are looked for only when a word of theirs is there (this runs over every notice).
  if (out.includes('(')) out = out.replace(/\(\s*(?:noon|midi|midnight|minuit)\s*\)/gi, ' ');
  out = out.replace(/\bon\s+to\b/gi, 'to');
  // "from 5 p.m. to 8 a.m. on the following dates: July 4, July 11": the hours govern the list.
  if (out.includes('following')) out = out.replace(FOLLOWING_DATES, 'on');
  if (out.includes('these') || out.includes('those') || out.includes('each of')) out = out.replace(THESE_DATES, '');
  if (out.includes('suivant')) out = out.replace(DATES_SUIVANTES, 'les');
  if (out.includes(' au ') || out.includes(' et ')) {
    if (/di \d/.test(out)) out = out.replace(WEEKDAY_PAIR, '$1 $2 ');
    if (/\d(?:er)?(?:,| et) (?:du|le) \d/.test(out)) out = out.replace(REPEATED_DU, '$1$2 ');
  }
  // "closed this weekend, namely Saturday … and Sunday …" / "cette fin de semaine, soit le samedi …":
  // the named days follow the closing word directly.
  if (/soit|namely|that is/i.test(out)) out = out.replace(WEEKEND_NAMELY, '');
  // A blank line ends a heading or a paragraph: kept as one line break, which sentences() ends a sentence at.
  const paragraphs = out.includes('\n') ? out.split(BLANK_LINE) : [out];
  return paragraphs
    .map((paragraph) => paragraph.replace(SPACES, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n')
    .replace(NEAR_MONTH, nearestMonth);
}

// A table flattened to text, one row a line, under a heading row naming the day, the closing and the
// reopening ("Date | Closed from | Reopens", « Date | Fermeture | Réouverture »).
const TABLE_HEAD =
  /^(?:date|day|jour)\s*\|\s*(?:closed from|closes|closing|closure|closed at|from|(?<fr>fermeture|fermée? (?:à|de|dès)|de))\s*\|\s*(?:reopens|reopening|re-opens|until|(?:réouverture|rouvre|jusqu'à))$/i;

/**
 * "Date | Closed from | Reopens" then "Fri. Oct 3 | 17:00 | Sat. Oct 4 08:00": each row after the heading
 * row, while rows have its three cells, is written as one sentence, "Closed from Fri. Oct 3 17:00 until
 * Sat. Oct 4 08:00." (« Fermée de … jusqu'à … »).
 */
function tableRows(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const head = TABLE_HEAD.exec((lines[i] as string).trim());
    if (!head) continue;
    const [from, until] = head.groups?.fr !== undefined ? ['Fermée de', "jusqu'à"] : ['Closed from', 'until'];
    for (let j = i + 1; j < lines.length; j++) {
      const cells = (lines[j] as string).split(' | ').map((cell) => cell.trim());
      if (cells.length !== 3 || cells.some((cell) => cell === '')) break;
      lines[j] = `${from} ${cells[0]} ${cells[1]} ${until} ${cells[2]}.`;
    }
  }
  return lines.join('\n');
}

/** "\n- Tuesday, Jan. 14\n- Thursday, Jan. 16" → "Tuesday, Jan. 14; Thursday, Jan. 16." */
function bulletsAsList(items: string): string {
  const list = items
    .split(/\r?\n[ \t]*[-*•][ \t]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join('; ');
  return /[.;!?]$/.test(list) ? list : `${list}.`;
}

// A month's name misspelt by one letter ("Febuary 5", "le 3 juilet"): read as the month, so that
// a date is never half understood (its day taken, its month lost).
// (Only words with a month's first letter are tried: this runs over every notice.)
const NEAR_MONTH = /\b[JFMASONDjfmasond][A-Za-zÀ-ÿ]{3,9}(?=\.? \d)|(?<=\d(?:er)? )[jfmasond][a-zà-ÿ]{3,9}(?![a-zà-ÿ])/g;
const LONG_MONTHS = Object.keys(MONTHS).filter((name) => name.length >= 5);

function nearestMonth(word: string): string {
  const lower = word.toLowerCase();
  if (lower in MONTHS || Math.abs(lower.length - 6) > 4) return word;
  const month = LONG_MONTHS.find((name) => oneEditApart(lower, name));
  if (!month) return word;
  return word[0] === word[0]?.toUpperCase() ? month[0]?.toUpperCase() + month.slice(1) : month;
}

/** True when one letter added, dropped or changed makes `a` into `b` (and they differ). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// Words after which a full stop does not end a sentence ("Dr. Helmcken", "Aug. 27", "St. Lawrence").
const ABBREVIATION = new RegExp(
  `(?:^|[\\s(.])(?:[A-Za-z]|dr|st|ste|mt|mr|mrs|ms|no|dept|approx|sask|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|${WEEKDAY_SHORT})\\.$`,
  'i',
);
// "July. 10": a month's name, a stray full stop, then its day.
const MONTH_BEFORE_DAY = new RegExp(`(?:${MONTH_WORDS})\\.$`, 'i');
// "8 a.m.", "1900 hrs.": a time whose unit takes a full stop, continued by the day it is on.
const AFTER_MERIDIEM = /\d\s*(?:[ap]\.\s?m|hrs?)\.$/i;
const FRENCH_HOUR = /\d\s?h\.$/;
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
      } else if (FRENCH_HOUR.test(before)) {
        // "… au samedi à 8 h. Par ailleurs, …": a time on the 24-hour clock ends the sentence.
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
