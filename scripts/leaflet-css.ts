// Leaflet's stylesheet as the map script carries it: without its url() declarations, which
// point at the images of the default marker and the layers control (neither is used: markers
// are inline SVG) and at IE's VML behaviour. Inlined, those images were 4 KB of the budget.
// Nor the rules of what the map never makes: the layers and scale controls, tooltips (a
// marker's name is its title and its hidden text), the default marker, IE's VML and old-IE
// fixes. A selector list keeps the selectors that name something else.
import type { Plugin } from 'vite';

const UNUSED = /leaflet-(control-layers|control-scale|tooltip|oldie|vml|default-icon-path)|\.lvml\b/;

/** `css` without url() declarations and without the selectors of what the map never makes. */
export function leafletCssForMap(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[\w-]+\s*:\s*url\([^)]*\)\s*;?/g, '')
    .replace(/([^{}@;]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
      const kept = selectors.split(',').filter((selector) => !UNUSED.test(selector));
      if (kept.length === selectors.split(',').length) return rule;
      return kept.length === 0 ? '' : `${kept.join(',')}{${body}}`;
    });
}

export const leafletCssWithoutImages: Plugin = {
  name: 'leaflet-css-without-images',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]leaflet[\\/]dist[\\/]leaflet\.css(\?|$)/.test(id)) return undefined;
    return leafletCssForMap(code);
  },
};
