// Every word the desk shows, in both official languages. French is written for Canadian readers:
// the desk is the "poste des statuts" (see docs/desk.md), a no-break space comes
// before a colon and a narrow one before ? ! ; (\u00a0 and \u202f, so that no line breaks there).
import type { Lang } from '../../contract/provinces';

const en = {
  deskName: 'Status desk',
  skip: 'Skip to main content',
  switchLang: 'Français',
  switchLangCode: 'fr',
  signOut: 'Sign out',
  signedInAs: (email: string) => `Signed in as ${email}`,
  nav: 'Desk',
  navErs: 'Emergency rooms',
  navAudit: 'Audit log',
  errorSummary: 'There is a problem',

  signInTitle: 'Sign in to the status desk',
  passkeyHeading: 'With a passkey',
  passkeyButton: 'Sign in with a passkey',
  passkeyNeedsJs: 'Passkeys need JavaScript in this browser. You can use a password and a code instead.',
  passwordHeading: 'With a password and a code',
  email: 'Email address',
  password: 'Password',
  totp: 'Code from your authenticator app',
  totpHint: '6 digits',
  signInButton: 'Sign in',
  invalid: 'Those details did not work. Check them and try again.',
  locked: (minutes: number) =>
    `Too many attempts. Sign-in is paused for this account or address: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  passkeyFailed: 'The passkey did not work. Try again, or use your password and code.',
  signedOut: 'You are signed out.',

  enrolTitle: 'Set up your sign-in',
  enrolFor: (email: string) => `This link sets up the sign-in of ${email}. It works once.`,
  enrolPasskeyButton: 'Create a passkey',
  enrolPasswordHeading: 'Or: a password and an authenticator app',
  enrolPasswordButton: 'Use a password and an authenticator app',
  enrolSecretIntro:
    'Add this account to your authenticator app: scan the QR code with your phone, open the link on this device, or type the key below. It is shown only now.',
  enrolQr: 'QR code: scan it with your authenticator app',
  enrolSecretLink: 'Open in your authenticator app',
  enrolSecretKey: 'Key (base32)',
  newPassword: 'New password',
  newPasswordHint: 'At least 12 characters. A long phrase is easiest to remember.',
  enrolFinishButton: 'Finish setting up',
  enrolNewKey: 'Start again with a new key',
  enrolGone:
    'This enrolment link is not valid: it was used, it expired, or it was mistyped. Ask an administrator for a new one.',
  weakPassword: 'That password is too easy to guess. Use at least 12 characters, for example a phrase of four words.',
  badCode: 'That code did not match. Check the time on your phone and enter the newest code.',

  ersTitle: 'Emergency rooms',
  ersIntro: 'What the public sees now for each emergency room you look after.',
  filterName: 'Name or town',
  filterProvince: 'Province or territory',
  allProvinces: 'All',
  filterButton: 'Filter',
  filterStatus: 'Status shown',
  filterStatuses: {
    '': 'All',
    attention: 'Closed or disrupted',
    closed: 'Closed',
    disruption: 'Disruption',
    open: 'Open',
    unknown: 'No status',
  } as Record<string, string>,
  shownCount: (shown: number, total: number) => `Showing ${shown} of ${total} emergency room${total === 1 ? '' : 's'}.`,
  noErs: 'No emergency room matches.',
  colEr: 'Emergency room',
  colPlace: 'Place',
  colStatus: 'Status shown',
  colSource: 'From',
  colUpdated: 'Last change',
  colConfirmed: 'Last confirmed',

  status: { open: 'Open', closed: 'Closed', disruption: 'Disruption', unknown: 'No status' } as Record<string, string>,
  statusVerb: { open: 'Open', closed: 'Closed', disruption: 'Service disrupted' } as Record<string, string>,
  source: (source: string | null): string =>
    source === 'desk'
      ? 'The desk'
      : source?.startsWith('feed')
        ? 'A feed'
        : source?.startsWith('notice')
          ? 'A notice'
          : source === 'sample'
            ? 'Sample data'
            : source === 'dataset'
              ? 'A dataset'
              : 'Not recorded',
  never: 'Never',
  ago: (minutes: number) =>
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : minutes < 2880
          ? `${Math.round(minutes / 60)} h ago`
          : `${Math.round(minutes / 1440)} days ago`,
  reopens: (when: string) => `Expected to reopen ${when}`,
  localTimeOf: (zone: string) => `Local time of the emergency room (${zone})`,

  publicPage: 'Its public page',
  erNowHeading: 'What the public sees now',
  message: 'Message',
  noMessage: 'No message',
  setHeading: 'Change the status',
  statusLegend: 'Status',
  messageEn: 'Message in English',
  messageFr: 'Message in French',
  expectedReopen: 'Expected reopening (optional)',
  publishButton: 'Publish this status',
  scheduleHeading: 'Schedule a closure',
  scheduleKind: 'Kind',
  scheduleStart: 'Starts',
  scheduleEnd: 'Ends (optional)',
  scheduleButton: 'Schedule this closure',
  windowsHeading: 'Scheduled windows',
  noWindows: 'Nothing scheduled.',
  windowFrom: (from: string, to: string) => `${from} to ${to}`,
  untilAnnounced: 'not announced',
  inEffect: 'in effect',
  cancelButton: 'Cancel the desk’s schedule',
  confirmHeading: 'Still true?',
  confirmIntro: 'Confirm that what the public sees is still right. The public sees when it was last confirmed.',
  confirmButton: 'Confirm the current status',
  noticeHeading: 'Paste a notice',
  noticeText: 'The notice’s words',
  noticeButton: 'Read this notice',
  readingHeading: 'How the notice reads',
  readingFacility: 'Facility',
  readingKind: 'Kind',
  readingWindows: 'Windows (local time)',
  readingNotUnderstood: 'Not understood',
  readingNothing: 'Nothing',
  readingNoFacility: 'Not found',
  readingNotEr: 'This does not look like an emergency-room notice.',
  readingPublishButton: 'Publish this reading',
  readingNothingToPublish: 'This reading has no closure or reopening to publish.',
  kind: {
    closed: 'Closure',
    reduced_hours: 'Reduced hours',
    disruption: 'Disruption',
    open: 'Open again',
    other: 'Other',
  } as Record<string, string>,
  done: {
    status: 'The status is published.',
    schedule: 'The closure is scheduled.',
    cancel: 'The desk’s schedule is cancelled.',
    confirm: 'Confirmed: the public now sees that the status was checked just now.',
    notice: 'The notice’s reading is published.',
  } as Record<string, string>,
  errBadTime: 'Enter a date and time, for example 2025-03-09 18:00.',
  errEndBeforeStart: 'The end must be after the start.',
  errStartPast: 'The start must be in the future. To close now, change the status instead.',
  errStatus: 'Choose a status.',
  errReopenPast: 'The expected reopening must be in the future.',
  errNoticeEmpty: 'Paste the notice’s words.',
  errTooLong: 'A message can have at most 500 characters.',

  auditTitle: 'Audit log',
  auditCsv: 'Download as CSV',
  auditNewer: 'Newer entries',
  auditOlder: 'Older entries',
  colWhen: 'When',
  colWho: 'Who',
  colAction: 'Action',
  colBefore: 'Before',
  colAfter: 'After',
  colAddress: 'Address',
  colChange: 'What changed',
  auditEmpty: 'No entries.',
  auditZone: (zone: string) =>
    `Times are the ER’s local time; entries that name no ER are on the desk’s clock (${zone}).`,
  /** Between a field's name and its value. */
  colon: ':',
  yes: 'yes',
  no: 'no',

  refusedTitle: 'This request was refused',
  refusedCsrf:
    'The form was out of date or came from another site, so nothing was changed. Go back, reload the page and try again.',
  notFoundTitle: 'Page not found',
  notFound: 'There is no such page, or it is not one you can see.',
  backToDesk: 'Back to the desk',
  forbiddenTitle: 'Administrators only',
  forbidden: 'Only an administrator can see this page.',
  tooLargeTitle: 'Too much was sent',
  tooLarge: (kb: number) =>
    `This form takes at most ${kb} KB, and more was sent, so nothing was read or changed. Go back and send less.`,
  badBodyTitle: 'The form could not be read',
  badBody:
    'What was sent is not a form this page can read, so nothing was changed. Go back, reload the page and try again.',
  tooMany: 'Too many attempts from this address. Wait a minute and try again.',
  ceremoniesBusy: 'Too many passkey sign-ins are under way on the desk right now. Wait a minute and try again.',
  attemptsWhilePaused: (count: number) =>
    `attempts from this address while paused: ${count.toLocaleString('en-CA')} (counted here, not written one by one)`,
};

export type Strings = typeof en;

const fr: Strings = {
  deskName: 'Poste des statuts',
  skip: 'Passer au contenu principal',
  switchLang: 'English',
  switchLangCode: 'en',
  signOut: 'Se déconnecter',
  signedInAs: (email) => `Connecté en tant que ${email}`,
  nav: 'Poste',
  navErs: 'Urgences',
  navAudit: 'Journal d’audit',
  errorSummary: 'Il y a un problème',

  signInTitle: 'Se connecter au poste des statuts',
  passkeyHeading: 'Avec une clé d’accès',
  passkeyButton: 'Se connecter avec une clé d’accès',
  passkeyNeedsJs:
    'Les clés d’accès demandent JavaScript dans ce navigateur. Vous pouvez utiliser un mot de passe et un code.',
  passwordHeading: 'Avec un mot de passe et un code',
  email: 'Adresse courriel',
  password: 'Mot de passe',
  totp: 'Code de votre application d’authentification',
  totpHint: '6 chiffres',
  signInButton: 'Se connecter',
  invalid: 'Ces renseignements n’ont pas fonctionné. Vérifiez-les et réessayez.',
  locked: (minutes) =>
    `Trop de tentatives. La connexion est suspendue pour ce compte ou cette adresse\u00a0: réessayez dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  passkeyFailed: 'La clé d’accès n’a pas fonctionné. Réessayez, ou utilisez votre mot de passe et votre code.',
  signedOut: 'Vous êtes déconnecté.',

  enrolTitle: 'Configurer votre connexion',
  enrolFor: (email) => `Ce lien configure la connexion de ${email}. Il ne sert qu’une fois.`,
  enrolPasskeyButton: 'Créer une clé d’accès',
  enrolPasswordHeading: 'Ou\u00a0: un mot de passe et une application d’authentification',
  enrolPasswordButton: 'Utiliser un mot de passe et une application d’authentification',
  enrolSecretIntro:
    'Ajoutez ce compte à votre application d’authentification\u00a0: balayez le code QR avec votre téléphone, ouvrez le lien sur cet appareil, ou tapez la clé ci-dessous. Elle n’est affichée que maintenant.',
  enrolQr: 'Code QR\u00a0: balayez-le avec votre application d’authentification',
  enrolSecretLink: 'Ouvrir dans votre application d’authentification',
  enrolSecretKey: 'Clé (base32)',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: 'Au moins 12 caractères. Une longue phrase est plus facile à retenir.',
  enrolFinishButton: 'Terminer la configuration',
  enrolNewKey: 'Recommencer avec une nouvelle clé',
  enrolGone:
    'Ce lien de configuration n’est pas valide\u00a0: il a déjà servi, il a expiré ou il est mal copié. Demandez-en un nouveau à un administrateur.',
  weakPassword:
    'Ce mot de passe est trop facile à deviner. Utilisez au moins 12 caractères, par exemple une phrase de quatre mots.',
  badCode: 'Ce code ne correspond pas. Vérifiez l’heure de votre téléphone et entrez le code le plus récent.',

  ersTitle: 'Urgences',
  ersIntro: 'Ce que le public voit maintenant pour chaque urgence dont vous vous occupez.',
  filterName: 'Nom ou ville',
  filterProvince: 'Province ou territoire',
  allProvinces: 'Toutes',
  filterButton: 'Filtrer',
  filterStatus: 'Statut affiché',
  filterStatuses: {
    '': 'Tous',
    attention: 'Fermées ou perturbées',
    closed: 'Fermées',
    disruption: 'Perturbées',
    open: 'Ouvertes',
    unknown: 'Sans statut',
  },
  shownCount: (shown, total) => `${shown} urgence${shown > 1 ? 's' : ''} affichée${shown > 1 ? 's' : ''} sur ${total}.`,
  noErs: 'Aucune urgence ne correspond.',
  colEr: 'Urgence',
  colPlace: 'Lieu',
  colStatus: 'Statut affiché',
  colSource: 'Provenance',
  colUpdated: 'Dernier changement',
  colConfirmed: 'Dernière confirmation',

  status: { open: 'Ouverte', closed: 'Fermée', disruption: 'Perturbation', unknown: 'Aucun statut' },
  statusVerb: { open: 'Ouverte', closed: 'Fermée', disruption: 'Service perturbé' },
  source: (source) =>
    source === 'desk'
      ? 'Le poste des statuts'
      : source?.startsWith('feed')
        ? 'Un flux'
        : source?.startsWith('notice')
          ? 'Un avis'
          : source === 'sample'
            ? 'Données d’exemple'
            : source === 'dataset'
              ? 'Un jeu de données'
              : 'Non indiquée',
  never: 'Jamais',
  ago: (minutes) =>
    minutes < 1
      ? 'à l’instant'
      : minutes < 60
        ? `il y a ${minutes} min`
        : minutes < 2880
          ? `il y a ${Math.round(minutes / 60)} h`
          : `il y a ${Math.round(minutes / 1440)} jours`,
  reopens: (when) => `Réouverture prévue ${when}`,
  localTimeOf: (zone) => `Heure locale de l’urgence (${zone})`,

  publicPage: 'Sa page publique',
  erNowHeading: 'Ce que le public voit maintenant',
  message: 'Message',
  noMessage: 'Aucun message',
  setHeading: 'Changer le statut',
  statusLegend: 'Statut',
  messageEn: 'Message en anglais',
  messageFr: 'Message en français',
  expectedReopen: 'Réouverture prévue (facultatif)',
  publishButton: 'Publier ce statut',
  scheduleHeading: 'Prévoir une fermeture',
  scheduleKind: 'Type',
  scheduleStart: 'Début',
  scheduleEnd: 'Fin (facultatif)',
  scheduleButton: 'Prévoir cette fermeture',
  windowsHeading: 'Périodes prévues',
  noWindows: 'Rien de prévu.',
  windowFrom: (from, to) => `du ${from} au ${to}`,
  untilAnnounced: 'non annoncée',
  inEffect: 'en vigueur',
  cancelButton: 'Annuler les périodes prévues au poste',
  confirmHeading: 'Toujours vrai\u202f?',
  confirmIntro:
    'Confirmez que ce que voit le public est toujours juste. Le public voit quand le statut a été confirmé.',
  confirmButton: 'Confirmer le statut actuel',
  noticeHeading: 'Coller un avis',
  noticeText: 'Le texte de l’avis',
  noticeButton: 'Lire cet avis',
  readingHeading: 'La lecture de l’avis',
  readingFacility: 'Établissement',
  readingKind: 'Type',
  readingWindows: 'Périodes (heure locale)',
  readingNotUnderstood: 'Non compris',
  readingNothing: 'Rien',
  readingNoFacility: 'Introuvable',
  readingNotEr: 'Cet avis ne semble pas concerner une urgence.',
  readingPublishButton: 'Publier cette lecture',
  readingNothingToPublish: 'Cette lecture n’a aucune fermeture ni réouverture à publier.',
  kind: {
    closed: 'Fermeture',
    reduced_hours: 'Heures réduites',
    disruption: 'Perturbation',
    open: 'Réouverture',
    other: 'Autre',
  },
  done: {
    status: 'Le statut est publié.',
    schedule: 'La fermeture est prévue.',
    cancel: 'Les périodes prévues au poste sont annulées.',
    confirm: 'Confirmé\u00a0: le public voit que le statut vient d’être vérifié.',
    notice: 'La lecture de l’avis est publiée.',
  },
  errBadTime: 'Entrez une date et une heure, par exemple 2025-03-09 18:00.',
  errEndBeforeStart: 'La fin doit être après le début.',
  errStartPast: 'Le début doit être dans le futur. Pour fermer maintenant, changez plutôt le statut.',
  errStatus: 'Choisissez un statut.',
  errReopenPast: 'La réouverture prévue doit être dans le futur.',
  errNoticeEmpty: 'Collez le texte de l’avis.',
  errTooLong: 'Un message compte au plus 500 caractères.',

  auditTitle: 'Journal d’audit',
  auditCsv: 'Télécharger en CSV',
  auditNewer: 'Entrées plus récentes',
  auditOlder: 'Entrées plus anciennes',
  colWhen: 'Quand',
  colWho: 'Qui',
  colAction: 'Action',
  colBefore: 'Avant',
  colAfter: 'Après',
  colAddress: 'Adresse',
  colChange: 'Ce qui a changé',
  auditEmpty: 'Aucune entrée.',
  auditZone: (zone) =>
    `Les heures sont celles de l’urgence\u202f; les entrées qui ne nomment aucune urgence sont à l’heure du poste (${zone}).`,
  colon: '\u00a0:',
  yes: 'oui',
  no: 'non',

  refusedTitle: 'Cette demande a été refusée',
  refusedCsrf:
    'Le formulaire était périmé ou venait d’un autre site\u00a0: rien n’a été changé. Revenez en arrière, rechargez la page et réessayez.',
  notFoundTitle: 'Page introuvable',
  notFound: 'Cette page n’existe pas, ou vous ne pouvez pas la voir.',
  backToDesk: 'Retour au poste des statuts',
  forbiddenTitle: 'Réservé aux administrateurs',
  forbidden: 'Seul un administrateur peut voir cette page.',
  tooLargeTitle: 'Envoi trop volumineux',
  tooLarge: (kb) =>
    `Ce formulaire accepte au plus ${kb}\u00a0Ko, et plus a été envoyé\u00a0: rien n’a été lu ni changé. Revenez en arrière et envoyez moins.`,
  badBodyTitle: 'Le formulaire est illisible',
  badBody:
    'Ce qui a été envoyé n’est pas un formulaire que cette page peut lire\u00a0: rien n’a été changé. Revenez en arrière, rechargez la page et réessayez.',
  tooMany: 'Trop de tentatives depuis cette adresse. Attendez une minute et réessayez.',
  ceremoniesBusy:
    'Trop de connexions par clé d’accès sont en cours sur le poste en ce moment. Attendez une minute et réessayez.',
  attemptsWhilePaused: (count) =>
    `tentatives depuis cette adresse pendant la suspension\u00a0: ${count.toLocaleString('fr-CA')} (comptées ici, non écrites une à une)`,
};

export const STRINGS: Record<Lang, Strings> = { en, fr };
