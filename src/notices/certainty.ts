// How sure a reading is. The rules read a notice's dated words into windows; this checks the
// result against the words: every day and clock time the rules were given must be accounted for
// by the windows shown (or by the schedule when the notice is a standing schedule), the windows
// must be consistent, and the kind must not contradict them. Sentences the interpreter set aside
// (other services, usual hours, a closure called off, "instead of 8 p.m.") are never read, so
// they count as accounted for. Anything else makes the reading unsure, with the words concerned.
import { kindWordDoubts } from './certainty-kind';
import { placementDoubts } from './certainty-placement';
import { rangeDoubts } from './certainty-ranges';
import { accountingDoubts, describe, readingsSeen } from './certainty-words';
import type { Draft } from './drafts';
import type { Reference } from './moments';
import type { NoticeDoubt, ReadingFacts } from './types';

export interface Certainty {
  certainty: 'sure' | 'unsure';
  doubts: NoticeDoubt[];
}

const DAY = 1440;
/** Plausible span of a window around its notice's publication (README "Sure and unsure"). */
export const SPAN = { startsBeforeDays: 62, startsAfterDays: 183, longestDays: 92 };

export function assessCertainty(facts: ReadingFacts): Certainty {
  const doubts: NoticeDoubt[] = [];
  // An open notice knowingly sets its times aside ("has reopened as of 8 a.m. today"), as does an
  // unreadable one (already doubted): only the others are accounted word by word.
  const accounted = facts.kind !== 'open' && !facts.unreadable;
  const seen = accounted ? readingsSeen(facts) : [];
  if (facts.unreadable) doubts.push({ code: 'unreadable', words: facts.notUnderstood.join('; ') });
  doubts.push(
    ...kindDoubts(facts),
    ...kindWordDoubts(facts, seen),
    ...windowDoubts(facts.shown, facts.ref),
    ...scheduleDoubts(facts),
  );
  for (const day of facts.nightsByConvention)
    doubts.push({
      code: 'nights_assumed',
      words: `the night of ${describe({ start: day * DAY, end: null }).slice(0, 10)}`,
    });
  // Dates set aside as another service's, while nothing of the ER's own was read: the set-aside decided it all.
  if (facts.kind !== 'open' && !facts.shown.some((w) => w.start !== null || w.end !== null))
    for (const sentence of facts.setAside) doubts.push({ code: 'set_aside', words: sentence });
  if (accounted) {
    doubts.push(...accountingDoubts(facts, seen), ...placementDoubts(facts, seen), ...rangeDoubts(facts, seen));
  }
  const unique = doubts.length < 2 ? doubts : withoutRepeats(doubts);
  return { certainty: unique.length === 0 ? 'sure' : 'unsure', doubts: unique };
}

/** Each doubt once: the first of those with the same code and words. */
function withoutRepeats(doubts: NoticeDoubt[]): NoticeDoubt[] {
  const said = new Set<string>();
  return doubts.filter((d) => {
    const key = `${d.code} ${d.words}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

/** A kind its words leave undecided (kind.ts), or one that contradicts the windows: an open notice over a closure still to come. */
function kindDoubts(facts: ReadingFacts): NoticeDoubt[] {
  const now = facts.ref.day * DAY + facts.ref.minutes;
  if (facts.kindDoubt) return [facts.kindDoubt];
  if (facts.kind !== 'open') return [];
  const ahead = facts.drafts.filter((d) => d.start !== null && d.start > now);
  return ahead.length > 0 ? [{ code: 'kind_conflict', words: `open, with a closure from ${describe(ahead[0])}` }] : [];
}

// "daily", "each night", "nightly", "les nuits": words of a schedule that repeats each day
// ("during this time", also an `each` token, is not one).
const REPEATS = /^(?:nightly|overnights|nights|nuits|soirs|daily|each|every|chaque|tous|7 days)/i;

// "close each evening at 8 p.m.", « fermera chaque soir à 20 h »: a part of the day, every day.
const EACH_PART_OF_DAY =
  /\b(?:each|every) (?:evening|night|morning|afternoon|day)\b|chaque (?:soir|nuit|matin|jour)\b|tous les (?:soirs|matins|jours)\b|toutes les nuits\b/i;

/** A schedule repeating each day ("2100-0900 daily", "closed nightly") read as one window longer than a day. */
function scheduleDoubts(facts: ReadingFacts): NoticeDoubt[] {
  // The cheap test first: most notices show no window longer than a day, and then the words cannot matter.
  const long = facts.shown.filter((w) => !w.expanded && w.start !== null && w.end !== null && w.end - w.start > DAY);
  if (long.length === 0) return [];
  const repeats = facts.sentences.some(
    ({ tokens, text }) =>
      tokens.some((t) => (t.k === 'each' || t.k === 'night') && REPEATS.test(t.text)) || EACH_PART_OF_DAY.test(text),
  );
  if (!repeats) return [];
  return long.map((w) => ({ code: 'schedule_as_window', words: describe(w) }));
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
    // Two windows both already in effect when published overlap at least then.
    if (before && (w.start === null || before.end === null || before.end > w.start))
      doubts.push({ code: 'window_overlap', words: `${describe(before)} and ${describe(w)}` });
    const far =
      (w.start !== null &&
        (w.start < now - SPAN.startsBeforeDays * DAY || w.start > now + SPAN.startsAfterDays * DAY)) ||
      (w.start !== null && w.end !== null && w.end - w.start > SPAN.longestDays * DAY);
    if (far) doubts.push({ code: 'window_span', words: describe(w) });
    // A closure said to be in effect (no start) that had ended before the notice was published.
    if (w.start === null && w.end !== null && w.end < now) doubts.push({ code: 'ended_before', words: describe(w) });
    // A closure already in effect when published, started at the day's 00:00 for want of a time.
    if (w.start === ref.day * DAY && ref.minutes > 0) doubts.push({ code: 'start_unstated', words: describe(w) });
  });
  return doubts;
}
