// The words of a sentence that matter to dates and times, as tokens: calendar dates, weekdays,
// "today", clock times, and the small words that join them ("from", "until", "à", "and") or say
// what they mean ("closed", "reopens", "open"). Other words only count as distance (`gap`).

import { allowsPair, firstLetters, firstPairs, upper } from './first-letters';
import {
  HOLIDAY_WORDS,
  HOLIDAYS,
  MONTH_WORDS,
  MONTHS,
  PAST_CLOSURE_WORDS,
  WEEKDAY_SHORT,
  WEEKDAY_WORDS,
  WEEKDAYS,
} from './lexicon';

export type Part = 'morning' | 'afternoon' | 'evening' | 'night';

export type Token = { text: string; gap: number; index: number } & (
  | { k: 'date'; month: number; day: number; year: number | null; weekday: number | null }
  | { k: 'weekday'; weekday: number; plural: boolean }
  | { k: 'rel'; offset: number; part: Part | null }
  | { k: 'time'; minutes: number; bare?: boolean }
  | { k: 'from'; start: boolean }
  | { k: 'to'; until: boolean }
  | {
      k:
        | 'a'
        | 'between'
        | 'and'
        | 'at'
        | 'on'
        | 'punct'
        | 'close'
        | 'reopen'
        | 'open'
        | 'each'
        | 'instead'
        | 'now'
        | 'past'
        | 'usual'
        | 'nextWeek';
    }
  | { k: 'part'; part: Part; of: boolean }
  | { k: 'lasting'; minutes: number }
  /** "for the month of August", « pour tout le mois d'août »: that month, whole. */
  | { k: 'monthOf'; month: number }
  | { k: 'night' }
  /** An end the notice replaces ("was scheduled to end"); `through`: where its day and time end. */
  | { k: 'superseded'; through?: number }
);

const WD = `${WEEKDAY_WORDS}`;
// Letters and digits of the notices' languages (a plain class keeps the pattern small enough to compile).
const LETTER = '[0-9A-Za-zÀ-ÖØ-öø-ÿ]';
const REPLACED_END = '(?:end|finish|re-?open|resume|(?:remain|stay|be) (?:closed|shut) until)';
// A reopening the notice reports as done ("reopened at 3 p.m. today", « a rouvert à 15 h »): it ends no closure to come.
const REOPENED =
  '(?<!\\b(?:be|is|are|gets?) )(?:(?:has|have|had) (?:been )?|was |were )?re-?opened|(?:a|ont) (?:été )?rouverte?s?|(?:a|ont) repris ses activités';
// Hours said in words (English; French hours in words are rare in notices).
const HOUR_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const HOUR_NUMBER: Record<string, number> = Object.fromEntries(HOUR_WORDS.split('|').map((word, i) => [word, i + 1]));
const TIME_AHEAD = `(?=\\s+(?:l[ea]\\s+|l')?(?:\\d|minuit|midi|${WD}))`;

// The forms of a token, tried in order at a word that may start one: longer and more specific forms first.
// One small pattern each (rather than one alternation) keeps every match's groups few.
export const FORMS: RegExp[] = [
  // "from 2026-01-09 at 1700": a date written year-month-day, as status pages print them.
  `(?<iy>(?:19|20)\\d{2})-(?<im>0[1-9]|1[0-2])-(?<id>0[1-9]|[12]\\d|3[01])(?![\\d:])`,
  `(?<dd1>\\d{1,2}(?:er)?(?:\\s*,\\s*\\d{1,2}(?:er)?)*)\\s+(?<ddc>au|et|à)\\s+(?<dd2>\\d{1,2})(?:er)?\\s+(?<ddm>${MONTH_WORDS})\\b(?:\\s+(?<ddy>(?:19|20)\\d{2}))?`,
  `(?<elm>${MONTH_WORDS})\\.?\\s+(?<el>\\d{1,2}(?:st|nd|rd|th)?(?!\\d)(?:\\s*,\\s*\\d{1,2}(?:st|nd|rd|th)?(?!\\d))*),?\\s+(?:and|&)\\s+(?<el2>\\d{1,2})(?:st|nd|rd|th)?(?![\\d:]|\\s*(?:[ap]\\.?\\s?m\\b|h\\b|hours))`,
  `(?<rm>${MONTH_WORDS})\\.?\\s+(?<rd1>\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|to|through)\\s*(?<rd2>\\d{1,2})(?:st|nd|rd|th)?(?![\\d:]|\\s*(?:[ap]\\.?\\s?m\\b|h\\b|hours))(?:,?\\s+(?<ry>(?:19|20)\\d{2})(?!\\d))?`,
  `(?:(?<ewd>${WD}|${WEEKDAY_SHORT})\\.?,?\\s+(?:the\\s+)?)?(?<em>${MONTH_WORDS})\\.?\\s+(?<ed>\\d{1,2})(?:st|nd|rd|th)?(?!\\d|:\\d)(?:,?\\s+(?<ey>(?:19|20)\\d{2})(?!\\d))?`,
  `(?:(?<fwd>${WD})\\s+)?(?<fd>\\d{1,2})(?:er|st|nd|rd|th)?\\s+(?:of\\s+)?(?<fm>${MONTH_WORDS})\\b\\.?(?:,?\\s+(?<fy>(?:19|20)\\d{2})(?!\\d))?`,
  `(?<hol>${HOLIDAY_WORDS})`,
  `(?:for|during|throughout)(?: (?:all|the (?:entire |whole )?month) of)? (?<mof>${MONTH_WORDS})(?!\\.?\\s*\\d)`,
  `(?:pour|durant|pendant)? ?(?:tout )?le mois d(?:e |')(?<mofr>${MONTH_WORDS})(?!\\s*\\d)`,
  `(?<sh1>\\d{1,2})(?::(?<sm1>[0-5]\\d))?\\s*(?<sj>-|to|and)\\s*(?<sh2>\\d{1,2})(?::(?<sm2>[0-5]\\d))?\\s*(?<sap>[ap])\\.?\\s?m\\b\\.?`,
  `(?<dh1>[01]\\d|2[0-3])(?<dm1>[0-5]\\d)\\s*(?:-|to)\\s*(?<dh2>[01]\\d|2[0-3])(?<dm2>[0-5]\\d)(?!\\d)`,
  `(?<h12>\\d{1,2})(?::(?<m12>\\d{2}))?\\s*(?<ap>[ap])\\.?\\s?m\\b\\.?`,
  // "1700 hours", "0800 hrs", "1900 hr.", "0700 h": a 24-hour time with its unit.
  `(?<h24>[01]?\\d|2[0-3])(?<m24>[0-5]\\d)\\s*(?:hours?|hrs?|h)\\b\\.?`,
  `(?<=\\bat\\s)(?<h24b>[01]\\d|2[0-3])(?<m24b>[0-5]\\d)\\b`,
  // "from 1700 today until 0800 Sunday, March 17": a 24-hour time joined to a day (never a year: a day word follows).
  `(?<=\\b(?:from|until|till|to|through)\\s)(?<h24c>[01]\\d|2[0-3])(?<m24c>[0-5]\\d)(?=,?\\s+(?:today|tonight|tomorrow|this (?:evening|morning|afternoon)|(?:on\\s+)?(?:${WD}|${WEEKDAY_SHORT}\\.)|on\\s+(?:${MONTH_WORDS})))`,
  // "Hours of closure: 0700 Saturday": a 24-hour time with its leading zero, never a year (not a phone number's part).
  `(?<![-/.$])(?<h24z>0\\d)(?<m24z>[0-5]\\d)(?![\\d:])`,
  `(?<hc>[01]?\\d|2[0-3]):(?<mc>[0-5]\\d)(?!\\d)`,
  // "reopen at 8 o'clock Monday morning": an hour without its half of the day, which a part of the day may give.
  `(?<hoc>1[0-2]|0?[1-9])\\s?o'clock`,
  // "reopen Sunday morning at seven", "at eight o'clock tonight": an hour in words, its half of the day said before it.
  `(?<=\\bmorning,?\\s+at\\s)(?<hwam>${HOUR_WORDS})(?:\\s+o'clock)?`,
  `(?<=\\b(?:evening|night|tonight),?\\s+at\\s)(?<hwpm>${HOUR_WORDS})(?:\\s+o'clock)?`,
  // « un horaire de 24 heures », « 24 heures sur 24 », « 24 h/24 »: a length of service, not midnight.
  `(?<hfr>(?:(?<!\\bde\\s)|(?!24))(?!24\\s?(?:h|heures?)\\s?(?:sur|\\/)\\s?24)\\d{1,2})\\s?(?:h|heures?)(?:\\s?(?<mfr>[0-5]\\d))?(?![\\wà-ÿ])`,
  `(?<noon>noon|midday|midi)`,
  `(?<midnight>midnight|minuit)`,
  `(?<wd>${WD})(?<pl>s)?`,
  `(?<wds>${WEEKDAY_SHORT})\\.`,
  `(?<rel>today|tonight|this evening|this morning|this afternoon|tomorrow|aujourd'hui|ce soir|ce matin|cette nuit|demain)`,
  `(?<nextWeek>next week|(?:de )?la semaine prochaine)`,
  `(?<partof>the morning of|le matin du)`,
  `(?<part>morning|afternoon|evening|matin|après-midi|soir)`,
  `(?<night>overnights?|nightly|nights?|nuits?|soirs)`,
  `(?<instead>instead of|au lieu de|plutôt qu'(?:à|au)?)`,
  // An end the notice replaces: "which was scheduled to end", "previously scheduled to remain closed until",
  // "had been expected to reopen", « qui devait demeurer fermée jusqu'à ».
  `(?<superseded>(?:(?:which|that) (?:was|were) |(?:had|has|have) been )(?:originally |initially |previously )?(?:scheduled|expected|supposed|set|due|planned) to ${REPLACED_END}|(?:originally|initially|previously) (?:scheduled|expected|planned|set) to ${REPLACED_END}|qui devai(?:t|ent) (?:initialement |d'abord )?(?:prendre fin|se terminer|rouvrir|(?:demeurer|rester) fermée?s? jusqu'(?:à|au)))`,
  `(?<each>each day|every day|daily|each night|every night|each evening|every evening|chaque jour|chaque soir|tous les jours|chaque nuit|7 days a week|during (?:this|that) (?:time|period)|(?:pendant|durant) cette période)`,
  `(?:for (?:a period of )?|pendant (?:une période de )?)(?<lasting>\\d{1,2}) ?(?:hours|heures|h)\\b`,
  `(?<past>${PAST_CLOSURE_WORDS})`,
  `(?<past>${REOPENED})`,
  // "No emergency department closures are planned this Canada Day long weekend", « aucune fermeture n'est prévue »: no closure.
  `(?<past>(?:no|aucune) (?:[a-zé'-]+ ){0,3}(?:closures?|fermetures?|interruptions?)(?: (?:are|is|were|was|n'est|ne sont))?(?: (?:currently|pas))? (?:planned|scheduled|expected|anticipated|prévues?|planifiées?))`,
  // A page's stamp ("Published …, updated …", « Publié le …, modifié le … »): its dates close nothing.
  `(?<past>(?:published|posted|updated|last modified)(?: on)?|publiée? le|modifiée? le|mise? à jour le)(?=:?\\s+(?:\\d|${MONTH_WORDS}))`,
  // "…, the health authority said Wednesday": the day of the reporting closes nothing.
  `(?<past>(?:said|says|announced)(?: on)?|a (?:annoncé|indiqué))(?=\\s+(?:${WD}|${MONTH_WORDS}))`,
  // "resume regular hours (Monday to Friday, 5 to 8 p.m.)", « reprendra son horaire habituel »: hours kept, never a closure.
  `(?<usual>(?:regular|usual|normal|regularly scheduled) (?:hours(?: of operation)?|schedule|operating hours)|(?:normally|usually|normalement|habituellement) (?:open|ouverte?s?)|heures (?:normales|habituelles|régulières)|(?:son |ses |l')?horaires? (?:normale?s?|habituele?s?|régulière?s?|réguliers?))`,
  `(?<now>for the (?:remainder|rest) of(?: the day)?|(?:beginning|effective|starting) immediately|immediately|pour le reste de la journée|dès maintenant|immédiatement)`,
  // "will cease operations on June 30", « cessera ses activités le 30 juin »: from that day, no end.
  `(?<start>(?:start|début)(?=\\s?:)|cease(?:s|d)? (?:operations|to exist|to operate)|cesser(?:a|ont) (?:ses|leurs) activités|as of|effective|takes effect|starting(?: on| at| from)?|beginning(?: on| at)?|begins? at|à partir d(?:u|e|')|à compter d(?:u|e|')|dès(?: le)?)`,
  `(?<reopen>re-?open(?:s|ing|ed)?|resum(?:e|es|ing)|reprend(?:ra|ront|re)|rouvri\\w*|réouverture|reviendra à la normale|will open|return(?:s)? to normal)`,
  // "No emergency services will be available", « aucun service d'urgence ne sera offert »: a closing.
  `(?<close>(?=available|offert|disponible)(?<=\\b(?:no|aucune?)\\s(?:[\\w'’-]+\\s){0,4})(?:available|offerts?|disponibles?)|closed|closes|closing|closures?|close|shut(?:s|ting)?|suspend(?:ed|s|ing)?|unavailable|not be available|not available|on hold|cancell?ed|annulée?s?|in effect|in place|en vigueur|ferm(?:ée?s?|era|eture|er|e))`,
  // "will operate reduced hours, 8 a.m. to 8 p.m.", « un horaire réduit, soit de 8 h à 20 h »: the hours given are open ones.
  `(?<open>reduced (?:hours|schedule)|horaires? (?:réduits?|restreints?)|heures réduites|open|operate[sd]?(?! without)|operating(?! without)|available|ouverte?s?|offerts?|hours of operation|heures d'ouverture)`,
  // "will now end at 4 a.m.", « prendra fin à 8 h »: the end of a closure, as "until".
  `(?<until>(?:end|fin)(?=\\s?:)|extended (?:to|until|till|through)|until|till|jusqu'(?:à|au)?(?! nouvel ordre)|end(?:s|ing)?(?: instead| now)? (?:at|on)|prendr(?:a|ont)(?: plutôt| désormais)? fin (?:à|le)|se termin(?:era|eront|e)(?: plutôt| désormais)? (?:à|le))`,
  `(?<to>through to|through|thru|to|au${TIME_AHEAD})`,
  `(?<from>from|de${TIME_AHEAD}|du${TIME_AHEAD})`,
  `(?<between>between|entre)`,
  // "July 15 and again on July 17", « le 15 et de nouveau le 17 »: one list.
  `(?<and>and (?:again|also)|et (?:de nouveau|à nouveau|encore)|and|&|et)`,
  `(?<a>à)`,
  `(?<at>at|@)`,
  `(?<on>on|le|les|l')`,
]
  .map((source) => `(?<!${LETTER})(?:${source})(?!${LETTER})`)
  .concat(['(?<dash>(?<=\\s)-(?=\\s)|-(?=\\s*\\d))', '(?<punct>[,:();])'])
  .map((source) => new RegExp(source, 'iy'));
// The forms that can start with a digit, and those that can start with a mark ("&", "@", "-", ","…):
// a position tries only the forms its first character allows (the others: every form but these).
const DIGIT_LED =
  /^\(\?<!\[[^\]]*\]\)\(\?:(?:(?:\(\?<!\[[^\]]*\]\))?\(\?<(?:iy|dd1|sh1|dh1|h12|h24|h24z|hc|hoc|hfr)>|\(\?:\(\?<fwd>|\(\?<=\\bat|\(\?<=\\b\(\?:from|\(\?<each>)/;
const FORMS_BY_START = {
  digit: FORMS.filter((form) => DIGIT_LED.test(form.source)),
  mark: FORMS.filter((form) => /<(?:dash|punct|and|at)>/.test(form.source)),
  letter: FORMS.filter(
    (form) =>
      !/^\(\?<(?:dash|punct)>/.test(form.source) &&
      !/^\(\?<!\[[^\]]*\]\)\(\?:(?:\(\?<!\[[^\]]*\]\))?\(\?<(?:iy|dd1|sh1|dh1|h12|h24|h24z|hc|hoc|hfr)>/.test(
        form.source,
      ),
  ),
};
// The first letters of every word a token can start with: other words are skipped without trying PATTERN.
const STARTS_TOKEN =
  /(?:[\d,:();&@-]|jan|fe|mar|apr|avr|ma[iy]|jui?n|jul|jui|ao|aug|sep|oct|nov|d[eé]c|mon|tue|wed|thu|fri|sat|sun|lun|mer|jeu|ven|sam|dim|christmas|boxing|new|canada|veille|jour|no[eë]l|noon|midday|midi|midnight|minuit|today|tonight|this (?:evening|morning|afternoon)|tomorrow|aujourd|ce (?:soir|matin)|cette nuit|demain|the morning|next week|la semaine|de la semaine|les?\b|morning|afternoon|evening|matin|apr[eè]s|soir|overnight|night|nuit|instead|plutôt|normally|usually|normalement|habituellement|no |aucune|one|two|thre|four|five|six|seven|eight|nine|ten|eleven|twelve|regular|usual|normal|heures (?:normales|habit|régul)|son horaire|ses horaires|l'horaire|horaire|which w|that w|originally|initially|previously|qui devai|au|each|every|daily|chaque|tous|for the re|for the month|for the entire|for the whole|for all of|for jan|for feb|for mar|for apr|for may|for jun|for jul|for aug|for sep|for oct|for nov|for dec|during|throughout|pour|durant|tout le mois|le mois d|after being|publi|posted|updated|said|says|announced|a annonc|a indiqu|last modified|modifi|mise? à jour|ha(?:s|ve|d) been|was re|were re|reopened|re-opened|a rouv|ont rouv|a été rouv|ont été rouv|a repris|ont repris|since (?:its|the) clos|après avoir|étai(?:t|ent) ferm|(?:a|ont) été ferm|for \d|for a period|pendant|immediat|immédiat|pour le reste|as of|effective|takes|starting|beginning|begin|à|dès|re-?open|resum|reprend|rouvri|réouv|reviendra|will open|return|clos|shut|cease|cesser|suspend|cancel|annul|unavailable|not (?:be )?available|on\b|in (?:effect|place)|en vigueur|ferm|open|operat|available|ouvert|reduced|heures r|offert|until|till|extended|jusqu|ends? at|ends? on|ending at|ending on|end ?:|fin ?:|start ?:|début ?:|prendr|se termin|through|thru|to|from|de|du|between|entre|and|et\b|at\b|l'|hours of|heures d)/iy;
// Where a token may start: a word whose first letters may start one (the letters of `isLetter`), or a mark.
// Found by one pattern, which skips the other places faster than a loop over the characters.
const CANDIDATE = new RegExp(`(?<![0-9A-Za-z\\u00C0-\\uFFFF])(?=${STARTS_TOKEN.source})|[,:();&@-]`, 'gi');

function clock(hours: number, minutes: number, meridiem?: string): number | null {
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const base = hours % 12;
    return (meridiem.toLowerCase() === 'p' ? base + 12 : base) * 60 + minutes;
  }
  return hours > 24 ? null : (hours % 24) * 60 + minutes;
}

const num = (value: string | undefined) => (value === undefined ? null : Number(value));
const month = (word: string) => MONTHS[word.toLowerCase().replace(/\.$/, '')] ?? 0;
const weekday = (word: string | undefined) =>
  word === undefined ? null : (WEEKDAYS[word.toLowerCase().replace(/\.$/, '')] ?? null);

type Body = Token extends infer T ? (T extends Token ? Omit<T, 'text' | 'gap' | 'index'> : never) : never;

// Kinds that carry nothing but their kind (one list for every call).
const PLAIN_KINDS = [
  'past',
  'usual',
  'nextWeek',
  'now',
  'instead',
  'superseded',
  'each',
  'reopen',
  'close',
  'open',
  'between',
  'and',
  'a',
  'at',
  'on',
  'punct',
] as const;

type Groups = Record<string, string | undefined>;
type PlainKind = (typeof PLAIN_KINDS)[number];

// The group that says which reading a form's match is (each form has one, always matched).
const KEYS = [
  ...['iy', 'mof', 'mofr', 'dd1', 'el', 'rm', 'em', 'fm', 'sh1', 'lasting', 'dh1', 'hol'],
  ...['h12', 'h24', 'h24b', 'h24c', 'h24z', 'hc', 'hoc', 'hwam', 'hwpm', 'hfr', 'noon', 'midnight'],
  ...['wd', 'wds', 'rel', 'partof', 'part', 'night', 'start', 'until', 'to', 'dash', 'from', ...PLAIN_KINDS],
];
const KEY = new Map(
  FORMS.map((form) => {
    const key = KEYS.find((name) => form.source.includes(`(?<${name}>`));
    if (key === undefined) throw new Error(`tokens: a form has no key group: ${form.source.slice(0, 80)}`);
    return [form, key];
  }),
);

/** A form's match read by its key: only that form's groups are looked at. */
function read(key: string, g: Groups): Body[] | null {
  switch (key) {
    case 'iy':
      return [{ k: 'date', month: Number(g.im), day: Number(g.id), year: Number(g.iy), weekday: null }];
    case 'mof':
    case 'mofr':
      return [{ k: 'monthOf', month: month(g.mof ?? g.mofr ?? '') }];
    case 'dd1':
    case 'el':
      return daysOfOneMonth(g);
    case 'rm': {
      // "July 4-6", "July 4 to 6": two days of one month.
      const m = month(g.rm ?? '');
      const year = num(g.ry);
      return [
        { k: 'date', month: m, day: Number(g.rd1), year, weekday: null },
        { k: 'to', until: false },
        { k: 'date', month: m, day: Number(g.rd2), year, weekday: null },
      ];
    }
    case 'em':
      return [{ k: 'date', month: month(g.em ?? ''), day: Number(g.ed), year: num(g.ey), weekday: weekday(g.ewd) }];
    case 'fm':
      return [{ k: 'date', month: month(g.fm ?? ''), day: Number(g.fd), year: num(g.fy), weekday: weekday(g.fwd) }];
    case 'sh1':
      return sharedMeridiem(g);
    case 'lasting':
      return [{ k: 'lasting', minutes: Number(g.lasting) * 60 }];
    case 'dh1':
      return twentyFourHourRange(g);
    case 'hol': {
      const [m, d] = HOLIDAYS[(g.hol ?? '').toLowerCase()] ?? [1, 1];
      return [{ k: 'date', month: m, day: d, year: null, weekday: null }];
    }
    case 'h12':
    case 'h24':
    case 'h24b':
    case 'h24c':
    case 'h24z':
    case 'hc':
    case 'hoc':
    case 'hwam':
    case 'hwpm':
    case 'hfr':
    case 'noon':
    case 'midnight':
      return timeOf(key, g);
    case 'wd':
      return [{ k: 'weekday', weekday: weekday(g.wd) ?? 0, plural: g.pl !== undefined }];
    case 'wds':
      return [{ k: 'weekday', weekday: weekday(g.wds) ?? 0, plural: false }];
    case 'rel':
      return [relativeDay((g.rel ?? '').toLowerCase())];
    case 'partof':
      return [{ k: 'part', part: 'morning', of: true }];
    case 'part': {
      const word = (g.part ?? '').toLowerCase();
      const part: Part = /morning|matin/.test(word) ? 'morning' : /after|après/.test(word) ? 'afternoon' : 'evening';
      return [{ k: 'part', part, of: false }];
    }
    case 'night':
      return [{ k: 'night' }];
    case 'start':
      return [{ k: 'from', start: true }];
    case 'until':
      return [{ k: 'to', until: true }];
    case 'to':
    case 'dash':
      return [{ k: 'to', until: false }];
    case 'from':
      return [{ k: 'from', start: false }];
    default:
      return [{ k: key as PlainKind }];
  }
}

/** "les 2, 3 et 4 août", "du 16 au 22 août", "Aug. 2, 3 and 4": days of one month. */
function daysOfOneMonth(g: Groups): Body[] {
  const m = month(g.ddm ?? g.elm ?? '');
  const year = num(g.ddy);
  const days = `${g.dd1 ?? g.el}`.split(',').map((day) => Number.parseInt(day.trim(), 10));
  const dates: Body[] = [];
  for (const day of days) {
    if (dates.length > 0) dates.push({ k: 'and' });
    dates.push({ k: 'date', month: m, day, year, weekday: null });
  }
  dates.push(g.ddc === 'au' || g.ddc === 'à' ? { k: 'to', until: false } : { k: 'and' });
  dates.push({ k: 'date', month: m, day: Number(g.dd2 ?? g.el2), year, weekday: null });
  return dates;
}

/** "2100-0900 daily": two clock times on the 24-hour clock; "2023-2024" is two years. */
function twentyFourHourRange(g: Groups): Body[] | null {
  const [from, to] = [Number(`${g.dh1}${g.dm1}`), Number(`${g.dh2}${g.dm2}`)];
  if (from >= 1900 && from < 2100 && to > from) return null;
  const joiner: Body = { k: 'to', until: false };
  return [
    { k: 'time', minutes: Number(g.dh1) * 60 + Number(g.dm1) },
    joiner,
    { k: 'time', minutes: Number(g.dh2) * 60 + Number(g.dm2) },
  ];
}

/** A clock time, by the form that matched it. */
function timeOf(key: string, g: Groups): Body[] | null {
  let minutes: number | null;
  let hour: string | undefined;
  switch (key) {
    case 'h12':
      minutes = clock(Number(g.h12), num(g.m12) ?? 0, g.ap);
      break;
    case 'h24':
      minutes = clock(Number(g.h24), Number(g.m24));
      break;
    case 'h24b':
    case 'h24c':
    case 'h24z':
      minutes = clock(Number(g.h24b ?? g.h24c ?? g.h24z), Number(g.m24b ?? g.m24c ?? g.m24z));
      break;
    case 'hc':
      hour = g.hc;
      minutes = clock(Number(g.hc), Number(g.mc));
      break;
    case 'hoc':
      hour = g.hoc;
      minutes = clock(Number(g.hoc), 0);
      break;
    case 'hwam':
    case 'hwpm':
      minutes = clock(HOUR_NUMBER[(g.hwam ?? g.hwpm ?? '').toLowerCase()] ?? 0, 0, key === 'hwam' ? 'a' : 'p');
      break;
    case 'hfr':
      hour = g.hfr;
      minutes = clock(Number(g.hfr), num(g.mfr) ?? 0);
      break;
    default:
      minutes = key === 'noon' ? 720 : 0;
  }
  if (minutes === null) return null;
  // "at 5:30", "8 h" with no a.m./p.m. and no leading zero: a part of the day may put it in the afternoon.
  const bare = hour !== undefined && !hour.startsWith('0') && Number(hour) >= 1 && Number(hour) <= 11;
  return [bare ? { k: 'time', minutes, bare } : { k: 'time', minutes }];
}

/** "today", "tonight", "tomorrow", « demain », « ce soir »: a day from publication, and its part. */
function relativeDay(word: string): Body {
  const offset = word === 'tomorrow' || word === 'demain' ? 1 : 0;
  const part: Part | null = /tonight|evening|soir|nuit/.test(word)
    ? 'evening'
    : /afternoon/.test(word)
      ? 'afternoon'
      : /morning|matin/.test(word)
        ? 'morning'
        : null;
  return { k: 'rel', offset, part };
}

/**
 * "from 4 to 10 p.m.", "between 7 and 11 a.m.": the first time shares the second's half of the
 * day, unless that would put it after the second ("10 to 2 p.m." is 10 a.m.).
 */
function sharedMeridiem(g: Groups): Body[] | null {
  const to = clock(Number(g.sh2), num(g.sm2) ?? 0, g.sap);
  const same = clock(Number(g.sh1), num(g.sm1) ?? 0, g.sap);
  if (to === null || same === null) return null;
  const other = clock(Number(g.sh1), num(g.sm1) ?? 0, g.sap?.toLowerCase() === 'p' ? 'a' : 'p');
  const from = same < to || other === null ? same : other;
  const joiner: Body = g.sj?.toLowerCase() === 'and' ? { k: 'and' } : { k: 'to', until: false };
  return [{ k: 'time', minutes: from }, joiner, { k: 'time', minutes: to }];
}

/** Words between two tokens (the facility's name is already out of the sentence). */
function wordsBetween(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const letter = isLetter(code);
    if (letter && !inWord) count++;
    inWord = letter || (inWord && code !== 32);
  }
  return count;
}

// Each form's possible first characters; a position tries only the forms its character can start.
const FIRST = new Map(FORMS.map((form) => [form, firstLetters(form.source)]));
const formsByChar = new Map<string, RegExp[]>();

function formsStarting(char: string): RegExp[] {
  let forms = formsByChar.get(char);
  if (!forms) {
    const code = char.charCodeAt(0);
    const group =
      code >= 48 && code <= 57 ? FORMS_BY_START.digit : isLetter(code) ? FORMS_BY_START.letter : FORMS_BY_START.mark;
    forms = group.filter((form) => FIRST.get(form)?.has(upper(char)) ?? true);
    formsByChar.set(char, forms);
  }
  return forms;
}

// Each form's possible first two characters; a position tries only the forms its two characters allow.
const PAIRS = new Map(FORMS.map((form) => [form, firstPairs(form.source)]));
const formsByPair = new Map<number, RegExp[]>();

/** The forms that may match at `index`, by its character and the next (by its character alone at the end). */
function formsAt(sentence: string, index: number): RegExp[] {
  if (index + 1 >= sentence.length) return formsStarting(sentence.charAt(index));
  const key = sentence.charCodeAt(index) * 65536 + sentence.charCodeAt(index + 1);
  return formsByPair.get(key) ?? formsForPair(key, sentence.charAt(index), sentence.charAt(index + 1));
}

function formsForPair(key: number, first: string, second: string): RegExp[] {
  const forms = formsStarting(first).filter((form) => {
    const pairs = PAIRS.get(form);
    return pairs === undefined || allowsPair(pairs, first, second);
  });
  formsByPair.set(key, forms);
  return forms;
}

/** The first form that matches at `index`, read: its tokens' bodies and the length it took. */
function matchAt(sentence: string, index: number): { bodies: Body[] | null; match: RegExpExecArray } | null {
  for (const form of formsAt(sentence, index)) {
    form.lastIndex = index;
    const match = form.exec(sentence);
    if (match) return { bodies: read(KEY.get(form) ?? '', match.groups ?? {}), match };
  }
  return null;
}

const isLetter = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code >= 192;

/** The tokens of one sentence: tried where a word or a mark starts, and only when its first letters may start a token. */
export function tokenize(sentence: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  CANDIDATE.lastIndex = 0;
  for (let at = CANDIDATE.exec(sentence); at !== null; at = CANDIDATE.exec(sentence)) {
    const index = at.index;
    CANDIDATE.lastIndex = index + 1;
    const found = matchAt(sentence, index);
    if (!found?.bodies) continue;
    const { bodies, match } = found;
    const gap = wordsBetween(sentence.slice(last, index));
    const text = match[0].trim();
    // `read` makes new bodies at every call: they are completed in place rather than copied.
    for (let i = 0; i < bodies.length; i++) {
      const token = bodies[i] as Token;
      token.text = text;
      token.gap = i === 0 ? gap : 0;
      token.index = index;
      tokens.push(token);
    }
    last = index + match[0].length;
    CANDIDATE.lastIndex = Math.max(last, index + 1);
  }
  return tokens;
}
