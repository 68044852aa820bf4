// The facility a notice is about: its name as the notice gives it, its town when the notice
// says it, and whether it is an emergency department at all (a blood clinic, an after-hours
// clinic or a program is not; a Collaborative Emergency Centre is).

export interface Facility {
  name: string;
  city: string | null;
}

const ER_WORDS = String.raw`[Ee]mergency [Dd]epartment|[Ee]mergency [Dd]ept\.?|[Ee]mergency [Rr]oom|[Ee]mergency [Ss]ervices|[Ee]mergency [Cc]entre|\bER\b|\bED\b|\bCEC\b`;
const NOUNS =
  'Hospital and Care Centre|Health and Care Centre|Hospital Centre|Hospital|hospital|Health Centre|Health Center|Health Complex|Healthcare Centre|Health Care Centre|Healthcare Facility|Integrated Health Facility|Health Facility|Care Centre|Medical Centre|Health Services|Infirmary|Collaborative Emergency Centre|Program';
// A word of a name: capitalised, or initials ("A.M. Guy"), or an abbreviation ("St.", "Dr."). A
// word never ends with a full stop otherwise, so a name never runs across a sentence's end
// ("Disruption Emergency Department. Eastern Memorial Hospital").
const NAME_WORD = String.raw`(?:(?:[A-Z]\.){2,}|(?:St|Ste|Dr|Mt)\.|[A-Z][\w'-]*|&|and|of|the|de|du)`;
// A name: capitalised words (and the small words inside names) ending with a facility noun,
// or a Hotel-Dieu named after its saint ("Hotel-Dieu of St. Joseph").
const NAME = String.raw`(?:(?:${NAME_WORD}\s+){1,7}?(?:${NOUNS})|H[oô]tel-Dieu (?:of |de )?(?:St\. |Saint[- ])?[A-Z][\w'-]+(?: de (?:St\. |Saint[- ]|Sainte[- ])?[A-Z][\w'-]+)?)(?:\s*\([A-Z]{2,6}\))?`;

// "the emergency department at X", "ER closures - X, Town:" (a heading's dash: MARKS made it " - ").
const ER_AT = new RegExp(
  String.raw`(?:${ER_WORDS})(?:\s*\((?:ED|ER|CEC)\))?(?:\s+services)?(?:\s+(?:at|inside|of|in)\s+(?:the\s+)?|(?:\s+(?:closures?|disruptions?))?\s+-\s+)(${NAME})`,
);
const BEFORE_ER = new RegExp(
  String.raw`(${NAME})(?:'s)?\s+(?:${ER_WORDS}|Emergency Department|Emergency Dept|[Ee]mergency)`,
);
const ANY_NAME = new RegExp(NAME, 'g');
/** The first name that is not the publishing authority's ("NL Health Services: … at Bonavista Peninsula Health Centre"). */
function firstName(text: string): RegExpExecArray | null {
  ANY_NAME.lastIndex = 0;
  for (let match = ANY_NAME.exec(text); match; match = ANY_NAME.exec(text)) {
    const name = tidy(match[0]);
    if (name && !AUTHORITY.test(name)) return match;
  }
  return null;
}
// A hospital named before its town ("Blood collection at Community Hospital O'Leary").
const NOUN_FIRST =
  /\b(?:at|of) ((?:Community|Regional|Memorial) (?:Hospital|Health Centre) (?!Emergency\b)[A-Z][\w'-]+)/;
const ER_NEAR_START = new RegExp(ER_WORDS);
// A clinic or lab named as the notice's subject, before any ER ("The Montague After-Hours Clinic will
// be closed … visit the Queen Elizabeth Hospital Emergency Department"): the notice is the clinic's.
const SERVICE_NAME = new RegExp(
  String.raw`(?:${NAME_WORD}\s+){1,5}?(?:After[- ]Hours Clinic|Walk-[Ii]n Clinic|Clinic|Community Lab|Laboratory)(?![\w-])`,
);
// "The Walkerton Emergency Department will be closed": a site named by its town.
// "the Emergency Department at Minden will be closed": a site named by its town alone.
const ER_AT_TOWN = new RegExp(
  String.raw`(?:${ER_WORDS})\s+(?:at|in)\s+([A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)(?=\s+[a-z]|[,.]|$)`,
);
const TOWN_ER = /(?:^|[.:]\s|\b[Tt]he\s)((?:[A-Z][\w.'-]+\s){1,3}(?:Emergency Department|ER|ED))\b/;
// Where a French name ends: a verb (any in the future tense: "fonctionnera", "reprendra"), a time
// word ("dans la nuit", "cette fin de semaine"), a date ("du samedi 15", "le 3 mars", "de 16 h"), "à compter".
const FR_STOP = String.raw`(?= (?:sera|seront|sont|fermée?s?|fermera|ferme|annulée?s?|suspendue?s?|interrompue?s?|offre|offrira|a|est|demeure|restera|reste|avise|informe|annonce|accueille|ne|à compter|dès|jusqu|fonctionne|reprend|dans|pendant|durant|en raison|cette|ce|demain|aujourd'hui|[a-zà-ÿ]+(?:ra|ront))(?![\wà-ÿ])| (?:de|du|des|le|les|au|à|dès) (?:\d|1er|minuit|midi|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?![\wà-ÿ]))|,|\.|;| ?:|\n|$)`;
const FR_ER = new RegExp(
  String.raw`urgences?(?: mineure)?(?: (?:de l'|du |de la |des |de )| [–-] )((?:Centre|Hôpital|Hôtel-Dieu|hôpital|CLSC)[^,.;\n]*?|[A-ZÉ][\w-]+)${FR_STOP}`,
);
const FR_NAME = new RegExp(
  `((?:Centre hospitalier|Centre multiservices?|Centre de santé|Hôpital|Hôtel-Dieu|CLSC)[^,.;\n]*?)(?= et |${FR_STOP.slice(3)}`,
);
// « La clinique sans rendez-vous de Val-Clair sera fermée … rendez-vous à l'urgence de … ».
const FR_SERVICE = new RegExp(`(?:[Cc]linique|[Cc]entre de prélèvements|[Ll]aboratoire)[^,.;:]*?${FR_STOP}`);
const FR_ER_WORD = /\burgences?\b/;
// « La clinique du Centre de santé de X », « Laboratoire de l'Hôpital de X »: the institution names it.
const FR_SERVICE_OF = /^\S+\s+(?:du|de l['’]|de la|des)\s*(?:Centre|Hôpital|Hôtel-Dieu)\b/;
const TOWN_LABEL =
  /^\s*(?!UPDATE|Update|NOTE|Note|CORRECTION|Correction|RECTIFICATIF|Rectificatif|REMINDER|Reminder|ADVISORY|Advisory|NOTICE|Notice|Disruption|Emergency)([A-Z][\w.'-]+(?:\s[A-Z][\w.'-]+)?):\s/;
// Health authorities publish the notices; they are never the facility ("Interior Health: …").
const AUTHORITY =
  /^(?:Interior|Island|Northern|Fraser|Vancouver Coastal|Alberta|Saskatchewan|Prairie Mountain|Southern|Interlake-Eastern|Eastern|Central|Western|Labrador-Grenfell) Health(?: Authority| Services)?$|^(?:Horizon|Vitalité)(?: Health Network)?$|^(?:Health PEI|Santé Î\.-P\.-É\.|NL Health Services|Nova Scotia Health(?: Authority)?|Shared Health|Santé Québec)$/;
// An urgent and primary care centre named by its town: a facility of its own, not an ER.
const UPCC =
  /\b(?:([A-Z][\w'-]+(?: [A-Z][\w'-]+)?) )?Urgent and Primary Care Centre(?: (?:in|at) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?))?/;
const LEADING =
  /^(?:(?:The|the|UPDATE|Disruption|Emergency|Department|After Hours Clinics?|Blood Collection Clinic)\s+)+/;
const POSSESSOR = /^[A-Z][\w-]*'s\s+/;
const GENERIC_ONLY =
  /^(?:(?:Temporary|Emergency|Department|Memorial|Hospital|Health|Centre|Community|General|ER|ED)\s*)+$/;

/** The name without a heading's words ("Disruption", "UPDATE:") or an owner ("Horizon's Sackville Memorial Hospital"). */
function tidy(name: string): string | null {
  let tidied = name
    .replace(LEADING, '')
    .replace(/^(?:(?:of|and|the|de|du|&)\s+)+/, '')
    .replace(/'s$/, '')
    .trim();
  const owned = tidied.replace(POSSESSOR, '');
  if (!GENERIC_ONLY.test(owned)) tidied = owned; // but "Fishermen's Memorial Hospital" keeps its first word
  return tidied && !GENERIC_ONLY.test(tidied) ? tidied : null;
}

function cityAfter(text: string, name: string): string | null {
  const at = text.indexOf(name);
  if (at < 0) return null;
  const rest = text.slice(at + name.length);
  const found =
    /^(?:'s)?\s*\(([A-Z][\w .'-]+?)(?:,\s*[A-Z]{2})?\)/.exec(rest) ??
    /^(?:'s \w+ \w+)?\s+(?:in|on)\s+([A-Z][\w.'-]+(?:\s[A-Z][\w'-]+){0,3}?)(?=[,.\s]\s*(?:[a-z]|$)|[,.]|$)/.exec(
      rest,
    ) ??
    /^,\s+([A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)\s+(?:[A-Z][a-z]+day|Closed)/.exec(rest);
  return found?.[1]?.replace(/,?\s*(?:N\.S|P\.E\.I)\.?$/, '').trim() ?? null;
}

const SMALL_WORDS = /\b(?:In|At|On|Of|And|The|To|From|Until|Will|Be|Is|For|By|A|An|Du|De|La|Le|Les|Des|Au|Sera|Est)\b/g;

/** A notice in capitals ("EMERGENCY DEPARTMENT VICTORIA COUNTY MEMORIAL HOSPITAL IN BADDECK") in the case names are written in. */
function casedLikeNames(text: string): string {
  // Its first 300 characters tell (this runs over every notice: no regex over the whole text).
  let lower = 0;
  let upper = 0;
  for (let i = 0; i < text.length && i < 300; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) lower++;
    else if (code >= 65 && code <= 90) upper++;
  }
  if (upper < 20 || lower > upper / 4) return text;
  const cased = text
    .toLowerCase()
    .replace(/(^|[\s(/"-])([a-zà-ÿ])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
  return cased.replace(SMALL_WORDS, (word, at: number) => (at === 0 ? word : word.toLowerCase()));
}

/** The facility named, from the ER phrase first ("the emergency department at X"), else the first name. */
export function findFacility(notice: string): Facility | null {
  const text = casedLikeNames(notice);
  const town = TOWN_LABEL.exec(text);
  if (town?.[1] && !AUTHORITY.test(town[1]) && ER_NEAR_START.test(text.slice(0, 60)))
    return { name: town[1], city: town[1] };
  const upcc = text.includes('Urgent and Primary') ? UPCC.exec(text) : null;
  const erAt = ER_NEAR_START.exec(text);
  if (upcc && (!erAt || upcc.index < erAt.index)) {
    const city = upcc[2] ?? (upcc[1] && upcc[1] !== 'The' ? upcc[1] : null);
    if (city) return { name: `${city} Urgent and Primary Care Centre`, city };
  }
  // The ER phrase said first: a notice names its own ER before any other ("… Canso continues").
  const erPhrase = ER_AT.exec(text);
  const prefix = erPhrase ? text.slice(0, erPhrase.index) : '';
  const said = ER_NEAR_START.test(prefix) ? BEFORE_ER.exec(prefix) : null;
  const before = said && !/\bhospital$/.test(said[1] ?? '') ? said : null; // "Montague hospital ER": not a name
  const service = text.includes('Clinic') || text.includes('Lab') ? SERVICE_NAME.exec(text) : null;
  const frFound = /linique|prélèvements|aboratoire/.test(text) ? FR_SERVICE.exec(text) : null;
  const frService = frFound && !FR_SERVICE_OF.test(frFound[0]) ? frFound : null;
  const frEr = frService ? FR_ER_WORD.exec(text) : null;
  const tries: (() => RegExpExecArray | null)[] = [
    () => (service && (!erAt || service.index < erAt.index) ? service : null),
    () => (frService && (!frEr || frService.index < frEr.index) && !erAt ? frService : null),
    () => before,
    () => erPhrase,
    () => BEFORE_ER.exec(text),
    () => FR_ER.exec(text),
    () => firstName(text),
    ...[NOUN_FIRST, FR_NAME, TOWN_ER, ER_AT_TOWN].map((pattern) => () => pattern.exec(text)),
  ];
  for (const attempt of tries) {
    const match = attempt();
    const name = tidy(match?.[1] ?? match?.[0] ?? '');
    if (!name || AUTHORITY.test(name)) continue;
    const prefixCity = /\(([A-Z][\w .'-]+), (?:NS|NB|PE|NL)\)/.exec(text)?.[1] ?? null;
    return { name, city: cityAfter(text, name) ?? prefixCity };
  }
  return null;
}

// Services a hospital offers besides its ER: a notice about one of them is not an ER notice.
const NOT_ER =
  /blood collection|laboratory|\blab\b|lab services|physiotherapy|physio\b|diagnostic imaging|x-ray|ultrasound|mammography|\bMRI\b|\bCT\b|rehabilitation|outpatient|after[- ]hours|same[- ]day|urgent care clinic|urgent and primary care|walk-in|\bclinic\b|\bprogram\b|programme|clinique|prélèvements?|laboratoire|imagerie|radiologie|physiothérapie|obstetric|labou?r and delivery|maternity|pa?ediatric|obstétri|pédiatri|maternité/i;
// A heading before the subject ("Temporary Service Disruption:", "UPDATE -").
const HEADING =
  /^(?:(?:[A-Z][\w-]*\s+){0,3}(?:Disruptions?|Update|Notice|Advisory|Interruption|Bris de service|Avis)\s*(?::|-)\s*)+/i;
// The ER named only to say it goes on as usual ("The emergency department is not affected").
const ER_UNAFFECTED =
  /(?:the |l')?(?:emergency (?:department|room|services?)|ER|ED|urgence)[\w' ]{0,30}?(?:is|are|will be|remains?|will remain|n'est|ne sera|demeurera|demeure|restera|reste) (?:not |pas |un)?(?:affected|affectée?|touchée?|open|ouverte?)[^.]*\.?/gi;
// A service said not to be an ER ("it is not an emergency department", « n'est pas une urgence »).
const NOT_AN_ER =
  /\b(?:is|are) not (?:an? |the )?(?:emergency department|emergency room|ER|ED)\b|\bnot a (?:replacement|substitute) for (?:the |an? )?(?:emergency department|emergency room|ER|ED)\b|n['’]est pas une urgence|ne remplace pas (?:l['’]urgence|le service d['’]urgence)/gi;
const STATUS =
  /\b(?:closed|closure|suspended|on hold|unavailable|cancell?ed|fermée?s?|annulée?s?|disruption|interruption|interrompue?s?|bris de service)(?![\wà-ÿ])/i;
// What the status word is of ("a disruption of obstetrical services at …"): part of the subject.
const STATUS_OF = /^\s+(?:of|to|in|du|des|de|en|à|au|aux)\s+[^.,]{0,40}/i;

/** False when the notice's subject (its words before the first status word) is not an emergency department. */
export function isEmergencyDepartment(notice: string, facility: Facility | null): boolean {
  // Nova Scotia's headings: "Disruption Emergency Department", "Disruption (Halifax, NS) Blood Collection Clinic".
  const text = notice
    .replace(/^(?:Disruption|Update)\s+(?:\([^)]*\)\s*)?(?:Emergency Department\.?\s*)?/i, '')
    .replace(HEADING, '');
  const status = STATUS.exec(text);
  const end = status ? status.index + status[0].length : 0;
  const subject = status ? text.slice(0, status.index) + (STATUS_OF.exec(text.slice(end))?.[0] ?? '') : text;
  if (!NOT_ER.test(`${subject} ${facility?.name ?? ''}`)) return true;
  // The ER named only to say it goes on ("remains open to walk-in patients") names no other service.
  const own = subject.replace(ER_UNAFFECTED, ' ');
  if (!NOT_ER.test(`${own} ${facility?.name ?? ''}`)) return true;
  return /emergency department|emergency room|emergency (?:and [\w ]{0,20})?services?|collaborative emergency|\bER\b|\bED\b|urgence/i.test(
    own.replace(NOT_AN_ER, ' '),
  );
}
