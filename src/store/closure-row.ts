// The closure row of an ER as the answers and the webhook events show it: its status, since
// when, and where the status came from (the source, a person who confirmed it, an unsure notice).
import type { Closure } from '../contract/resources';
import { formatSeconds } from '../contract/time';
import { STATUS_SOURCES, type StatusSource } from '../contract/values';
import type { Hospital, Status } from './rows';

const iso = (seconds: number | null) => (seconds === null ? null : formatSeconds(seconds));

/** Where a status came from, as the answers show it: `feed:ab` is source feed, source_id ab. */
export function provenanceOf(status: Status | undefined) {
  const [kind = null, id = null] = status?.source?.split(':', 2) ?? [];
  const source = (STATUS_SOURCES as readonly (string | null)[]).includes(kind) ? (kind as StatusSource) : null;
  return {
    source,
    source_id: source === 'feed' || source === 'notice' ? id : null,
    confirmed_at: iso(status?.confirmed_at ?? null),
    // Only the desk's people confirm; a name written by any other source is not theirs.
    confirmed_by: source === 'desk' ? (status?.confirmed_by ?? null) : null,
    message_fr: status?.message_fr ?? null,
    ...unsureNoticeOf(status),
  };
}

/**
 * A status standing on a notice the reader is unsure of: said so, with the notice to read
 * (extension). Any other status carries neither field.
 */
function unsureNoticeOf(status: Status | undefined): Pick<Closure, 'certainty' | 'notice'> {
  if (status?.certainty !== 'unsure') return {};
  return {
    certainty: 'unsure',
    notice: {
      url: status.notice_url,
      publisher: status.notice_publisher,
      published_at: iso(status.notice_published_at),
    },
  };
}

/** A closure's updated_at; for an unsure notice, since when it stands: its publication (else when it was first read). */
export const closureTime = (status: Status) =>
  (status.certainty === 'unsure' ? status.notice_published_at : null) ?? status.updated_at;

/** The closure of a closed or disrupted ER, as /closures shows it. */
export function closureRow(hospital: Hospital, status: Status & { status: Closure['status'] }): Closure {
  return {
    id: hospital.id,
    name: hospital.name,
    city: hospital.city,
    province: hospital.province,
    status: status.status,
    message: status.message,
    updated_at: iso(closureTime(status)),
    expected_reopen: iso(status.expected_reopen),
    ...provenanceOf(status),
  };
}
