// One closed or disrupted ER: its name linking to its page, status in words and icon, where it
// is, why, when it may reopen, and how old the information is. What the status desk said of it
// (when the hospital confirmed it, its French words) and what an unsure notice stands on (who
// published it, when, a link to it) are drawn by a script of their own (embed-desk.js), asked
// for only by a row that has some; the row shows its message until then. So is a long
// message (collapsed behind "more") or one the source cut short (Message.tsx). The list lends its
// LazyView for that (`Lazy`); the map's popups and the rest of a long list lend one of their
// own (notice/InlineNotice.tsx). A row on an unsure notice never shows a time read from it.

import type { ComponentType } from 'preact';
import { PROVINCES } from '../../contract/provinces';
import type { Closure as ClosureRow } from '../../contract/resources';
import { sentTimeMs } from '../../contract/time';
import type { UnsureNotice } from '../../contract/unsure-notice';
import { formatDateTime, formatPlace, formatRelative } from '../format';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { ErName } from './ErName';
import { GetAlerts } from './GetAlerts';
import { StatusIcon } from './Icons';
import type { LazyProps } from './LazyView';
import { Moment } from './Moment';
import { needsMessageView } from './message-kind';

/** A row not updated for this long gets a badge saying so. */
/** Said in STRINGS.staleRow: change both together. */
export const STALE_ROW_HOURS = 4;

interface Props {
  state: WidgetState;
  closure: ClosureRow & UnsureNotice;
  Lazy?: ComponentType<LazyProps>;
}

export function Closure({ state, closure, Lazy }: Props) {
  const { lang } = state;
  const now = state.now.value;
  const t = STRINGS[lang];
  const { timeZone } = PROVINCES[closure.province];
  const unsure = closure.certainty;
  // Either a time in the proxy's form or null (check.ts): null stays null.
  const reopenAt = sentTimeMs(closure.expected_reopen);
  const updatedAt = sentTimeMs(closure.updated_at);
  const stale = updatedAt !== null && now - updatedAt > STALE_ROW_HOURS * 3_600_000;
  // Its words as they are, isolated (<bdi>) so that bidi controls cannot reverse what follows;
  // a long or source-cut message is drawn by the Lazy view (Message.tsx) once it is there.
  const message = closure.message && (
    <p>
      <bdi>{closure.message}</bdi>
    </p>
  );
  return (
    <li class={`closure ${closure.status}`} part="closure">
      <ErName api={state.options.api} lang={lang} id={closure.id} name={closure.name} />
      <p class="status" part="status">
        <StatusIcon status={closure.status} />
        <strong>{t[closure.status]}</strong>
      </p>
      <p>{formatPlace(lang, closure.city, closure.province)}</p>
      {Lazy && (closure.confirmed_at || closure.message_fr || unsure || needsMessageView(closure.message ?? '')) ? (
        <Lazy state={state} view="desk" id={closure.id}>
          {message}
        </Lazy>
      ) : (
        message
      )}
      {!unsure && (
        <p>
          {reopenAt === null ? (
            t.reopenUnknown
          ) : (
            <>
              {t.reopens}{' '}
              <time dateTime={closure.expected_reopen as string}>{formatDateTime(lang, reopenAt, timeZone)}</time>
              {` (${formatRelative(lang, reopenAt, now)})`}
            </>
          )}
        </p>
      )}
      {closure.updated_at && (
        <p class="muted">
          {t.updated} <Moment lang={lang} at={closure.updated_at} now={now} timeZone={timeZone} />
          {stale && <span class="badge">{t.staleRow}</span>}
        </p>
      )}
      <GetAlerts api={state.options.api} lang={lang} id={closure.id} name={closure.name} />
    </li>
  );
}
