// The map's markers, drawn as inline SVG (no image files): a closed ER is an octagon with a
// bar (a stop sign), a disruption a triangle with "!", any other ER a small circle. Shape and
// the words each marker carries (its accessible name and tooltip) tell them apart; colour
// only repeats it. The same shapes key the legend. ERs too close together to be told apart
// at the map's zoom share a group marker (groups.ts): a count beside the shape of its most
// pressing kind.

import { type DivIcon, divIcon } from './leaflet';

export type MarkerKind = 'closed' | 'disruption' | 'er';

const SVG = 'http://www.w3.org/2000/svg';

const SHAPES: Record<MarkerKind, { size: number; paths: string[] }> = {
  closed: { size: 26, paths: ['M7 1h10l6 6v10l-6 6H7l-6-6V7z', 'M6 10.5h12v3H6z'] },
  disruption: { size: 26, paths: ['M12 1.5 23 22H1z', 'M10.6 8h2.8l-.5 7.5h-1.8zM10.6 17.3h2.8v2.6h-2.8z'] },
  er: { size: 14, paths: ['M12 4a8 8 0 1 1 0 16a8 8 0 1 1 0-16z'] },
};

/** The shape alone, for the legend (its words are beside it). */
export function shapeElement(kind: MarkerKind): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', `shape ${kind}`);
  svg.setAttribute('aria-hidden', 'true');
  SHAPES[kind].paths.forEach((d, index) => {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    // The first path is the body; the others are marks on it.
    path.setAttribute('class', index === 0 ? 'body' : 'mark');
    svg.append(path);
  });
  return svg;
}

/** The side of a marker's box, in pixels. */
export const markerSize = (kind: MarkerKind): number => SHAPES[kind].size;

/** A group's box: room for a shape and a count of `digits` characters. */
export const groupSize = (digits: number): [number, number] => [24 + 8 * digits, 26];

/** An icon of the given box: its contents, and its name as text for screen readers. */
function icon(className: string, [width, height]: [number, number], label: string, ...shown: Element[]): DivIcon {
  const content = document.createElement('span');
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = label;
  content.append(...shown, name);
  return divIcon({
    // An element, not an HTML string: the label is text from the data source.
    html: content,
    className: `ers-marker ${className}`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
    popupAnchor: [0, -height / 2],
  });
}

/** A marker's icon: the shape, and its label as text for screen readers. */
export function markerIcon(kind: MarkerKind, label: string): DivIcon {
  const size = markerSize(kind);
  return icon(kind, [size, size], label, shapeElement(kind));
}

/** A group's icon: the shape of its most pressing kind (closed, then disruption, then the others) and its count. */
export function groupIcon(kind: MarkerKind, count: string, label: string): DivIcon {
  const shown = document.createElement('span');
  // Its name says the count already, in words.
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = count;
  return icon('group', groupSize(count.length), label, shapeElement(kind), shown);
}
