import type { FeedAdapter } from './adapter';

/** A feed as the runtime polls it: the adapter with this server's URL and interval. */
export interface EnabledFeed {
  adapter: FeedAdapter;
  url: string;
  intervalS: number;
}
