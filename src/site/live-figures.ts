// Keeps the national figures current: the same keyless answers the widget reads, decoded with
// the contract decoders, refreshed at their cache windows (with the widget's back-off after a
// failure) while the section can be seen, and their ages moving on every 30 seconds.

import { decodeClosuresResponse, decodeCoverageResponse } from '../contract/decode';
import type { Lang } from '../contract/provinces';
import { fetchAnswer } from '../widget/api';
import { Feed } from '../widget/feed';
import { effect, signal } from '../widget/signal';
import { watchVisibility } from '../widget/visibility';
import { renderFigures } from './figures';

const CLOCK_TICK_MS = 30_000;

export function startLiveFigures(section: HTMLElement, lang: Lang, fetcher: typeof fetch): void {
  const coverage = new Feed('coverage', () => fetchAnswer(fetcher, '/embed/api/coverage', decodeCoverageResponse));
  const closures = new Feed('closures', () => fetchAnswer(fetcher, '/embed/api/closures', decodeClosuresResponse));
  const tick = signal(0);
  setInterval(() => {
    tick.value += 1;
  }, CLOCK_TICK_MS);
  effect(() => {
    tick.value;
    // Ages are measured against now, including when an answer has just arrived.
    renderFigures(section, lang, { coverage: coverage.state.value, closures: closures.state.value, nowMs: Date.now() });
  });
  for (const feed of [coverage, closures]) void feed.load();
  watchVisibility(section, (visible) => {
    coverage.setActive(visible);
    closures.setActive(visible);
  });
}
