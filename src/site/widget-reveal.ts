// The widget draws a skeleton, then its data, and the sample banner above its title once an
// answer says so: its content moves as it loads. In the page's fixed frames it is not displayed
// (site.css) until every view has its first answer or its failure, so the reader sees it
// appear, never move. It relies on the widget's own markup: the article `.ers`, and
// `.skeleton` while a view waits for data (not inside `.lazy`, a view whose script is loaded
// on demand, which waits to be seen; the page puts the map, the tallest, last, where its arrival
// moves nothing). (Not displayed rather than invisible: the widget's
// stylesheet keeps itself visible whatever its host page says.)

const CHECK_MS = 100;
/** Shown anyway after this long. */
const GIVE_UP_MS = 8_000;

function loaded(frame: HTMLElement): boolean {
  const widget = frame.querySelector('[data-er-status]')?.shadowRoot?.querySelector('.ers');
  // A view loaded on demand (`.lazy`: coverage, the map) waits to be seen, which a hidden widget
  // never is; once its script has mounted it, its own skeleton is waited for like any other.
  if (!widget) return false;
  return [...widget.querySelectorAll('.skeleton')].every((skeleton) => skeleton.closest('.lazy'));
}

/** Hides the widget in `frame` (if not already), saying `loading` instead, and shows it once loaded. */
export function revealWhenLoaded(frame: HTMLElement, loading: string): void {
  frame.setAttribute('data-loading', loading);
  const started = Date.now();
  const check = () => {
    if (!frame.hasAttribute('data-loading')) return;
    if (loaded(frame) || Date.now() - started > GIVE_UP_MS) frame.removeAttribute('data-loading');
    else setTimeout(check, CHECK_MS);
  };
  check();
}
