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
// Its own hours ("Souris Hospital ED is open 8 am–8 pm", "is open 24/7"), also a status of its own.
const OPEN_HOURS = /\b(?:open|ouverte?)\b[^.]{0,24}?(?:\d|24\/7)/i;
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
  private ownWords: string[] | null = null;

  constructor(
    private readonly facility: string | null,
    private readonly isEr: boolean,
  ) {}

  /** The words that tell the notice's own hospital, worked out at the first sentence naming a hospital. */
  private get own(): string[] {
    this.ownWords ??= this.facility ? distinctive(this.facility) : [];
    return this.ownWords;
  }

  /**
   * True when the sentence is about another hospital's ER or another service, not the notice's ER.
   * (Another service's words matter only where they could date something: `mayBeDated`.)
   */
  setAside(sentence: string, mayBeDated = true): boolean {
    if (this.isEr && mayBeDated && OTHER_SERVICE.test(sentence) && !NAMES_ER.test(sentence)) return true;
    // Only a sentence naming a hospital can start talk of another one, or end it.
    if (!this.facility || !MAY_NAME.test(sentence)) return this.away;
    const lower = sentence.toLowerCase();
    if (this.own.length > 0 && this.own.some((word) => lower.includes(word))) {
      this.away = false;
      return false;
    }
    const names = sentence.match(HOSPITAL) ?? [];
    if (names.length === 0) return this.away;
    const theirs = names.some((name) => !this.isOurs(name));
    this.away =
      theirs &&
      NAMES_ER.test(sentence) &&
      (STATUS.test(sentence) || OPEN_HOURS.test(sentence)) &&
      !GO_INSTEAD.test(sentence);
    return this.away;
  }

  private isOurs(name: string): boolean {
    const words = distinctive(name);
    return words.length === 0 || words.some((word) => this.own.includes(word));
  }
}
