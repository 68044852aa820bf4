// The stand-in for embed-desk.js in rows drawn by a script that cannot load it (a map popup,
// the rest of a long list): the row's message (collapsed behind "more" when long), then, when
// the row stands on a notice the reader is unsure of, what that notice stands on. What the
// desk adds is left to the list.

import type { Closure } from '../../contract/resources';
import type { UnsureNotice } from '../../contract/unsure-notice';
import type { LazyProps } from '../views/LazyView';
import { Message } from '../views/Message';
import { NoticeLines } from './NoticeLines';

export function InlineNotice({ state, id, children }: LazyProps) {
  const row: (Closure & UnsureNotice) | undefined = state.closures?.state.value.answer?.value.closures.find(
    (closure) => closure.id === id,
  );
  return (
    <>
      {row?.message ? (
        <Message
          lang={state.lang}
          text={row.message}
          open={state.expanded.value.has(row.id)}
          onToggle={() => state.toggleMessage(row.id)}
        />
      ) : (
        children
      )}
      {row?.certainty === 'unsure' && <NoticeLines lang={state.lang} row={row} now={state.now.value} />}
    </>
  );
}
