// The Leaflet map of one widget. It is created only once its container has a size, so never
// while the widget is hidden, and it is told of every later change of size (ResizeObserver →
// invalidateSize), in a page or in the /embed iframe alike. It shows the places it is given,
// keeping the markers that did not change, and fits the area whenever the area changes (a
// refresh never moves a map the reader has panned). Places that would overlap at the current
// zoom share a group marker (groups.ts), worked out again at every zoom and with every new set
// of places; a group's popup lists its ERs and offers to zoom in until they come apart.

import type { Lang } from '../contract/provinces';
import { formatNumber } from '../widget/format';
import { groupLabel, groupTargets, KINDS } from './groups';
import {
  control,
  type LatLngBoundsExpression,
  type LayerGroup,
  type LeafletMap,
  latLngBounds,
  layerGroup,
  type Marker,
  map,
  marker,
  tileLayer,
} from './leaflet';
import { groupIcon, groupSize, type MarkerKind, markerIcon, markerSize } from './markers';
import { MAP_STRINGS } from './strings';
import type { TileSource } from './tiles';

export interface MapPlace {
  id: string;
  lat: number;
  lng: number;
  kind: MarkerKind;
  /** The marker's accessible name and tooltip. */
  label: string;
}

/**
 * The element a popup shows, rendered when it opens: the places of a marker (one, or a
 * group's), and for a group that can come apart the action that zooms in on it.
 */
export type PopupContent = (ids: string[], zoomIn: (() => void) | null) => HTMLElement;

export interface MapArea {
  /** Changes when the area does (another province, or its ER locations arrived). */
  key: string;
  bounds: LatLngBoundsExpression;
}

/** The tile layer's deepest zoom: a group still whole there is not offered a zoom. */
const MAX_ZOOM = 18;
/** The zoom control's width and its margin, at the map's top left: no popup goes under it. */
const POPUP_CLEAR_LEFT = 52;
const POPUP_MARGIN = 8;
/** Leaflet's frame around a popup's content: margins and border across, and the tip with its offset below. */
const POPUP_FRAME_WIDTH = 46;
const POPUP_FRAME_HEIGHT = 28 + 20 + 12;
const POPUP_LEAST = 120;

/** Until the ER locations are known. */
const CANADA: MapArea = {
  key: '',
  bounds: [
    [42, -141],
    [70, -52.6],
  ],
};

export class ClosureMap {
  readonly #container: HTMLElement;
  readonly #tiles: TileSource;
  readonly #lang: Lang;
  readonly #popup: PopupContent;
  readonly #onGrouped: (grouped: boolean) => void;
  readonly #observer: ResizeObserver;
  #map: LeafletMap | null = null;
  #layer: LayerGroup | null = null;
  /** By the ids of their places, space-separated. */
  readonly #markers = new Map<string, { marker: Marker; key: string }>();
  #places: MapPlace[] = [];
  #area: MapArea = CANADA;
  #fitted: string | null = null;
  /** The place whose marker takes the focus once a group's zoom ends. */
  #focus: string | null = null;
  /** The marker whose popup is open, by the ids of its places. */
  #opener: string | null = null;

  /** `onGrouped` learns, after each drawing, whether any marker stands for several ERs. */
  constructor(
    container: HTMLElement,
    tiles: TileSource,
    lang: Lang,
    popup: PopupContent,
    onGrouped: (grouped: boolean) => void = () => {},
  ) {
    this.#container = container;
    this.#tiles = tiles;
    this.#lang = lang;
    this.#popup = popup;
    this.#onGrouped = onGrouped;
    this.#observer = new ResizeObserver(() => this.#resized());
    this.#observer.observe(container);
    // Escape closes the open popup from its marker or from within it (Leaflet's own Escape
    // works only while the map itself has the focus).
    container.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || this.#opener === null) return;
      event.preventDefault();
      this.closePopup();
    });
  }

  /** Whether Leaflet's map exists yet. */
  get created(): boolean {
    return this.#map !== null;
  }

  show(places: MapPlace[], area: MapArea | null): void {
    this.#places = places;
    this.#area = area ?? CANADA;
    this.#apply();
  }

  destroy(): void {
    this.#observer.disconnect();
    this.#map?.remove();
    this.#map = null;
    this.#markers.clear();
  }

  #resized(): void {
    if (this.#container.clientWidth === 0 || this.#container.clientHeight === 0) return;
    if (this.#map) this.#map.invalidateSize();
    else this.#create();
  }

  #create(): void {
    const strings = MAP_STRINGS[this.#lang];
    // No wheel zoom: a map embedded in a page must not catch the page's scrolling.
    const leaflet = map(this.#container, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
    control.zoom({ zoomInTitle: strings.zoomIn, zoomOutTitle: strings.zoomOut }).addTo(leaflet);
    control
      .attribution({ prefix: '<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>' })
      .addTo(leaflet);
    tileLayer(this.#tiles.template, {
      attribution: this.#tiles.attribution,
      referrerPolicy: 'strict-origin-when-cross-origin',
      maxZoom: MAX_ZOOM,
    }).addTo(leaflet);
    this.#layer = layerGroup().addTo(leaflet);
    this.#map = leaflet;
    leaflet.on('zoomend', () => this.#draw());
    this.#apply();
  }

  #apply(): void {
    const leaflet = this.#map;
    if (!leaflet) return;
    if (this.#area.key !== this.#fitted) {
      leaflet.fitBounds(this.#area.bounds, { padding: [20, 20], maxZoom: 11 });
      this.#fitted = this.#area.key;
    }
    this.#draw();
  }

  /** The places' groups at a zoom, from their markers' boxes on screen. */
  #groups(leaflet: LeafletMap, places: MapPlace[], zoom: number) {
    const targets = places.map((place) => {
      const { x, y } = leaflet.project([place.lat, place.lng], zoom);
      const size = markerSize(place.kind);
      return { x, y, width: size, height: size, place };
    });
    return groupTargets(targets, (members) => groupSize(formatNumber(this.#lang, members).length));
  }

  /** Shows a marker for each place or group at the current zoom, keeping those that did not change. */
  #draw(): void {
    const leaflet = this.#map;
    const layer = this.#layer;
    if (!leaflet || !layer) return;
    const zoom = leaflet.getZoom();
    const shown = new Set<string>();
    let grouped = false;
    for (const group of this.#groups(leaflet, this.#places, zoom)) {
      const places = group.members.map((member) => member.place);
      if (places.length > 1) grouped = true;
      const ids = places.map((place) => place.id);
      const id = ids.join(' ');
      const key = places.map((place) => `${place.kind}|${place.lat}|${place.lng}|${place.label}`).join(' ');
      shown.add(id);
      const current = this.#markers.get(id);
      if (current?.key === key) continue;
      current?.marker.remove();
      const kinds = places.map((place) => place.kind);
      const kind = KINDS.find((each) => kinds.includes(each)) ?? 'er';
      const one = places.length === 1 ? places[0] : undefined;
      const label = one?.label ?? groupLabel(this.#lang, kinds);
      // ERs at one spot stay a group at any zoom: no button would take them apart.
      const apart = !one && this.#groups(leaflet, places, MAX_ZOOM).length > 1;
      const added = marker(one ? [one.lat, one.lng] : leaflet.unproject([group.x, group.y], zoom), {
        icon: one ? markerIcon(kind, label) : groupIcon(kind, formatNumber(this.#lang, places.length), label),
        title: label,
      })
        .bindPopup(
          () => {
            // Sized as it opens, to the map as it is now (a phone's map is small; data-map-height may change it).
            const room = this.#popupRoom();
            Object.assign(added.getPopup()?.options ?? {}, room.options);
            const content = this.#popup(ids, apart ? () => this.#zoomIn(places) : null);
            content.style.maxHeight = `${room.height}px`;
            return content;
          },
          { closeButton: false, ...this.#popupRoom().options },
        )
        .on('popupopen', () => {
          this.#opener = id;
        })
        .on('popupclose', () => {
          if (this.#opener === id) this.#opener = null;
        })
        .addTo(layer);
      this.#markers.set(id, { marker: added, key });
    }
    for (const [id, { marker: old }] of this.#markers) {
      if (shown.has(id)) continue;
      old.remove();
      this.#markers.delete(id);
    }
    this.#onGrouped(grouped);
    // After a group's zoom, the keyboard goes on from the marker of its first ER, not the page's start.
    const focus = this.#focus;
    this.#focus = null;
    for (const [id, { marker: each }] of this.#markers) {
      if (focus && id.split(' ').includes(focus)) each.getElement()?.focus();
    }
  }

  /**
   * What a popup may take of the map: clear of the zoom control on its left (Leaflet pans the
   * map to keep it there), as wide as the map leaves, and no taller: its list scrolls inside
   * while its buttons stay in view (map.css).
   */
  #popupRoom() {
    const width = this.#container.clientWidth - POPUP_CLEAR_LEFT - POPUP_MARGIN - POPUP_FRAME_WIDTH;
    const height = this.#container.clientHeight - 2 * POPUP_MARGIN - POPUP_FRAME_HEIGHT;
    return {
      height: Math.max(POPUP_LEAST, height),
      options: {
        minWidth: Math.max(POPUP_LEAST, Math.min(200, width)),
        maxWidth: Math.max(POPUP_LEAST, Math.min(280, width)),
        autoPanPaddingTopLeft: [POPUP_CLEAR_LEFT, POPUP_MARGIN] as [number, number],
        autoPanPaddingBottomRight: [POPUP_MARGIN, POPUP_MARGIN] as [number, number],
      },
    };
  }

  /** Zooms in until a group's places come apart. */
  #zoomIn(places: MapPlace[]): void {
    this.#focus = places[0]?.id ?? null;
    this.#map?.closePopup();
    this.#map?.fitBounds(latLngBounds(places.map((place) => [place.lat, place.lng])), {
      padding: [40, 40],
      maxZoom: MAX_ZOOM,
    });
  }

  /**
   * Closes the open popup (its own close button is ours, in the widget's language). When the
   * focus was in it, the marker that opened it takes the focus back, so that the keyboard goes
   * on from there rather than from the start of the page.
   */
  closePopup(): void {
    const opener = this.#opener;
    const active = (this.#container.getRootNode() as Document | ShadowRoot).activeElement;
    const inPopup = active?.closest('.leaflet-popup') != null;
    this.#map?.closePopup();
    if (inPopup && opener !== null) this.#markers.get(opener)?.marker.getElement()?.focus();
  }
}
