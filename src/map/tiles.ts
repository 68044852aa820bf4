// Where the map's tiles come from: OpenStreetMap's by default, credited as its licence asks,
// or the URL template a host gives in `data-tiles`, credited with its host name (the host
// page answers for its provider's terms).

import type { Lang } from '../contract/provinces';

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface TileSource {
  template: string;
  /** HTML for Leaflet's attribution control: only constant markup and escaped text. */
  attribution: string;
}

const OSM_COPYRIGHT =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>';
const OSM_CREDIT: Record<Lang, string> = {
  en: `© ${OSM_COPYRIGHT} contributors`,
  fr: `© les contributeurs d’${OSM_COPYRIGHT}`,
};
const TILES_FROM: Record<Lang, string> = { en: 'Map tiles:', fr: 'Tuiles :' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** An http(s) template with {z}, {x} and {y}; anything else falls back to OpenStreetMap with a warning. */
export function tileSource(template: string | null, lang: Lang): TileSource {
  if (template) {
    try {
      const url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
      if (/^https?:$/.test(url.protocol) && ['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
        return { template, attribution: `${TILES_FROM[lang]} ${escapeHtml(url.hostname)}` };
      }
    } catch {
      // Reported below, like any other unreadable option.
    }
    console.warn(`er-status: ignoring tiles="${template}" (an http(s) URL with {z}, {x} and {y} is needed)`);
  }
  return { template: OSM_TILES, attribution: OSM_CREDIT[lang] };
}
