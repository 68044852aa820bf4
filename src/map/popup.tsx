// The one popup open at a time (a marker's or a group's): one element, rendered as it opens
// and again with every render while it shows, listing each place's rows as the list says them.

import { type ComponentChild, render } from 'preact';
import type { PopupContent } from './closure-map';
import type { MAP_STRINGS } from './strings';

export interface MapPopup {
  /** What ClosureMap calls as a popup opens. */
  content: PopupContent;
  /** What each place's popup lists (rendered afresh, so times stay current). */
  rows: Map<string, () => ComponentChild>;
  /** Draws the open popup again with the latest rows; a closed one waits until it opens. */
  refresh(): void;
  stop(): void;
}

export function mapPopup(t: (typeof MAP_STRINGS)['en'], close: () => void): MapPopup {
  const element = document.createElement('div');
  element.className = 'popup';
  let shown: Parameters<PopupContent> | null = null;
  const popup: MapPopup = {
    rows: new Map(),
    content: (ids, zoomIn) => {
      shown = [ids, zoomIn];
      render(
        <>
          <ul>{ids.map((id) => popup.rows.get(id)?.())}</ul>
          {zoomIn && (
            <button type="button" class="link" onClick={zoomIn}>
              {t.zoomInGroup}
            </button>
          )}{' '}
          <button type="button" class="link" onClick={close}>
            {t.close}
          </button>
        </>,
        element,
      );
      return element;
    },
    refresh: () => {
      if (shown && element.isConnected) popup.content(...shown);
    },
    stop: () => render(null, element),
  };
  return popup;
}
