// The notice interpreter: a notice's words, its publisher's province and when it was published
// → the facility, whether it is an ER, the kind of notice, every window it states (in the ER's
// zone), a recurring schedule in plain words, and what was not understood. Pure: no I/O.
import { PROVINCES } from '../contract/provinces';
import { epochSeconds, localString, wallClock } from './calendar';
import { assessCertainty } from './certainty';
import { Elsewhere } from './elsewhere';
import { findFacility, isEmergencyDepartment } from './facility';
import { callsOffClosure, kindOf } from './kind';
import { HOLIDAY_WORDS, MONTH_WORDS, WEEKDAY_SHORT, WEEKDAY_WORDS } from './lexicon';
import { detectLanguage, normalize, sentences } from './sentences';
import { tokenize } from './tokens';
import type { NoticeInput, NoticeReading, NoticeWindow } from './types';
import { type Draft, WindowReader } from './windows';

// Sentences about something other than the ER's own hours: virtual care, clinics, other EDs, usual hours.
const OTHER_SERVICE =
  /virtual urgent care|urgent treatment|book an appointment|by calling|registration ends|nearby (?:eds|emergency)|normally open|usually open|as usual|offerts normalement|extended hours|comme à l'habitude|available at the following|(?:are|remain|sont|demeurent) (?:unchanged|inchangée?s)/i;
const CLINIC = /\bclinic\b/i;
// A sentence that names the ER with a clinic ("X's emergency department and Y's urgent-care clinic will …") is the ER's too.
const NAMES_ER = /emergency|\bE[RD]\b|urgences?\b/i;
// A sentence with none of these words holds no date or time: no need to read its tokens.
// (A digit first, on its own: most dated sentences have one, found far faster than by the long pattern.)
const MAY_BE_DATED = new RegExp(
  `noon|midday|midi|midnight|minuit|today|tonight|tomorrow|this (?:evening|morning|afternoon)|aujourd|ce soir|ce matin|demain|night|nuit|soirs|${WEEKDAY_WORDS}|(?:${WEEKDAY_SHORT})\\.|${MONTH_WORDS}|${HOLIDAY_WORDS}`,
  'i',
);

/** A moment of a draft in its zone: seconds since the epoch and local wall time. */
function moment(minutes: number | null, zone: string): { epoch: number | null; local: string | null } {
  if (minutes === null) return { epoch: null, local: null };
  const day = Math.floor(minutes / 1440);
  return { epoch: epochSeconds(zone, day, minutes % 1440), local: localString(day, minutes % 1440) };
}

function toWindow(draft: Draft, zone: string): NoticeWindow {
  const start = moment(draft.start, zone);
  const end = moment(draft.end, zone);
  return { start: start.epoch, end: end.epoch, startLocal: start.local, endLocal: end.local };
}

/** Never throws: a notice that breaks a rule stands as an unreadable disruption with its own words. */
export function interpretNotice(input: NoticeInput): NoticeReading {
  try {
    return readNotice(input);
  } catch {
    const message = [input.title, input.text].filter((part) => part?.trim()).join(' — ');
    return {
      facility: null,
      isEr: true,
      kind: 'disruption',
      windows: [],
      recurring: null,
      zone: input.zone ?? PROVINCES[input.province]?.timeZone ?? 'UTC',
      lang: input.lang ?? 'en',
      unreadable: true,
      notUnderstood: [message],
      message,
      certainty: 'unsure',
      doubts: [{ code: 'unreadable', words: message }],
    };
  }
}

function readNotice(input: NoticeInput): NoticeReading {
  const message = [input.title, input.text].filter((part) => part?.trim()).join(' — ');
  const zone = input.zone ?? PROVINCES[input.province].timeZone;
  const body = normalize(input.text ?? '');
  const heading = input.title?.trim() ? normalize(input.title) : '';
  const text = [heading, body].filter((part) => part !== '').join('. ');
  const lang = input.lang ?? detectLanguage(text);
  // The text's own facility first: a title is often a heading ("Disruption Emergency Department",
  // "Virtual ER - Central Zone"); it names the facility only when the text does not.
  const facility = findFacility(body) ?? (heading ? findFacility(heading) : null);
  const isEr = isEmergencyDepartment(text, facility);
  const published = wallClock(zone, input.publishedAt);
  const ref = { day: published.dayNum, minutes: published.minutes, anchor: published.dayNum };
  const reader = new WindowReader(ref);
  const kept: string[] = [];
  const dated: string[] = [];
  const plains: string[] = [];
  const setAside: string[] = [];
  const elsewhere = new Elsewhere(facility?.name ?? null, isEr);
  for (const sentence of sentences(text)) {
    const mayBeDated = /\d/.test(sentence) || MAY_BE_DATED.test(sentence);
    if (
      OTHER_SERVICE.test(sentence) ||
      (isEr && CLINIC.test(sentence) && !NAMES_ER.test(sentence)) ||
      elsewhere.setAside(sentence, mayBeDated)
    ) {
      // Knowingly set aside (another service, usual hours, another ER): its dates are accounted for.
      if (mayBeDated) setAside.push(sentence);
      continue;
    }
    kept.push(sentence);
    // A closure called off ("… scheduled for Saturday has been cancelled") dates no closure.
    if (!mayBeDated || callsOffClosure(sentence)) continue;
    const plain = facility ? sentence.split(facility.name).join(' ') : sentence;
    const tokens = tokenize(plain);
    plains.push(plain);
    reader.read(tokens, plain);
    for (const token of tokens)
      if (token.k === 'date' || token.k === 'time' || token.k === 'weekday') dated.push(token.text);
  }
  const drafts = reader.finish();
  const words = kept.join(' ');
  const status = kindOf(words, facility?.name ?? null, drafts, reader.schedule, isEr);
  // An open notice states no closed window: "has reopened as of 8 a.m. today" starts nothing.
  const open = status.closesNothing;
  const shownDrafts = status.recurringSchedule || open ? [] : drafts;
  let windows = shownDrafts.map((draft) => toWindow(draft, zone));
  const recurring = status.recurringSchedule ? scheduleWords(kept) : null;
  const bounded = windows.some((w) => w.start !== null || w.end !== null);
  // Times that were there but gave no window: the notice stands with its own words, flagged.
  const unreadable = !bounded && recurring === null && dated.length > 0 && status.kind !== 'other' && !open;
  // A notice clearly saying "closed" keeps its kind, closed from an unknown moment to an unknown end.
  if (
    !bounded &&
    recurring === null &&
    windows.length === 0 &&
    (status.kind === 'closed' || status.kind === 'other') &&
    !open
  ) {
    windows = [{ start: null, end: null, startLocal: null, endLocal: null }];
  }
  const notUnderstood = unreadable ? [...new Set(dated)] : [];
  const { certainty, doubts } = assessCertainty({
    ref,
    sentences: reader.sentencesRead.map((tokens, i) => ({ tokens, text: plains[i] ?? '' })),
    readings: reader.readingsSeen,
    setAside,
    nightsByConvention: reader.nightsByConvention,
    drafts,
    shown: shownDrafts,
    schedule: reader.schedule,
    recurring: recurring !== null,
    kind: status.kind,
    kindDoubt: status.doubt,
    unreadable,
    notUnderstood,
    words,
    isEr,
  });
  return {
    facility,
    isEr,
    kind: status.kind,
    windows,
    recurring,
    zone,
    lang,
    unreadable,
    notUnderstood,
    message,
    certainty,
    doubts,
  };
}

/** The sentences that state the recurring schedule, as the notice words them. */
function scheduleWords(sentencesKept: string[]): string {
  const schedule = sentencesKept.filter((s) =>
    /\d|night|nuit|overnight|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|lundis|samedis|dimanches/i.test(
      s,
    ),
  );
  return (schedule.length > 0 ? schedule : sentencesKept).slice(0, 3).join(' ');
}
