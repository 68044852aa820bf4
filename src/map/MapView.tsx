// The map view: under its heading (and the freshness of the closures it shows, as every view
// has), the map, its key, the switch for the layer of every ER, the closures whose ER has no
// known location, and, when the widget does not also show the list, the list itself: the
// accessible equivalent of the map, with the same details as its popups.

import type { HospitalsResponse } from '../contract/embed';
import type { Closure as ClosureRow } from '../contract/resources';
import { failureText } from '../widget/announce';
import type { FeedState } from '../widget/feed';
import { formatPlace } from '../widget/format';
import { STRINGS } from '../widget/i18n';
import { InlineNotice } from '../widget/notice/InlineNotice';
import type { WidgetState } from '../widget/state';
import { Closure } from '../widget/views/Closure';
import { FeedView } from '../widget/views/FeedView';
import { type MarkerKind, shapeElement } from './markers';
import { MAP_STRINGS } from './strings';

/** The proxy's answer when it has no ER locations to give (a relay without waits or registry). */
export const NO_LOCATIONS = 'not_found';

interface Props {
  state: WidgetState;
  now: number;
  hospitals: FeedState<HospitalsResponse>;
  unplaced: ClosureRow[];
  showAll: boolean;
  /** A marker on the map stands for several ERs. */
  grouped: boolean;
  onShowAll(show: boolean): void;
  /** Receives the map's element (null when it goes). */
  attach(element: HTMLElement | null): void;
  /** In pixels (`data-map-height`); null: the stylesheet's. */
  height: number | null;
  /** Also list the closures: the widget does not show its closures view. */
  withList: boolean;
}

function Shape({ kind }: { kind: MarkerKind }) {
  return <span class="key-shape" ref={(element) => element?.replaceChildren(shapeElement(kind))} />;
}

export function MapView({
  state,
  now,
  hospitals,
  unplaced,
  showAll,
  grouped,
  onShowAll,
  attach,
  height,
  withList,
}: Props) {
  const { lang, closures } = state;
  const t = MAP_STRINGS[lang];
  const words = STRINGS[lang];
  if (!closures) return null;
  const noLocations = !hospitals.answer && hospitals.failure?.problem.code === NO_LOCATIONS;
  const locationsFailed = hospitals.answer || noLocations ? null : failureText(lang, hospitals, now);
  return (
    <FeedView state={state} name="ers-map" heading={t.heading} feed={closures}>
      {(answer) => (
        <>
          <figure
            key="map"
            class="map"
            aria-label={t.mapLabel}
            ref={attach}
            style={height ? { height: `${height}px` } : undefined}
          />
          <ul class="key" aria-label={t.legend}>
            <li>
              <Shape kind="closed" /> {words.closed}
            </li>
            <li>
              <Shape kind="disruption" /> {words.disruption}
            </li>
            {showAll && (
              <li>
                <Shape kind="er" /> {t.other}
              </li>
            )}
            {grouped && (
              <li>
                <span class="key-group" aria-hidden="true">
                  <Shape kind="closed" />2
                </span>{' '}
                {t.grouped}
              </li>
            )}
          </ul>
          <label class="all">
            <input type="checkbox" checked={showAll} onChange={(event) => onShowAll(event.currentTarget.checked)} />{' '}
            {t.showAll}
          </label>
          {locationsFailed && <p class="notice">{locationsFailed}</p>}
          {noLocations && <p class="notice">{t.noLocations}</p>}
          {unplaced.length > 0 && (
            <>
              <h4>{t.notOnMap}</h4>
              <ul class="unplaced">
                {unplaced.map((closure) => (
                  <li key={closure.id}>
                    {t.labelled(
                      `${closure.name}, ${formatPlace(lang, closure.city, closure.province)}`,
                      words[closure.status],
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {withList && answer.closures.length > 0 && (
            <ul>
              {answer.closures.map((closure) => (
                <Closure key={closure.id} state={state} closure={closure} Lazy={InlineNotice} />
              ))}
            </ul>
          )}
        </>
      )}
    </FeedView>
  );
}
