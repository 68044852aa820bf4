// The waits view: the ERs of the area with their wait, its range and basis (or the counts an ER
// publishes instead), in the order the reader chose (shortest wait, fewest people waiting where
// the area publishes counts and no wait, or nearest once they press "Near me"). Where the server does
// not offer waits, it says so politely instead of retrying.

import type { WaitsResponse } from '../../contract/resources';
import type { Feed } from '../feed';
import { placeName } from '../i18n';
import type { WidgetState } from '../state';
import { FeedView } from '../views/FeedView';
import type { Position } from './distance';
import type { Locating } from './geolocation';
import { distanceTo, sortWaits, type WaitOrder, waitOrderBasis } from './order';
import { WAIT_STRINGS } from './strings';
import { WaitRow } from './WaitRow';

/** The proxy's answer when this server does not offer waits (ER_EXPOSE_WAITS is off). */
export const NOT_EXPOSED = 'waits_not_exposed';

interface Props {
  state: WidgetState;
  now: number;
  feed: Feed<WaitsResponse>;
  order: WaitOrder;
  position: Position | null;
  locating: Locating;
  onOrderByWait(): void;
  onNearMe(): void;
}

export function WaitsView({ state, now, feed, order, position, locating, onOrderByWait, onNearMe }: Props) {
  const { lang } = state;
  const t = WAIT_STRINGS[lang];
  const { answer, failure } = feed.state.value;
  if (!answer && failure?.problem.code === NOT_EXPOSED) {
    return (
      <section class="view waits">
        <h3 id="ers-waits">{t.heading}</h3>
        <p>{t.notOffered}</p>
      </section>
    );
  }
  const byDistance = order === 'distance' && position !== null;
  return (
    <FeedView state={state} name="ers-waits" heading={t.heading} feed={feed}>
      {({ hospitals }) => {
        if (hospitals.length === 0) return <p>{t.empty(placeName(lang, state.province.value))}</p>;
        const basis = waitOrderBasis(hospitals, now);
        const byCounts = basis === 'counts';
        const said =
          locating === 'asking'
            ? t.locating
            : locating === 'denied' || locating === 'unavailable' || locating === 'unsupported'
              ? t[locating](t.sortedBy[basis])
              : byDistance
                ? t.sortedByDistance
                : byCounts
                  ? t.sortedByCounts
                  : t.sortedByWait;
        const rows = sortWaits(hospitals, byDistance ? 'distance' : 'wait', position, lang, now);
        return (
          <>
            <fieldset class="order">
              <legend>{t.sortBy}</legend>
              <button type="button" aria-pressed={!byDistance} onClick={onOrderByWait}>
                {byCounts ? t.byCounts : t.byWait}
              </button>
              <button type="button" aria-pressed={byDistance} onClick={onNearMe}>
                {t.nearMe}
              </button>
            </fieldset>
            <p class="muted" role="status">
              {said}
            </p>
            <ul>
              {rows.map((row) => (
                <WaitRow
                  key={row.id}
                  api={state.options.api}
                  lang={lang}
                  row={row}
                  now={now}
                  distance={position ? distanceTo(row, position) : undefined}
                />
              ))}
            </ul>
          </>
        );
      }}
    </FeedView>
  );
}
