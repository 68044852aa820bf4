// Every word of the ER pages and the province pages, in English and in plain Canadian French.
import { ERS_PER_PAGE } from '../../contract/page-paths';
import type { Lang } from '../../contract/provinces';

export interface ErPageStrings {
  siteName: string;
  home: string;
  skip: string;
  otherLanguage: string;
  otherLanguageName: string;
  emergency: string;
  /** "For health advice, call {name} at {number}." */
  healthLine: (name: string, number: string) => string;
  /** A link to be told by email when this ER closes or reopens (the alerts sign-up, preselected). */
  getAlerts: string;
  sample: string;
  nowHeading: string;
  status: Record<'open' | 'closed' | 'disruption' | 'unknown', string>;
  since: (when: string) => string;
  until: (when: string) => string;
  untilUnknown: string;
  sourceDesk: (by: string | null, ago: string) => string;
  sourceFeed: (id: string, ago: string) => string;
  sourceNotice: (publisher: string, when: string) => string;
  sourceSample: string;
  sourceDataset: (when: string) => string;
  sourceUnknown: (ago: string) => string;
  readNotice: string;
  unsure: string;
  noticeWords: (publisher: string) => string;
  waitHeading: string;
  waitLive: (minutes: number, ago: string) => string;
  qcCounts: (waiting: number | null, present: number | null, ago: string) => string;
  announcedHeading: string;
  announcedNone: string;
  announcedItem: (status: string, from: string, to: string | null) => string;
  historyHeading: string;
  historySince: (date: string) => string;
  historyNone: string;
  provinceHistorySince: (date: string) => string;
  barHeading: string;
  barSummary: (counts: Record<DayWord, number>) => string;
  dayStates: Record<DayWord, string>;
  dayByDay: string;
  dateColumn: string;
  stateColumn: string;
  hoursClosedColumn: string;
  monthsHeading: string;
  monthsSummary: (total: string, from: string, to: string) => string;
  monthColumn: string;
  categories: Record<'unplanned' | 'scheduled' | 'interruption', string>;
  totalColumn: string;
  method: string[];
  downloadsHeading: string;
  csv: string;
  json: string;
  ago: (minutes: number) => string;
  provinceTitle: (province: string) => string;
  canadaTitle: string;
  provinceIntro: string;
  canadaIntro: string;
  provincesHeading: string;
  provinceColumn: string;
  /** A province's ERs now, on Canada's page: "3 closed, 1 disrupted, of 82". */
  provinceNow: (closed: number, disrupted: number, ers: number) => string;
  /** The table of provinces on Canada's page: what its month columns count. */
  provincesCaption: string;
  /** A column of hours in a month; `soFar`: the month still going. */
  hoursInColumn: (month: string, soFar: boolean) => string;
  nowListHeading: string;
  noneNow: string;
  /** On a province's later pages: how many are closed and disrupted now, a link to the first page. */
  nowOnFirstPage: (closed: number, disrupted: number) => string;
  everyErHeading: string;
  /** "Page 2 of 4: ERs 26 to 50 of 82."; "All 5 ERs." when one page holds them. */
  pageWords: (page: number, pages: number, from: number, to: number, ers: number) => string;
  pagesOfList: string;
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
  /** After a title: ", page 2 of 4". */
  pageSuffix: (page: number, pages: number) => string;
  noSuchPageTitle: string;
  noSuchPageText: (pages: number) => string;
  badPageTitle: string;
  badPageText: string;
  erColumn: string;
  nowColumn: string;
  lastDaysColumn: string;
  provinceCsv: string;
  notFoundTitle: string;
  notFoundText: string;
}

export type DayWord = 'open' | 'partly' | 'closed' | 'disruption' | 'none';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const EN: ErPageStrings = {
  siteName: 'ER status',
  home: 'ER status home',
  skip: 'Skip to main content',
  otherLanguage: 'Français',
  otherLanguageName: 'fr',
  emergency: 'In an emergency, call 911.',
  healthLine: (name, number) => `For health advice, call ${name} at ${number}.`,
  getAlerts: 'Get alerts when this ER closes or reopens',
  sample:
    'Sample data: this page shows invented statuses and an invented history, for trying the service. It says nothing about any real emergency room.',
  nowHeading: 'Now',
  status: { open: 'Open', closed: 'Closed', disruption: 'Service disruption', unknown: 'Status unknown' },
  since: (when) => `Since ${when}`,
  until: (when) => `Expected to reopen ${when}`,
  untilUnknown: 'Reopening: not announced',
  sourceDesk: (by, ago) => (by ? `Confirmed by ${by}, ${ago}` : `Confirmed at the status desk, ${ago}`),
  sourceFeed: (id, ago) => `Source: the ${id} feed, updated ${ago}`,
  sourceNotice: (publisher, when) => `Source: a notice from ${publisher}, published ${when}`,
  sourceSample: 'Source: sample data (invented)',
  sourceDataset: (when) => `Source: an ERstat open-data snapshot of ${when}, not live`,
  sourceUnknown: (ago) => `Updated ${ago}`,
  readNotice: 'Read the notice',
  unsure: 'Times not confirmed — read the notice',
  noticeWords: (publisher) => `${publisher} says:`,
  waitHeading: 'Wait',
  waitLive: (minutes, ago) => `About ${plural(minutes, 'minute', 'minutes')} to see a doctor (reported ${ago})`,
  qcCounts: (waiting, present, ago) =>
    `${waiting ?? '—'} people waiting to be seen, ${present ?? '—'} in the emergency department (reported ${ago})`,
  announcedHeading: 'Announced',
  announcedNone: 'No closure is announced for the coming days.',
  announcedItem: (status, from, to) => `${status} from ${from}${to ? ` to ${to}` : ', reopening not announced'}`,
  historyHeading: 'History',
  historySince: (date) => `History since ${date}: this server has kept this ER's statuses since then.`,
  historyNone: 'This server has no history of this ER yet.',
  provinceHistorySince: (date) => `History since ${date}: the first status this server recorded of these ERs.`,
  barHeading: 'The last 90 days',
  barSummary: (c) =>
    `The last 90 days: ${plural(c.open, 'day', 'days')} open all day, ${c.partly} partly closed, ${c.closed} closed all day, ${c.disruption} with a disruption, ${c.none} without data.`,
  dayStates: {
    open: 'Open all day',
    partly: 'Partly closed',
    closed: 'Closed all day',
    disruption: 'Disruption',
    none: 'No data',
  },
  dayByDay: 'Day by day',
  dateColumn: 'Date',
  stateColumn: 'Status',
  hoursClosedColumn: 'Hours closed',
  monthsHeading: 'Hours closed per month',
  monthsSummary: (total, from, to) => `${total} hours closed or disrupted from ${from} to ${to}.`,
  monthColumn: 'Month',
  categories: {
    unplanned: 'Unplanned closures',
    scheduled: 'Scheduled reductions',
    interruption: 'Service interruptions',
  },
  totalColumn: 'Total',
  method: [
    'How we count: every change of status this server recorded, in the time of the ER’s province. A closure lasts from the status that closed the ER to the next status that does not; one still lasting counts up to now. Hours are hours that passed: the day the clocks change has 23 or 25.',
    'Scheduled reductions are closures with the same local start and end times (to the quarter hour) as another closure of the same ER one to five weeks apart. Other closures are unplanned. Service interruptions are hours the ER was open with a disruption (fewer services, a diversion). A day without data is one before this server knew of the ER.',
  ],
  downloadsHeading: 'Download',
  csv: 'Closures and disruptions (CSV)',
  json: 'Closures and disruptions (JSON)',
  ago: (minutes) =>
    minutes < 1
      ? 'less than a minute ago'
      : minutes < 120
        ? `${plural(minutes, 'minute', 'minutes')} ago`
        : minutes < 2880
          ? `${plural(Math.round(minutes / 60), 'hour', 'hours')} ago`
          : `${plural(Math.round(minutes / 1440), 'day', 'days')} ago`,
  provinceTitle: (province) => `Emergency rooms in ${province}`,
  canadaTitle: 'Emergency rooms in Canada',
  provinceIntro: `The ERs closed or disrupted now first, then every ER by name, ${ERS_PER_PAGE} to a page, each with its last 90 days.`,
  canadaIntro:
    'Each province and territory with its ERs closed and disrupted now and its hours closed, then every ER closed or disrupted now. Each ER’s last 90 days are on its province’s page and its own.',
  provincesHeading: 'Provinces and territories',
  provinceColumn: 'Province or territory',
  provinceNow: (closed, disrupted, ers) => `${closed} closed, ${disrupted} disrupted, of ${ers}`,
  provincesCaption: 'The ERs of each province or territory now, and their hours closed or disrupted per month',
  hoursInColumn: (month, soFar) => `${month}${soFar ? ' (so far)' : ''}`,
  nowListHeading: 'Closed or disrupted now',
  noneNow: 'None of these ERs is closed or disrupted now.',
  nowOnFirstPage: (closed, disrupted) =>
    `${closed} closed and ${disrupted} disrupted now: listed first on the first page`,
  everyErHeading: 'Every ER, by name',
  pageWords: (page, pages, from, to, ers) =>
    pages === 1 ? `All ${plural(ers, 'ER', 'ERs')}.` : `Page ${page} of ${pages}: ERs ${from} to ${to} of ${ers}.`,
  pagesOfList: 'Pages of the list of ERs',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: (page) => `Page ${page}`,
  pageSuffix: (page, pages) => `, page ${page} of ${pages}`,
  noSuchPageTitle: 'No such page',
  noSuchPageText: (pages) => `This list of ERs has ${plural(pages, 'page', 'pages')}.`,
  badPageTitle: 'Not a page number',
  badPageText: 'A page of this list is a whole number, from 1: ?page=2.',
  erColumn: 'Emergency room',
  nowColumn: 'Now',
  lastDaysColumn: 'The last 90 days',
  provinceCsv: 'Closures and disruptions of these ERs (CSV)',
  notFoundTitle: 'No such emergency room',
  notFoundText: 'No emergency room has this identifier here. It may have been merged with another or mistyped.',
};

const FR: ErPageStrings = {
  siteName: 'État des urgences',
  home: 'Accueil de l’état des urgences',
  skip: 'Passer au contenu principal',
  otherLanguage: 'English',
  otherLanguageName: 'en',
  emergency: 'En cas d’urgence, composez le 911.',
  healthLine: (name, number) => `Pour des conseils santé, appelez ${name} au ${number}.`,
  getAlerts: 'Recevoir des alertes quand cette urgence ferme ou rouvre',
  sample:
    'Données d’exemple : cette page montre des états et un historique inventés, pour essayer le service. Elle ne dit rien d’aucune vraie urgence.',
  nowHeading: 'Maintenant',
  status: { open: 'Ouverte', closed: 'Fermée', disruption: 'Service perturbé', unknown: 'État inconnu' },
  since: (when) => `Depuis le ${when}`,
  until: (when) => `Réouverture prévue le ${when}`,
  untilUnknown: 'Réouverture : non annoncée',
  sourceDesk: (by, ago) => (by ? `Confirmé par ${by}, ${ago}` : `Confirmé au poste de l’état des urgences, ${ago}`),
  sourceFeed: (id, ago) => `Source : le flux ${id}, mis à jour ${ago}`,
  sourceNotice: (publisher, when) => `Source : un avis de ${publisher}, publié le ${when}`,
  sourceSample: 'Source : données d’exemple (inventées)',
  sourceDataset: (when) => `Source : un instantané des données ouvertes d’ERstat du ${when}, pas en direct`,
  sourceUnknown: (ago) => `Mis à jour ${ago}`,
  readNotice: 'Lire l’avis',
  unsure: 'Heures non confirmées — lisez l’avis',
  noticeWords: (publisher) => `${publisher} indique :`,
  waitHeading: 'Attente',
  waitLive: (minutes, ago) => `Environ ${plural(minutes, 'minute', 'minutes')} pour voir un médecin (signalé ${ago})`,
  qcCounts: (waiting, present, ago) =>
    `${waiting ?? '—'} personnes en attente de prise en charge, ${present ?? '—'} à l’urgence (signalé ${ago})`,
  announcedHeading: 'Annoncé',
  announcedNone: 'Aucune fermeture n’est annoncée pour les prochains jours.',
  announcedItem: (status, from, to) => `${status} du ${from}${to ? ` au ${to}` : ', réouverture non annoncée'}`,
  historyHeading: 'Historique',
  historySince: (date) => `Historique depuis le ${date} : ce serveur garde les états de cette urgence depuis.`,
  historyNone: 'Ce serveur n’a pas encore d’historique de cette urgence.',
  provinceHistorySince: (date) =>
    `Historique depuis le ${date} : le premier état que ce serveur a enregistré pour ces urgences.`,
  barHeading: 'Les 90 derniers jours',
  barSummary: (c) =>
    `Les 90 derniers jours : ${plural(c.open, 'jour', 'jours')} ouverte toute la journée, ${c.partly} fermée en partie, ${c.closed} fermée toute la journée, ${c.disruption} avec une perturbation, ${c.none} sans données.`,
  dayStates: {
    open: 'Ouverte toute la journée',
    partly: 'Fermée en partie',
    closed: 'Fermée toute la journée',
    disruption: 'Perturbation',
    none: 'Aucune donnée',
  },
  dayByDay: 'Jour par jour',
  dateColumn: 'Date',
  stateColumn: 'État',
  hoursClosedColumn: 'Heures de fermeture',
  monthsHeading: 'Heures de fermeture par mois',
  monthsSummary: (total, from, to) => `${total} heures de fermeture ou de perturbation de ${from} à ${to}.`,
  monthColumn: 'Mois',
  categories: {
    unplanned: 'Fermetures imprévues',
    scheduled: 'Réductions planifiées',
    interruption: 'Interruptions de service',
  },
  totalColumn: 'Total',
  method: [
    'Notre calcul : chaque changement d’état que ce serveur a enregistré, à l’heure de la province de l’urgence. Une fermeture dure de l’état qui a fermé l’urgence au prochain état qui ne la ferme pas; une fermeture en cours compte jusqu’à maintenant. Les heures sont des heures écoulées : le jour du changement d’heure en compte 23 ou 25.',
    'Les réductions planifiées sont des fermetures aux mêmes heures locales de début et de fin (au quart d’heure près) qu’une autre fermeture de la même urgence, à une à cinq semaines d’écart. Les autres fermetures sont imprévues. Les interruptions de service sont les heures où l’urgence était ouverte avec une perturbation (services réduits, détournement). Un jour sans données précède le moment où ce serveur a connu l’urgence.',
  ],
  downloadsHeading: 'Télécharger',
  csv: 'Fermetures et perturbations (CSV)',
  json: 'Fermetures et perturbations (JSON)',
  ago: (minutes) =>
    minutes < 1
      ? 'il y a moins d’une minute'
      : minutes < 120
        ? `il y a ${plural(minutes, 'minute', 'minutes')}`
        : minutes < 2880
          ? `il y a ${plural(Math.round(minutes / 60), 'heure', 'heures')}`
          : `il y a ${plural(Math.round(minutes / 1440), 'jour', 'jours')}`,
  provinceTitle: (province) => `Urgences : ${province}`,
  canadaTitle: 'Urgences au Canada',
  provinceIntro: `Les urgences fermées ou perturbées en ce moment d’abord, puis toutes les urgences par nom, ${ERS_PER_PAGE} par page, chacune avec ses 90 derniers jours.`,
  canadaIntro:
    'Chaque province et territoire avec ses urgences fermées et perturbées en ce moment et ses heures de fermeture, puis chaque urgence fermée ou perturbée en ce moment. Les 90 derniers jours de chaque urgence sont sur la page de sa province et sur la sienne.',
  provincesHeading: 'Provinces et territoires',
  provinceColumn: 'Province ou territoire',
  provinceNow: (closed, disrupted, ers) =>
    `${closed} ${closed < 2 ? 'fermée' : 'fermées'}, ${disrupted} ${disrupted < 2 ? 'perturbée' : 'perturbées'}, sur ${ers}`,
  provincesCaption:
    'Les urgences de chaque province ou territoire en ce moment, et leurs heures de fermeture ou de perturbation par mois',
  hoursInColumn: (month, soFar) => `${month}${soFar ? ' (jusqu’ici)' : ''}`,
  nowListHeading: 'Fermées ou perturbées en ce moment',
  noneNow: 'Aucune de ces urgences n’est fermée ni perturbée en ce moment.',
  nowOnFirstPage: (closed, disrupted) =>
    `${closed} ${closed < 2 ? 'fermée' : 'fermées'} et ${disrupted} ${disrupted < 2 ? 'perturbée' : 'perturbées'} en ce moment : en tête de la première page`,
  everyErHeading: 'Toutes les urgences, par nom',
  pageWords: (page, pages, from, to, ers) =>
    pages === 1
      ? `${ers < 2 ? `${ers} urgence` : `Les ${ers} urgences`}.`
      : `Page ${page} sur ${pages} : urgences ${from} à ${to} sur ${ers}.`,
  pagesOfList: 'Pages de la liste des urgences',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageNumber: (page) => `Page ${page}`,
  pageSuffix: (page, pages) => `, page ${page} sur ${pages}`,
  noSuchPageTitle: 'Page introuvable',
  noSuchPageText: (pages) => `Cette liste d’urgences compte ${pages} ${pages < 2 ? 'page' : 'pages'}.`,
  badPageTitle: 'Numéro de page invalide',
  badPageText: 'Une page de cette liste est un nombre entier, à partir de 1 : ?page=2.',
  erColumn: 'Urgence',
  nowColumn: 'Maintenant',
  lastDaysColumn: 'Les 90 derniers jours',
  provinceCsv: 'Fermetures et perturbations de ces urgences (CSV)',
  notFoundTitle: 'Urgence introuvable',
  notFoundText:
    'Aucune urgence n’a cet identifiant ici. Elle a peut-être été fusionnée avec une autre, ou l’identifiant contient une erreur.',
};

export const ER_PAGE_STRINGS: Record<Lang, ErPageStrings> = { en: EN, fr: FR };
