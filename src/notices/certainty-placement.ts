// Where the rules put the notice's clock times. The accounting (certainty-words.ts) asks whether
// every day and time is used; this asks whether it is used where the notice puts it: a clock time
// given without its day on a day the notice never names while it names others ("reopen at
// 8 p.m." put on the publication day of a notice about Saturday), a window from the midnight of a
// day the notice gives a clock time, the hours after midnight of "the night of Saturday to Sunday"
// put on Saturday, and hours or a moment the notice gives for opening shown as closed.
import { describe, type ReadingSeen, readingsSeen } from './certainty-words';
import type { Draft } from './drafts';
import type { Moment, Reading } from './moments';
import type { Token } from './tokens';
import type { NoticeDoubt, ReadingFacts } from './types';

const DAY = 1440;
const NOON = 720;
const dayOf = (minutes: number) => Math.floor(minutes / DAY);
const clockOf = (minutes: number) => ((minutes % DAY) + DAY) % DAY;

// Words of the ER's full service coming back: a moment they date opens, it closes nothing.
const FULL_SERVICE =
  /24\/7|24 hours a day|around the clock|full (?:hours|service|operations)|regular (?:hours|operations|service)|normal (?:hours|operations|service)|24 ?h(?:eures)? sur 24|heures (?:normales|habituelles)|horaire (?:normal|habituel)|service complet/i;

/** The opening or closing word governing tokens[at]: the nearest before it, within four words (as windows.ts reads cues). */
function cueBefore(tokens: Token[], at: number): 'close' | 'open' | null {
  let words = tokens[at]?.gap ?? 0;
  for (let j = at - 1; j >= 0 && words <= 4; j--) {
    const k = tokens[j]?.k;
    if (k === 'close') return 'close';
    if (k === 'open' || k === 'reopen') return 'open';
    words += tokens[j]?.gap ?? 0;
  }
  return null;
}

// Midnight said as such ("midnight", « minuit », "12 a.m."), not "24 heures".
const MIDNIGHT = /midnight|minuit|12 ?a\.? ?m|\b0?0 ?h|00:00/i;
function saysMidnight(tokens: Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (MIDNIGHT.test(tokens[i]?.text ?? '')) return true;
  return false;
}

const momentsOf = (reading: Reading): Moment[] =>
  reading.k === 'moment' ? [reading.moment] : reading.k === 'days' ? reading.days : [];

export function placementDoubts(facts: ReadingFacts, seen: ReadingSeen[] = readingsSeen(facts)): NoticeDoubt[] {
  const doubts: NoticeDoubt[] = [];
  const shown = facts.shown;
  if (shown.length === 0) return doubts;
  /** Days the notice names; clock times it gives without a day; clock times it gives each day. */
  const named = new Set<number>();
  const bare = new Set<number>();
  const clocked = new Set<number>();
  let midnightSaid = false;
  /** Sentences with a closing time given without its day, and the days they name alone. */
  const closingTimeIn = new Set<number>();
  /** Closing and reopening times given without a day, by sentence ("close at 7 p.m. and reopen at 7 a.m."). */
  const closingTimes: { sentence: number; minutes: number }[] = [];
  const reopeningIn = new Set<number>();
  const namedAlone: { day: number; sentence: number }[] = [];
  /** The first day of "the night of D to D+1". */
  const nightsFrom = new Set<number>();
  let topDay: { top: object; day: number } | null = null;

  /** Sentences that speak of full service coming back, with no closing word; the windows' starts. */
  const fullService = new Map<number, boolean>();
  const starts = new Set(shown.map((w) => w.start));
  for (const { sentence, tokens, text, at, reading, top } of seen) {
    const cue = cueBefore(tokens, at);
    const spanOf = reading.k === 'span' || reading.k === 'days' ? reading.span : null;
    if (spanOf) {
      if (spanOf.from === 0 && saysMidnight(tokens, at, reading.next)) midnightSaid = true;
      if (reading.k === 'span') bare.add(spanOf.from).add(spanOf.to);
    }
    for (const m of momentsOf(reading)) {
      if (m.minutes === 0 && saysMidnight(tokens, at, reading.next)) midnightSaid = true;
      if (m.day === null) {
        if (m.minutes === null) continue;
        bare.add(m.minutes);
        if (cue === 'close') {
          closingTimeIn.add(sentence);
          closingTimes.push({ sentence, minutes: m.minutes });
        }
        if (cue === 'open') reopeningIn.add(sentence);
        continue;
      }
      named.add(m.day);
      if (m.minutes !== null && m.minutes !== 0) clocked.add(m.day);
      if (spanOf && spanOf.from !== 0) clocked.add(m.day);
      if (m.minutes === null && !spanOf) namedAlone.push({ day: m.day, sentence });
    }
    // "la nuit de samedi à dimanche", "overnight from Saturday to Sunday": one night, from Saturday.
    const days = momentsOf(reading);
    if (reading === top.reading) topDay = days.length === 1 && days[0]?.day != null ? { top, day: days[0].day } : null;
    else if (topDay?.top === top && days[0]?.day === topDay.day + 1 && tokens.some((t) => t.k === 'night'))
      nightsFrom.add(topDay.day);
    // "Friday night, from midnight to 7 a.m.", « vendredi soir, de minuit à 7 h »: after midnight is Saturday.
    for (const m of days) if (m.day !== null && (m.part === 'night' || m.part === 'evening')) nightsFrom.add(m.day);
    // Hours or a moment the notice gives for opening ("resume regular hours (5 to 8 p.m.)", "return to 24/7 beginning at 8 a.m. Monday").
    let opening = cue === 'open';
    if (!opening && days.some((m) => m.day !== null && m.minutes !== null && starts.has(m.day * DAY + m.minutes))) {
      let full = fullService.get(sentence);
      if (full === undefined) {
        // The closing word first: most sentences dating a window's start have one, and then the words cannot matter.
        full = !tokens.some((t) => t.k === 'close') && FULL_SERVICE.test(text);
        fullService.set(sentence, full);
      }
      opening = full;
    }
    if (opening) doubts.push(...openShownClosed(reading, shown, cue === 'open'));
  }

  // Without a day named or a bare clock time, no window's time is unplaced.
  for (const w of named.size > 0 && bare.size > 0 ? shown : []) {
    if (w.expanded) continue;
    const ends = [w.start, w.end].filter((p): p is number => p !== null);
    const onNamed = ends.some((p) => named.has(dayOf(p)) || (clockOf(p) === 0 && named.has(dayOf(p) - 1)));
    if (named.size > 0 && ends.length > 0 && !onNamed && ends.some((p) => bare.has(clockOf(p))))
      doubts.push({ code: 'time_unplaced', words: describe(w) });
  }
  for (const w of shown) {
    if (w.start === null || clockOf(w.start) !== 0 || midnightSaid) continue;
    const day = dayOf(w.start);
    const closingThatDay = namedAlone.some((n) => n.day === day && closingTimeIn.has(n.sentence));
    if (clocked.has(day) || closingThatDay) doubts.push({ code: 'start_unstated', words: describe(w) });
  }
  // "will close at 7 p.m. and reopen at 7 a.m.": the pair is one night, not one window of days.
  // Without a closing time and a reopening time given without their day, there is no such pair.
  if (closingTimes.length > 0 && reopeningIn.size > 0) {
    const pairs = new Set(closingTimes.filter((c) => reopeningIn.has(c.sentence)).map((c) => c.minutes));
    for (const w of shown)
      if (w.start !== null && pairs.has(clockOf(w.start)) && (w.end === null || w.end - w.start > DAY))
        doubts.push({ code: 'schedule_as_window', words: describe(w) });
  }
  for (const day of nightsFrom)
    for (const w of shown)
      if (w.start !== null && w.end !== null && w.start >= day * DAY && w.end <= day * DAY + NOON)
        doubts.push({ code: 'time_unplaced', words: describe(w) });
  return doubts;
}

/** Windows that are the hours, or start at the moment, the notice gives for opening. */
function openShownClosed(reading: Reading, shown: Draft[], saidOpen: boolean): NoticeDoubt[] {
  const span = reading.k === 'span' || reading.k === 'days' ? reading.span : null;
  if (span && saidOpen) {
    const length = (span.to - span.from + DAY) % DAY || DAY;
    return shown
      .filter((w) => w.start !== null && w.end !== null && clockOf(w.start) === span.from && w.end - w.start === length)
      .map((w) => ({ code: 'open_as_closed', words: describe(w) }));
  }
  const starts = momentsOf(reading).filter((m) => m.day !== null && m.minutes !== null);
  return shown
    .filter((w) => starts.some((m) => w.start === (m.day ?? 0) * DAY + (m.minutes ?? 0)))
    .map((w) => ({ code: 'open_as_closed', words: describe(w) }));
}
