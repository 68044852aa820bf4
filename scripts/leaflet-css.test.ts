import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leafletCssForMap } from './leaflet-css';

const leafletCss = readFileSync('node_modules/leaflet/dist/leaflet.css', 'utf8');

describe("the map's copy of Leaflet's stylesheet", () => {
  const css = leafletCssForMap(leafletCss);

  it('keeps the rules of what the map makes: panes, markers, popups, the zoom and attribution controls', () => {
    for (const kept of [
      '.leaflet-pane',
      '.leaflet-marker-icon',
      '.leaflet-popup-content-wrapper',
      '.leaflet-control-zoom-in',
      '.leaflet-control-attribution',
      '.leaflet-bar a',
    ]) {
      expect(css).toContain(kept);
    }
  });

  it('drops the layers and scale controls, tooltips, the default marker image and old IE', () => {
    expect(css).not.toMatch(/leaflet-(control-layers|control-scale|tooltip|oldie|vml|default-icon-path)|url\(/);
    expect(css.length).toBeLessThan(leafletCss.length * 0.75);
  });

  it('keeps the other selectors of a list that names a dropped one', () => {
    expect(leafletCssForMap('.leaflet-tooltip, .leaflet-bar { color: red }')).toBe(' .leaflet-bar { color: red }');
  });
});
