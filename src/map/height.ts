// The map's height, from `data-map-height` (CSS pixels): room for a taller map where a page
// has it, within bounds that keep a map on a phone's screen and its popups usable.

const LOWEST = 200;
const HIGHEST = 1000;

/** The height in pixels, or null for the stylesheet's own (20 em); anything unreadable is reported. */
export function mapHeight(given: string | null): number | null {
  if (!given) return null;
  const pixels = Number(given.replace(/px$/, ''));
  if (Number.isInteger(pixels) && pixels >= LOWEST && pixels <= HIGHEST) return pixels;
  console.warn(`er-status: ignoring mapHeight="${given}" (a number of pixels from ${LOWEST} to ${HIGHEST} is needed)`);
  return null;
}
