// The facility a notice is about: its name as the notice gives it, its town when the notice
// says it, and whether it is an emergency department at all (a blood clinic, an after-hours
// clinic or a program is not; a Collaborative Emergency Centre is).

export interface Facility {
  name: string;
  city: string | null;
}

const ER_WORDS = String.raw`[Ee]mergency [Dd]epartment|[Ee]mergency [Dd]ept\.?|[Ee]mergency [Rr]oom|[Ee]mergency [Ss]ervices|[Ee]mergency [Cc]entre|\bER\b|\bED\b|\bCEC\b`;
const NOUNS =
  'Hospital Centre|Hospital|hospital|Health Centre|Health Center|Health Complex|Healthcare Centre|Health Care Centre|Healthcare Facility|Care Centre|Medical Centre|Health Services|Infirmary|Collaborative Emergency Centre|Program';
// A name: capitalised words (and the small words inside names) ending with a facility noun.
const NAME = String.raw`(?:(?:[A-Z][\w.'-]*|St\.|Dr\.|&|and|of|de|du)\s+){1,7}?(?:${NOUNS})(?:\s*\([A-Z]{2,6}\))?`;

const ER_AT = new RegExp(
  String.raw`(?:${ER_WORDS})(?:\s*\((?:ED|ER|CEC)\))?\s+(?:at|inside|of|in)\s+(?:the\s+)?(${NAME})`,
);
const BEFORE_ER = new RegExp(
  String.raw`(${NAME})(?:'s)?\s+(?:${ER_WORDS}|Emergency Department|Emergency Dept|[Ee]mergency)`,
);
const ANY_NAME = new RegExp(NAME);
const ER_NEAR_START = new RegExp(ER_WORDS);
// "The Walkerton Emergency Department will be closed": a site named by its town.
// "the Emergency Department at Minden will be closed": a site named by its town alone.
const ER_AT_TOWN = new RegExp(
  String.raw`(?:${ER_WORDS})\s+(?:at|in)\s+([A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?)(?=\s+[a-z]|[,.]|$)`,
);
const TOWN_ER = /(?:^|[.:]\s|\b[Tt]he\s)((?:[A-Z][\w.'-]+\s){1,3}(?:Emergency Department|ER|ED))\b/;
const FR_ER =
  /urgences?(?: mineure)? (?:de l'|du |de la |des |de )((?:Centre|Hôpital|Hôtel-Dieu|hôpital|CLSC)[^,.;]*?|[A-ZÉ][\w-]+)(?= sera| fermée| fermera| de \d| de minuit| du \d| les? \d| a | est | et de l| demeure|,|\.|$)/;
const FR_NAME =
  /((?:Centre hospitalier|Centre multiservices?|Hôpital|Hôtel-Dieu|CLSC)[^,.;]*?)(?= sera| fermée| fermera| de \d| du \d| les? \d| a | est | et |,|\.|$)/;
const TOWN_LABEL = /^\s*(?!UPDATE|Update|NOTE|Note|Disruption|Emergency)([A-Z][\w.'-]+(?:\s[A-Z][\w.'-]+)?):\s/;
const LEADING =
  /^(?:(?:The|the|UPDATE|Disruption|Emergency|Department|After Hours Clinics?|Blood Collection Clinic)\s+)+/;
const POSSESSOR = /^[A-Z][\w-]*'s\s+/;
const GENERIC_ONLY =
  /^(?:(?:Temporary|Emergency|Department|Memorial|Hospital|Health|Centre|Community|General|ER|ED)\s*)+$/;

/** The name without a heading's words ("Disruption", "UPDATE:") or an owner ("Horizon's Sackville Memorial Hospital"). */
function tidy(name: string): string | null {
  let tidied = name.replace(LEADING, '').replace(/'s$/, '').trim();
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

/** The facility named, from the ER phrase first ("the emergency department at X"), else the first name. */
export function findFacility(text: string): Facility | null {
  const town = TOWN_LABEL.exec(text);
  if (town?.[1] && ER_NEAR_START.test(text.slice(0, 60))) return { name: town[1], city: town[1] };
  for (const pattern of [ER_AT, BEFORE_ER, FR_ER, ANY_NAME, FR_NAME, TOWN_ER, ER_AT_TOWN]) {
    const match = pattern.exec(text);
    const name = tidy(match?.[1] ?? match?.[0] ?? '');
    if (!name) continue;
    const prefixCity = /\(([A-Z][\w .'-]+), (?:NS|NB|PE|NL)\)/.exec(text)?.[1] ?? null;
    return { name, city: cityAfter(text, name) ?? prefixCity };
  }
  return null;
}

const NOT_ER =
  /blood collection|laboratory|\blab\b|after[- ]hours|same[- ]day|urgent care clinic|walk-in|\bprogram\b|programme|clinique/i;

/** False when the notice's subject (its words before the first status word) is not an emergency department. */
export function isEmergencyDepartment(text: string, facility: Facility | null): boolean {
  const status = /\b(?:closed|closure|suspended|on hold|unavailable|fermée?|disruption)\b/i.exec(text.slice(12));
  const subject = status ? text.slice(0, status.index + 12) : text;
  const named = `${subject} ${facility?.name ?? ''}`;
  if (
    NOT_ER.test(named) &&
    !/emergency department|collaborative emergency|\bER\b|urgence/i.test(
      subject.replace(/^Disruption Emergency Department/, ''),
    )
  )
    return false;
  return true;
}
