// The words of the ER and closures pages' heads (title, description), in both official
// languages. A title names the ER first, as people search for it ("Springhill … closed").
import type { DataSource } from '../contract/embed';
import type { Lang } from '../contract/provinces';

/** What a page says of an ER now: its status, or a notice whose times no one has confirmed. */
export type HeadStatus = 'open' | 'closed' | 'disruption' | 'unknown' | 'unsure';

/** English says 0 rooms, French 0 urgence: French takes the singular below 2. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const compte = (n: number, one: string, many: string) => `${n} ${n < 2 ? one : many}`;

const en = {
  erTitle: {
    open: 'ER open',
    closed: 'ER closed',
    disruption: 'ER service disrupted',
    unknown: 'ER status unknown',
    unsure: 'ER notice, times not confirmed',
  } satisfies Record<HeadStatus, string>,
  erNow: {
    open: 'open.',
    closed: 'closed.',
    disruption: 'service disrupted.',
    unknown: 'status unknown.',
    unsure: 'a notice was published. Times not confirmed — read the notice.',
  } satisfies Record<HeadStatus, string>,
  erPlace: (name: string, place: string) => `${name} emergency department (${place}): `,
  erMore: 'Its status now with its source and age, closures announced, and its closure history.',
  closuresTitle: (area: string) => `${area}: ER closures and disruptions`,
  closuresNow: (area: string, total: number, closed: number, disrupted: number) =>
    `${area}: ${closed} of ${count(total, 'emergency room', 'emergency rooms')} closed and ${disrupted} disrupted now.`,
  closuresMore: 'Each with its 90-day history and a link to its page, and hours closed per month.',
  canadaMore:
    'Each province with its ERs closed now and its hours closed, every ER closed or disrupted now with a link to its page, and hours closed per month.',
  pageOf: (page: number, pages: number) => `, page ${page} of ${pages}`,
  canada: 'Canada',
  caveat: {
    live: '',
    sample: 'Sample data, not live: statuses and history are invented, for demonstration only. ',
    dataset: 'Saved snapshot, not live. ',
  } satisfies Record<DataSource, string>,
  titleCaveat: {
    live: '',
    sample: ' (sample data, not live)',
    dataset: ' (saved snapshot, not live)',
  } satisfies Record<DataSource, string>,
  emergency: 'In an emergency, call 911.',
};

const fr: typeof en = {
  erTitle: {
    open: 'urgence ouverte',
    closed: 'urgence fermée',
    disruption: 'service perturbé à l’urgence',
    unknown: 'état de l’urgence inconnu',
    unsure: 'avis publié, heures non confirmées',
  },
  erNow: {
    open: 'ouverte.',
    closed: 'fermée.',
    disruption: 'service perturbé.',
    unknown: 'état inconnu.',
    unsure: 'un avis a été publié. Heures non confirmées — lisez l’avis.',
  },
  erPlace: (name: string, place: string) => `Urgence de l’établissement ${name} (${place})\u00a0: `,
  erMore:
    'Son état en ce moment, avec sa source et son âge, les fermetures annoncées et l’historique de ses fermetures.',
  closuresTitle: (area: string) => `${area}\u00a0: fermetures et perturbations des urgences`,
  closuresNow: (area: string, total: number, closed: number, disrupted: number) =>
    `${area}\u00a0: ${compte(closed, 'urgence fermée', 'urgences fermées')} et ${compte(disrupted, 'perturbée', 'perturbées')} sur ${total} en ce moment.`,
  closuresMore: 'Chacune avec son historique de 90 jours et un lien vers sa page, et les heures de fermeture par mois.',
  canadaMore:
    'Chaque province avec ses urgences fermées en ce moment et ses heures de fermeture, chaque urgence fermée ou perturbée en ce moment avec un lien vers sa page, et les heures de fermeture par mois.',
  pageOf: (page: number, pages: number) => `, page ${page} sur ${pages}`,
  canada: 'Canada',
  caveat: {
    live: '',
    sample:
      'Données d’exemple, pas en direct\u00a0: les états et l’historique sont inventés, pour démonstration seulement. ',
    dataset: 'Instantané enregistré, pas en direct. ',
  },
  titleCaveat: {
    live: '',
    sample: ' (données d’exemple, pas en direct)',
    dataset: ' (instantané enregistré, pas en direct)',
  },
  emergency: 'En cas d’urgence, composez le 911.',
};

export const HEAD_STRINGS: Readonly<Record<Lang, typeof en>> = { en, fr };
