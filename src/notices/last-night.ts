// "The last overnight closure ends at 8 a.m. on Friday, Aug. 9", « la dernière fermeture prendra
// fin le 28 juin à 8 h »: the end of a period of nights, said apart from it. It confirms the nights
// already counted (trimming a night the convention counted past it), or bounds nights stated with
// a first day only ("nightly, beginning Tuesday, Oct. 3"). It never adds a night to a counted period.
import { type Draft, nightsOf } from './drafts';
import type { Moment, Span } from './moments';

/** A literal prefilter for LAST_END (a leading alternation under `i` is slow to scan for). */
export const LAST_WORD = /last|final|derni/i;
/** The words that announce a period's last end; the moment after them is that end. */
export const LAST_END =
  /\b(?:last|final)\s+(?:(?:overnight|nightly|evening|night|scheduled|planned)\s+)?(?:closures?|closings?|nights?|shutdowns?)\b[^.;:]*?\b(?:ends?|will end|is over|will be over|concludes?|will conclude|finish(?:es)?|will finish)\b|\bderni[eè]re\s+(?:fermeture|nuit)(?:\s+de\s+nuit)?\b[^.;:]*?\b(?:prendra fin|prend fin|se terminera|se termine|finira|s'achèvera|s'achève)\b/i;

const point = (day: number, minutes: number) => day * 1440 + minutes;

/** Nights stated with their hours and first day only, waiting for their last end. */
export interface OpenNights {
  span: Span;
  first: number;
  weekdays: ReadonlySet<number> | null;
}

/**
 * Applies a stated last end to the windows: the days whose night it confirms (no longer a
 * convention's guess). Nights after it are dropped only when one night ends exactly there.
 */
export function applyLastEnd(windows: Draft[], end: Moment, open: OpenNights | null): number[] {
  if (end.day === null || end.minutes === null) return [];
  const at = point(end.day, end.minutes);
  const nights = windows.filter((w) => w.expanded && w.start !== null && w.end !== null);
  if (nights.some((w) => w.end === at)) {
    for (const w of nights) if ((w.start as number) >= at) windows.splice(windows.indexOf(w), 1);
    return [end.day - 1, end.day];
  }
  if (nights.length > 0 || !open) return [];
  // Hours that run overnight to the stated end's time: one night a day, the last ending there.
  if (open.span.to > open.span.from || open.span.to !== end.minutes || end.day <= open.first) return [];
  windows.push(...nightsOf(open.span, open.first, end, false, false, open.weekdays));
  return [end.day - 1, end.day];
}
