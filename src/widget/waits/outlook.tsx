// What an ER that publishes counts and no wait (Québec) looks like now and in the next hours,
// in words: whether it is busier or quieter than usual for the hour, and the people expected
// waiting in 1, 2 and 4 hours (80 % ranges). Shown by the waits view (under the counts, which
// already give the people waiting and the usual level: counts.tsx) and the map's popups
// (embed-waits.js and embed-map.js each carry a copy; embed.js never does).

import type { Lang } from '../../contract/provinces';
import type { EdLoad, LoadOutlook } from '../../contract/resources';

export type Busyness = 'busier' | 'quieter' | 'usual';

/**
 * Busier or quieter than usual when the count is away from the usual level by at least 2 people
 * and a quarter of that level: one or two people more is the ordinary swing of an hour.
 */
export function busyness(waiting: number, usual: number): Busyness {
  const margin = Math.max(2, usual / 4);
  return waiting - usual >= margin ? 'busier' : usual - waiting >= margin ? 'quieter' : 'usual';
}

const en = {
  compared: {
    busier: 'Busier than usual for this hour',
    quieter: 'Quieter than usual for this hour',
    usual: 'About as usual for this hour',
  } satisfies Record<Busyness, string>,
  waiting: (people: number, usual: number) =>
    `${people} ${people === 1 ? 'person' : 'people'} waiting (usually ${usual})`,
  /** "in 1 hour: 6 to 10 people waiting" for the first, "in 2 hours: 9 to 14" for the others. */
  inHours: (hours: number, range: string, first: boolean) =>
    `${first ? 'Expected in' : 'in'} ${hours} ${hours === 1 ? 'hour' : 'hours'}: ${range}${first ? ' people waiting' : ''}`,
  range: (lower: number, upper: number) => (lower === upper ? `${lower}` : `${lower} to ${upper}`),
  rightOften: 'ranges right 8 times in 10',
  colon: ': ',
  separator: '; ',
};

type OutlookStrings = typeof en;

const fr: OutlookStrings = {
  compared: {
    busier: 'Plus achalandée que d’habitude à cette heure',
    quieter: 'Moins achalandée que d’habitude à cette heure',
    usual: 'Achalandage habituel à cette heure',
  },
  waiting: (people, usual) => `${people} ${people > 1 ? 'personnes' : 'personne'} en attente (${usual} d’habitude)`,
  inHours: (hours, range, first) =>
    `${first ? 'Dans' : 'dans'} ${hours} ${hours === 1 ? 'heure' : 'heures'} : ${range}${first ? ' personnes en attente' : ''}`,
  range: (lower, upper) => (lower === upper ? `${lower}` : `de ${lower} à ${upper}`),
  rightOften: 'fourchettes justes 8 fois sur 10',
  colon: ' : ',
  separator: ' ; ',
};

const STRINGS: Readonly<Record<Lang, OutlookStrings>> = { en, fr };

/**
 * "Busier than usual for this hour: 12 people waiting (usually 7)." or null without both
 * figures; "Busier than usual for this hour." where the figures are said beside it.
 */
export function comparedSays(lang: Lang, load: EdLoad, figuresSaid = false): string | null {
  const { patients_waiting: waiting, usual_patients_waiting: usual } = load;
  if (waiting === null || usual === null || usual === undefined) return null;
  const t = STRINGS[lang];
  const compared = t.compared[busyness(waiting, usual)];
  return figuresSaid ? `${compared}.` : `${compared}${t.colon}${t.waiting(waiting, usual)}.`;
}

/** "Expected in 1 hour: 6 to 10 people waiting; in 2 hours: 9 to 14; in 4 hours: 8 to 16 (…)." or null. */
export function expectedSays(lang: Lang, outlook: readonly LoadOutlook[] | null | undefined): string | null {
  if (!outlook?.length) return null;
  const t = STRINGS[lang];
  const hours = outlook.map((hour, index) => t.inHours(hour.hours, t.range(hour.lower, hour.upper), index === 0));
  return `${hours.join(t.separator)} (${t.rightOften}).`;
}

interface Props {
  lang: Lang;
  load: EdLoad | undefined;
  /** Whether the people waiting and the usual level are already said (the waits view's counts). */
  figuresSaid?: boolean;
}

/** The outlook of a row's load in words, one sentence a line; nothing when the load has neither. */
export function Outlook({ lang, load, figuresSaid }: Props) {
  if (!load) return null;
  const compared = comparedSays(lang, load, figuresSaid);
  const expected = expectedSays(lang, load.outlook);
  return (
    <>
      {compared && <p class="outlook">{compared}</p>}
      {expected && <p class="outlook">{expected}</p>}
    </>
  );
}
