// What kind of notice it is, in the corpus's words, from its status words and what its
// sentences said about hours (see windows.ts `Schedule`).
import { PAST_CLOSURE_WORDS } from './lexicon';
import { sentences } from './sentences';
import type { NoticeDoubt, NoticeKind } from './types';
import type { Draft, Schedule } from './windows';

// Open but degraded: a virtual physician, no physician on site, visits to limit, diversion.
// "Without an on-site physician … a physician available by video" keeps the ER open but degraded.
const DISRUPTED =
  /virtual (?:physician|emergency|er\b|care (?:ed|er|emergency)\b)|\bVEP\b|no(?:t have an?)? (?:on-?site )?(?:physician|doctor)|without (?:an? )?(?:on-?site )?(?:physician|doctor)|(?:physician|doctor|médecin) (?:will be )?(?:(?:available |disponible )?(?:by|par) (?:video|vidéo|virtual|tele(?:phone|health)|phone|téléphone)|(?:available|disponible) (?:virtually|virtuellement))|staffed by (?:a )?(?:registered )?nurses?\b|sans (?:la présence d'un )?médecin|(?:pas de|aucun) médecin sur place|limit (?:overnight )?visits|reduce overnight [\w ]*visits|limiter les visites|diversion|infirmière sera présente|offre de service/i;
// Closing verbs in the forms notices write them: "shuts", « fermeront », « ferment », « fermait »;
// a service said to be absent: "No obstetrics", "no emergency services", « aucun service ».
const CLOSING_VERBS =
  "no (?:[\\w-]+ ){0,2}?(?:services?|obstetrics)(?! (?:will be |are |is |were )?(?:affected|impacted|changed|interrupted))|(?:aucun|pas de) service (?:d['’]urgence|ne sera)|closed|closing|closes|close|shut(?:s|ting)?|suspend\\w*|interrompue?s?|cease[sd]?|cesser(?:a|ont)? (?:ses|leurs) activités|cessation des activités|unavailable|not be available|on hold|cancell?ed|annulée?s?|ferm(?:ée?s?|e|ent|er|era|eront|erai(?:t|ent)|ait|aient)";
const CLOSED = new RegExp(
  `\\b(?:${CLOSING_VERBS}|closures?|suspensions?|interruptions?|fermetures?|bris de service)(?![a-zà-ÿ])`,
  'i',
);
const OPEN_AGAIN =
  /\b(?:remains? open|is (?:now )?open again|has reopened|reopened|est de nouveau ouverte|(?:demeure|demeurera|reste|restera) ouverte?)(?![\wà-ÿ])/i;
// A closure or disruption said to be over: "the temporary disruption … has ended", « l'interruption … a pris fin ».
const ENDED = String.raw`(?:closure|disruption|interruption|fermeture|perturbation|bris de service)s?\b[^.]{0,80}?(?:\b(?:has|have) (?:now )?ended|\b(?:a|ont) pris fin|\b(?:est|sont) (?:maintenant )?terminée?s?)`;
// An end that was planned and overtaken ("had been scheduled to remain closed until 8 a.m. Monday").
const PAST_CLOSURE = new RegExp(
  `${PAST_CLOSURE_WORDS}|${ENDED}|(?:had been|was|were) (?:scheduled|set|due|expected|planned) to (?:remain |stay )?(?:closed|close)|devai(?:t|ent) (?:demeurer |rester )?fermée?s?|devai(?:t|ent) fermer`,
  'gi',
);
// An ER said to have reopened, with no closure of its own: "has reopened", "is open again",
// "a rouvert ses portes", "rouvre", "est de nouveau ouverte".
const REOPENED = new RegExp(
  String.raw`\b(?:ha(?:s|ve) re-?opened|reopened (?:at|on|this|today|earlier|as of)|${ENDED}|is reopening|are reopening|(?:rouvre|rouvrira|rouvriront) ses portes|is (?:now )?open again|is once again open|a rouvert|ont rouvert|rouvre(?:nt)?|est de nouveau ouverte?|est à nouveau ouverte?|est réouverte?)(?![\wà-ÿ])`,
  'i',
);
// A closure called off is no closure: "the closure previously announced … has been cancelled",
// "la fermeture prévue … n'aura pas lieu"; nor a reduction withdrawn, averted or no longer applying. What is cancelled must be the closure, not a service:
// "blood collection is cancelled Thursday" is that service closed.
const CLOSURE_CALLED_OFF =
  /\b(?:closures?|fermetures?|disruptions?|interruptions?|bris de service|reductions?|réductions?|mesures?|measures?|plan|changes|changements)\b(?:[^.]|\b(?:a\.m|p\.m|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|St|Ste)\.){0,120}?(?:\b(?:cancell?ed|called off|rescinded|withdrawn|reversed|averted)\b|\bno longer appl(?:y|ies)\b|ne s['’]appliqu\w* plus|\bwill (?:not|no longer) (?:go ahead|take place|proceed|happen)\b|n['’]aura pas lieu|n['’]aura plus lieu|\b(?:est|a été|sont|ont été) (?:annulée?s?|retirée?s?|abandonnée?s?)(?![\wà-ÿ]))|(?<![\wà-ÿ])(?:cancell?ed|called off|annulé|annule|withdr[ae]wn?|withdraws|reversed|averted|averts|averting|avoided|avoiding|évitant|évite|évité|retire|retiré) (?:de justesse |narrowly )?(?:the|its|this|a|la|sa|cette|une) (?:[\wà-ÿ'’-]+ ){0,4}?(?:closure|fermeture|reduction|réduction)\b|\b(?:retire|retiré|removed?|withdr[ae]wn?|withdraws)\b[^.]{0,60}?(?:de la liste des|from the list of) (?:fermetures|interruptions|closures|disruptions)\b|\b(?:notice|message|announcement|release|post|avis|communiqué)\b[^.]{0,160}?(?:\b(?:in error|by mistake|erroneous(?:ly)?|incorrect(?:ly)?)\b|par erreur|erroné)|\bno (?:[\w-]+ ){0,3}?(?:closures?|disruptions?|interruptions?) (?:[\w'’-]+ ){0,4}?(?:are|is|were|will be|have been) (?:currently )?(?:planned|expected|scheduled|anticipated|foreseen)\b|\baucune (?:[\wà-ÿ'’-]+ ){0,3}?(?:fermeture|interruption|rupture)s? (?:[\wà-ÿ'’-]+ ){0,4}?(?:n['’](?:est|a été)|ne (?:sont|sera)) (?:pas )?(?:prévue|planifiée|anticipée|envisagée)/i;

// A word every way of calling a closure off above has: the cheap test that spares most texts the long one.
const CALLED_OFF_WORD =
  /cancel|called off|rescind|withdr|revers|avert|no longer|appliqu|will not|aura (?:pas|plus)|annul|retir|abandonn|avoid|évit|remove|error|erreur|mistake|erron|incorrect|planned|expected|scheduled|anticipated|foreseen|prévue|planifiée|anticipée|envisagée/i;

/** Whether a sentence calls a closure off: its dates are no closure's (see interpret.ts). */
export const callsOffClosure = (sentence: string): boolean =>
  CALLED_OFF_WORD.test(sentence) && CLOSURE_CALLED_OFF.test(sentence);

/** The notice's words without the sentences that call a closure off. */
const withoutCalledOff = (text: string): string =>
  sentences(text)
    .filter((sentence) => !callsOffClosure(sentence))
    .join(' ');

// A service opened anew ("is opening a new walk-in clinic", « ouvre une nouvelle clinique »): nothing closes.
const OPENS_NEW =
  /\b(?:is|are|will be) opening (?:a|an|its) new\b|\bwill open (?:a|an|its) new\b|\bnew [\w -]{0,30}?(?:clinic|centre|center|service) (?:will )?opens?\b|\b(?:ouvre|ouvrira|ouvriront) (?:une|un|sa|son) (?:nouvelle|nouveau)\b|\bouverture d['’](?:une|un) (?:nouvelle|nouveau)\b/i;
// Services said to resume had stopped: "Emergency services will resume at 8 a.m. Sunday".
const RESUMES = /\bservices?\b[\w' ]{0,25}?\b(?:will resume|resumes?|resuming|reprend(?:ra|ront)?)\b/i;
// A reopening announced without a closure period of its own: "have resumed as of 8 a.m.",
// "will resume 24/7 beginning Monday", "reprendra ses activités … à compter du", "resumes normal
// hours". Never shown as closed. ("Will resume at 8 a.m. Sunday" after a closure stays its end.)
const RESUMED =
  /\b(?:ha(?:ve|s) resumed|resum(?:es?|ed) (?:normal|regular|full|its usual|24\/7)|(?:return|returns|returning|will return) to (?:full |regular |normal )?(?:24\/7|24-hour|full|regular|normal|its usual)(?: [\w-]+)? (?:operations|hours|service|schedule)|(?:retour|retournera|reviendra) (?:à|aux) (?:un |son |l['’])?(?:horaire|heures|service|activités) (?:de 24 heures|(?:de )?24\/7|(?:de )?en tout temps|normal|habituel|régulier)|retrouv(?:e|era|eront) (?:un|son|leur) (?:service|horaire) (?:en tout temps|de 24 heures|24\/7|normal|habituel|complet)|will resume (?:24\/7|normal|regular|full)|(?:is|are) (?:now )?back to (?:full |regular |normal )?(?:around-the-clock|24\/7|24-hour|full|regular|normal|usual)\b[\w -]{0,20}?(?:service|operations|hours|care)|(?:is|are) now (?:operating|open) (?:its |their |at |during )?(?:regular|normal|usual|full) (?:hours|schedule)|(?:est|sont) de retour à (?:un |son |leur |l['’])?(?:service|horaire)|fonctionne(?:nt)? (?:de nouveau|à nouveau|maintenant) selon (?:son|leur) horaire (?:normal|habituel|régulier)|will resume\b[^.]{0,40}?\b(?:beginning|as of|starting|effective)|reprend(?:ra|ront)? (?:ses|leurs) activités|(?:ont|a) repris|reprend(?:ra|ront)? (?:ses|leurs) (?:heures|horaires) (?:normales|habituel(?:le)?s))(?![\wà-ÿ])/i;
// A closing stated as such (not "following last week's closure").
const CLOSING_STATED = new RegExp(`\\b(?:${CLOSING_VERBS}|suspensions?|interruptions?)(?![a-zà-ÿ])`, 'i');
// Ambulances sent elsewhere while the ER stays open to walk-ins: a disruption. (In a closure
// notice, "ambulances will be diverted" only explains the closure.)
// "Ambulances will be diverted", "paramedics will divert …", "EMS is redirecting ambulances", « redirigera les ambulances ».
const AMBULANCES_DIVERTED =
  /(?:\bambulances?|\bambulance (?:traffic|transports?)|\btransports? ambulanciers?|\bparamedics?|\bEMS)\b[\w' ]{0,30}?\b(?:redirect(?:ed|ing)?|divert(?:ed|ing)?|rerout(?:e|ed|ing)|réorienté(?:e|s|es)?|redirigé(?:e|s|es)?|détourné(?:e|s|es)?|dirigé(?:e|s|es)? vers)(?![\wà-ÿ])|\b(?:redirect|divert|reroute)(?:s|ed|ing)? (?:all |incoming )?ambulances?\b|\b(?:redirig|détourn|réorient)[a-zé]* (?:les |toutes les )?ambulances?\b/i;
// Saskatchewan's "emergency services … will be disrupted from … until …" (no physician, no
// service): a closure, as the corpus's SK notices are labelled.
const SERVICES_DISRUPTED = /\bservices?\b[^.]{0,80}?\b(?:will be|are|is|has been) (?:temporarily )?disrupted\b/i;
// Closed overnight on the dates named, open during the day: the ER keeps part of each day.
const OPEN_BY_DAY =
  /open during the day|(?:remain|be|stay) open (?:from|between) [^;]{0,40}?(?:on those days|each day|every day|daily)|ouverte? (?:le jour|de jour|pendant la journée)/i;
// A change of regular hours rather than a closure.
// "Hours will be reduced", "will only be open from …", « ouverte de 8 h à 16 h seulement ».
const REDUCED =
  /adjusted hours|reduced hours|hours\b[^.]{0,60}?\b(?:would|will|are|have been|has been) (?:be )?(?:temporarily )?(?:be )?reduced|reduction (?:in|of) (?:its |the )?(?:operating )?hours|\bnew hours\b|only be (?:open|available) (?:from|between)|open only (?:from|between)|heures d'ouverture|heures réduites|réduction (?:temporaire )?des heures|nouvel horaire|nouvelles heures|new schedule|horaire réduit|heures [^.]{0,60}?seront réduites|ouverte uniquement|ouverte? de [^.]{0,30}? seulement|seulement ouverte|24 hours (?:per|a) day, except/i;
// Open hours said to hold every day ("will be available from 8 a.m. to 8 p.m., seven days a week",
// « sera ouverte de 8 h à 20 h, 7 jours sur 7 »): a standing schedule of reduced hours.
const TIME = String.raw`(?:\d{1,2}(?::\d\d)?\s?(?:a\.m\.|am\b|p\.m\.|pm\b)|\d{1,2} ?h(?: ?\d\d)?|\d{4}\b|noon|midi)`;
const OPEN_EVERY_DAY = new RegExp(
  String.raw`\b(?:open|available|operat\w*|ouverte?s?|disponibles?|offerts?|fonctionner\w*) (?:from |between |de |entre )?${TIME} ?(?:to|and|until|-|–|à|et) ?${TIME}[^.;]{0,30}?(?:seven days a week|7 days a week|every day|each day|daily|7 jours sur 7|tous les jours|chaque jour)`,
  'i',
);
// Night closures in general words: a change of hours only when no period bounds the nights.
const NIGHTS_CLOSED = /closed at night|la nuit|overnight closure|closed overnights/i;
const PROGRAM = /\bprogram\b|programme/i;
// The ER said closed meanwhile: its "diversion" is a closure (Interior Health's wording).
const ER_SAID_CLOSED =
  /\b(?:emergency department|emergency room|ER|ED|urgence)\s+(?:is|are|will be|remains?|will remain|est|sera)\s+(?:temporarily |temporairement )?(?:closed|fermée)(?![\wà-ÿ]| to\b)/i;
const DIVERSION = /diversion/gi;
// A closure bound to its period ("CLOSED starting at 8:00 a.m.", « fermée du 14 juin »), not one
// that only names the degraded period ("while the ER is closed").
const CLOSED_PERIOD = /\b(?:closed|fermée?s?)\s+(?:until|starting|from|on|at|between|du|de|dès|jusqu|à compter)\b/i;
/** Disrupted, unless the one disruption is a diversion of an ER the notice calls closed, or closed periods stand beside it. */
const disrupted = (text: string, has: Asked): boolean =>
  has(DISRUPTED) && !has(CLOSED_PERIOD) && !(has(ER_SAID_CLOSED) && !DISRUPTED.test(text.replace(DIVERSION, '')));

/** Whether the text has a match of a pattern (never a global one); each pattern is run once per text. */
type Asked = (pattern: RegExp) => boolean;
function asking(text: string): Asked {
  const answers = new Map<RegExp, boolean>();
  return (pattern) => {
    let answer = answers.get(pattern);
    if (answer === undefined) {
      answer = pattern.test(text);
      answers.set(pattern, answer);
    }
    return answer;
  };
}

// Night closures as a standing schedule, not one night ("closed overnight on Friday").
const NIGHTLY_SCHEDULE = /overnight closure|overnights|nightly|each night|every night|at night|la nuit|les nuits/i;

export interface KindReading {
  kind: NoticeKind;
  recurringSchedule: boolean;
  /** The periods read are no closure (an ER open again, another service's new hours): none is shown. */
  closesNothing: boolean;
  /** Why the words do not decide the kind (kind_unstated, kind_mixed), or null. */
  doubt: NoticeDoubt | null;
}

// Any word saying what happens in the periods: closed, degraded, open, reduced, changed.
const SAYS_WHAT_HAPPENS =
  /disrupt|perturb|interrupt|reduc|réduc|limit|change|modif|affect|divert|virtual|virtuel|physician|médecin|doctor|nurse|infirmi|open|ouvert|program/i;

// A missing physician given as the closure's reason ("closed … because no physician is
// available", « fermée faute de médecin »): the reason, not a degraded ER.
const NAMES_PHYSICIAN = /physician|doctor|médecin/i;
const NO_PHYSICIAN_CAUSE =
  /\b(?:because|due to|owing to|as a result of|en raison d[eu'’]|faute d[e'’]|puisqu['’]?)\s*(?:of\s+)?(?:there (?:is|will be)\s+)?(?:an?\s+|the\s+|l['’]\s*)?(?:no|lack of|absence of|absence d[eu'’]|manque d[eu'’]|aucun)\s*(?:on-?site\s+)?(?:physicians?|doctors?|médecins?)(?:[^.,;](?!\b(?:but|however|mais)\b))*/gi;

// Hours the ER keeps on the days it closes part of ("It will be open 8 a.m. to 8 p.m. on Saturday
// and Sunday", "Daytime emergency services (8 a.m. to 4 p.m.) will continue", « sera ouverte de 8 h
// à 16 h »); never "open 24/7".
const OPEN_HOURS_STATED =
  /\b(?:will be|is|are|remains?|will remain|stays?|will stay) open (?:from |between )?(?!24\b)\d{1,2}(?::\d\d)?\s?(?:a\.m\.|am\b|p\.m\.|pm\b|h\b|to\b|-)|\bdaytime (?:emergency )?(?:services?|hours|care)\b|(?:sera|seront|demeure|demeurera|restera|est) ouverte?s? (?:de|entre) (?!24\b)\d{1,2} ?h|\bservices? de jour\b|\b(?:operate|run) (?:on )?reduced hours,? (?:of |from )?\d|horaire réduit,? (?:soit )?de \d/i;
// Hours said to be reduced in so many words, with closings that repeat each day ("will operate
// reduced hours: it will close each evening at 8 p.m.", « réduction des heures … fermée chaque
// soir »): reduced hours, however the nights are dated. (A "reduction in operating hours" whose
// closings are only listed, ON-102, stays closed, as the corpus labels it.)
const HOURS_REDUCED =
  /reduced (?:operating )?hours|reduction (?:in|of) (?:its |the )?(?:operating )?hours|réduction (?:temporaire )?des heures|heures réduites|horaire réduit/i;
// Hours said to change, or the ER's operating hours stated: "hours change", "will operate 0800-2000",
// « fonctionnera selon un horaire réduit », « horaire modifié ».
const HOURS_CHANGE =
  /\bhours? (?:change|changes|changed|adjustment)\b|\bchanges? (?:in|to|of) (?:its |the )?(?:operating )?hours\b|\bwill (?:only )?operate (?:from |between )?(?:\d{4}|\d{1,2}(?::\d\d)? ?(?:a\.m\.|am|p\.m\.|pm)) ?(?:-|–|to|and)|fonctionnera (?:selon un horaire|de \d)|horaire (?:modifié|réduit)|changement (?:d['’]|de l['’])horaire|modification (?:des heures|de l['’]horaire)/i;
// Closed at night in general words, then the nightly hours or a pause: "closed overnight, 2000-0800",
// « fermée la nuit, de 20 h à 8 h » (not "closed overnight on Friday", one night).
const CLOSED_NIGHTLY =
  /\b(?:closed|fermée?s?) (?:overnight|at night|la nuit|de nuit)(?=\s*[,;:(–-]|\s+(?:from|between|de|entre)\s+\d)/i;
const EACH_DAY =
  /\b(?:each|every) (?:evening|night|day)\b|\bnightly\b|chaque (?:soir|nuit|jour)|tous les (?:soirs|jours)|toutes les nuits/i;
const DAY = 1440;
function sameHoursEachDay(windows: Draft[]): boolean {
  const timed = windows.filter((w) => !w.wholeDay && w.start !== null && w.end !== null);
  if (timed.length < 2 || timed.length !== windows.length) return false;
  const [first] = timed;
  if (!first) return false;
  return timed.every(
    (w) =>
      (w.end as number) - (w.start as number) < DAY &&
      (w.start as number) % DAY === (first.start as number) % DAY &&
      (w.end as number) % DAY === (first.end as number) % DAY,
  );
}

// A service's hours for a holiday or a season ("Labour Day weekend hours", "holiday hours of
// operation", « horaire des Fêtes »): its closed days are part of a schedule, not an ER's closure.
const SERVICE_HOURS =
  /\b(?:holiday|weekend|long weekend|(?:Labour|Victoria|Canada|Civic|Thanksgiving|Remembrance|Boxing|Family|Christmas|New Year['’]s|Easter)(?: Day)?(?: weekend)?|Christmas|Easter|summer|winter|seasonal|statutory holiday|stat holiday)\s+hours\b|\bhoraire (?:des Fêtes|du temps des Fêtes|de Pâques|d['’]été|estival|de la fin de semaine|du congé|des congés)\b|\bheures d['’]ouverture (?:des Fêtes|de Pâques|du congé|des congés|pendant (?:le|la|les) \S+)/i;

// An update that opens the notice and says the ER stays open ("UPDATE: … will remain open tonight",
// « MISE À JOUR : l'urgence demeurera ouverte ») calls off the closure the older notice below announced.
const UPDATE_FIRST = /^\W*(?:update|updated|mise à jour|mise a jour)\b/i;
const STAYS_OPEN =
  /\b(?:will (?:now )?(?:remain|stay) open|(?:will )?no longer (?:close|be closed)|(?:demeurera|restera) (?:donc )?ouverte?|ne fermera pas|ne sera pas fermée?)(?![\wà-ÿ])(?!\s+(?:from|between|until|de|entre|jusqu|\d))/i;
const OLDER_NOTICE =
  /\b(?:original|previous|earlier|initial) (?:notice|announcement|post|release)\b|\bavis (?:original|initial|précédent)\b|\bcommuniqué (?:initial|précédent)\b/i;
/** Whether the notice's first words, an update, say the ER stays open before anything says it closes. */
function updateKeepsOpen(text: string, has: Asked): boolean {
  if (!has(UPDATE_FIRST)) return false;
  const open = STAYS_OPEN.exec(text);
  if (!open) return false;
  if (CLOSING_STATED.test(text.slice(0, open.index))) return false;
  // A closing said after it must be the older notice's, quoted below the update.
  const after = text.slice(open.index + open[0].length);
  return !CLOSING_STATED.test(after) || OLDER_NOTICE.test(after);
}

/** The kind, and a doubt when the notice's words leave it undecided. */
export function kindOf(
  words: string,
  facilityName: string | null,
  windows: Draft[],
  schedule: Schedule,
  isEr = true,
): KindReading {
  // (A cheap test first: most notices name no physician and skip the replace.)
  const text = NAMES_PHYSICIAN.test(words) ? words.replace(NO_PHYSICIAN_CAUSE, ' ') : words;
  const has = asking(text);
  const read = kindFromWords(text, has, facilityName, windows, schedule);
  // Another service's new hours or opening (blood collection, a clinic), beside an ER that goes on: other, nothing closed.
  const reading =
    !isEr && (read.kind === 'open' || read.kind === 'reduced_hours' || has(SERVICE_HOURS))
      ? { kind: 'other' as const, recurringSchedule: false, closesNothing: true }
      : { ...read, closesNothing: read.kind === 'open' };
  let doubt: NoticeDoubt | null = null;
  const periods = windows.some((w) => w.start !== null || w.end !== null);
  if (periods && reading.kind === 'disruption' && !(has(CLOSED) || has(DISRUPTED) || has(SAYS_WHAT_HAPPENS)))
    doubt = { code: 'kind_unstated', words: text.length > 120 ? `${text.slice(0, 120)}…` : text };
  else if (reading.kind === 'closed' && has(CLOSED_PERIOD) && has(DISRUPTED))
    doubt = { code: 'kind_mixed', words: DISRUPTED.exec(text)?.[0] ?? '' };
  return { ...reading, doubt };
}

/** What `kindFromWords` knows of the windows read, for the tests it runs only when an answer needs them. */
interface Shape {
  windows: Draft[];
  schedule: Schedule;
  /** A closure of its own is dated. */
  dated: boolean;
  expanded: boolean;
  /** Closed hours every day from a date, with no end. */
  standing: boolean;
}

// An ER said to reopen later ("will now reopen at noon on Wednesday", « rouvrira lundi ») is closed until then.
const REOPENS_LATER = /\bwill (?:now |only )?re-?open\b|\brouvrir(?:a|ont)\b/i;

// (Module functions rather than closures in `kindFromWords`: a closure made per notice is named
// under tsx at each call, which costs more than the tests it would spare.)
/** Words of a closure: closing words, services resuming or disrupted, a reopening to come. */
const closedWords = (has: Asked): boolean =>
  has(CLOSED) || has(RESUMES) || has(SERVICES_DISRUPTED) || has(REOPENS_LATER);

/** Hours changed: reduced, open the same hours every day, closed at night, or standing closed hours. */
const hoursChanged = (s: Shape, has: Asked): boolean =>
  s.standing ||
  has(REDUCED) ||
  // Open hours every day are the schedule only when no closure of its own is dated beside them.
  (s.windows.every((w) => w.start === null && w.end === null) && has(OPEN_EVERY_DAY)) ||
  (!s.expanded && has(NIGHTS_CLOSED));

/** Weekly closures, or nightly ones with no hours or no end: a schedule in words, not windows. */
const recurring = (s: Shape, has: Asked): boolean =>
  s.schedule.weekly ||
  (s.schedule.everyDay && !s.dated && !s.expanded) ||
  (!s.dated &&
    !s.expanded &&
    (s.schedule.openHours !== null ||
      hoursChanged(s, has) ||
      (s.schedule.nightly && closedWords(has) && has(NIGHTLY_SCHEDULE))));

function kindFromWords(
  text: string,
  has: Asked,
  facilityName: string | null,
  windows: Draft[],
  schedule: Schedule,
): Omit<KindReading, 'doubt' | 'closesNothing'> {
  if (facilityName && PROGRAM.test(facilityName)) return { kind: 'other', recurringSchedule: false };
  // A closure of its own, dated: not a change of regular hours.
  const dated = windows.some((w) => w.vague || (!w.expanded && !w.wholeDay && w.start !== null && w.end !== null));
  const expanded = windows.some((w) => w.expanded);
  // Closed hours every day from a date with no end ("starting March 2, close from midnight to 8 a.m."): standing.
  const standing =
    schedule.dailyHours !== null &&
    windows.length > 0 &&
    windows.every((w) => w.start !== null && w.end === null && !w.expanded && !w.vague);
  const shape: Shape = { windows, schedule, dated, expanded, standing };
  // A reopening whose closure is only recalled ("has reopened after being closed from …") states no closure.
  const reopened = (has(RESUMED) || has(REOPENED)) && !has(DISRUPTED);
  if (reopened && !CLOSING_STATED.test(text.replace(PAST_CLOSURE, ' '))) {
    // "It is now open from 8 a.m. to 8 p.m. daily": reopened to reduced hours, a standing schedule.
    if (schedule.openHours !== null) return { kind: 'reduced_hours', recurringSchedule: !expanded };
    return { kind: 'open', recurringSchedule: false };
  }
  if (updateKeepsOpen(text, has)) return { kind: 'open', recurringSchedule: false };
  if (callsOffClosure(text)) {
    const rest = withoutCalledOff(text);
    if (!CLOSED.test(rest) && !DISRUPTED.test(rest) && !SERVICES_DISRUPTED.test(rest))
      return { kind: 'open', recurringSchedule: false };
  }
  if (!closedWords(has) && has(OPENS_NEW) && !has(DISRUPTED)) return { kind: 'open', recurringSchedule: false };
  if (has(AMBULANCES_DIVERTED) && !has(CLOSING_STATED)) return { kind: 'disruption', recurringSchedule: false };
  if (disrupted(text, has))
    return { kind: 'disruption', recurringSchedule: !expanded && !dated && recurring(shape, has) };
  if (dated && closedWords(has) && has(OPEN_BY_DAY) && /overnight|la nuit|de nuit/i.test(text))
    return { kind: 'reduced_hours', recurringSchedule: false };
  if (closedWords(has) && ((has(HOURS_REDUCED) && has(EACH_DAY)) || (has(HOURS_CHANGE) && has(CLOSED_NIGHTLY))))
    return { kind: 'reduced_hours', recurringSchedule: !expanded && !dated && recurring(shape, has) };
  // Closed the same hours of several days, open the rest of them: hours reduced on those days.
  if (dated && closedWords(has) && sameHoursEachDay(windows) && has(OPEN_HOURS_STATED))
    return { kind: 'reduced_hours', recurringSchedule: false };
  if (
    !dated &&
    (schedule.openHours !== null ||
      hoursChanged(shape, has) ||
      (recurring(shape, has) && (schedule.dailyHours !== null || (schedule.nightly && has(NIGHTLY_SCHEDULE)))))
  )
    return { kind: 'reduced_hours', recurringSchedule: !expanded };
  // Hours said to be reduced, with no closing word of its own: the hours given are a reduced schedule.
  const closing = closedWords(has);
  if (!closing && has(REDUCED)) return { kind: 'reduced_hours', recurringSchedule: recurring(shape, has) };
  if (closing) return { kind: 'closed', recurringSchedule: recurring(shape, has) };
  if (has(OPEN_AGAIN)) return { kind: 'open', recurringSchedule: false };
  // A notice that names periods but not what happens in them: a disruption, with its own words.
  return { kind: 'disruption', recurringSchedule: recurring(shape, has) };
}
