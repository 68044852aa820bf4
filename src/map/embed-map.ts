// embed-map.js: the map view (Leaflet and its stylesheet included), loaded by embed.js for a
// widget with `data-views` including `map`, the first time it is in view.

import { defineView } from '../widget/define-view';
import { provideModule } from '../widget/lazy-module';
import { leafletCss } from './leaflet';
import { createMap } from './map';
import mapCss from './map.css?inline';

provideModule(defineView('map', `${leafletCss}\n${mapCss}`, createMap));
