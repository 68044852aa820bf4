// Accounting for a notice's dated words: every day and clock time the rules were given must be
// a boundary of a window shown, or a day it covers, or an hour of the schedule when the notice is
// a standing schedule; the notice's dateline and the days its reporting names ("said Wednesday")
// are set aside. A month without its day and a weekday that contradicts its date are doubts too.
import { civilOf, dayNumber, weekdayOf } from './calendar';
import type { Draft } from './drafts';
import { MONTHS } from './lexicon';
import { type Reading, type Reference, readAt } from './moments';
import type { Token } from './tokens';
import type { NoticeDoubt, ReadingFacts } from './types';

const DAY = 1440;
const dayOf = (minutes: number) => Math.floor(minutes / DAY);
const DATED = new Set(['date', 'weekday', 'rel', 'time']);

/** Every day and time the rules were given, accounted for by the windows shown or the schedule. */
export function accountingDoubts(facts: ReadingFacts, seen: ReadingSeen[] = readingsSeen(facts)): NoticeDoubt[] {
  const known = new Known(facts);
  const doubts: NoticeDoubt[] = [];
  facts.sentences.forEach(({ tokens, text }) => {
    monthsAlone(tokens, text, doubts);
    clockTimesUnread(tokens, text, doubts);
    weekdaysAgainstDates(tokens, facts.ref, doubts);
  });
  for (const { tokens, text, at, reading } of seen) {
    known.fromWeekday = false;
    for (let j = at; j < reading.next; j++) if (tokens[j]?.k === 'weekday') known.fromWeekday = true;
    if (roundTheClock(tokens, text, at, reading) || anotherHospitalsHours(tokens, text, at, reading)) continue;
    const doubt = checkReading(reading, known);
    if (doubt && !reported(tokens, at, text, reading, facts.ref))
      doubts.push({ code: doubt, words: wordsOf(tokens, at, reading.next) });
  }
  return doubts;
}

/** One reading of a notice's dated words: where it stands, and the rule's reading it was read on from (`top`). */
export interface ReadingSeen {
  sentence: number;
  tokens: Token[];
  text: string;
  at: number;
  reading: Reading;
  /** The reading the rule started from; this one is it, or words the rule read on from it (a range's end, hours after days). */
  top: ReadingFacts['readings'][number];
}

/** Each reading the rules made, then the words each rule read on from it, each on its own. */
export function readingsSeen(facts: ReadingFacts): ReadingSeen[] {
  const seen: ReadingSeen[] = [];
  let anchor = facts.ref.anchor;
  let sentence = -1;
  for (const top of facts.readings) {
    const { tokens, text } = facts.sentences[top.sentence] ?? { tokens: [], text: '' };
    if (top.sentence !== sentence) anchor = facts.ref.anchor;
    sentence = top.sentence;
    // Each reading seen moves the anchor to its last day (no closure per reading: this runs for every one).
    seen.push({ sentence, tokens, text, at: top.at, reading: top.reading, top });
    anchor = lastDay(top.reading) ?? anchor;
    for (let i = top.reading.next; i < top.end; ) {
      const reading = DATED.has(tokens[i]?.k ?? '') ? readAt(tokens, i, { ...facts.ref, anchor }) : null;
      if (reading) {
        seen.push({ sentence, tokens, text, at: i, reading, top });
        anchor = lastDay(reading) ?? anchor;
      }
      i = Math.max(reading?.next ?? 0, i + 1);
    }
  }
  return seen;
}

/** What the windows shown and the schedule account for. */
class Known {
  readonly bounds = new Set<number>();
  private readonly clock = new Set<number>();
  private readonly scheduled = new Set<number>();
  /** Days each window touches, first to last (null: without end that way). */
  private readonly spans: [number | null, number | null][] = [];
  readonly recurring: boolean;
  /** The words being checked name a bare weekday. */
  fromWeekday = false;

  constructor(facts: ReadingFacts) {
    this.recurring = facts.recurring;
    for (const w of facts.shown) {
      for (const p of [w.start, w.end]) {
        if (p === null) continue;
        this.bounds.add(p);
        this.clock.add(((p % DAY) + DAY) % DAY);
      }
      this.spans.push([w.start === null ? null : dayOf(w.start), w.end === null ? null : dayOf(w.end - 1)]);
    }
    for (const span of [facts.schedule.dailyHours, facts.schedule.openHours])
      if (span) this.scheduled.add(span.from).add(span.to);
  }

  timeKnown(minutes: number): boolean {
    return this.clock.has(minutes) || (this.recurring && this.scheduled.has(minutes));
  }

  /** Inside only windows stated without an end (or a start): the day is no edge of what is shown. */
  insideOpenEndedOnly(day: number): boolean {
    let inside = false;
    for (const [first, last] of this.spans) {
      if (!((first === null || first <= day) && (last === null || last >= day))) continue;
      if ((last === null && first !== null && first < day) || (first === null && last !== null && last > day))
        inside = true;
      else return false;
    }
    return inside;
  }

  covered(day: number): boolean {
    for (const [first, last] of this.spans)
      if ((first === null || first <= day) && (last === null || last >= day)) return true;
    return false;
  }
}

// Months by their full names ("sept" is also French for seven); a month within a longer word is none.
const MONTH_NAMES = new RegExp(
  Object.keys(MONTHS)
    .filter((word) => word.length > 4 || ['june', 'july', 'mars', 'juin', 'août', 'aout'].includes(word))
    .join('|'),
  'gi',
);
const LETTER = /[0-9A-Za-zÀ-ÖØ-öø-ÿ]/;

/** A month named without its day ("closed for the month of August"): a date the rules did not read. */
function monthsAlone(tokens: Token[], text: string, doubts: NoticeDoubt[]): void {
  // An exec loop, not matchAll (which copies the pattern at every call: this runs over every sentence).
  MONTH_NAMES.lastIndex = 0;
  for (let match = MONTH_NAMES.exec(text); match !== null; match = MONTH_NAMES.exec(text)) {
    const end = match.index + match[0].length;
    if (LETTER.test(text[match.index - 1] ?? '') || LETTER.test(text[end] ?? '')) continue;
    const at = match.index;
    if (!inToken(tokens, at)) doubts.push({ code: 'date_unused', words: match[0] });
  }
}

// Clock times as authorities write them ("8 a.m.", "0800 hrs", "1700h", "17 h 30", "16:00", « 8 h »):
// a time no token holds is a time the rules never read, whatever the window shown. Not a duration
// ("16 hours", "24 h"), a phone number, a price or "24/7": hours of 0 to 23, a 4-digit time only with its unit
// or its leading zero ("0700 Saturday": never a year);
// "7.00" as well as "7:00".
const CLOCK_TIMES =
  /(?<![\d:.,/$-])(?:(?:[01]?\d|2[0-3])(?:[:.h][0-5]\d)? ?[ap]\.? ?m\b\.?|(?:[01]\d|2[0-3])[0-5]\d ?(?:hrs?|hours|heures|h)(?![A-Za-zÀ-ÖØ-öø-ɏ\d])|(?:[01]?\d|2[0-3]) ?h ?(?:[0-5]\d)?(?![A-Za-zÀ-ÖØ-öø-ɏ\d])|(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d%])|0\d[0-5]\d(?![\d:]))/gi;

// "close at 4 p.m. instead of 8 p.m.": the replaced time, dropped with its words (cues.ts).
const REPLACED = /(?:instead of|au lieu de|plutôt qu'(?:à|au)?) ?$/i;

/** "from 0800 hrs Saturday": a clock time no token holds, so no rule read it. */
function clockTimesUnread(tokens: Token[], text: string, doubts: NoticeDoubt[]): void {
  CLOCK_TIMES.lastIndex = 0;
  for (let match = CLOCK_TIMES.exec(text); match !== null; match = CLOCK_TIMES.exec(text)) {
    if (!inToken(tokens, match.index) && !REPLACED.test(text.slice(Math.max(0, match.index - 16), match.index)))
      doubts.push({ code: 'time_unread', words: match[0].trim() });
  }
}

/** Whether a token holds the character at `at` (a replaced end, "instead of 8 p.m.", holds its words). */
function inToken(tokens: Token[], at: number): boolean {
  return tokens.some((t) => t.index <= at && at < (t.k === 'superseded' ? (t.through ?? 0) : t.index + t.text.length));
}

/** "Friday, June 1st" in a year where June 1 is a Thursday: the weekday and the date say two days. */
function weekdaysAgainstDates(tokens: Token[], ref: Reference, doubts: NoticeDoubt[]): void {
  for (const t of tokens) {
    if (t.k !== 'date' || t.weekday === null) continue;
    const year = civilOf(ref.day).year;
    const years = t.year !== null ? [t.year] : [year - 1, year, year + 1];
    if (!years.some((y) => weekdayOf(dayNumber(y, t.month, t.day)) === t.weekday))
      doubts.push({ code: 'date_conflict', words: t.text });
  }
}

// Reported speech: "said in a statement Wednesday", "a release sent out just after 4 p.m. Monday".
const REPORTED =
  /(?<![A-Za-zÀ-ÖØ-öø-ɏ])(?:said|says|statement|release|announced|announcement|posted|issued|published|news|communiqué|a annoncé|a indiqué|selon)(?![A-Za-zÀ-ÖØ-öø-ɏ])/i;
const isCue = (t: Token) =>
  t.k === 'close' || t.k === 'reopen' || t.k === 'open' || (t.k === 'to' && t.until) || (t.k === 'from' && t.start);

/**
 * Days and times set aside as the notice's own dateline or its reporting ("the health authority
 * said Wednesday"): on or before publication, after a reporting word with no closing or opening
 * word between, or the publication's own date or moment in a sentence that closes nothing.
 */
function reported(tokens: Token[], at: number, text: string, reading: Reading, ref: Reference): boolean {
  const moments = reading.k === 'moment' ? [reading.moment] : reading.k === 'days' ? reading.days : [];
  if (moments.length === 0 || moments.some((m) => m.day === null || m.day > ref.day)) return false;
  const before = tokens.slice(0, at).filter(isCue);
  const lastCue = before[before.length - 1];
  const start = tokens[at]?.index ?? 0;
  const window = text.slice(Math.max(lastCue ? lastCue.index + lastCue.text.length : 0, start - 48), start);
  if (REPORTED.test(window)) return true;
  const cued = tokens.some(isCue);
  const own = moments.every((m) => m.day === ref.day && (m.minutes === null || m.minutes === ref.minutes));
  return own && !cued;
}

// "24 heures sur 24", "24 h par jour", "24 hours a day": a service that never closes, not a clock time.
const TWENTY_FOUR = /^24\b/;
const ROUND_THE_CLOCK = /^\s*(?:sur 24|par jour|a day|per day)(?![A-Za-zÀ-ÖØ-öø-ɏ\d])/i;

/** "ouvertes 24 heures sur 24": the words read as a clock time say the service is always open. */
function roundTheClock(tokens: Token[], text: string, at: number, reading: Reading): boolean {
  if (reading.k !== 'moment' || reading.moment.day !== null) return false;
  const time = tokens[at];
  return (
    time?.k === 'time' && TWENTY_FOUR.test(time.text) && ROUND_THE_CLOCK.test(text.slice(time.index + time.text.length))
  );
}

// A place to go instead ("go to", "the nearest", « se rendre à »), and the hours in a clause on that
// other hospital's name ("… Twin Oaks Hospital, which is open from 8 a.m. to 8 p.m.", « l'Hôpital de
// Tracadie, ouvert de 8 h à 20 h »). The notice's own facility is taken out of the words read, so
// its name never stands before them.
const SENDS_ELSEWHERE = /\b(?:go to|nearest|closest|se rendre|rendre au|rendre à|plus proche)\b/i;
const OTHER_HOSPITAL_OPEN =
  /(?:Hospital|Hôpital|Centre|Center)(?: (?:in|at|de|du|d'|d’) ?[A-ZÀ-Ý][\w'’ -]{0,30}?)?,? (?:which |qui )?(?:is |will be |est |sera |remains |reste |demeure )?(?:also )?(?:open|ouverte?s?)(?: (?:from|between|de|entre))? ?$/;

/** Hours of the hospital a notice sends people to instead: its schedule, not the closure's. */
function anotherHospitalsHours(tokens: Token[], text: string, at: number, reading: Reading): boolean {
  if (reading.k !== 'span' && !(reading.k === 'moment' && reading.moment.day === null)) return false;
  const start = tokens[at]?.index ?? 0;
  return (
    SENDS_ELSEWHERE.test(text.slice(0, start)) && OTHER_HOSPITAL_OPEN.test(text.slice(Math.max(0, start - 90), start))
  );
}

/** The doubt a reading of some words leaves, or null when the windows account for it. */
function checkReading(reading: Reading, known: Known): string | null {
  if (reading.k === 'recurring') return known.recurring ? null : 'date_unused';
  if (reading.k === 'span')
    return known.timeKnown(reading.span.from) && known.timeKnown(reading.span.to) ? null : 'time_unused';
  const moments = reading.k === 'moment' ? [reading.moment] : reading.days;
  for (const m of moments) {
    if (m.day === null) {
      if (m.minutes !== null && !known.timeKnown(m.minutes)) return 'time_unused';
      continue;
    }
    if (m.minutes !== null && !known.recurring && !isBound(m.day, m.minutes, known)) {
      // The time is in the windows, but not on this day: the same words read into another moment.
      return known.timeKnown(m.minutes) ? 'moment_conflict' : 'time_unused';
    }
    if (!known.covered(m.day) && !(known.fromWeekday && weekdayCovered(m.day, known))) return 'date_unused';
    // "jusqu'à lundi matin", "until Monday morning": a part of a day that ends nothing shown, the window left open.
    if (m.minutes === null && m.part !== null && known.insideOpenEndedOnly(m.day)) return 'part_of_day';
    // "de jeudi soir à vendredi": a part of a day with no clock time, read as the day's midnight.
    const spanned = reading.k === 'days' && reading.span !== null;
    if (
      !spanned &&
      m.minutes === null &&
      m.part !== null &&
      (known.bounds.has(m.day * DAY) || known.bounds.has((m.day + 1) * DAY))
    )
      return 'part_of_day';
  }
  if (reading.k === 'days' && reading.span) {
    if (!known.timeKnown(reading.span.from) || !known.timeKnown(reading.span.to)) return 'time_unused';
  }
  return null;
}

/** A moment that starts or ends a window (a bare weekday may have been read from another anchor: same weekday, within a week). */
function isBound(day: number, minutes: number, known: Known): boolean {
  const at = day * DAY + minutes;
  if (known.bounds.has(at)) return true;
  if (!known.fromWeekday) return false;
  for (const shift of [-7, 7]) if (known.bounds.has(at + shift * DAY)) return true;
  return false;
}

/** A bare weekday read a week from where the rules read it: the same weekday, a week either side. */
function weekdayCovered(day: number, known: Known): boolean {
  return known.covered(day - 7) || known.covered(day + 7);
}

function lastDay(reading: Reading): number | null {
  if (reading.k === 'moment') return reading.moment.day;
  if (reading.k === 'days') return reading.days[reading.days.length - 1]?.day ?? null;
  return null;
}

/** The dated words of tokens[from, to), as the notice wrote them. */
function wordsOf(tokens: Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .filter((t) => DATED.has(t.k) || t.k === 'part')
    .map((t) => t.text)
    .filter((text, i, all) => all.indexOf(text) === i)
    .join(' ');
}

/** A window as the doubts name it: "2025-03-15T08:00 → …" (minutes since the epoch, on the ER's wall clock). */
export function describe(w: Pick<Draft, 'start' | 'end'> | undefined): string {
  return w ? `${minuteAt(w.start)} → ${minuteAt(w.end)}` : '';
}

function minuteAt(p: number | null): string {
  if (p === null) return '…';
  const iso = new Date(p * 60_000).toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 16)}`;
}
