// The Leaflet map is made only once its element has a size, and is told of later changes.
// (The end-to-end tests show the map itself in a browser; here only when it is made.)

import { Map as LeafletMap } from 'leaflet/dist/leaflet-src.esm.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClosureMap } from './closure-map';
import { tileSource } from './tiles';

let resize: () => void = () => {};

function sized(element: HTMLElement, width: number, height: number): void {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  resize();
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resize = () => callback([], this as unknown as ResizeObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('ClosureMap', () => {
  it('makes no map while its element has no size, and makes it once it has one', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const map = new ClosureMap(element, tileSource(null, 'en'), 'en', () => document.createElement('div'));
    sized(element, 0, 0);
    expect(map.created).toBe(false);
    expect(element.classList.contains('leaflet-container')).toBe(false);
    sized(element, 300, 200);
    expect(map.created).toBe(true);
    expect(element.classList.contains('leaflet-container')).toBe(true);
    map.destroy();
  });

  it('tells Leaflet of every new size, and of none while hidden', () => {
    const invalidateSize = vi.spyOn(LeafletMap.prototype, 'invalidateSize');
    const element = document.createElement('div');
    document.body.append(element);
    const map = new ClosureMap(element, tileSource(null, 'en'), 'en', () => document.createElement('div'));
    sized(element, 300, 200);
    const before = invalidateSize.mock.calls.length;
    sized(element, 600, 200);
    expect(invalidateSize.mock.calls.length).toBe(before + 1);
    sized(element, 0, 0);
    expect(invalidateSize.mock.calls.length).toBe(before + 1);
    map.destroy();
  });
});
