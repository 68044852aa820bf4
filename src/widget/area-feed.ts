// For the views loaded on demand: the answers of one `/embed/api` endpoint for the area the
// widget shows, restarted when the reader picks another province, paused while nobody can see
// the widget, and reported to the widget (its credit and sample banner) as they arrive.

import type { CachedEndpoint } from '../contract/cache-windows';
import type { ErrorCode } from '../contract/errors';
import { fetchAnswer } from './api';
import type { ViewContext } from './define-view';
import { Feed } from './feed';
import { effect } from './signal';

export interface AreaFeed<T> {
  feed: Feed<T>;
  stop(): void;
}

/**
 * `path`: the endpoint under /embed/api (`waits`); `endpoint`: whose cache window sets the refresh;
 * `notOffered`: the proxy's error code for "not offered here", on which the feed stops asking
 * (asking again would change nothing; another province asks once more).
 */
export function areaFeed<T extends { attribution: string }>(
  { state, widget, report }: ViewContext,
  endpoint: CachedEndpoint,
  path: string,
  read: (input: unknown) => T | null,
  notOffered?: ErrorCode,
): AreaFeed<T> {
  let province = widget.peek().province;
  const feed = new Feed<T>(endpoint, () =>
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
      if (chosen !== province) {
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
