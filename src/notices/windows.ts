// The rules that turn a notice's dated words into windows, read sentence by sentence. Each rule
// is named after what it reads, with notice words that motivated it:
//   range             "from 5 p.m. on Tuesday, July 16 until 8 a.m. on Wednesday"
//   daysWithHours     "June 3 from 8 a.m. to 8 p.m.", "Friday, Saturday and Sunday between 5:30 p.m. and 7:30 a.m."
//   nightlyPeriod     "from 7 p.m. to 8 a.m. between Aug. 2 and Aug. 16", "de 20 h à 8 h, du 8 août au 10 août à 8 h"
//   closesEachNight   "will close each evening at 8 p.m. and reopen at 8 a.m., starting Monday, June 2"
// and, in closings.ts, closings and the reopenings that end them (closesThenReopens, until,
// startsOnly, closedDays, openPeriod).
//   openHours         "will continue to operate from 8 am to 8 pm every day" (a schedule, not a closure)

import { Closings } from './closings';
import { type Cue, cueOf, dropReplacedTimes } from './cues';
import { dailyPairOf, EACH_EVENING, nightsOverClosure } from './daily-closings';
import { type Draft, hoursOverPeriod, nightsOf, type Schedule } from './drafts';
import { applyLastEnd, LAST_END, LAST_WORD, type OpenNights } from './last-night';
import { type Moment, type Reading, type Reference, readAt, type Span } from './moments';
import { wholeMonth } from './months';
import { oneNight } from './one-night';
import { cutOpenExceptions, openException } from './open-exceptions';
import { settle } from './settle';
import type { Token } from './tokens';
import { WeekdaySpans, weekdaysWithPeriod } from './weekdays-over-period';

export type { Draft, Schedule } from './drafts';

const point = (day: number, minutes: number) => day * 1440 + minutes;
// An update revising a closure's start or end: "will now begin at 11 p.m.", « débutera plutôt à 23 h ».
const REVISES =
  /\b(?:will now|would now|now (?:begins?|starts?|ends?|runs?)|is now set|instead(?! of)|désormais|plutôt|dorénavant)\b/i;
// "reopens each morning at 8 a.m.", « rouvre chaque matin à 8 h »: a daily reopening ends no one closure.
const DAILY_REOPEN = /\b(?:each|every) morning\b|\bchaque matin\b|\btous les matins\b/i;
// "will have reduced hours from 7 p.m. to 7 a.m.": overnight hours after these words are the closed ones, not open hours.
const REDUCED_WORDS = /^(?:reduced|horaires?|heures)\b/i;

export class WindowReader {
  readonly windows: Draft[] = [];
  readonly schedule: Schedule = {
    dailyHours: null,
    openHours: null,
    weekly: false,
    nightly: false,
    everyDay: false,
    openExceptions: [],
  };
  /** Each sentence's tokens as the rules read them: what the reading's certainty accounts for. */
  readonly sentencesRead: Token[][] = [];
  /** What each sentence's dated words were read as: the reading at `at`, and where the rule using it stopped. */
  readonly readingsSeen: { sentence: number; at: number; reading: Reading; end: number }[] = [];
  /** Days of last nights counted by the nights convention alone, no word of the notice saying which. */
  readonly nightsByConvention: number[] = [];
  private readonly closings: Closings;
  private sentenceNight = false;
  private sentenceInclusive = false;
  /** "between" in the sentence ("between Aug. 2 and Aug. 16", "From Friday to Saturday, between 8 p.m. and 8 a.m."): the period bounds the closure. */
  private sentenceBetween = false;
  private sentenceEach = false;
  private sentenceOpen = false;
  /** "for the remainder of August 17", "beginning immediately": the closing is in effect when published. */
  private sentenceNow = false;
  /** Weekdays named with a period in the same sentence: the period's days on those weekdays. */
  private sentenceWeekdays: Set<number> | null = null;
  private sentencePeriod: Draft | null = null;
  private readonly weekdaySpans = new WeekdaySpans();
  /** The ER's usual hours ("normally open 8 a.m. to 8 p.m."): its evening closing and morning opening. */
  private usualSpan: Span | null = null;
  /** closesEachNight: a closing time in a sentence said to repeat, waiting there for the reopening time after it. */
  private eachNightClose: number | null = null;
  /** closesEachNight: the last pair met moment by moment, decided once the notice has ended (eachNightBecomes). */
  private pairOverClosure: Span | null = null;
  /** Where the sentence's "the last overnight closure ends" words end (-1: none), and the end they state. */
  private lastEndFrom = -1;
  private lastEnd: Moment | null = null;
  /** closesEachNight: the end of the last night of a period said before the pair, when no last end is said. */
  private periodLastEnd: Moment | null = null;
  /** Nightly hours from a first day with no end ("nightly, beginning Tuesday, Oct. 3"): a last end bounds them. */
  private openNights: OpenNights | null = null;
  /** "reopens each morning at 8 a.m.": the nights' daily end, not a closure's. */
  private sentenceDailyReopen = false;
  /** Reopenings stated with their day and time: one the morning after a period of hours ends its last night. */
  private readonly reopenings: Moment[] = [];
  /** Open hours on named days with the nights closed: the morning the last night ends, if a reopening says so. */
  private openDaysEnd: { day: number; minutes: number; closedAt: number } | null = null;
  /** A period stated after open hours (« ouverte de 8 h à 20 h du 11 au 14 juillet »): nights only if a resumption ends them. */
  private periodAfterOpen: Draft | null = null;

  constructor(private readonly ref: Reference) {
    this.closings = new Closings(ref, this.windows);
  }

  /** Reads one sentence's tokens (the facility's name already taken out). */
  read(tokens: Token[], sentence = ''): void {
    const kept = this.reducedOvernight(oneNight(dropReplacedTimes(tokens)));
    this.sentencesRead.push(kept);
    this.sentenceNight = kept.some((t) => t.k === 'night');
    this.sentenceInclusive = /\binclusive(?:ment|ly)?\b/i.test(sentence);
    this.sentenceBetween = kept.some((t) => t.k === 'between');
    this.sentenceNow = kept.some((t) => t.k === 'now');
    this.sentenceWeekdays = weekdaysWithPeriod(kept);
    this.sentencePeriod = null;
    this.eachNightClose = null;
    // The cheap checks first: tokens already read, then a literal prefilter (this runs over every sentence).
    const closes = kept.some((t) => t.k === 'close');
    const reopens = kept.some((t) => t.k === 'reopen');
    const lastEnd = (closes || this.sentenceNight) && LAST_WORD.test(sentence) ? LAST_END.exec(sentence) : null;
    this.lastEndFrom = lastEnd ? lastEnd.index + lastEnd[0].length : -1;
    this.sentenceDailyReopen = reopens && DAILY_REOPEN.test(sentence);
    if (this.sentenceNight) this.schedule.nightly = true;
    if (closes && reopens && EACH_EVENING.test(sentence) && this.closesEachNight(kept)) return;
    const pendingBefore = this.closings.count;
    const windowsBefore = this.windows.length;
    let cue: Cue | null = null;
    let cueGap = 0;
    let between = false;
    let morningOf = false;
    const each = kept.some((t) => t.k === 'each' || (t.k === 'weekday' && t.plural));
    this.sentenceEach = each;
    this.sentenceOpen = kept.some((t) => t.k === 'open') && !closes;
    let cueRead = false;
    for (let i = 0; i < kept.length; ) {
      const token = kept[i] as Token;
      cueGap += token.gap;
      if (cueGap > 4) cue = null;
      const cueWord = cueOf(token);
      // "closed during its regular hours of 8 a.m. to 4 p.m. on Friday": those hours are closed.
      const closing = cue === 'close' || cue === 'start';
      // "will reopen as normal starting at 8 a.m. on March 7": the start of the reopening, before it read anything.
      const reopeningStarts = cueWord === 'start' && cue === 'reopen' && !cueRead;
      if (
        cueWord &&
        !(cueWord === 'open' && cue === 'reopen') &&
        !(cueWord === 'usual' && closing) &&
        !reopeningStarts
      ) {
        cue = cueWord;
        cueGap = 0;
        cueRead = false;
      }
      if (token.k === 'between') {
        between = true;
        if (cue === 'close') cue = 'start'; // "suspended between Jan. 4, 2022, and an as-of-yet undetermined date"
      }
      if (token.k === 'part' && token.of) morningOf = true;
      if (token.k === 'monthOf' && (cue === 'close' || cue === 'start'))
        this.windows.push(wholeMonth(token.month, this.ref));
      const reading = readAt(kept, i, this.refFor(cue));
      if (!reading) {
        i++;
        continue;
      }
      const nightsRead = this.openNights !== null || this.windows.some((w) => w.expanded || w.period);
      if (this.lastEndFrom >= 0 && token.index >= this.lastEndFrom && reading.k === 'moment' && nightsRead) {
        // "the last overnight closure ends at 8 a.m. on Friday, Aug. 9": the nights' end, applied at the notice's end.
        this.lastEndFrom = -1;
        if (reading.moment.day !== null && reading.moment.minutes !== null) {
          this.lastEnd = reading.moment;
          this.readingsSeen.push({ sentence: this.sentencesRead.length - 1, at: i, reading, end: reading.next });
          i = Math.max(reading.next, i + 1);
          continue;
        }
      }
      const next = this.apply(kept, i, reading, cue, between, morningOf, each);
      this.readingsSeen.push({ sentence: this.sentencesRead.length - 1, at: i, reading, end: next });
      cueRead = true;
      if (cue === 'until') cue = null;
      morningOf = false;
      i = Math.max(next, i + 1);
    }
    // A closing time said to repeat with no reopening time after it: a closing as any other.
    if (this.eachNightClose !== null)
      this.closings.add('close', { day: null, minutes: this.eachNightClose, part: null, morningOf: false });
    // "Effective March 11, the ER will operate 16 hours a day": a schedule starting, not a closure.
    if (kept.some((t) => t.k === 'open') && !kept.some((t) => t.k === 'close')) this.closings.keep(pendingBefore);
    this.weekdaySpans.settle(this.windows, this.sentencePeriod, (day, span) => this.daySpan(day, span, true));
    if (REVISES.test(sentence)) for (const w of this.windows.slice(windowsBefore)) w.revised = true;
  }

  /**
   * closesEachNight, read whole: a sentence that closes, reopens and says "each evening/night", "nightly",
   * « chaque soir/nuit », « tous les soirs » (`dailyPairOf`); no other rule reads it. False when it is not
   * of that shape.
   */
  private closesEachNight(tokens: Token[]): boolean {
    const pair = dailyPairOf(tokens, this.ref);
    if (!pair) return false;
    const sentence = this.sentencesRead.length - 1;
    for (const seen of pair.readings) this.readingsSeen.push({ sentence, ...seen });
    this.eachNightRead(pair.span, { whole: true, first: pair.first, last: pair.last });
    return true;
  }

  /**
   * closesEachNight, moment by moment, in other sentences said to repeat ("daily", « tous les jours »,
   * "Saturdays"): a closing time with no day is held; the reopening (or "until") time with no day after it
   * makes the pair. A held time with no reopening after it is a closing as any other (at the sentence's end).
   */
  private eachNightMoment(moment: Moment, cue: Cue | null): boolean {
    if (!this.sentenceEach || moment.day !== null || moment.minutes === null) return false;
    if (cue === 'close') {
      this.eachNightClose = moment.minutes;
      return true;
    }
    if ((cue !== 'reopen' && cue !== 'until') || this.eachNightClose === null) return false;
    this.eachNightRead({ from: this.eachNightClose, to: moment.minutes }, { whole: false });
    this.eachNightClose = null;
    return true;
  }

  /**
   * closesEachNight, the one rule for a daily closing time and the reopening time after it ("will close
   * each evening at 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 2", « fermera chaque
   * soir à 20 h et rouvrira à 8 h, à compter du lundi 2 juin », "will close daily at 8 p.m. and reopen at
   * 8 a.m."): never one closure. What the pair becomes, by how it was said:
   * - read whole, with a first day: nights from that day (`openNights`), made one window a night by a last
   *   end said apart or a resumption at the reopening time (`resumesNights`, then `applyLastEnd` in
   *   finish); its hours are also the schedule's daily hours, which is all that stays when nothing bounds it;
   * - read whole, with none: the schedule's daily hours (nightly);
   * - met moment by moment (the rest of its sentence read as usual): at the notice's end, one window a
   *   night over the one closure the notice bounds from a day's start ("Starting Monday, June 2, … resumes
   *   at 8 a.m. on Friday, June 6", « Du 2 au 6 juin, … »: `nightsOverClosure`); with no such closure, the
   *   schedule's daily hours (`eachNightBecomes`).
   * The ways differ where one reading would have to be chosen: a pair read whole never takes a start or a
   * period said apart from its first day, and nights made over a closure leave no daily hours.
   */
  private eachNightRead(
    span: Span,
    read: { whole: true; first: number | null; last: number | null } | { whole: false },
  ): void {
    if (!read.whole) {
      this.pairOverClosure = span;
      return;
    }
    this.schedule.dailyHours = span;
    this.schedule.nightly = true;
    if (read.first === null) return;
    this.openNights = { span, first: read.first, weekdays: null };
    // A period said before the pair: its last evening's night ends the morning after it (unless a last end is said).
    if (read.last !== null) this.periodLastEnd = { day: read.last + 1, minutes: span.to, part: null, morningOf: false };
  }

  /** closesEachNight, a pair met moment by moment, once the notice has ended (see eachNightRead). */
  private eachNightBecomes(): void {
    const span = this.pairOverClosure;
    if (span && !nightsOverClosure(this.windows, span)) this.schedule.dailyHours ??= span;
  }

  /**
   * "Regular 24-hour service resumes at 8 a.m. on Friday, June 6" after nightly hours from a first day
   * (closesEachNight; "de 20 h à 8 h, dès le 1er février"): a reopening on a later day at their end time
   * is their last end, not the end of a closure of its own.
   */
  private resumesNights(moment: Moment): boolean {
    const nights = this.openNights;
    if (!nights || this.lastEnd || moment.day === null || moment.day <= nights.first) return false;
    if (moment.minutes !== nights.span.to) return false;
    this.lastEnd = moment;
    return true;
  }

  /**
   * "reduced hours, 8 a.m. to 8 p.m.", « un horaire réduit, soit de 8 h à 20 h »: the hours after
   * these words are open ones; but "will have reduced hours from 7 p.m. to 7 a.m." gives the closed
   * ones, so before overnight hours the words are no opening (dropped, their place kept as distance).
   */
  private reducedOvernight(tokens: Token[]): Token[] {
    const at = tokens.findIndex((t) => t.k === 'open' && REDUCED_WORDS.test(t.text));
    if (at < 0) return tokens;
    for (let j = at + 1; j <= at + 3 && j < tokens.length; j++) {
      const reading = readAt(tokens, j, this.ref);
      if (!reading) continue;
      const span = reading.k === 'span' || reading.k === 'days' ? reading.span : null;
      if (!span || span.to > span.from) return tokens;
      const next = tokens[at + 1];
      const out = tokens.filter((_, k) => k !== at);
      if (next) out[at] = { ...next, gap: next.gap + 1 + (tokens[at]?.gap ?? 0) };
      return out;
    }
    return tokens;
  }

  /** "closed on Saturday, March 16 … reopens Sunday at 8 a.m.": an end's bare weekday follows the closing it ends. */
  private refFor(cue: Cue | null): Reference {
    const last = cue === 'reopen' || cue === 'until' ? this.closings.lastDay : null;
    return last !== null && last > this.ref.anchor ? { ...this.ref, anchor: last } : this.ref;
  }

  private apply(
    tokens: Token[],
    at: number,
    reading: Reading,
    cue: Cue | null,
    between: boolean,
    morningOf: boolean,
    each: boolean,
  ): number {
    if (cue === 'past') return reading.next; // its dates are not the notice's windows
    if (cue === 'usual') {
      const skipped = this.usualHours(tokens, reading);
      if (skipped !== null) return skipped;
      cue = 'reopen'; // "open for regular hours on Monday, from 8 a.m. to 8 p.m.": the day they resume on
    }
    if (reading.k === 'recurring') {
      if (!this.sentenceWeekdays) this.schedule.weekly = true;
      return reading.next;
    }
    if (cue === 'open') return this.openHours(tokens, reading, each, at);
    if (reading.k === 'span') return this.spanFirst(tokens, reading.span, reading.next, cue);
    if (reading.k === 'days' && reading.span) {
      const [day] = reading.days;
      if (cue === 'reopen' && day?.day != null) this.closings.openPeriod(day.day, reading.span);
      else for (const d of reading.days) this.daySpan(d, reading.span);
      return reading.next;
    }
    const start: Moment | undefined = reading.k === 'moment' ? reading.moment : reading.days[0];
    if (!start) return reading.next;
    if (reading.k === 'days' && reading.days.length > 1 && start.minutes !== null) {
      // daysWithHours, the start's time first: "from 7 p.m. on each of Aug. 14, 15 and 16 until 7 a.m. the following morning".
      const end = this.rangeEnd(tokens, reading.next, between, null);
      const from = start.minutes;
      if (
        end &&
        end.moment.day === null &&
        end.moment.minutes !== null &&
        reading.days.every((d) => d.minutes === from)
      ) {
        for (const d of reading.days) this.daySpan(d, { from, to: end.moment.minutes });
        return end.next;
      }
    }
    if (reading.k === 'moment' || reading.days.length === 1) {
      const end = this.rangeEnd(tokens, reading.next, between, start.day);
      if (end) {
        // nightlyPeriod, days first: "From Friday, December 10, 2021 to Saturday, December 11, 2021, between 8 p.m. and 8 a.m."
        const span = end.span ?? this.spanAt(tokens, end.next);
        if (start.minutes === null && start.day !== null && span) {
          this.expand(
            span.span,
            start.day,
            end.moment,
            this.sentenceInclusive || (!this.sentenceBetween && !end.until),
          );
          return Math.max(end.next, span.next);
        }
        this.range(start, end.moment, end.until, tokens, at);
        return end.next;
      }
    }
    const moments = reading.k === 'moment' ? [reading.moment] : reading.days;
    for (const moment of moments) this.alone({ ...moment, morningOf }, cue);
    return reading.next;
  }

  /** Hours first: a period after them (nightlyPeriod), named days (daysWithHours), or daily hours. */
  private spanFirst(tokens: Token[], span: Span, next: number, cue: Cue | null): number {
    let after = next;
    let sawBetween = false;
    let sawStart = false;
    while (
      tokens[after] &&
      ['punct', 'from', 'between', 'on', 'each', 'night'].includes(tokens[after]?.k ?? '') &&
      (tokens[after]?.gap ?? 9) <= 1
    ) {
      const t = tokens[after] as Token;
      if (t.k === 'between') sawBetween = true;
      if (t.k === 'from' && t.start) sawStart = true;
      after++;
    }
    const read = (tokens[after]?.gap ?? 9) <= 1 ? readAt(tokens, after, this.ref) : null;
    // "from 7 p.m. to 7 a.m., starting Thursday, Oct. 2 at 7 p.m.": a start at the hours' own start is its day.
    const days: Reading | null =
      sawStart && read?.k === 'moment' && read.moment.day !== null && read.moment.minutes === span.from
        ? { k: 'days', days: [{ ...read.moment, minutes: null }], span: null, next: read.next }
        : read;
    if (!days && (this.sentenceEach || this.sentenceNight)) {
      const nights = this.nightsUntil(tokens, after, span);
      if (nights !== null) return nights;
    }
    if (days?.k !== 'days' || days.span) {
      this.schedule.dailyHours = span;
      if (this.sentenceEach) this.schedule.everyDay = true;
      // "Hours of operation … will be 8 a.m. to 6 p.m. daily": open hours, however far the words are apart.
      if (this.sentenceEach && this.sentenceOpen) this.schedule.openHours = span;
      return next;
    }
    const first = days.days[0];
    // « à compter du lundi 2 décembre au soir jusqu'au jeudi 5 décembre à 8 h »: the evening the first night starts.
    const evening = tokens[days.next];
    const periodFrom =
      evening?.k === 'part' && !evening.of && evening.part !== 'morning' && evening.gap <= 2
        ? days.next + 1
        : days.next;
    const end = this.rangeEnd(tokens, periodFrom, true, first?.day ?? null);
    if (first?.day != null && end && days.days.length === 1) {
      // "from March 3 to March 5" names the days the nights start; "until (the morning of) March 5" and
      // "between March 3 and March 5" name the period's bounds.
      // "entre 17 h et 8 h du 24 au 28 juillet": that "between" is the hours', the period names the nights.
      this.expand(span, first.day, end.moment, this.sentenceInclusive || (!sawBetween && !end.until));
      return this.morePeriods(tokens, span, end.next, sawBetween);
    }
    const last = days.days[days.days.length - 1];
    if (sawBetween && days.days.length === 2 && first?.day != null && last) {
      this.expand(span, first.day, last, this.sentenceInclusive); // "between Aug. 2 and Aug. 16"
      return days.next;
    }
    if (sawStart) {
      // "de 20 h à 8 h, dès le 1er février 2024": a schedule from a day on, with no end.
      this.schedule.dailyHours = span;
      if (first?.day != null && days.days.length === 1)
        this.openNights = { span, first: first.day, weekdays: this.sentenceWeekdays };
      return days.next;
    }
    if (cue !== 'reopen') for (const day of days.days) this.daySpan(day, span);
    return days.next;
  }

  /**
   * "closed from 7 p.m. to 7 a.m. each night until 7 a.m. Tuesday, Oct. 7", « fermée de 19 h à 7 h chaque nuit
   * jusqu'au mardi 7 octobre à 7 h »: nights from the publication's evening (before their hours begin) to the
   * morning said. The next token's index, or null when the words are not of that shape.
   */
  private nightsUntil(tokens: Token[], at: number, span: Span): number | null {
    if (span.to >= span.from || this.ref.minutes > span.from) return null;
    const end = this.rangeEnd(tokens, at, false, this.ref.day);
    const day = end?.moment.day;
    if (!end?.until || day == null || day <= this.ref.day || end.moment.minutes !== span.to) return null;
    this.expand(span, this.ref.day, end.moment, false);
    return end.next;
  }

  /** « de 20 h à 8 h : du 8 au 9 août, du 9 au 10 août et du 15 au 16 août »: each period listed after the first shares its hours. */
  private morePeriods(tokens: Token[], span: Span, i: number, sawBetween: boolean): number {
    let at = i;
    for (;;) {
      let j = at;
      while (['punct', 'and'].includes(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 9) === 0) j++;
      if (j === at || tokens[j]?.k !== 'from' || tokens[j]?.gap !== 0) return at;
      const days = (tokens[j + 1]?.gap ?? 9) === 0 ? readAt(tokens, j + 1, this.ref) : null;
      const day = days?.k === 'days' && !days.span && days.days.length === 1 ? days.days[0] : undefined;
      const end = day?.day != null && days ? this.rangeEnd(tokens, days.next, true, day.day) : null;
      if (day?.day == null || !end) return at;
      this.expand(span, day.day, end.moment, this.sentenceInclusive || (!sawBetween && !end.until));
      at = end.next;
    }
  }

  private periodAfter(tokens: Token[], i: number): boolean {
    let j = i;
    while (tokens[j] && ['punct', 'from'].includes(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 9) <= 1) j++;
    const days = (tokens[j]?.gap ?? 9) <= 1 ? readAt(tokens, j, this.ref) : null;
    return days?.k === 'days' && this.rangeEnd(tokens, days.next, false, days.days[0]?.day ?? null) !== null;
  }

  private spanAt(tokens: Token[], i: number): { span: Span; next: number } | null {
    let j = i;
    while (tokens[j] && ['punct', 'between', 'from', 'each'].includes(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 9) <= 1)
      j++;
    const reading = (tokens[j]?.gap ?? 9) <= 1 ? readAt(tokens, j, this.ref) : null;
    return reading?.k === 'span' ? { span: reading.span, next: reading.next } : null;
  }

  /** openHours: hours the ER keeps ("operate from 8 am to 8 pm every day", "available Monday to Friday, 8 a.m. to 8 p.m.") make a schedule, never a closure. */
  private openHours(tokens: Token[], reading: Reading, each: boolean, at: number): number {
    if (reading.k === 'days' && !reading.span && reading.days.length === 1) {
      const end = this.rangeEnd(tokens, reading.next, false, reading.days[0]?.day ?? null);
      const span = end ? (end.span ?? this.spanAt(tokens, end.next)) : null;
      if (end && span) {
        this.schedule.openHours = span.span;
        this.schedule.weekly ||= tokens.slice(reading.next - 1, end.next).every((t) => t.k !== 'date');
        return Math.max(end.next, span.next);
      }
      // « ouvert de 8 h à 20 h seulement du vendredi 11 juillet au lundi 14 juillet »: the period open hours hold over.
      const first = reading.days[0];
      if (end && !end.until && first && first.minutes === null && first.part === null && end.moment.minutes === null) {
        if (end.moment.part === null && !end.moment.morningOf) {
          this.range(first, end.moment, false, tokens, reading.next);
          if (this.schedule.openHours !== null && this.sentencePeriod !== null) {
            this.schedule.openOverPeriod = true;
            this.periodAfterOpen = this.sentencePeriod;
          }
          return end.next;
        }
      }
    }
    const span = reading.k === 'span' || reading.k === 'days' ? reading.span : null;
    // "open from 8 a.m. to 8 p.m. Friday, Saturday and Sunday, and closed overnight": closed from each day's close to the next morning.
    const daysAt = tokens[reading.next]?.k === 'on' ? reading.next + 1 : reading.next;
    const after = reading.k === 'span' && (tokens[daysAt]?.gap ?? 9) <= 1 ? readAt(tokens, daysAt, this.ref) : null;
    const named = reading.k === 'days' ? reading : after?.k === 'days' && !after.span ? after : null;
    const lastDay = named?.days[named.days.length - 1]?.day;
    const closedAfter = named !== null && tokens.slice(named.next).some((t) => t.k === 'close');
    if (named && span && span.to > span.from && !each && lastDay != null && closedAfter) {
      // The closed hours derived from open ones, as over a period (hoursOverPeriod): expanded, not a closure of their own.
      for (const day of named.days)
        if (day.day !== null)
          this.windows.push({
            start: point(day.day, span.to),
            end: point(day.day + 1, span.from),
            wholeDay: false,
            expanded: true,
          });
      this.schedule.openHours = span;
      this.openDaysEnd = { day: lastDay + 1, minutes: span.from, closedAt: span.to };
      return named.next;
    }
    if (reading.k === 'days' && !each)
      for (const day of reading.days) {
        // Only inside a closure already stated: an exception follows what it qualifies.
        const open = openException(day, span);
        if (open && cutOpenExceptions(this.windows, [open]).length > this.windows.length)
          this.schedule.openExceptions.push(open);
      }
    // "ouverte de 8 h à 16 h seulement, du 4 au 8 août": open hours over a period, a schedule too.
    // « Du 2 au 8 mars, l'urgence sera ouverte de 8 h à 16 h seulement »: the period before them, the same.
    if (reading.k === 'span' && this.sentencePeriod === null && this.spanAt(tokens, reading.next) === null)
      this.periodUntil(tokens, at);
    const period =
      reading.k === 'span' &&
      this.spanAt(tokens, reading.next) === null &&
      (this.sentencePeriod !== null || this.periodAfter(tokens, reading.next));
    // Open "for 24 hours" is open all day: no hours kept.
    if (span && span.from !== span.to && (each || period || (reading.k === 'days' && reading.days.length > 1))) {
      this.schedule.openHours = span;
      if (period && this.sentencePeriod !== null) this.schedule.openOverPeriod = true;
    }
    return reading.next;
  }

  /**
   * "Effective immediately and until Sunday, Oct. 19, … will operate 0800-2000 daily", « Jusqu'au
   * dimanche 9 février inclusivement, l'urgence sera ouverte de 8 h à 20 h »: open hours until a day,
   * from the day of publication; a period like one stated after open hours (a resumption must bound it).
   */
  private periodUntil(tokens: Token[], at: number): void {
    const until = tokens.findIndex((t, k) => k < at && t.k === 'to' && t.until);
    if (until < 0 || tokens.slice(0, until).some((t) => t.k === 'date' || t.k === 'weekday' || t.k === 'rel')) return;
    const days = readAt(tokens, until + 1, this.ref);
    const last = days?.k === 'days' && !days.span && days.days.length === 1 ? days.days[0] : undefined;
    if (!last || last.day === null || last.minutes !== null || last.part !== null || last.day <= this.ref.day) return;
    const today: Moment = { day: this.ref.day, minutes: null, part: null, morningOf: false };
    this.range(today, { ...last, morningOf: false }, false, tokens, until + 1);
    this.periodAfterOpen = this.sentencePeriod;
  }

  /** Regular hours are kept, never closed: their hours alone and their weekdays' range are skipped (the next token to read). */
  private usualHours(tokens: Token[], reading: Reading): number | null {
    if (reading.k === 'span') this.usualSpan = reading.span;
    if (reading.k === 'span' || (reading.k === 'moment' && reading.moment.day === null)) return reading.next;
    if (reading.k === 'days' && !reading.span && reading.days.length === 1) {
      const end = this.rangeEnd(tokens, reading.next, false, reading.days[0]?.day ?? null);
      if (end) return Math.max(end.next, this.spanAt(tokens, end.next)?.next ?? 0);
    }
    return null;
  }

  /** The end of a range when "to", "until", "-", "à" (or "and" after "between") follows. */
  private rangeEnd(
    tokens: Token[],
    i: number,
    between: boolean,
    startDay: number | null,
  ): { moment: Moment; next: number; until: boolean; span: { span: Span; next: number } | null } | null {
    let j = i;
    while (tokens[j]?.k === 'punct' && tokens[j]?.gap === 0) j++;
    const joiner = tokens[j];
    if (!joiner || joiner.gap > 1) return null;
    if (!(joiner.k === 'to' || joiner.k === 'a' || (joiner.k === 'and' && between))) return null;
    let k = j + 1;
    let morningOf = false;
    while (tokens[k] && ['on', 'at', 'punct', 'part'].includes(tokens[k]?.k ?? '') && tokens[k]?.gap === 0) {
      if (tokens[k]?.k === 'part') morningOf = true;
      k++;
    }
    if ((tokens[k]?.gap ?? 9) > 1) return null;
    // A bare weekday at the end is the first one after the start ("from 5 p.m. on Tuesday, July 16 until 8 a.m. on Wednesday").
    const end = readAt(tokens, k, { ...this.ref, anchor: startDay ?? this.ref.anchor });
    if (!end || end.k === 'span' || end.k === 'recurring') return null;
    const moment = end.k === 'moment' ? end.moment : end.days[0];
    if (!moment || (end.k === 'days' && end.days.length > 1)) return null;
    const span = end.k === 'days' && end.span ? { span: end.span, next: end.next } : null;
    const until = joiner.k === 'to' && joiner.until;
    return { moment: { ...moment, morningOf: morningOf || moment.morningOf }, next: end.next, until, span };
  }

  /** range: a start and an end moment; a missing day is the other's, an end before its start the next day's. */
  private range(start: Moment, end: Moment, until: boolean, tokens: Token[], at: number): void {
    let startDay = start.day;
    let endDay = end.day;
    if (startDay === null && endDay !== null && start.minutes !== null)
      startDay = end.minutes !== null && start.minutes >= end.minutes ? endDay - 1 : endDay;
    if (startDay === null) return;
    if (endDay === null) endDay = startDay;
    // "de jeudi soir à vendredi", "from Thursday evening to Friday morning": no hour is invented; both ends unknown.
    if (start.minutes === null && end.minutes === null && (start.part !== null || end.part !== null || end.morningOf)) {
      const days = {
        first: startDay,
        last: endDay,
        fromEvening: start.part === 'evening' || start.part === 'night',
        toMorning: end.part === 'morning' || end.morningOf,
      };
      this.windows.push({ start: null, end: null, wholeDay: false, expanded: false, vague: true, days });
      return;
    }
    // "closed today until 1 p.m.": already in effect when published, from no stated moment.
    if (
      until &&
      start.minutes === null &&
      startDay === this.ref.day &&
      end.minutes !== null &&
      !this.fromBefore(tokens, at)
    ) {
      this.windows.push({ start: null, end: point(endDay, end.minutes), wholeDay: false, expanded: false });
      return;
    }
    const from = point(startDay, start.minutes ?? 0);
    if (end.minutes !== null) {
      let to = point(endDay, end.minutes);
      if (to <= from) to += 1440;
      this.windows.push({ start: from, end: to, wholeDay: false, expanded: false });
    } else if (!until && end.part === null && start.minutes === null) {
      // "from today to Monday, July. 10": whole days, the last one included.
      const nights = this.sentenceNight || tokens.slice(Math.max(0, at - 3), at).some((t) => t.k === 'night');
      const period = {
        first: startDay,
        last: endDay,
        nights,
        inclusive: this.sentenceInclusive || nights,
        weekdays: this.sentenceWeekdays,
      };
      this.sentencePeriod = { start: from, end: point(endDay + 1, 0), wholeDay: true, expanded: false, period };
      this.windows.push(this.sentencePeriod);
    } else {
      this.windows.push({ start: from, end: null, wholeDay: false, expanded: false });
    }
  }

  /** "from today until …" states its start; "closed today until …" does not. */
  private fromBefore(tokens: Token[], at: number): boolean {
    const before = tokens[at - 1]?.k === 'on' ? tokens[at - 2] : tokens[at - 1];
    return before?.k === 'from' || before?.k === 'between';
  }

  /** daysWithHours: the same clock hours on a named day (overnight when the end is earlier). */
  private daySpan(day: Moment, span: Span, settled = false): void {
    if (day.day === null) return;
    if (!settled && day.weekday !== undefined && this.sentenceWeekdays?.has(day.weekday)) {
      this.weekdaySpans.hold(day, span);
      return;
    }
    const to = span.to <= span.from ? point(day.day + 1, span.to) : point(day.day, span.to);
    this.windows.push({ start: point(day.day, span.from), end: to, wholeDay: false, expanded: false });
  }

  /** nightlyPeriod: one window a day from the first day; the last ends on the last day's morning unless inclusive. */
  private expand(
    span: Span,
    firstDay: number,
    end: Moment,
    inclusive: boolean,
    weekdays: Set<number> | null | undefined = this.sentenceWeekdays,
  ): void {
    if (end.day !== null && span.to <= span.from) {
      const oneNight = end.day === firstDay + 1 && !this.sentenceInclusive;
      const endsThatMorning = end.minutes !== null || end.morningOf || !inclusive || oneNight;
      if (!endsThatMorning && !this.sentenceInclusive) this.nightsByConvention.push(end.day);
    }
    this.windows.push(...nightsOf(span, firstDay, end, inclusive, this.sentenceInclusive, weekdays));
  }

  /** A day or moment on its own: its cue says whether it starts a closure, ends one, or neither. */
  private alone(moment: Moment, cue: Cue | null): void {
    if (this.eachNightMoment(moment, cue)) return;
    if (cue === 'close' || cue === 'start') {
      // "over Wednesday night", "closed overnight Friday and Saturday": no clock time to start from.
      if (moment.minutes === null && (moment.part !== null || this.sentenceNight)) return;
      const now = this.sentenceNow && moment.minutes === null && moment.day === this.ref.day;
      this.closings.add(now ? 'now' : cue, moment);
    } else if (cue === 'until' || cue === 'reopen') {
      if (cue === 'reopen' && moment.day === null && this.sentenceDailyReopen) return;
      if (cue === 'reopen') this.reopenings.push(moment);
      if (cue === 'reopen' && this.resumesNights(moment)) return;
      this.closings.end(moment, cue);
    }
  }

  /**
   * « ouverte de 8 h à 20 h seulement, du 1er juin au 30 juin »: open hours with a period after them
   * are a schedule in words, unless a resumption or a last end the morning after the period ends its
   * nights (« … la dernière fermeture prendra fin le mardi 15 juillet à 8 h »).
   */
  private dropUnboundedPeriodAfterOpen(): void {
    const period = this.periodAfterOpen?.period;
    const open = this.schedule.openHours;
    if (!period || !this.periodAfterOpen || !open) return;
    const ends = this.lastEnd ? [...this.reopenings, this.lastEnd] : this.reopenings;
    if (ends.some((r) => r.day === period.last + 1 && r.minutes === open.from)) return;
    const at = this.windows.indexOf(this.periodAfterOpen);
    if (at >= 0) this.windows.splice(at, 1);
    this.schedule.openOverPeriod = false;
  }

  /** The windows read, once the notice has ended. */
  finish(): Draft[] {
    this.closings.flush();
    this.eachNightBecomes();
    this.lastEnd ??= this.periodLastEnd;
    this.dropUnboundedPeriodAfterOpen();
    const ends = this.lastEnd ? [...this.reopenings, this.lastEnd] : this.reopenings;
    const assumed = hoursOverPeriod(this.windows, this.schedule, this.closings.until, ends);
    if (this.usualSpan) for (const w of this.windows) byUsualHours(w, this.usualSpan);
    if (assumed !== null) this.nightsByConvention.push(assumed);
    // The last night is stated by a reopening that morning, or by the same night said as a closure.
    const last = this.openDaysEnd;
    const lastEnd = last ? point(last.day, last.minutes) : null;
    if (
      last &&
      !this.reopenings.some((r) => r.day === last.day && r.minutes === last.minutes) &&
      !this.windows.some((w) => !w.expanded && w.start === point(last.day - 1, last.closedAt) && w.end === lastEnd)
    )
      this.nightsByConvention.push(last.day - 1);
    if (this.lastEnd) {
      const confirmed = applyLastEnd(this.windows, this.lastEnd, this.openNights);
      for (let k = this.nightsByConvention.length - 1; k >= 0; k--)
        if (confirmed.includes(this.nightsByConvention[k] as number)) this.nightsByConvention.splice(k, 1);
    }
    return cutOpenExceptions(settle(this.windows), this.schedule.openExceptions);
  }
}

/**
 * « normalement ouverte de 8 h à 20 h, sera fermée de jeudi soir à lundi matin »: the evening is
 * the usual closing time, the morning the usual opening time, when the notice gives them.
 */
function byUsualHours(w: Draft, usual: Span): void {
  const days = w.days;
  if (!w.vague || !days?.fromEvening || !days.toMorning || usual.to <= usual.from) return;
  w.start = point(days.first, usual.to);
  w.end = point(days.last, usual.from);
  w.vague = false;
}
