// How often this server reads each kind of source, in minutes, from the feeds' own settings:
// "About the data" states it, so the page cannot drift from what the poller does.

import { FEEDS } from '../ingest/feeds';

export interface CadenceRange {
  fromMin: number;
  toMin: number;
}

function range(intervalsS: number[]): CadenceRange {
  return { fromMin: Math.min(...intervalsS) / 60, toMin: Math.max(...intervalsS) / 60 };
}

export const SOURCE_CADENCE = {
  feeds: range(FEEDS.filter((feed) => feed.publishes !== 'notices').map((feed) => feed.intervalS)),
  notices: range(FEEDS.filter((feed) => feed.publishes === 'notices').map((feed) => feed.intervalS)),
};
