// Keeps the national figures current: the same keyless answers the widget reads, decoded with
// the contract decoders, refreshed at their cache windows (with the widget's back-off after a
// failure) while the section can be seen, and their ages moving on every 30 seconds.

import { CACHE_WINDOWS } from '../contract/cache-windows';
import { decodeClosuresResponse, decodeCoverageResponse, decodedValue } from '../contract/decode';
import type { Lang } from '../contract/provinces';
import { fetchAnswer } from '../widget/api';
import { Feed } from '../widget/feed';
import { effect, signal } from '../widget/signal';
import { watchVisibility } from '../widget/visibility';
import { renderFigures } from './figures';

const CLOCK_TICK_MS = 30_000;

/** `api`: the origin of the keyless proxy (this page's own). */
export function startLiveFigures(section: HTMLElement, lang: Lang, api: string, fetcher: typeof fetch): () => void {
  const url = (path: string) => `${api}/embed/api/${path}`;
  const coverage = new Feed(CACHE_WINDOWS.coverage, () =>
    fetchAnswer(fetcher, url('coverage'), decodedValue(decodeCoverageResponse)),
  );
  const closures = new Feed(CACHE_WINDOWS.closures, () =>
    fetchAnswer(fetcher, url('closures'), decodedValue(decodeClosuresResponse)),
  );
  const tick = signal(0);
  const clock = setInterval(() => {
    tick.value += 1;
  }, CLOCK_TICK_MS);
  const stopRendering = effect(() => {
    tick.value;
    // Ages are measured against now, including when an answer has just arrived.
    renderFigures(section, lang, { coverage: coverage.state.value, closures: closures.state.value, nowMs: Date.now() });
  });
  for (const feed of [coverage, closures]) void feed.load();
  const stopWatching = watchVisibility(section, (visible) => {
    coverage.setActive(visible);
    closures.setActive(visible);
  });
  return () => {
    clearInterval(clock);
    stopRendering();
    stopWatching();
    for (const feed of [coverage, closures]) feed.stop();
  };
}
