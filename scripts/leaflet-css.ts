// Leaflet's stylesheet as the map script carries it: without its url() declarations, which
// point at the images of the default marker and the layers control (neither is used: markers
// are inline SVG) and at IE's VML behaviour. Inlined, those images were 4 KB of the budget.
import type { Plugin } from 'vite';

export const leafletCssWithoutImages: Plugin = {
  name: 'leaflet-css-without-images',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]leaflet[\\/]dist[\\/]leaflet\.css(\?|$)/.test(id)) return undefined;
    return code.replace(/[\w-]+\s*:\s*url\([^)]*\)\s*;?/g, '');
  },
};
