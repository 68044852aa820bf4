// Whether the words decide the kind and the ER-or-not the reading gives. The kind rule (kind.ts)
// must choose when a notice says two things; where the corpus's labels themselves choose either
// way, or the words point the other way, the reading is unsure and goes to the desk.
import type { ReadingSeen } from './certainty-words';
import type { Token } from './tokens';
import type { NoticeDoubt, ReadingFacts } from './types';

// Hours said to be reduced: beside a dated closure, labels call such notices closed (ON-102's
// wording) and reduced hours (open by day, closed by night) alike.
const HOURS_REDUCED =
  /reduced (?:hours|operating hours|schedule)|hours\b[^.]{0,60}?\b(?:will be|are|have been|has been) (?:temporarily )?reduced|reduction (?:in|of) (?:its |the )?(?:operating )?hours|heures (?:d'ouverture )?réduites|horaire réduit|réduction des heures/i;
// Every wording of HOURS_REDUCED says "reduc…" or « rédu… »: without those letters it cannot match (a cheap test first).
const MAY_BE_REDUCED = /r[eé]du/i;
// Open by day beside closed nights: the labels call it reduced hours (kind.ts reads the commonest wordings so).
const OPEN_BY_DAY =
  /open\b[^.]{0,40}?\b(?:during the day|by day|in the daytime)|daytime (?:hours|(?:emergency )?services?)|ouverte?s?\b[^.]{0,40}?\b(?:le jour|de jour|pendant la journée)/i;
// An ER's own business, never a lab's, a clinic's or a program's: ambulances diverted, an
// emergency physician on site or by video ("call 911 for an ambulance" is not one).
// Every wording of OPEN_BY_DAY has one of these words in it: without them it cannot match (a cheap test first).
const MAY_BE_BY_DAY = /daytime|by day|during the day|le jour|de jour|la journée/i;
const ER_BUSINESS =
  /\bambulances?\b[^.]{0,40}?\b(?:divert|diversion|redirect|détourn|redirig|réorient)|(?:diversion|détournement)s? (?:of |des |d')?ambulances?|\bVEP\b|virtual emergency|emergency physicians?|no (?:on-?site )?(?:physician|doctor)s? (?:on site|available)|without (?:an? )?(?:on-?site )?(?:physician|doctor)|urgentolog\w*|urgentiste|sans médecin|pas de médecin sur place|médecin virtuel|médecins? d'urgence/i;
const CLOSED_WORD = /^(?:closed|fermée?s?)$/i;
const DATED = new Set(['date', 'weekday', 'rel', 'time']);
const BETWEEN_WORDS = new Set(['on', 'from', 'between', 'at', 'night', 'punct']);

export function kindWordDoubts(facts: ReadingFacts, seen: ReadingSeen[]): NoticeDoubt[] {
  const doubts: NoticeDoubt[] = [];
  const words = facts.words ?? '';
  const hoursKind = facts.kind === 'closed' || facts.kind === 'reduced_hours';
  const reduced = hoursKind
    ? ((MAY_BE_REDUCED.test(words) ? HOURS_REDUCED.exec(words) : null) ??
      (facts.kind === 'closed'
        ? ((MAY_BE_BY_DAY.test(words) ? OPEN_BY_DAY.exec(words) : null) ?? openHoursBeside(facts, seen))
        : null))
    : null;
  const closed =
    facts.kind === 'disruption' || (reduced && facts.kind === 'reduced_hours') ? closedOnItsDates(facts) : null;
  // Read as closed, or as reduced hours beside a closing word bound to its dates: either way a convention decides.
  if (reduced && (facts.kind === 'closed' || (facts.kind === 'reduced_hours' && closed)))
    doubts.push({ code: 'kind_hours', words: reduced[0] });
  if (facts.kind === 'disruption' && closed) doubts.push({ code: 'kind_mixed', words: closed });
  // A clinic's or a lab's dated closure is read like an ER's, with its windows and not ER: so the
  // real notices' labels give it (NS-2, NS-7; AB-112, NB-104, QC-112, SK-110 of notices-2's read half).
  const business = facts.isEr === false ? ER_BUSINESS.exec(words) : null;
  if (business) doubts.push({ code: 'er_words', words: business[0] });
  return doubts;
}

/**
 * "will operate 0800-2000 … closed overnight, 2000-0800": the ER's open hours stated beside closed
 * hours that are their complement — open by day, closed by night, which the labels call reduced
 * hours as often as closed.
 */
function openHoursBeside(facts: ReadingFacts, seen: ReadingSeen[]): [string] | null {
  for (const { tokens, at, reading } of seen) {
    const span = reading.k === 'span' || reading.k === 'days' ? reading.span : null;
    if (!span) continue;
    let cue: string | null = null;
    for (let j = at - 1; j >= 0 && cue === null; j--) {
      const k = tokens[j]?.k;
      if (k === 'open' || k === 'close' || k === 'reopen') cue = k;
    }
    if (cue !== 'open') continue;
    const complement = facts.shown.filter(
      (w) => w.start !== null && w.end !== null && minuteOfDay(w.start) === span.to && minuteOfDay(w.end) === span.from,
    );
    // Night after night (one night closed beside the next day's hours is a closure: PE-104).
    if (complement.length >= 2) return [wordsAt(tokens, at)];
  }
  return null;
}

const wordsAt = (tokens: Token[], at: number) => tokens[at]?.text ?? '';
const minuteOfDay = (p: number) => ((p % 1440) + 1440) % 1440;

/** "will be closed Saturday, July 8 from 8 a.m.", « fermée le 14 juin »: a closing word bound to its dates. */
function closedOnItsDates(facts: ReadingFacts): string | null {
  for (const { tokens } of facts.sentences)
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token?.k !== 'close' || !CLOSED_WORD.test(token.text)) continue;
      let j = i + 1;
      while (BETWEEN_WORDS.has(tokens[j]?.k ?? '') && (tokens[j]?.gap ?? 9) <= 1) j++;
      const next = tokens[j];
      if (next && DATED.has(next.k) && next.gap <= 1) return `${token.text} ${next.text}`;
    }
  return null;
}
