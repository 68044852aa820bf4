// The closures view: every closure and disruption reported in the chosen area.

import { reportedText } from '../announce';
import { placeName, STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { Closure } from './Closure';
import { FeedView } from './FeedView';

export function ClosuresView({ state }: { state: WidgetState }) {
  const { lang, closures } = state;
  if (!closures) return null;
  const province = state.province.value;
  return (
    <FeedView state={state} name="ers-closures" heading={STRINGS[lang].closuresHeading} feed={closures}>
      {(answer) => {
        const rows = answer.closures;
        if (rows.length === 0) return <p>{STRINGS[lang].empty(placeName(lang, province))}</p>;
        return (
          <>
            <p>{reportedText(lang, rows.length, province)}</p>
            <ul>
              {rows.map((closure) => (
                <Closure key={closure.id} state={state} closure={closure} />
              ))}
            </ul>
          </>
        );
      }}
    </FeedView>
  );
}
