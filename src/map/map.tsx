// What the map view keeps for one widget: the ER locations of the chosen area (refreshed
// every 5 minutes while the widget is in view, restarted with the province), where waits are
// offered the outlook of the ERs that publish counts (Québec), whether the layer of every ER is
// on, what each place's popup says, and the Leaflet map once its element exists.

import type { ComponentChild } from 'preact';
import { decodedValue, decodeHospitalsResponse, decodeWaitsResponse } from '../contract/decode';
import { offersWaits } from '../contract/embed';
import type { EdLoad, WaitsResponse } from '../contract/resources';
import { type AreaFeed, areaFeed } from '../widget/area-feed';
import type { DefinedView, ViewContext } from '../widget/define-view';
import { formatPlace } from '../widget/format';
import { STRINGS } from '../widget/i18n';
import { InlineNotice } from '../widget/notice/InlineNotice';
import { effect, signal } from '../widget/signal';
import { Closure } from '../widget/views/Closure';
import { ErName } from '../widget/views/ErName';
import { GetAlerts } from '../widget/views/GetAlerts';
import { Outlook } from '../widget/waits/outlook';
import { ClosureMap, type MapPlace } from './closure-map';
import { mapHeight } from './height';
import { MapView, NO_LOCATIONS } from './MapView';
import { placeClosures } from './places';
import { mapPopup } from './popup';
import { MAP_STRINGS } from './strings';
import { tileSource } from './tiles';

export function createMap(context: ViewContext): DefinedView {
  const { state, widget } = context;
  const { lang, options } = state;
  const t = MAP_STRINGS[lang];
  const tiles = tileSource(options.tiles, lang);
  const height = mapHeight(options.mapHeight);
  // Locations change rarely: the proxy keeps them for the coverage window, and so does this.
  // A relay whose key cannot read waits, and that has no registry, has no locations to give:
  // the feed stops asking on that answer (another province asks once more).
  const readLocations = decodedValue(decodeHospitalsResponse);
  let waitsOffered = false;
  const locations = areaFeed(context, {
    endpoint: 'coverage',
    path: 'hospitals',
    read: (input) => {
      waitsOffered = offersWaits(input);
      return readLocations(input);
    },
    notOffered: NO_LOCATIONS,
  });
  const hospitals = locations.feed;
  // The outlook of an ER that publishes counts: in the waits, asked only once the proxy's
  // answer says it offers them (asking elsewhere would only earn a 404 in the host page's
  // console). It moves by the hour, so the coverage window (5 minutes) is often enough.
  const waits = signal<AreaFeed<WaitsResponse> | null>(null);
  const stopWaitingForOffer = effect(() => {
    if (!hospitals.state.value.answer || !waitsOffered || waits.peek()) return;
    waits.value = areaFeed(context, {
      endpoint: 'coverage',
      path: 'waits',
      read: decodedValue(decodeWaitsResponse),
      notOffered: 'waits_not_exposed',
    });
  });
  const showAll = signal(false);
  /** Whether a marker on the map stands for several ERs (the key then says what that looks like). */
  const grouped = signal(false);
  let closureMap: ClosureMap | null = null;
  let latest: { places: MapPlace[]; area: Parameters<ClosureMap['show']>[1] } = { places: [], area: null };
  const popup = mapPopup(t, () => closureMap?.closePopup());

  const attach = (element: HTMLElement | null) => {
    if (element && !closureMap) {
      // Learnt while the map draws, which can be during a render: applied once it is over.
      closureMap = new ClosureMap(element, tiles, lang, popup.content, (value) =>
        queueMicrotask(() => {
          grouped.value = value;
        }),
      );
      closureMap.show(latest.places, latest.area);
    } else if (!element) {
      closureMap?.destroy();
      closureMap = null;
    }
  };

  return {
    render() {
      const { closures, now } = widget.value;
      const located = hospitals.state.value;
      const rows = closures?.answer?.value.closures ?? [];
      const placement = placeClosures(rows, located.answer?.value.hospitals ?? null);
      const loads = new Map<string, EdLoad>();
      for (const row of waits.value?.feed.state.value.answer?.value.hospitals ?? [])
        if (row.load) loads.set(row.id, row.load);
      popup.rows = new Map();
      const places = mapPlaces(state, placement, loads, showAll.value, popup.rows);
      popup.refresh();
      latest = { places, area: placement.area };
      closureMap?.show(places, placement.area);
      return (
        <MapView
          state={state}
          now={now}
          hospitals={located}
          unplaced={placement.unplaced}
          showAll={showAll.value}
          grouped={grouped.value}
          onShowAll={(show) => {
            showAll.value = show;
          }}
          attach={attach}
          height={height}
          withList={!options.views.includes('closures')}
        />
      );
    },
    stop() {
      locations.stop();
      stopWaitingForOffer();
      waits.peek()?.stop();
      popup.stop();
      closureMap?.destroy();
    },
  };
}

/**
 * The markers of the chosen area, and what each one's popup lists: each closure's row as the
 * list draws it (and its outlook), then, with the layer of every ER on, the ERs with none.
 */
function mapPlaces(
  state: ViewContext['state'],
  placement: ReturnType<typeof placeClosures>,
  loads: ReadonlyMap<string, EdLoad>,
  showAll: boolean,
  rows: Map<string, () => ComponentChild>,
): MapPlace[] {
  const { lang, options } = state;
  const t = MAP_STRINGS[lang];
  const places: MapPlace[] = placement.placed.map(({ closure, lat, lng }) => {
    const load = loads.get(closure.id);
    rows.set(closure.id, () => (
      <>
        <Closure key={closure.id} state={state} closure={closure} Lazy={InlineNotice} />
        {load && (
          <li key={`${closure.id}-outlook`}>
            <Outlook lang={lang} load={load} />
          </li>
        )}
      </>
    ));
    return {
      id: closure.id,
      lat,
      lng,
      kind: closure.status,
      label: t.labelled(STRINGS[lang][closure.status], closure.name),
    };
  });
  if (!showAll) return places;
  for (const hospital of placement.others) {
    rows.set(hospital.id, () => (
      <li key={hospital.id}>
        <ErName api={options.api} lang={lang} id={hospital.id} name={hospital.name} />
        <p>{formatPlace(lang, hospital.city, hospital.province)}</p>
        <p>{t.noClosure}</p>
        <Outlook lang={lang} load={loads.get(hospital.id)} />
        <GetAlerts api={options.api} lang={lang} id={hospital.id} name={hospital.name} />
      </li>
    ));
    places.push({
      id: hospital.id,
      lat: hospital.lat,
      lng: hospital.lng,
      kind: 'er',
      label: t.labelled(hospital.name, t.noClosure),
    });
  }
  return places;
}
