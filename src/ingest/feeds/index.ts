// Every feed er-status can ingest, by id (ER_SOURCES=qc,ab,… or all).
import type { FeedAdapter } from '../adapter';
import { abFeed } from './ab';
import { bcFeed } from './bc';
import { northernHealthFeed } from './northern-health';
import { qcFeed } from './qc';

export const FEEDS: readonly FeedAdapter[] = [abFeed, bcFeed, northernHealthFeed, qcFeed];

export function feedById(id: string): FeedAdapter | undefined {
  return FEEDS.find((feed) => feed.id === id);
}
