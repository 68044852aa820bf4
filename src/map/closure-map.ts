// The Leaflet map of one widget. It is created only once its container has a size, so never
// while the widget is hidden, and it is told of every later change of size (ResizeObserver →
// invalidateSize), in a page or in the /embed iframe alike. It shows the places it is given,
// keeping the markers that did not change, and fits the area whenever the area changes (a
// refresh never moves a map the reader has panned).

import {
  control,
  type LatLngBoundsExpression,
  type LayerGroup,
  type LeafletMap,
  layerGroup,
  type Marker,
  map,
  marker,
  tileLayer,
} from './leaflet';
import { type MarkerKind, markerIcon } from './markers';
import type { MapStrings } from './strings';
import type { TileSource } from './tiles';

export interface MapPlace {
  id: string;
  lat: number;
  lng: number;
  kind: MarkerKind;
  /** The marker's accessible name and tooltip. */
  label: string;
  /** What its popup shows. */
  popup: HTMLElement;
}

export interface MapArea {
  /** Changes when the area does (another province, or its ER locations arrived). */
  key: string;
  bounds: LatLngBoundsExpression;
}

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
  readonly #strings: MapStrings;
  readonly #observer: ResizeObserver;
  #map: LeafletMap | null = null;
  #layer: LayerGroup | null = null;
  readonly #markers = new Map<string, { marker: Marker; key: string }>();
  #places: MapPlace[] = [];
  #area: MapArea = CANADA;
  #fitted: string | null = null;

  constructor(container: HTMLElement, tiles: TileSource, strings: MapStrings) {
    this.#container = container;
    this.#tiles = tiles;
    this.#strings = strings;
    this.#observer = new ResizeObserver(() => this.#resized());
    this.#observer.observe(container);
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
    const strings = this.#strings;
    // No wheel zoom: a map embedded in a page must not catch the page's scrolling.
    const leaflet = map(this.#container, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
    control.zoom({ zoomInTitle: strings.zoomIn, zoomOutTitle: strings.zoomOut }).addTo(leaflet);
    control
      .attribution({ prefix: '<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>' })
      .addTo(leaflet);
    tileLayer(this.#tiles.template, {
      attribution: this.#tiles.attribution,
      referrerPolicy: 'strict-origin-when-cross-origin',
      maxZoom: 18,
    }).addTo(leaflet);
    this.#layer = layerGroup().addTo(leaflet);
    this.#map = leaflet;
    this.#apply();
  }

  #apply(): void {
    const leaflet = this.#map;
    const layer = this.#layer;
    if (!leaflet || !layer) return;
    if (this.#area.key !== this.#fitted) {
      leaflet.fitBounds(this.#area.bounds, { padding: [20, 20], maxZoom: 11 });
      this.#fitted = this.#area.key;
    }
    const shown = new Set<string>();
    for (const place of this.#places) {
      const key = `${place.kind}|${place.lat}|${place.lng}|${place.label}`;
      shown.add(place.id);
      const current = this.#markers.get(place.id);
      if (current?.key === key) continue;
      current?.marker.remove();
      const added = marker([place.lat, place.lng], {
        icon: markerIcon(place.kind, place.label),
        title: place.label,
        // Closures above the other ERs when they overlap.
        zIndexOffset: place.kind === 'er' ? 0 : 1000,
      })
        .bindPopup(place.popup, { closeButton: false, minWidth: 200, maxWidth: 280 })
        .addTo(layer);
      this.#markers.set(place.id, { marker: added, key });
    }
    for (const [id, { marker: old }] of this.#markers) {
      if (shown.has(id)) continue;
      old.remove();
      this.#markers.delete(id);
    }
  }

  /** Closes the open popup (its own close button is ours, in the widget's language). */
  closePopup(): void {
    this.#map?.closePopup();
  }
}
