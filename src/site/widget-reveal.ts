// In the site's fixed frames the widget is not displayed until every view has its first answer
// or its failure, so that a reader sees it appear, never move as it loads (docs/pages.md).

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
