// For the views loaded on demand: the answers of one `/embed/api` endpoint for the area the
// widget shows, restarted when the reader picks another province, paused while nobody can see
// the widget, and reported to the widget (its credit and sample banner) as they arrive.

import { CACHE_WINDOWS, type CachedEndpoint } from '../contract/cache-windows';
import type { ErrorCode } from '../contract/errors';
import { fetchAnswer } from './api';
import type { ViewContext } from './define-view';
import { Feed } from './feed';
import { effect } from './signal';

export interface AreaFeed<T> {
  feed: Feed<T>;
  stop(): void;
}

export interface AreaFeedOptions<T> {
  /** Whose cache window sets the refresh. */
  endpoint: CachedEndpoint;
  /** The endpoint under /embed/api (`waits`). */
  path: string;
  /** The answer's value, or null when it is not one. */
  read: (input: unknown) => T | null;
  /**
   * The proxy's error code for "not offered here", on which the feed stops asking (asking again
   * would change nothing; another province asks once more).
   */
  notOffered?: ErrorCode;
  /** The answer is the same for every province (coverage): asked without one, never restarted. */
  national?: boolean;
}

export function areaFeed<T extends { attribution: string }>(
  { state, widget, report }: ViewContext,
  { endpoint, path, read, notOffered, national }: AreaFeedOptions<T>,
): AreaFeed<T> {
  let province = national ? null : widget.peek().province;
  const feed = new Feed<T>(CACHE_WINDOWS[endpoint], () =>
    fetchAnswer(
      state.env.fetch,
      `${state.options.api}/embed/api/${path}${province ? `?province=${province}` : ''}`,
      read,
    ),
  );
  void feed.load();
  const stops = [
    effect(() => {
      const { province: chosen, visible } = widget.value;
      feed.setActive(visible);
      if (!national && chosen !== province) {
        province = chosen;
        feed.restart();
      }
    }),
    effect(() => {
      const { answer } = feed.state.value;
      if (answer) report(answer);
    }),
  ];
  if (notOffered) {
    stops.push(
      effect(() => {
        if (feed.state.value.failure?.problem.code === notOffered) feed.stop();
      }),
    );
  }
  return {
    feed,
    stop() {
      feed.stop();
      for (const stop of stops) stop();
    },
  };
}
