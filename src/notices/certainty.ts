// How sure a reading is. The rules read a notice's dated words into windows; this checks the
// result against the words: every day and clock time the rules were given must be accounted for
// by the windows shown (or by the schedule when the notice is a standing schedule), the windows
// must be consistent, and the kind must not contradict them. Sentences the interpreter set aside
// (other services, usual hours, a closure called off, "instead of 8 p.m.") are never read, so
// they count as accounted for. Anything else makes the reading unsure, with the words concerned.
import { civilOf, dayNumber, weekdayOf } from './calendar';
import { MONTHS } from './lexicon';
import { type Reading, type Reference, readAt } from './moments';
import type { Token } from './tokens';
import type { NoticeDoubt, NoticeKind } from './types';
import type { Draft, Schedule } from './windows';

/** What the interpreter read and decided, as the certainty check needs it. */
export interface ReadingFacts {
  ref: Reference;
  /** Each read sentence's tokens, as the rules were given them, and its words (the facility's name taken out). */
  sentences: { tokens: Token[]; text: string }[];
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
  unreadable: boolean;
  notUnderstood: string[];
}

export interface Certainty {
  certainty: 'sure' | 'unsure';
  doubts: NoticeDoubt[];
}

const DAY = 1440;
/** Plausible span of a window around its notice's publication (README "Sure and unsure"). */
export const SPAN = { startsBeforeDays: 62, startsAfterDays: 183, longestDays: 92 };

const dayOf = (minutes: number) => Math.floor(minutes / DAY);
const DATED = new Set(['date', 'weekday', 'rel', 'time']);

export function assessCertainty(facts: ReadingFacts): Certainty {
  const doubts: NoticeDoubt[] = [];
  if (facts.unreadable) doubts.push({ code: 'unreadable', words: facts.notUnderstood.join('; ') });
  doubts.push(...kindDoubts(facts), ...windowDoubts(facts.shown, facts.ref));
  for (const day of facts.nightsByConvention)
    doubts.push({
      code: 'nights_assumed',
      words: `the night of ${describe({ start: day * DAY, end: null }).slice(0, 10)}`,
    });
  // Dates set aside as another service's, while nothing of the ER's own was read: the set-aside decided it all.
  if (facts.kind !== 'open' && !facts.shown.some((w) => w.start !== null || w.end !== null))
    for (const sentence of facts.setAside) doubts.push({ code: 'set_aside', words: sentence });
  // An open notice knowingly sets its times aside ("has reopened as of 8 a.m. today"), as does an
  // unreadable one (already doubted): only the others are accounted word by word.
  if (facts.kind !== 'open' && !facts.unreadable) doubts.push(...accountingDoubts(facts));
  const unique = doubts.filter((d, i) => doubts.findIndex((o) => o.code === d.code && o.words === d.words) === i);
  return { certainty: unique.length === 0 ? 'sure' : 'unsure', doubts: unique };
}

/** A kind that contradicts the windows the rules read: an open notice over a closure still to come. */
function kindDoubts(facts: ReadingFacts): NoticeDoubt[] {
  const now = facts.ref.day * DAY + facts.ref.minutes;
  if (facts.kind !== 'open') return [];
  const ahead = facts.drafts.filter((d) => d.start !== null && d.start > now);
  return ahead.length > 0 ? [{ code: 'kind_conflict', words: `open, with a closure from ${describe(ahead[0])}` }] : [];
}

/** End after start, in order, no overlap, within a plausible span of publication. */
function windowDoubts(windows: Draft[], ref: Reference): NoticeDoubt[] {
  const doubts: NoticeDoubt[] = [];
  const now = ref.day * DAY + ref.minutes;
  windows.forEach((w, i) => {
    if (w.start !== null && w.end !== null && w.end <= w.start)
      doubts.push({ code: 'window_order', words: describe(w) });
    const before = windows[i - 1];
    if (before?.start != null && w.start !== null && w.start < before.start)
      doubts.push({ code: 'window_order', words: `${describe(before)}, then ${describe(w)}` });
    if (before && w.start !== null && (before.end === null || before.end > w.start))
      doubts.push({ code: 'window_overlap', words: `${describe(before)} and ${describe(w)}` });
    const far =
      (w.start !== null &&
        (w.start < now - SPAN.startsBeforeDays * DAY || w.start > now + SPAN.startsAfterDays * DAY)) ||
      (w.start !== null && w.end !== null && w.end - w.start > SPAN.longestDays * DAY);
    if (far) doubts.push({ code: 'window_span', words: describe(w) });
    // A closure already in effect when published, started at the day's 00:00 for want of a time.
    if (w.start === ref.day * DAY && ref.minutes > 0) doubts.push({ code: 'start_unstated', words: describe(w) });
  });
  return doubts;
}

/** Every day and time the rules were given, accounted for by the windows shown or the schedule. */
function accountingDoubts(facts: ReadingFacts): NoticeDoubt[] {
  const bounds = new Set<number>();
  for (const w of facts.shown) for (const p of [w.start, w.end]) if (p !== null) bounds.add(p);
  const clock = new Set([...bounds].map((p) => ((p % DAY) + DAY) % DAY));
  const scheduled = new Set<number>();
  for (const span of [facts.schedule.dailyHours, facts.schedule.openHours])
    if (span) for (const m of [span.from, span.to]) scheduled.add(m);
  const timeKnown = (m: number) => clock.has(m) || (facts.recurring && scheduled.has(m));
  const covered = (day: number) =>
    facts.shown.some((w) => (w.start === null || dayOf(w.start) <= day) && (w.end === null || dayOf(w.end - 1) >= day));
  const doubts: NoticeDoubt[] = [];
  for (const { tokens, text } of facts.sentences) {
    doubts.push(...monthsAlone(tokens, text), ...weekdaysAgainstDates(tokens, facts.ref));
    let anchor = facts.ref.anchor;
    for (let i = 0; i < tokens.length; ) {
      const reading = DATED.has(tokens[i]?.k ?? '') ? readAt(tokens, i, { ...facts.ref, anchor }) : null;
      if (!reading) {
        i++;
        continue;
      }
      const words = wordsOf(tokens, i, reading.next);
      const fromWeekday = tokens.slice(i, reading.next).some((t) => t.k === 'weekday');
      const check = checkReading(reading, { bounds, timeKnown, covered, fromWeekday, recurring: facts.recurring });
      if (check && !reported(tokens, i, text, reading, facts.ref)) doubts.push({ code: check, words });
      const last = lastDay(reading);
      if (last !== null) anchor = last;
      i = Math.max(reading.next, i + 1);
    }
  }
  return doubts;
}

const MONTH_NAMES = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(MONTHS)
    .filter((word) => word.length > 3)
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** A month named without its day ("closed for the month of August"): a date the rules did not read. */
function monthsAlone(tokens: Token[], text: string): NoticeDoubt[] {
  const doubts: NoticeDoubt[] = [];
  for (const match of text.matchAll(MONTH_NAMES)) {
    const inToken = tokens.some((t) => t.index <= match.index && match.index < t.index + t.text.length);
    if (!inToken) doubts.push({ code: 'date_unused', words: match[0] });
  }
  return doubts;
}

/** "Friday, June 1st" in a year where June 1 is a Thursday: the weekday and the date say two days. */
function weekdaysAgainstDates(tokens: Token[], ref: Reference): NoticeDoubt[] {
  const year = civilOf(ref.day).year;
  const doubts: NoticeDoubt[] = [];
  for (const t of tokens) {
    if (t.k !== 'date' || t.weekday === null) continue;
    const years = t.year !== null ? [t.year] : [year - 1, year, year + 1];
    if (!years.some((y) => weekdayOf(dayNumber(y, t.month, t.day)) === t.weekday))
      doubts.push({ code: 'date_conflict', words: t.text });
  }
  return doubts;
}

// Reported speech: "said in a statement Wednesday", "a release sent out just after 4 p.m. Monday".
const REPORTED =
  /(?<!\p{L})(?:said|says|statement|release|announced|announcement|posted|issued|published|news|communiqué|a annoncé|a indiqué|selon)(?!\p{L})/iu;
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

interface Known {
  bounds: Set<number>;
  timeKnown: (minutes: number) => boolean;
  covered: (day: number) => boolean;
  fromWeekday: boolean;
  recurring: boolean;
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
    .filter((t) => DATED.has(t.k))
    .map((t) => t.text)
    .filter((text, i, all) => all.indexOf(text) === i)
    .join(' ');
}

function describe(w: Pick<Draft, 'start' | 'end'> | undefined): string {
  const at = (p: number | null) => {
    if (p === null) return '…';
    const iso = new Date(p * 60_000).toISOString();
    return `${iso.slice(0, 10)}T${iso.slice(11, 16)}`;
  };
  return w ? `${at(w.start)} → ${at(w.end)}` : '';
}
