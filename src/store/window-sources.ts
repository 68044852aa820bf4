/** The publishers that write windows besides the feeds (their ids are their sources). */
export const DESK_FEED = 'desk';
const OWN_SOURCES = new Set([DESK_FEED, 'sample']);

/** The `source` of a status a window of `feed` sets: `desk`, `sample`, or `notice:<feed>`. */
export const windowSource = (feed: string) => (OWN_SOURCES.has(feed) ? feed : `notice:${feed}`);
