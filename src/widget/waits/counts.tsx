// What an ER that publishes counts and no wait (Québec) publishes, said for what it is: people
// waiting to see a doctor and how full its stretchers are, with the time of the counts and
// their age, never as a wait. Counts over 2 hours old (the file comes hourly) are given as the
// last counts, not as the present. Shown by the waits view; the map, which shows no wait, keeps
// to the outlook (outlook.tsx).

import type { Lang } from '../../contract/provinces';
import type { EdLoad } from '../../contract/resources';
import { sentTimeMs } from '../../contract/time';
import { formatRelative } from '../format';
import { formatPercent } from '../percent';
import { formatClock } from './format';
import { Outlook } from './outlook';

/** Counts this old or newer are current: the same line as the coverage's "reports live". */
export const CURRENT_COUNTS_MS = 2 * 60 * 60_000;

const en = {
  badge: 'Counts',
  waiting: (people: number) =>
    people === 0
      ? 'No one waiting to see a doctor'
      : `${people} ${people === 1 ? 'person' : 'people'} waiting to see a doctor`,
  usual: (usual: number) => ` (usual at this hour: ${usual})`,
  stretchers: (pct: string) => `Stretchers ${pct} occupied`,
  asOf: ' as of ',
  published: (age: string) => ` (${age}). No wait time is published for this ER.`,
  beside: (age: string, counts: string) => ` (${age}): ${counts}.`,
  notCurrent: 'No recent counts',
  last: (time: string, age: string, counts: string) => `Last counts at ${time} (${age}): ${counts}.`,
};

const fr: typeof en = {
  badge: 'Décompte',
  waiting: (people) =>
    people === 0
      ? 'Personne n’attend de voir un médecin'
      : `${people} ${people > 1 ? 'personnes attendent' : 'personne attend'} de voir un médecin`,
  usual: (usual) => ` (habituellement à cette heure : ${usual})`,
  stretchers: (pct) => `Civières occupées à ${pct}`,
  asOf: ' à ',
  published: (age) => ` (${age}). Aucun temps d’attente n’est publié pour cette urgence.`,
  beside: (age, counts) => ` (${age}) : ${counts}.`,
  notCurrent: 'Aucun décompte récent',
  last: (time, age, counts) => `Derniers décomptes à ${time} (${age}) : ${counts}.`,
};

const STRINGS: Readonly<Record<Lang, typeof en>> = { en, fr };

/** Whether the counts are recent enough to be said as the present. */
export function countsCurrent(load: EdLoad, now: number): boolean {
  const at = sentTimeMs(load.observed_at);
  return at !== null && now - at <= CURRENT_COUNTS_MS;
}

/** "12 people waiting to see a doctor (usual at this hour: 8) · Stretchers 110% occupied", or "". */
export function countsSay(lang: Lang, load: EdLoad, usual: boolean): string {
  const t = STRINGS[lang];
  const { patients_waiting: waiting, usual_patients_waiting: usualWaiting, occupancy_pct: pct } = load;
  const said = [
    waiting !== null && t.waiting(waiting) + (usual && typeof usualWaiting === 'number' ? t.usual(usualWaiting) : ''),
    pct !== null && t.stretchers(formatPercent(lang, pct)),
  ].filter(Boolean);
  return said.join(' · ');
}

interface Props {
  lang: Lang;
  load: EdLoad;
  now: number;
  /** The ER's zone, for the time of the counts. */
  timeZone: string;
  /** Whether the counts stand in for a wait (none is given), or come beside one. */
  asFigure: boolean;
}

/** The counts (as the row's figure where it has no wait), their time and age, then the outlook in words. */
export function Counts({ lang, load, now, timeZone, asFigure }: Props) {
  const t = STRINGS[lang];
  const at = sentTimeMs(load.observed_at);
  const counts = countsSay(lang, load, true);
  if (at === null || !counts) return null;
  const clock = formatClock(lang, at, timeZone);
  const age = formatRelative(lang, at, now);
  if (!countsCurrent(load, now)) {
    return (
      <>
        {asFigure && <p class="figure">{t.notCurrent}</p>}
        <p class="muted">{t.last(clock, age, countsSay(lang, load, false))}</p>
        <Outlook lang={lang} load={{ ...load, usual_patients_waiting: null }} />
      </>
    );
  }
  return (
    <>
      {asFigure && <p class="figure">{counts}</p>}
      <p>
        <span class="basis">{t.badge}</span>
        {t.asOf}
        <time dateTime={load.observed_at}>{clock}</time>
        {asFigure ? t.published(age) : t.beside(age, counts)}
      </p>
      <Outlook lang={lang} load={load} figuresSaid />
    </>
  );
}
