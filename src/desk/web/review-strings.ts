// The words of the "To review" page: notices the reader was unsure of, in both official languages.
import type { Lang } from '../../contract/provinces';

const en = {
  navReview: 'To review',
  reviewTitle: 'Notices to review',
  reviewIntro:
    'The notice reader was not sure how to read these notices. The public sees each one as a disruption with the notice’s own words and “Times not confirmed — read the notice” until you decide. Confirm what the notice says (correct the times first if needed) or dismiss it.',
  reviewNone: 'Nothing to review.',
  reviewCount: (count: number) =>
    count === 1 ? '1 notice to review' : `${count.toLocaleString('en-CA')} notices to review`,
  reviewNotice: 'The notice’s words',
  reviewPublished: (publisher: string, when: string) => `Published by ${publisher}, ${when}`,
  reviewPublishedUndated: (publisher: string) => `Published by ${publisher} (no date given)`,
  reviewPublisherUnknown: 'the publisher',
  reviewLink: 'Read the notice',
  reviewProposal: 'What the reader proposes',
  reviewDoubts: 'Why it is unsure',
  /** A proposed window on the ER's clock (null: in effect when published; not announced). */
  proposalWindow: (from: string | null, to: string | null) =>
    from === null
      ? to === null
        ? 'In effect now, no end announced'
        : `In effect now, until ${to}`
      : to === null
        ? `From ${from}, no end announced`
        : `${from} to ${to}`,
  reviewConfirmHeading: 'Confirm',
  reviewConfirmHint:
    'Leave the start empty when it is in effect now. A start in the future schedules the closure. For a notice of several windows, confirm the first here and schedule the others on the emergency room’s page.',
  reviewStart: 'Starts (empty: now)',
  reviewEnd: 'Ends (optional)',
  reviewConfirmButton: 'Confirm and publish',
  reviewDismissButton: 'Dismiss this notice',
  reviewDismissHint: 'Dismissing shows nothing from this notice, now or when it is published again.',
  doneConfirmed: 'The notice is confirmed and published as the desk’s statement.',
  doneDismissed: 'The notice is dismissed: the public sees nothing from it.',
  reviewDecided: 'This notice was decided already.',
  /** An audit value: where a notice's review stands. */
  reviewState: { waiting: 'to review', confirmed: 'confirmed', dismissed: 'dismissed' } as Record<string, string>,
  /** The reader's doubts, by code; an unknown code is shown as it is. */
  doubt: {
    unreadable: 'The dates or times were not understood',
    time_unused: 'A date or time in the notice was not used',
    window_order: 'The windows are out of order or overlap',
    window_span: 'A window is far from the publication date',
    window_overlap: 'Two windows overlap where the notice does not say so',
    rules_disagree: 'Two readings of the same words disagree',
    date_unused: 'A day in the notice was not used',
    moment_conflict: 'A day and time in the notice do not match the windows',
    date_conflict: 'A weekday and its date disagree',
    part_of_day: 'A part of a day was named without its hour',
    nights_assumed: 'The last night of the period was assumed',
    schedule_as_window: 'A daily schedule may have been read as one long closure',
    start_unstated: 'The start time was not stated',
    set_aside: 'A dated sentence was set aside as another service’s',
    kind_conflict: 'The notice reads as open, but a rule found a closure to come',
    kind_unstated: 'The notice does not say whether the ER is closed or only disrupted',
    kind_mixed: 'The notice mixes closed periods with degraded ones',
    kind_hours: 'The notice speaks of reduced hours and of a closure: closed or reduced hours is not decided',
    er_words: 'Read as another service’s notice, but it speaks of an emergency room’s ambulances or physicians',
    time_unplaced: 'A time without its day was placed on a day the notice does not give it',
    open_as_closed: 'Hours or a moment the notice gives for opening are shown as closed',
    time_unread: 'A clock time in the notice was written in a form the reader does not read',
    range_gap: 'A period “from … to …” is shown by its two ends only, without the days between',
    // No longer raised (a clinic's closure is read with its windows, as the labels do); readings queued before keep it.
    service_status: 'A clinic’s or a lab’s closure: whether its hours are listed as windows is not settled',
    count_conflict: 'The notice gives a number of nights or hours that the windows shown do not have',
    ended_before: 'A closure read as in effect when published had ended before the notice was published',
  } as Record<string, string>,
  /** A doubt of a kind this page does not know yet: its code stays visible for the operator. */
  doubtOther: (code: string) => `Unsure for another reason (${code})`,
};

export type ReviewStrings = typeof en;

const fr: ReviewStrings = {
  navReview: 'À vérifier',
  reviewTitle: 'Avis à vérifier',
  reviewIntro:
    'Le lecteur d’avis n’était pas sûr de la façon de lire ces avis. Le public voit chacun comme une perturbation, avec les mots de l’avis et « Heures non confirmées — lisez l’avis », jusqu’à votre décision. Confirmez ce que dit l’avis (corrigez d’abord les heures au besoin) ou écartez-le.',
  reviewNone: 'Rien à vérifier.',
  reviewCount: (count: number) =>
    count === 1 ? '1 avis à vérifier' : `${count.toLocaleString('fr-CA')} avis à vérifier`,
  reviewNotice: 'Les mots de l’avis',
  reviewPublished: (publisher: string, when: string) => `Publié par ${publisher}, ${when}`,
  reviewPublishedUndated: (publisher: string) => `Publié par ${publisher} (sans date)`,
  reviewPublisherUnknown: 'l’éditeur',
  reviewLink: 'Lire l’avis',
  reviewProposal: 'Ce que propose le lecteur',
  reviewDoubts: 'Pourquoi il n’est pas sûr',
  proposalWindow: (from: string | null, to: string | null) =>
    from === null
      ? to === null
        ? 'En vigueur maintenant, sans fin annoncée'
        : `En vigueur maintenant, jusqu’au ${to}`
      : to === null
        ? `À partir du ${from}, sans fin annoncée`
        : `Du ${from} au ${to}`,
  reviewConfirmHeading: 'Confirmer',
  reviewConfirmHint:
    'Laissez le début vide s’il est en vigueur maintenant. Un début futur prévoit la fermeture. Pour un avis de plusieurs périodes, confirmez la première ici et prévoyez les autres sur la page de l’urgence.',
  reviewStart: 'Début (vide : maintenant)',
  reviewEnd: 'Fin (facultative)',
  reviewConfirmButton: 'Confirmer et publier',
  reviewDismissButton: 'Écarter cet avis',
  reviewDismissHint: 'Écarter un avis n’en montre rien, ni maintenant ni s’il est publié de nouveau.',
  doneConfirmed: 'L’avis est confirmé et publié comme déclaration du poste.',
  doneDismissed: 'L’avis est écarté : le public n’en voit rien.',
  reviewDecided: 'Cet avis a déjà été traité.',
  reviewState: { waiting: 'à vérifier', confirmed: 'confirmé', dismissed: 'écarté' },
  doubt: {
    unreadable: 'Les dates ou les heures n’ont pas été comprises',
    time_unused: 'Une date ou une heure de l’avis n’a pas été utilisée',
    window_order: 'Les périodes sont dans le désordre ou se chevauchent',
    window_span: 'Une période est loin de la date de publication',
    window_overlap: 'Deux périodes se chevauchent sans que l’avis le dise',
    rules_disagree: 'Deux lectures des mêmes mots ne concordent pas',
    date_unused: 'Un jour de l’avis n’a pas été utilisé',
    moment_conflict: 'Un jour et une heure de l’avis ne concordent pas avec les périodes',
    date_conflict: 'Un jour de la semaine et sa date ne concordent pas',
    part_of_day: 'Un moment de la journée est nommé sans son heure',
    nights_assumed: 'La dernière nuit de la période a été supposée',
    schedule_as_window: 'Un horaire quotidien a peut-être été lu comme une seule longue fermeture',
    start_unstated: 'L’heure de début n’est pas indiquée',
    set_aside: 'Une phrase datée a été mise de côté comme celle d’un autre service',
    kind_conflict: 'L’avis se lit comme une réouverture, mais une règle a trouvé une fermeture à venir',
    kind_unstated: 'L’avis ne dit pas si l’urgence est fermée ou seulement perturbée',
    kind_mixed: 'L’avis mêle des périodes de fermeture et des périodes de service réduit',
    kind_hours: 'L’avis parle d’heures réduites et d’une fermeture : fermeture ou heures réduites n’est pas tranché',
    er_words: 'Lu comme l’avis d’un autre service, mais il parle des ambulances ou des médecins d’une urgence',
    time_unplaced: 'Une heure sans son jour a été placée un jour que l’avis ne lui donne pas',
    open_as_closed: 'Des heures ou un moment d’ouverture donnés par l’avis sont montrés comme fermés',
    time_unread: 'Une heure de l’avis est écrite sous une forme que le lecteur ne lit pas',
    range_gap: 'Une période « du … au … » est montrée par ses deux bouts seulement, sans les jours entre les deux',
    service_status:
      'La fermeture d’une clinique ou d’un laboratoire : donner ses heures comme des plages n’est pas tranché',
    count_conflict: 'L’avis donne un nombre de nuits ou d’heures que les plages montrées n’ont pas',
    ended_before: 'Une fermeture lue comme en cours à la publication avait pris fin avant que l’avis soit publié',
  },
  doubtOther: (code: string) => `Incertain pour une autre raison (${code})`,
};

export const REVIEW_STRINGS: Readonly<Record<Lang, ReviewStrings>> = { en, fr };
