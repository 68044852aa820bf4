// The calendar feed's words, in English and in plain Canadian French.
import type { Lang } from '../contract/provinces';

export interface CalendarStrings {
  product: string;
  calendarName: (name: string) => string;
  provinceCalendarName: (province: string) => string;
  summary: (kind: string, name: string) => string;
  closed: string;
  disruption: string;
  source: (source: string) => string;
  noEnd: string;
  urgent: string;
  notFound: string;
  provinceNotFound: string;
}

export const CALENDAR_STRINGS: Readonly<Record<Lang, CalendarStrings>> = {
  en: {
    product: 'ER closures',
    calendarName: (name) => `${name}: ER closures`,
    provinceCalendarName: (province) => `${province}: ER closures`,
    summary: (kind, name) => `${kind}: ${name}`,
    closed: 'ER closed',
    disruption: 'ER service disruption',
    source: (source) => `Source: ${source}`,
    noEnd: 'No reopening time announced.',
    urgent: 'In an emergency, call 911.',
    notFound: 'No ER has this id. Calendar addresses are /calendar/<ER id>.ics.',
    provinceNotFound:
      'No province or territory has this code. A province’s calendar is /calendar/province/<code>.ics, such as /calendar/province/ns.ics.',
  },
  fr: {
    product: 'Fermetures des urgences',
    calendarName: (name) => `${name} : fermetures de l’urgence`,
    provinceCalendarName: (province) => `${province} : fermetures des urgences`,
    summary: (kind, name) => `${kind} : ${name}`,
    closed: 'Urgence fermée',
    disruption: 'Perturbation du service d’urgence',
    source: (source) => `Source : ${source}`,
    noEnd: 'Aucune heure de réouverture annoncée.',
    urgent: 'En cas d’urgence, composez le 911.',
    notFound: 'Aucune urgence n’a cet identifiant. Les adresses des calendriers sont /calendar/<id de l’urgence>.ics.',
    provinceNotFound:
      'Aucune province ni aucun territoire n’a ce code. Le calendrier d’une province est /calendar/province/<code>.ics, par exemple /calendar/province/ns.ics.',
  },
};
