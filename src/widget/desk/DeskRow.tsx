// What the status desk adds to a closure's row, drawn in the place of its message: the message
// in the widget's language (the desk's French words in French, the message as published
// otherwise), then who last confirmed the status at the desk (their organisation) and when; or,
// for a row on a notice the reader is unsure of, what that notice stands on (NoticeLines).
// Every text is rendered as text.

import { PROVINCES } from '../../contract/provinces';
import type { Closure } from '../../contract/resources';
import { sentTimeMs } from '../../contract/time';
import type { UnsureNotice } from '../../contract/unsure-notice';
import { formatDateTime } from '../format';
import { NoticeLines } from '../notice/NoticeLines';
import type { WidgetState } from '../state';
import { Message } from '../views/Message';
import { confirmedSince } from './since';
import { DESK_STRINGS } from './strings';

interface Props {
  state: WidgetState;
  /** As embed.js checked it: its desk fields are as the proxy sent them. */
  row: Closure & UnsureNotice;
  now: number;
  open: boolean;
}

const wordsOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function DeskRow({ state, row, now, open }: Props) {
  const { lang } = state;
  const text = (lang === 'fr' && wordsOf(row.message_fr)) || row.message;
  // Only a person at the desk confirms: a time from any other source is not shown as theirs.
  const confirmedAt = row.source === 'desk' ? sentTimeMs(row.confirmed_at) : null;
  return (
    <>
      {text && <Message lang={lang} text={text} open={open} onToggle={() => state.toggleMessage(row.id)} />}
      {row.certainty === 'unsure' && <NoticeLines lang={lang} row={row} now={now} />}
      {confirmedAt !== null && (
        <p class="confirmed">
          {DESK_STRINGS[lang].confirmed(wordsOf(row.confirmed_by)?.trim() ?? null)}{' '}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users, as Moment does. */}
          <time class="moment" dateTime={row.confirmed_at as string} tabIndex={0}>
            {confirmedSince(lang, confirmedAt, now)}
            <span class="tip"> {formatDateTime(lang, confirmedAt, PROVINCES[row.province].timeZone)}</span>
          </time>
        </p>
      )}
    </>
  );
}
