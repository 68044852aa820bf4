// Every word of web push, in English and in plain Canadian French: the option on the sign-up
// page, what the page says after the person presses its button, and the server's refusals.
// The notifications themselves reuse the alert emails' words (../strings.ts).
import type { Lang } from '../../contract/provinces';

export type PushErrorCode =
  | 'bad_json'
  | 'bad_subscription'
  | 'push_not_offered'
  | 'nothing_chosen'
  | 'too_many_ers'
  | 'unknown_er'
  | 'bad_province'
  | 'bad_lang'
  | 'other_origin'
  | 'too_many_signups'
  | 'body_too_large';

export interface PushStrings {
  title: string;
  text: string;
  button: string;
  stop: string;
  working: string;
  on: string;
  off: string;
  denied: string;
  failed: string;
  notOffered: string;
  errors: Record<PushErrorCode, string>;
}

const en: PushStrings = {
  title: 'Notifications on this device',
  text: 'Your browser shows a notification when something changes at the ERs chosen above. No email needed. Your browser asks for your permission when you press the button.',
  button: 'Turn on notifications on this device',
  stop: 'Stop notifications on this device',
  working: 'Asking your browser…',
  on: 'Notifications are on for this device. To stop them, come back to this page and press “Stop notifications on this device”.',
  off: 'Notifications are stopped on this device. Its subscription is deleted.',
  denied:
    'Your browser is not allowing notifications from this site, so nothing was saved. You can allow them in your browser’s settings for this site, then try again.',
  failed:
    'Your browser could not turn on notifications just now (its push service did not answer). Nothing was saved. Try again later, or use email or a calendar.',
  notOffered:
    'Notifications on this device are not offered on this server (it has no contact address for push services).',
  errors: {
    bad_json: 'The request sent is not valid JSON.',
    bad_subscription: 'The browser’s subscription is not one we can send to (it needs an https endpoint and its keys).',
    push_not_offered: 'Notifications on this device are not offered on this server.',
    nothing_chosen: 'Choose at least one ER, or a province.',
    too_many_ers: 'Choose 50 ERs at most, or a whole province.',
    unknown_er: 'One of the ERs chosen is not known here. Choose from the list.',
    bad_province: 'Choose a province from the list.',
    bad_lang: 'Choose English or French.',
    other_origin: 'Notifications can only be turned on from this site’s own page.',
    too_many_signups: 'Too many sign-ups from here. Try again in an hour.',
    body_too_large: 'The request sent is too large.',
  },
};

const fr: PushStrings = {
  title: 'Notifications sur cet appareil',
  text: 'Votre navigateur affiche une notification quand quelque chose change aux urgences choisies plus haut. Pas besoin de courriel. Votre navigateur vous demande la permission quand vous appuyez sur le bouton.',
  button: 'Activer les notifications sur cet appareil',
  stop: 'Arrêter les notifications sur cet appareil',
  working: 'Demande à votre navigateur…',
  on: 'Les notifications sont activées sur cet appareil. Pour les arrêter, revenez sur cette page et appuyez sur « Arrêter les notifications sur cet appareil ».',
  off: 'Les notifications sont arrêtées sur cet appareil. Son abonnement est effacé.',
  denied:
    'Votre navigateur ne permet pas les notifications de ce site : rien n’a été enregistré. Vous pouvez les permettre dans les réglages du navigateur pour ce site, puis réessayer.',
  failed:
    'Votre navigateur n’a pas pu activer les notifications pour l’instant (son service de notifications n’a pas répondu). Rien n’a été enregistré. Réessayez plus tard, ou utilisez le courriel ou un calendrier.',
  notOffered:
    'Les notifications sur cet appareil ne sont pas offertes sur ce serveur (il n’a pas d’adresse de contact pour les services de notifications).',
  errors: {
    bad_json: 'La requête envoyée n’est pas du JSON valide.',
    bad_subscription: 'L’abonnement du navigateur n’est pas utilisable (il faut une adresse https et ses clés).',
    push_not_offered: 'Les notifications sur cet appareil ne sont pas offertes sur ce serveur.',
    nothing_chosen: 'Choisissez au moins une urgence, ou une province.',
    too_many_ers: 'Choisissez au plus 50 urgences, ou toute une province.',
    unknown_er: 'Une des urgences choisies est inconnue ici. Choisissez dans la liste.',
    bad_province: 'Choisissez une province dans la liste.',
    bad_lang: 'Choisissez le français ou l’anglais.',
    other_origin: 'Les notifications ne peuvent être activées que depuis la page de ce site.',
    too_many_signups: 'Trop d’inscriptions d’ici. Réessayez dans une heure.',
    body_too_large: 'La requête envoyée est trop volumineuse.',
  },
};

export const PUSH_STRINGS: Readonly<Record<Lang, PushStrings>> = { en, fr };
