// The calendar feed's words, in English and in plain Canadian French.
import type { Lang } from '../contract/provinces';

export interface CalendarStrings {
  product: string;
  calendarName: (name: string) => string;
  summary: (kind: string, name: string) => string;
  closed: string;
  disruption: string;
  source: (source: string) => string;
  noEnd: string;
  urgent: string;
  notFound: string;
}

export const CALENDAR_STRINGS: Readonly<Record<Lang, CalendarStrings>> = {
  en: {
    product: 'ER closures',
    calendarName: (name) => `${name}: ER closures`,
    summary: (kind, name) => `${kind}: ${name}`,
    closed: 'ER closed',
    disruption: 'ER service disruption',
    source: (source) => `Source: ${source}`,
    noEnd: 'No reopening time announced.',
    urgent: 'In an emergency, call 911.',
    notFound: 'No ER has this id. Calendar addresses are /calendar/<ER id>.ics.',
  },
  fr: {
    product: 'Fermetures des urgences',
    calendarName: (name) => `${name} : fermetures de l’urgence`,
    summary: (kind, name) => `${kind} : ${name}`,
    closed: 'Urgence fermée',
    disruption: 'Perturbation du service d’urgence',
    source: (source) => `Source : ${source}`,
    noEnd: 'Aucune heure de réouverture annoncée.',
    urgent: 'En cas d’urgence, composez le 911.',
    notFound: 'Aucune urgence n’a cet identifiant. Les adresses des calendriers sont /calendar/<id de l’urgence>.ics.',
  },
};
