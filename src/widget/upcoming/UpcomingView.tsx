// The closures and disruptions announced for the next 24 hours, after the current ones: each
// ER with, in words, when it closes and when it reopens (or that the reopening is not
// announced), in the ER's local time. The status is in the sentence, not in the colour alone.

import { PROVINCES } from '../../contract/provinces';
import type { ScheduledClosure } from '../../contract/resources';
import { formatPlace } from '../format';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { ErName } from '../views/ErName';
import { GetAlerts } from '../views/GetAlerts';
import { StatusIcon } from '../views/Icons';
import { Message } from '../views/Message';
import { UPCOMING_STRINGS } from './strings';
import { upcomingText } from './when';

interface Props {
  state: WidgetState;
  /** Soonest first. */
  rows: ScheduledClosure[];
  now: number;
  expanded: ReadonlySet<string>;
}

/** Its message's key among the widget's expanded ones: an ER may also be in the current list. */
const messageKey = (row: ScheduledClosure) => `${row.id}@${row.starts_at}`;

export function UpcomingView({ state, rows, now, expanded }: Props) {
  const { lang } = state;
  if (rows.length === 0) return null;
  return (
    <section class="upcoming">
      <h3 id="ers-upcoming">{UPCOMING_STRINGS[lang].heading}</h3>
      <ul aria-labelledby="ers-upcoming">
        {rows.map((row) => (
          <li key={messageKey(row)} class={`closure ${row.status}`} part="closure">
            <ErName api={state.options.api} lang={lang} id={row.id} name={row.name} />
            <p class="status" part="status">
              <StatusIcon status={row.status} />
              <strong>{upcomingText(lang, row, now, PROVINCES[row.province].timeZone)}</strong>
            </p>
            <p>{formatPlace(lang, row.city, row.province)}</p>
            {row.message && (
              <Message
                lang={lang}
                text={row.message}
                open={expanded.has(messageKey(row))}
                onToggle={() => state.toggleMessage(messageKey(row))}
              />
            )}
            {row.ends_at === null && <p>{STRINGS[lang].reopenUnknown}</p>}
            <GetAlerts api={state.options.api} lang={lang} id={row.id} name={row.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
