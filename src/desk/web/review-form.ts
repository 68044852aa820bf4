// The confirm form of a notice to review: prefilled from the reader's proposal, and read back
// into the desk's own statement (a status now) or schedule (a closure to come).
import type { NoticeReviewRow } from '../../store/notice-reviews';
import type { DeskStatement } from '../contract';
import type { ScheduleRequest } from './change-forms';
import { fromLocalInput } from './local-time';
import { clip, MESSAGE_MAX } from './notice-plan';
import type { FieldError } from './pages/Layout';
import type { Strings } from './strings';

type Status = 'open' | 'closed' | 'disruption';

const STATUS_OF: Record<string, Status> = {
  open: 'open',
  disruption: 'disruption',
  closed: 'closed',
  reduced_hours: 'closed',
};

/** The ids of one review's fields (several reviews share a page). */
export const fieldId = (reviewId: number, name: string) => `review-${reviewId}-${name}`;

/** The proposal as a filled form: its first window not yet over, the notice's words in its language. */
export function prefill(review: NoticeReviewRow, now: number): Record<string, string> {
  const { proposal } = review;
  const window = proposal.windows.find((one) => one.end === null || one.end > now);
  const later = window?.start !== null && window?.start !== undefined && window.start > now;
  const words = clip(review.words);
  return {
    status: STATUS_OF[proposal.kind] ?? 'disruption',
    start: later ? (window?.startLocal ?? '') : '',
    end: window?.endLocal ?? '',
    message_en: review.lang === 'en' ? words : '',
    message_fr: review.lang === 'fr' ? words : '',
  };
}

export type Confirmation = { do: 'publish'; statement: DeskStatement } | { do: 'schedule'; request: ScheduleRequest };

type Read = { ok: true; value: Confirmation } | { ok: false; errors: FieldError[] };

/** The form as the desk's statement: open now; closed or disrupted now until its end; or later, scheduled. */
export function readConfirmForm(
  t: Strings,
  review: NoticeReviewRow,
  values: Record<string, string>,
  zone: string,
  now: number,
): Read {
  const errors: FieldError[] = [];
  const id = (name: string) => fieldId(review.id, name);
  const status = values.status;
  if (status !== 'open' && status !== 'closed' && status !== 'disruption') {
    errors.push({ field: id('status-open'), message: t.errStatus });
  }
  const en = values.message_en ?? '';
  const fr = values.message_fr ?? '';
  if (en.length > MESSAGE_MAX) errors.push({ field: id('message-en'), message: t.errTooLong });
  if (fr.length > MESSAGE_MAX) errors.push({ field: id('message-fr'), message: t.errTooLong });
  const open = status === 'open';
  const start = open ? null : fromLocalInput(values.start ?? '', zone);
  const end = open ? null : fromLocalInput(values.end ?? '', zone);
  if (start === 'invalid') errors.push({ field: id('start'), message: t.errBadTime });
  if (end === 'invalid') errors.push({ field: id('end'), message: t.errBadTime });
  const later = typeof start === 'number' && start > now;
  if (typeof end === 'number') {
    if (later && end <= (start as number)) errors.push({ field: id('end'), message: t.errEndBeforeStart });
    else if (!later && end <= now) errors.push({ field: id('end'), message: t.errReopenPast });
  }
  if (errors.length > 0) return { ok: false, errors };
  const messages = { en: en || null, fr: fr || null };
  const kind = status as Status;
  if (later && kind !== 'open') {
    const window = { start: start as number, end: end as number | null, status: kind };
    return { ok: true, value: { do: 'schedule', request: { window, messages } } };
  }
  return {
    ok: true,
    value: {
      do: 'publish',
      statement: {
        hospitalId: review.hospital_id,
        status: kind,
        messageEn: messages.en,
        messageFr: messages.fr,
        expectedReopen: end as number | null,
      },
    },
  };
}
