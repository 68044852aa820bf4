// Sentences of an ER notice about something else: another hospital's ER with its own closure
// ("Meanwhile, the emergency department at Roseway Hospital will close at 7 p.m. Sunday. It will
// reopen Monday at 8 a.m."), or another service of the hospital (lab, blood collection, imaging,
// virtual care, a walk-in clinic) with its own hours. Their dates are not the ER's windows.

// Services besides the ER; a sentence naming one and not the ER is about that service.
const OTHER_SERVICE =
  /blood collection|laborator|\blabs?\b|x-ray|diagnostic imaging|\bimaging\b|virtual (?:care|appointments?)|walk-in|primary care|pharmacy|prélèvements?|laboratoire|imagerie|radiologie|soins virtuels|sans rendez-vous|soins primaires|pharmacie|clinique/i;
const NAMES_ER = /emergency|\bE[RD]\b|\bCEC\b|urgences?\b/i;
// A hospital's name: capitalised words ending with a facility noun, or a French "Hôpital de …".
const HOSPITAL =
  /(?:(?:[A-Z][\w'-]*|St\.|of|and) ){1,5}(?:Hospital|Health Centre|Health Center|Care Centre|Medical Centre|Infirmary)|(?:Hôpital|Centre hospitalier|Hôtel-Dieu|CLSC) (?:de |d'|du |de la )?[A-ZÉ][\w'-]+(?:[- ][A-ZÉ][\w'-]+)*/g;
const MAY_NAME = /Hospital|Cent(?:re|er)|Infirmary|Hôpital|Hôtel-Dieu|CLSC/;
// A status of its own, not a place to go instead ("go to", "visit", "nearest", "se rendre à").
const STATUS = /\b(?:clos\w*|shut\w*|re-?open\w*|suspend\w*|divert\w*|ferm\w*|rouvri\w*|interromp\w*|réouverture)/i;
const GO_INSTEAD =
  /\b(?:go to|visit|attend|present to|proceed to|nearest|closest|alternatives?|instead|se rendre|présenter|la plus proche|le plus proche)\b/i;
// Words of names that say nothing of which hospital it is.
const GENERIC =
  /^(?:the|of|and|st\.|hospital|health|centre|center|care|medical|memorial|community|regional|general|infirmary|hôpital|centre|hospitalier|de|du|la|d')$/i;

const distinctive = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word.length > 1 && !GENERIC.test(word));

export class Elsewhere {
  /** A sentence about another hospital's ER: the next ones without a name continue it. */
  private away = false;
  private readonly own: string[];

  constructor(
    private readonly facility: string | null,
    private readonly isEr: boolean,
  ) {
    this.own = facility ? distinctive(facility) : [];
  }

  /** True when the sentence is about another hospital's ER or another service, not the notice's ER. */
  setAside(sentence: string): boolean {
    const namesEr = NAMES_ER.test(sentence);
    if (this.isEr && !namesEr && OTHER_SERVICE.test(sentence)) return true;
    if (!this.facility) return false;
    // Only a sentence with an ER, a status and no place to go instead can start one; only a name ends one.
    const starts = namesEr && STATUS.test(sentence) && !GO_INSTEAD.test(sentence);
    if (!starts && !this.away) return false;
    const lower = sentence.toLowerCase();
    const ours = this.own.length > 0 && this.own.some((word) => lower.includes(word));
    if (ours) {
      this.away = false;
      return false;
    }
    const names = MAY_NAME.test(sentence) ? (sentence.match(HOSPITAL) ?? []) : [];
    const theirs = names.some((name) => !this.isOurs(name));
    if (theirs && starts) {
      this.away = true;
      return true;
    }
    if (names.length > 0) this.away = false;
    return this.away;
  }

  private isOurs(name: string): boolean {
    const words = distinctive(name);
    return words.length === 0 || words.some((word) => this.own.includes(word));
  }
}
