// What kind of notice it is, in the corpus's words, from its status words and what its
// sentences said about hours (see windows.ts `Schedule`).
import type { NoticeKind } from './types';
import type { Draft, Schedule } from './windows';

// Open but degraded: a virtual physician, no physician on site, visits to limit, diversion.
const DISRUPTED =
  /virtual (?:physician|emergency|er\b)|\bVEP\b|no physician|without (?:on-site )?physician|limit (?:overnight )?visits|reduce overnight [\w ]*visits|limiter les visites|diversion|infirmière sera présente|offre de service/i;
const CLOSED =
  /\b(?:closed|closing|closure|closes|close|shut|suspend\w*|unavailable|not be available|on hold|ferm(?:ée?s?|era|eture|er))\b/i;
const OPEN_AGAIN =
  /\b(?:remains? open|is (?:now )?open again|has reopened|reopened|est de nouveau ouverte|demeure ouverte)\b/i;
// A change of regular hours rather than a closure.
const REDUCED =
  /adjusted hours|hours would be reduced|heures d'ouverture|ouverte uniquement|24 hours (?:per|a) day, except|closed at night|la nuit|overnight closure|closed overnights/i;
const PROGRAM = /\bprogram\b|programme/i;

export function kindOf(
  text: string,
  facilityName: string | null,
  windows: Draft[],
  schedule: Schedule,
): { kind: NoticeKind; recurringSchedule: boolean } {
  if (facilityName && PROGRAM.test(facilityName)) return { kind: 'other', recurringSchedule: false };
  const dated = windows.some((w) => !w.expanded && w.start !== null && w.end !== null);
  const expanded = windows.some((w) => w.expanded);
  if (DISRUPTED.test(text)) return { kind: 'disruption', recurringSchedule: false };
  const reducedWords = REDUCED.test(text);
  const recurring =
    !dated &&
    !expanded &&
    (schedule.openHours || reducedWords || schedule.weekly || (schedule.nightly && CLOSED.test(text)));
  if (
    (schedule.openHours && !dated) ||
    (reducedWords && !dated) ||
    (recurring && (schedule.dailyHours || schedule.nightly))
  )
    return { kind: 'reduced_hours', recurringSchedule: !expanded };
  if (CLOSED.test(text)) return { kind: 'closed', recurringSchedule: recurring };
  if (OPEN_AGAIN.test(text)) return { kind: 'open', recurringSchedule: false };
  // A notice that names periods but not what happens in them: a disruption, with its own words.
  return { kind: 'disruption', recurringSchedule: recurring };
}
