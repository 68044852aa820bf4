// Which feeds a server polls, from its environment: ER_SOURCES=qc,ab,… (or all), and per feed
// ER_SOURCE_<ID>_URL (http, https or file://) and ER_SOURCE_<ID>_INTERVAL (seconds).
import type { FeedAdapter } from './adapter';
import { FEEDS } from './feeds';
import type { EnabledFeed } from './runtime';

type Env = Record<string, string | undefined>;

export class FeedConfigError extends Error {
  override name = 'FeedConfigError';
}

/** `bc-nh` → `BC_NH`: the feed's part of its variables' names. */
export const envName = (id: string) => id.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The feeds ER_SOURCES enables, with their URL and interval; null when it is unset. */
export function readFeedSettings(env: Env, feeds: readonly FeedAdapter[] = FEEDS): EnabledFeed[] | null {
  const raw = env.ER_SOURCES?.trim();
  if (!raw) return null;
  const ids =
    raw.toLowerCase() === 'all' ? feeds.map((feed) => feed.id) : raw.split(',').map((id) => id.trim().toLowerCase());
  const known = feeds.map((feed) => feed.id).join(', ');
  const chosen = [...new Set(ids.filter((id) => id !== ''))].map((id) => {
    const adapter = feeds.find((feed) => feed.id === id);
    if (!adapter)
      throw new FeedConfigError(
        `ER_SOURCES names ${JSON.stringify(id)}, which is not a feed; the feeds are: ${known} (or all).`,
      );
    return adapter;
  });
  if (chosen.length === 0) throw new FeedConfigError(`ER_SOURCES names no feed; the feeds are: ${known} (or all).`);
  return chosen.map((adapter) => ({
    adapter,
    url: urlOf(env, adapter),
    intervalS: intervalOf(env, adapter),
  }));
}

function urlOf(env: Env, adapter: FeedAdapter): string {
  const name = `ER_SOURCE_${envName(adapter.id)}_URL`;
  const raw = env[name]?.trim();
  if (!raw) return adapter.url;
  if (!URL.canParse(raw) || !/^(https?|file):$/.test(new URL(raw).protocol)) {
    throw new FeedConfigError(`${name} must be an http, https or file:// URL; got ${JSON.stringify(raw)}.`);
  }
  return raw;
}

function intervalOf(env: Env, adapter: FeedAdapter): number {
  const name = `ER_SOURCE_${envName(adapter.id)}_INTERVAL`;
  const raw = env[name]?.trim();
  if (!raw) return adapter.intervalS;
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds < 0.1 || seconds > 86_400) {
    throw new FeedConfigError(`${name} must be a number of seconds from 0.1 to 86400; got ${JSON.stringify(raw)}.`);
  }
  return seconds;
}
