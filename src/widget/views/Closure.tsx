// One closed or disrupted ER: status in words and icon, where it is, why, when it may reopen,
// and how old the information is. What the status desk said of it (when the hospital confirmed
// it, its French words) is drawn by a script of its own (embed-desk.js), asked for only by a
// row that has some; the row shows its message as before until then. The list lends its
// LazyView for that (`Lazy`): the map's popups (embed-map.js) carry none, and show the message.

import { PROVINCES } from '../../contract/provinces';
import type { Closure as ClosureRow } from '../../contract/resources';
import { sentTimeMs } from '../../contract/time';
import { formatDateTime, formatPlace, formatRelative } from '../format';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { StatusIcon } from './Icons';
import type { LazyView } from './LazyView';
import { Message } from './Message';
import { Moment } from './Moment';

/** A row not updated for this long gets a badge saying so. */
/** Said in STRINGS.staleRow: change both together. */
export const STALE_ROW_HOURS = 4;

interface Props {
  state: WidgetState;
  closure: ClosureRow;
  Lazy?: typeof LazyView;
}

export function Closure({ state, closure, Lazy }: Props) {
  const { lang } = state;
  const now = state.now.value;
  const t = STRINGS[lang];
  const { timeZone } = PROVINCES[closure.province];
  // Either a time in the proxy's form or null (check.ts): null stays null.
  const reopenAt = sentTimeMs(closure.expected_reopen);
  const updatedAt = sentTimeMs(closure.updated_at);
  const stale = updatedAt !== null && now - updatedAt > STALE_ROW_HOURS * 3_600_000;
  const message = closure.message && (
    <Message
      lang={lang}
      text={closure.message}
      open={state.expanded.value.has(closure.id)}
      onToggle={() => state.toggleMessage(closure.id)}
    />
  );
  return (
    <li class={`closure ${closure.status}`} part="closure">
      <h4>{closure.name}</h4>
      <p class="status" part="status">
        <StatusIcon status={closure.status} />
        <strong>{t[closure.status]}</strong>
      </p>
      <p>{formatPlace(lang, closure.city, closure.province)}</p>
      {Lazy && (closure.confirmed_at || closure.message_fr) ? (
        <Lazy state={state} view="desk" id={closure.id}>
          {message}
        </Lazy>
      ) : (
        message
      )}
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
      {closure.updated_at && (
        <p class="muted">
          {t.updated} <Moment lang={lang} at={closure.updated_at} now={now} timeZone={timeZone} />
          {stale && <span class="badge">{t.staleRow}</span>}
        </p>
      )}
    </li>
  );
}
