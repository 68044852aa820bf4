// Every word of the alert pages and emails, in English and in plain Canadian French.
import type { Lang } from '../contract/provinces';

export interface AlertStrings {
  siteName: string;
  title: string;
  intro: string;
  urgent: string;
  emailOff: string;
  search: string;
  searchButton: string;
  searchNone: (q: string) => string;
  ers: string;
  ersHint: string;
  province: string;
  noProvince: string;
  language: string;
  channel: string;
  channelEmail: string;
  calendar: string;
  calendarText: string;
  calendarLink: (name: string) => string;
  calendarProvince: string;
  remind: (minutes: number) => string;
  routine: string;
  calendarProvinceLink: (province: string) => string;
  calendarProvinceButton: string;
  email: string;
  subscribe: string;
  otherLang: string;
  otherLangHref: string;
  checkTitle: string;
  checkText: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: string;
  linkGone: string;
  manageTitle: string;
  manageText: string;
  save: string;
  saved: string;
  unsubscribe: string;
  unsubscribeTitle: string;
  unsubscribeText: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  errorTitle: string;
  errors: Record<SignupErrorCode, string>;
  following: (n: number) => string;
  // Emails
  confirmSubject: string;
  confirmMail: (link: string) => string;
  kind: Record<ChangeKind, string>;
  subject: (kind: string, name: string) => string;
  digestSubject: (n: number) => string;
  since: (time: string) => string;
  /** When a notice was published (a notice the reader is unsure of: its only time told). */
  published: (time: string) => string;
  until: (time: string) => string;
  window: (start: string, end: string) => string;
  starting: (time: string) => string;
  words: string;
  quote: (words: string) => string;
  source: (source: string) => string;
  sourceName: Record<'desk' | 'notice' | 'feed' | 'sample' | 'dataset' | 'unknown', (id: string) => string>;
  confirmedBy: (who: string, time: string) => string;
  notConfirmed: string;
  noticeUnsure: string;
  erPage: string;
  manage: string;
  stop: string;
  why: string;
}

export type SignupErrorCode =
  | 'email_invalid'
  | 'nothing_chosen'
  | 'too_many_ers'
  | 'unknown_er'
  | 'bad_province'
  | 'bad_lang'
  | 'other_origin'
  | 'too_many_signups'
  | 'email_not_offered'
  | 'body_too_large'
  | 'mail_failed';

export type ChangeKind = 'closed' | 'disruption' | 'reopened' | 'ended' | 'updated' | 'announced' | 'reminder';

const en: AlertStrings = {
  siteName: 'ER status',
  title: 'Get alerts for an emergency room',
  intro:
    'Choose the emergency rooms you want to hear about, or a whole province. We tell you by email or by a notification on this device when one closes, reopens, announces a closure, or when a health authority posts a notice about it. You confirm email alerts from your inbox first; every email has a link to stop.',
  urgent: 'In an emergency, call 911.',
  emailOff: 'Email alerts are not offered on this server yet (no mail server is set up).',
  search: 'Find an ER by name or town',
  searchButton: 'Search',
  searchNone: (q) => `No ER matches “${q}”.`,
  ers: 'Emergency rooms',
  ersHint: 'Tick each ER you want alerts for.',
  province: 'Or a whole province or territory',
  noProvince: 'No — only the ERs ticked',
  language: 'Language of the alerts',
  channel: 'How to reach you',
  channelEmail: 'Email',
  calendar: 'Or a calendar',
  calendarText:
    'Add an ER’s closures to your calendar app: announced closures and the current one, nothing about you. Your app checks for changes itself.',
  calendarLink: (name) => `Calendar of ${name}`,
  calendarProvince: 'The calendar of every ER of a province or territory',
  remind: (minutes) =>
    `Also remind me ${minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`} before a closure announced for later starts`,
  routine: 'Also tell me about routine overnight hours (the same closure every night, told each night)',
  calendarProvinceButton: 'Show its calendar link',
  calendarProvinceLink: (province) => `Calendar of the ERs — ${province}`,
  email: 'Your email address',
  subscribe: 'Send me a confirmation email',
  otherLang: 'Français',
  otherLangHref: '/fr/abonnement',
  checkTitle: 'Check your inbox',
  checkText:
    'If the address can receive alerts, an email is on its way with a link to confirm. Nothing is sent until you confirm. The link works for 48 hours.',
  confirmTitle: 'Confirm your alerts',
  confirmText: 'Press the button to start receiving the alerts you chose.',
  confirmButton: 'Confirm my alerts',
  confirmedTitle: 'Your alerts are on',
  confirmedText: 'You will get an email when something changes. Each email has a link to change or stop them.',
  linkGone: 'This link has expired or was already used. You can sign up again.',
  manageTitle: 'Your alerts',
  manageText: 'Change what you follow or the language of the emails.',
  save: 'Save changes',
  saved: 'Your changes are saved.',
  unsubscribe: 'Stop all alerts and delete my address',
  unsubscribeTitle: 'Stop your alerts',
  unsubscribeText: 'Press the button to stop every alert. Your address is deleted.',
  unsubscribedTitle: 'Your alerts are stopped',
  unsubscribedText: 'Your address has been deleted. You will get no more alerts from us.',
  errorTitle: 'There is a problem',
  errors: {
    email_invalid: 'Enter an email address such as name@example.ca.',
    nothing_chosen: 'Choose at least one ER, or a province.',
    too_many_ers: 'Choose 50 ERs at most, or a whole province.',
    unknown_er: 'One of the ERs chosen is not known here. Choose from the list.',
    bad_province: 'Choose a province from the list.',
    bad_lang: 'Choose English or French.',
    other_origin: 'This form can only be sent from this site’s own page.',
    too_many_signups: 'Too many sign-ups from here. Try again in an hour.',
    email_not_offered: 'Email alerts are not offered on this server yet.',
    body_too_large: 'The form sent is too large.',
    mail_failed: 'We could not send the confirmation email just now. Please try again in a few minutes.',
  },
  following: (n) => (n === 1 ? 'You follow 1 ER.' : `You follow ${n} ERs.`),
  confirmSubject: 'Confirm your ER alerts',
  confirmMail: (link) =>
    `Someone, probably you, asked for ER status alerts at this address.\n\nTo confirm, open this link and press the button:\n${link}\n\nIf it was not you, do nothing: without confirmation nothing is sent, and the request is deleted after 48 hours.`,
  kind: {
    closed: 'Closed',
    disruption: 'Service disruption',
    reopened: 'Reopened',
    ended: 'Disruption ended',
    updated: 'Update',
    announced: 'Closure announced',
    reminder: 'Reminder: closure soon',
  },
  subject: (kind, name) => `${kind}: ${name}`,
  digestSubject: (n) => `${n} changes at the ERs you follow`,
  since: (time) => `Since ${time}`,
  published: (time) => `Notice published ${time}`,
  until: (time) => `Expected to reopen ${time}`,
  window: (start, end) => `From ${start} to ${end}`,
  starting: (time) => `Starting ${time}`,
  words: 'In their words:',
  quote: (words) => `“${words}”`,
  source: (source) => `Source: ${source}`,
  sourceName: {
    desk: () => 'the ER status desk (a person at the health authority)',
    notice: (id) => `a notice published by ${id}`,
    feed: (id) => `the ${id} feed`,
    sample: () => 'sample data, not live',
    dataset: () => 'a saved snapshot, not live',
    unknown: () => 'not recorded',
  },
  confirmedBy: (who, time) => `Confirmed by ${who} at ${time}`,
  notConfirmed: 'Not confirmed by a person.',
  noticeUnsure: 'Times not confirmed — read the notice',
  erPage: 'This ER’s page',
  manage: 'Change my alerts',
  stop: 'Stop these alerts',
  why: 'You get this email because you asked for ER status alerts and confirmed.',
};

const fr: AlertStrings = {
  siteName: 'État des urgences',
  title: 'Recevoir des alertes pour une urgence',
  intro:
    'Choisissez les urgences qui vous intéressent, ou toute une province. Nous vous prévenons par courriel ou par une notification sur cet appareil quand l’une d’elles ferme, rouvre, annonce une fermeture, ou quand une autorité de santé publie un avis à son sujet. Vous confirmez d’abord les alertes par courriel depuis votre boîte de réception ; chaque courriel contient un lien pour arrêter.',
  urgent: 'En cas d’urgence, composez le 911.',
  emailOff:
    'Les alertes par courriel ne sont pas encore offertes sur ce serveur (aucun serveur de courriel n’est configuré).',
  search: 'Trouver une urgence par nom ou par ville',
  searchButton: 'Chercher',
  searchNone: (q) => `Aucune urgence ne correspond à « ${q} ».`,
  ers: 'Urgences',
  ersHint: 'Cochez chaque urgence pour laquelle vous voulez des alertes.',
  province: 'Ou toute une province ou un territoire',
  noProvince: 'Non — seulement les urgences cochées',
  language: 'Langue des alertes',
  channel: 'Comment vous joindre',
  channelEmail: 'Courriel',
  calendar: 'Ou un calendrier',
  calendarText:
    'Ajoutez les fermetures d’une urgence à votre application de calendrier : les fermetures annoncées et celle en cours, rien sur vous. Votre application vérifie elle-même les changements.',
  calendarLink: (name) => `Calendrier de ${name}`,
  calendarProvince: 'Le calendrier de toutes les urgences d’une province ou d’un territoire',
  remind: (minutes) =>
    `Me le rappeler aussi ${minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`} avant le début d’une fermeture annoncée`,
  routine: 'M’avertir aussi des heures habituelles de nuit (la même fermeture chaque nuit, annoncée chaque nuit)',
  calendarProvinceButton: 'Afficher le lien de son calendrier',
  calendarProvinceLink: (province) => `Calendrier des urgences — ${province}`,
  email: 'Votre adresse courriel',
  subscribe: 'M’envoyer un courriel de confirmation',
  otherLang: 'English',
  otherLangHref: '/subscribe',
  checkTitle: 'Vérifiez votre boîte de réception',
  checkText:
    'Si l’adresse peut recevoir des alertes, un courriel est en route avec un lien pour confirmer. Rien n’est envoyé avant votre confirmation. Le lien est valide 48 heures.',
  confirmTitle: 'Confirmez vos alertes',
  confirmText: 'Appuyez sur le bouton pour commencer à recevoir les alertes choisies.',
  confirmButton: 'Confirmer mes alertes',
  confirmedTitle: 'Vos alertes sont activées',
  confirmedText:
    'Vous recevrez un courriel quand quelque chose change. Chaque courriel contient un lien pour les modifier ou les arrêter.',
  linkGone: 'Ce lien est expiré ou a déjà servi. Vous pouvez vous inscrire de nouveau.',
  manageTitle: 'Vos alertes',
  manageText: 'Modifiez ce que vous suivez ou la langue des courriels.',
  save: 'Enregistrer',
  saved: 'Vos changements sont enregistrés.',
  unsubscribe: 'Arrêter toutes les alertes et effacer mon adresse',
  unsubscribeTitle: 'Arrêter vos alertes',
  unsubscribeText: 'Appuyez sur le bouton pour arrêter toutes les alertes. Votre adresse sera effacée.',
  unsubscribedTitle: 'Vos alertes sont arrêtées',
  unsubscribedText: 'Votre adresse a été effacée. Vous ne recevrez plus d’alertes de notre part.',
  errorTitle: 'Il y a un problème',
  errors: {
    email_invalid: 'Entrez une adresse courriel comme nom@exemple.ca.',
    nothing_chosen: 'Choisissez au moins une urgence, ou une province.',
    too_many_ers: 'Choisissez au plus 50 urgences, ou toute une province.',
    unknown_er: 'Une des urgences choisies est inconnue ici. Choisissez dans la liste.',
    bad_province: 'Choisissez une province dans la liste.',
    bad_lang: 'Choisissez le français ou l’anglais.',
    other_origin: 'Ce formulaire ne peut être envoyé que depuis la page de ce site.',
    too_many_signups: 'Trop d’inscriptions d’ici. Réessayez dans une heure.',
    email_not_offered: 'Les alertes par courriel ne sont pas encore offertes sur ce serveur.',
    body_too_large: 'Le formulaire envoyé est trop volumineux.',
    mail_failed: 'Nous n’avons pas pu envoyer le courriel de confirmation. Réessayez dans quelques minutes.',
  },
  following: (n) => (n === 1 ? 'Vous suivez 1 urgence.' : `Vous suivez ${n} urgences.`),
  confirmSubject: 'Confirmez vos alertes sur les urgences',
  confirmMail: (link) =>
    `Quelqu’un, sans doute vous, a demandé des alertes sur l’état des urgences à cette adresse.\n\nPour confirmer, ouvrez ce lien et appuyez sur le bouton :\n${link}\n\nSi ce n’était pas vous, ne faites rien : sans confirmation, rien n’est envoyé, et la demande est effacée après 48 heures.`,
  kind: {
    closed: 'Fermée',
    disruption: 'Perturbation du service',
    reopened: 'Rouverte',
    ended: 'Fin de la perturbation',
    updated: 'Mise à jour',
    announced: 'Fermeture annoncée',
    reminder: 'Rappel : fermeture bientôt',
  },
  subject: (kind, name) => `${kind} : ${name}`,
  digestSubject: (n) => `${n} changements aux urgences que vous suivez`,
  since: (time) => `Depuis ${time}`,
  published: (time) => `Avis publié le ${time}`,
  until: (time) => `Réouverture prévue ${time}`,
  window: (start, end) => `Du ${start} au ${end}`,
  starting: (time) => `À partir du ${time}`,
  words: 'Selon leurs mots :',
  quote: (words) => `« ${words} »`,
  source: (source) => `Source : ${source}`,
  sourceName: {
    desk: () => 'le bureau d’état des urgences (une personne de l’autorité de santé)',
    notice: (id) => `un avis publié par ${id}`,
    feed: (id) => `le flux ${id}`,
    sample: () => 'données d’exemple, pas en direct',
    dataset: () => 'un instantané enregistré, pas en direct',
    unknown: () => 'non indiquée',
  },
  confirmedBy: (who, time) => `Confirmé par ${who} à ${time}`,
  notConfirmed: 'Non confirmé par une personne.',
  noticeUnsure: 'Heures non confirmées — lisez l’avis',
  erPage: 'La page de cette urgence',
  manage: 'Modifier mes alertes',
  stop: 'Arrêter ces alertes',
  why: 'Vous recevez ce courriel parce que vous avez demandé des alertes sur l’état des urgences et confirmé.',
};

export const ALERT_STRINGS: Readonly<Record<Lang, AlertStrings>> = { en, fr };
