// Leaflet 1.9.4 as the map script uses it: its ES module build, which (unlike the UMD build
// that npm's `main` points to) never assigns `window.L`. A host page's own Leaflet, of any
// version, keeps its `L`, and the map leaves no global behind; so there is no `L` of ours to
// hand back with `L.noConflict()`. Its stylesheet goes into the widget's shadow root, without
// the images of controls the map does not use (scripts/leaflet-css.ts).

export { default as leafletCss } from 'leaflet/dist/leaflet.css?inline';
export {
  control,
  type DivIcon,
  divIcon,
  type LatLngBoundsExpression,
  type LayerGroup,
  latLngBounds,
  layerGroup,
  type Map as LeafletMap,
  type Marker,
  map,
  marker,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
