// The closures view: every closure and disruption reported in the chosen area, then those
// announced for the next 24 hours. The rows of a long list past its first ones ("Show more")
// and the announced ones are drawn by a script of their own (embed-upcoming.js), asked for
// only when there are some: the list paints first, without waiting for it.

import { reportedText } from '../announce';
import type { ClosuresAnswer } from '../check';
import type { Feed } from '../feed';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { FIRST_ROWS, UPCOMING_MS } from '../upcoming/horizon';
import { Closure } from './Closure';
import { FeedView } from './FeedView';
import { LazyView } from './LazyView';

export function ClosuresView({ state }: { state: WidgetState }) {
  const { lang } = state;
  const t = STRINGS[lang];
  // Shown only in a widget that asks for closures, which always has their feed (state.ts).
  const closures = state.closures as Feed<ClosuresAnswer>;
  const province = state.province.value;
  const now = state.now.value;
  // A rough look, for the script that checks and shows them (embed-upcoming.js) to be asked
  // for only when one may be due. `scheduled` is as the proxy sent it: `[…].flat()` makes a list
  // of anything (an older proxy sends none), and a start that cannot be read is NaN, never due.
  const sent = closures.state.value.answer?.value;
  const scheduled = [sent?.scheduled].flat() as ({ starts_at?: string } | null)[];
  const later =
    scheduled.some((row) => Date.parse(row?.starts_at as string) < now + UPCOMING_MS) || sent?.closures[FIRST_ROWS];
  return (
    <>
      <FeedView state={state} name="ers-closures" heading={t.closuresHeading} feed={closures}>
        {(answer) => (
          <>
            <p>{reportedText(lang, province, answer)}</p>
            {answer.closures.length > 0 && (
              <ul>
                {answer.closures.slice(0, FIRST_ROWS).map((closure) => (
                  <Closure key={closure.id} state={state} closure={closure} Lazy={LazyView} />
                ))}
              </ul>
            )}
          </>
        )}
      </FeedView>
      {later && <LazyView state={state} view="upcoming" />}
    </>
  );
}
